import Deft
import Testing

// A check that polls on real time fails with a hint when a task of its test
// sleeps on a VirtualClock that the check does not drive: the usual cause is
// a model given a VirtualClock while the check has no `clock:`. Ordinary
// failures stay as they are: no sleeper, a sleeper on the clock the check
// polls, or a sleeper of another test (here a detached task, which belongs
// to no test). Real time is the subject here, so the checks wait 20 ms of it.

private let hint =
    "1 task of this test sleeps on a VirtualClock that this check does not drive, so its time never moved. "
    + "If the code under test sleeps on it, pass that clock to the check as clock:."

/// Starts a task of the current test that sleeps a second on `clock`.
private func sleeper(on clock: VirtualClock) async -> Task<Void?, Never> {
    let task = Task { try? await clock.sleep(for: .seconds(1)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    return task
}

/// The lines of the one failure `body` raises.
private func failureLines(_ body: () async -> Void) async -> [Substring] {
    let messages = await gatherFailingExpectations(silently: true, closure: body).map { $0.message.stringValue }
    #expect(messages.count == 1)
    return messages.first?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
}

struct UnpolledVirtualClockHintTests {
    @Test func aRealTimePollWhileTheTestSleepsOnAVirtualClockSaysSo() async {
        let clock = VirtualClock()
        let task = await sleeper(on: clock)
        defer { task.cancel() }
        let lines = await failureLines {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
        }
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("expected to eventually equal <2>, got <1> (") == true)
        #expect(lines.last.map(String.init) == hint)
    }

    @Test func twoSleepersAreCounted() async {
        let clock = VirtualClock()
        let first = await sleeper(on: clock)
        let second = Task { try? await clock.sleep(for: .seconds(2)) }
        while clock.sleeperCount < 2 { await Task.yield() }
        defer {
            first.cancel()
            second.cancel()
        }
        let lines = await failureLines {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
        }
        #expect(
            lines.last.map(String.init)
                == "2 tasks of this test sleep on a VirtualClock that this check does not drive, so its time never "
                + "moved. If the code under test sleeps on it, pass that clock to the check as clock:.")
    }

    @Test func emitOnRealTimeWhileTheProducerSleepsOnAVirtualClockSaysSo() async {
        let clock = VirtualClock()
        let numbers = AsyncStream<Int> { continuation in
            Task {
                try? await clock.sleep(for: .milliseconds(300))
                continuation.yield(1)
            }
        }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(numbers).to(emit(1, timeout: .milliseconds(20)))
        }.map { $0.message.stringValue }
        #expect(messages == ["expected to emit <[1]>, got <[]>, then nothing before the 20 ms timeout (real)\n" + hint])
    }

    @Test func anOrdinaryRealTimeFailureHasNoHint() async {
        let lines = await failureLines {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
        }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("expected to eventually equal <2>, got <1> (") == true)
    }

    @Test func aPollOnTheSleepersClockHasNoHint() async {
        let clock = VirtualClock()
        let task = await sleeper(on: clock)
        defer { task.cancel() }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(100), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to eventually equal <2>, got <1> (11 polls over 100 ms virtual / <t> real; seen <1> ×11)"
            ])
    }

    @Test func anotherTestsSleeperAddsNoHint() async {
        let clock = VirtualClock()
        // A detached task belongs to no test, as a task of a test running in parallel does not belong to this one.
        let task = Task.detached { try? await clock.sleep(for: .seconds(1)) }
        defer { task.cancel() }
        while clock.sleeperCount == 0 { await Task.yield() }
        let lines = await failureLines {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
        }
        #expect(lines.count == 1)
    }

    @Test func emitsOrdinaryFailuresHaveNoHint() async {
        let clock = VirtualClock()
        let numbers = AsyncStream<Int> { continuation in
            Task {
                try? await clock.sleep(for: .milliseconds(300))
                continuation.yield(1)
            }
        }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(numbers).to(emit(2, clock: clock))
        }.map { $0.message.stringValue }
        #expect(messages == ["expected to emit <[2]>, got <[1]>"])
    }
}
