import Deft
import Foundation
import Testing

struct PollingFormsTests {
    @Test func waitUntilPassesWhenDoneIsCalledFromAnotherThread() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await waitUntil(clock: VirtualClock()) { done in
                DispatchQueue.global().async { done() }
            }
        }
        #expect(failures.isEmpty)
    }

    /// With a 30 s poll interval, only the call's own wakeup ends the wait
    /// in well under 30 s.
    @Test(.timeLimit(.minutes(1))) func doneWakesTheWaitOnTheRealClockAtOnce() async {
        let defaults = PollingDefaults(timeout: .seconds(60), pollInterval: .seconds(30))
        let start = ContinuousClock.now
        let failures = await gatherFailingExpectations(silently: true) {
            await PollingDefaults.withValue(defaults) {
                await waitUntil { done in
                    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) { done() }
                }
            }
        }
        #expect(failures.isEmpty)
        #expect(start.duration(to: .now) < .seconds(10))
    }

    @Test func waitUntilFailsWhenDoneIsNeverCalled() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .seconds(1), clock: VirtualClock(maxSpeedup: nil)) { _ in }
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "waitUntil timed out: done() was not called within 1.0 s (virtual, <t> real)"
                    + "\nNothing slept on the virtual clock while it ran to its 1.0 s timeout in <t> of real time. If the "
                    + "code under test waits on another clock (Task.sleep without a clock, DispatchQueue.asyncAfter, "
                    + "I/O), poll on a real clock or lower maxSpeedup."
            ])
    }

    /// On a real-time clock the action's own time counts, as in Nimble: an
    /// action that blocks past the timeout fails though it calls `done`.
    /// (This test blocks for 20 ms of real time: the behaviour is about it.)
    @Test func waitUntilFailsWhenTheActionBlocksPastTheTimeout() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .milliseconds(10), clock: ContinuousClock()) { done in
                blockThread(seconds: 0.02)
                done()
            }
        }.map(\.message.stringValue)
        #expect(messages == ["waitUntil timed out: done() was not called within 10 ms"])
    }

    @Test func waitUntilFailsWhenDoneIsCalledTwice() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await waitUntil(clock: VirtualClock(maxSpeedup: nil)) { done in
                done()
                done()
            }
        }.map(\.message.stringValue)
        #expect(messages == ["waitUntil(...) expects its completion closure to be only called once"])
    }

    @Test func twoCallsToDoneInOneMainQueueBlockAreSeenTogether() async {
        // The count is read on the main actor, as a synchronous expression
        // is from a nonisolated test, so never between the two calls.
        for _ in 0..<20 {
            let messages = await gatherFailingExpectations(silently: true) {
                await waitUntil(clock: ContinuousClock()) { done in
                    DispatchQueue.main.async {
                        done()
                        done()
                    }
                }
            }.map(\.message.stringValue)
            #expect(messages == ["waitUntil(...) expects its completion closure to be only called once"])
        }
    }

    @Test func aSecondCallToDoneAfterThePassFailsTheTestOnce() async {
        // The poll may see the first call before the second has run (both in
        // one block on another thread): the second call then reports itself.
        let kept = Shared<(@Sendable () -> Void)?>(nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await waitUntil(clock: VirtualClock(maxSpeedup: nil)) { done in
                kept.value = done
                done()
            }
            kept.value?()
            kept.value?()
        }.map(\.message.stringValue)
        #expect(messages == ["waitUntil(...) expects its completion closure to be only called once"])
    }

    @Test func pollUnwrapReturnsTheValueOnceItAppears() async throws {
        let clock = VirtualClock()
        let token = Shared<String?>(nil)
        let signIn = Task {
            try? await clock.sleep(for: .milliseconds(50))
            token.value = "abc"
        }
        defer { signIn.cancel() }
        let value = try await pollUnwrap(clock: clock) { token.value }
        #expect(value == "abc")
    }

    @Test func requireToEventuallyReturnsOrThrows() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        let count = try await require { 3 }.toEventually(equal(3), clock: clock)
        #expect(count == 3)
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            do {
                _ = try await require { 3 }.toEventually(equal(4), timeout: .milliseconds(20), clock: clock)
                Issue.record("require should have thrown")
            } catch let error as RequireError {
                #expect(maskingRealTime(error.message).hasPrefix("expected to eventually equal <4>, got <3> (3 polls"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(recorder.assertions.map(\.success) == [false])
    }

    @Test func requireOnAValueTooPollsInAsyncCode() async throws {
        let value = try await require(7).toEventually(equal(7), clock: VirtualClock(maxSpeedup: nil))
        #expect(value == 7)
        let failures = await gatherFailingExpectations(silently: true) {
            _ = try? await require(7).toNever(equal(7), until: .milliseconds(20), clock: VirtualClock(maxSpeedup: nil))
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(failures == ["expected to never equal <7>, got <7> (at poll 1, after 0 s virtual / <t> real)"])
    }

    @Test func scopedDefaultsApplyToTheTaskOnly() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let defaults = PollingDefaults(timeout: .milliseconds(200), pollInterval: .milliseconds(50), clock: clock)
        let messages = await PollingDefaults.withValue(defaults) {
            await gatherFailingExpectations(silently: true) {
                await expect { 1 }.toEventually(equal(2))
            }.map { maskingRealTime($0.message.stringValue) }
        }
        #expect(
            messages.first?.hasPrefix("expected to eventually equal <2>, got <1> (5 polls over 200 ms virtual") == true)
        #expect(clock.now.offset == .milliseconds(200))
        #expect(PollingDefaults.current.timeout == .seconds(1))
    }
}

/// Blocks the current thread, as an action that stalls does.
private func blockThread(seconds: Double) {
    Thread.sleep(forTimeInterval: seconds)
}
