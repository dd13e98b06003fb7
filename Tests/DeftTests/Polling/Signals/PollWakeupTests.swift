import Testing

@testable import Deft

/// The one signal the poller waits on, and the sources that fire it. Alarms
/// here are tasks asleep on a virtual clock, so nothing waits on real time.
struct PollWakeupTests {
    private let clock = VirtualClock(maxSpeedup: nil)

    private func alarm(after duration: Duration) -> (@escaping @Sendable () -> Void) -> Alarm {
        { [clock] ring in .whenReturns({ try? await clock.sleep(for: duration) }, ring: ring) }
    }

    @Test func aSignalEndsThePauseInProgress() async {
        let wakeup = PollWakeup()
        async let woken = wakeup.pause(until: alarm(after: .seconds(60)))
        while clock.sleeperCount == 0 { await Task.yield() }
        wakeup.signal()
        #expect(await woken)
    }

    @Test func aSignalBeforeThePauseEndsItAtOnce() async {
        let wakeup = PollWakeup()
        wakeup.signal()
        #expect(await wakeup.pause(until: alarm(after: .seconds(60))))
    }

    @Test func resetForgetsASignalNoPauseTook() async {
        let wakeup = PollWakeup()
        wakeup.signal()
        wakeup.reset()
        async let woken = wakeup.pause(until: alarm(after: .seconds(1)))
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .seconds(1))
        #expect(await woken == false)
    }

    @Test func theAlarmEndsAPauseNothingSignals() async {
        let wakeup = PollWakeup()
        async let woken = wakeup.pause(until: alarm(after: .seconds(1)))
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .seconds(1))
        #expect(await woken == false)
    }

    @Test func aSecondPauseEndsTheFirstAsASignalWould() async {
        let wakeup = PollWakeup()
        let first = LockedBox<Bool?>(nil)
        Task { first.set(await wakeup.pause(until: alarm(after: .seconds(60)))) }
        while !wakeup.hasWaiter { await Task.yield() }
        async let second = wakeup.pause(until: alarm(after: .seconds(60)))
        // The first ends, with no alarm or signal, once the second waits. (A
        // first pause left waiting would never end: the test looks a while.)
        var looks = 0
        while first.value == nil, looks < 100_000 {
            await Task.yield()
            looks += 1
        }
        #expect(first.value == true)
        wakeup.signal()
        #expect(await second)
    }

    @Test func aSourceWakesWhatIsAttachedToItAndNothingAfterItDetaches() {
        let source = WakeSource()
        let wakes = LockedBox(0)
        let waiter = PollWakeup()
        source.attach(waiter) { wakes.withLockQuietly { $0 += 1 } }
        source.fire()
        source.detach(waiter)
        source.fire()
        #expect(wakes.value == 1)
    }

    @Test func aLockedBoxWriteFiresStateChangesUnlessMuted() {
        let wakes = LockedBox(0)
        let waiter = PollWakeup()
        StateChanges.source.attach(waiter) { wakes.withLockQuietly { $0 += 1 } }
        defer { StateChanges.source.detach(waiter) }
        let box = LockedBox(0)
        ExecutionMark.bound { mark in StateChanges.$mutedIn.withValue(mark) { box.set(1) } }
        let muted = wakes.value
        box.set(2)
        // Other tests may write boxes meanwhile: only more wakes can come.
        #expect(wakes.value > muted)
    }

    @Test func anEvaluationsWritesAreMutedAndThoseOfTasksItStartsAreNot() async {
        let inEvaluation = LockedBox<Bool?>(.none)
        let inItsTask = LockedBox<Bool?>(.none)
        await expect { () async -> Int in
            inEvaluation.set(StateChanges.isMuted)
            await Task { inItsTask.set(StateChanges.isMuted) }.value
            return 1
        }.toEventually(equal(1), clock: VirtualClock(maxSpeedup: nil))
        #expect(inEvaluation.value == true)
        #expect(inItsTask.value == false)
        #expect(StateChanges.isMuted == false)
    }
}
