import Deft
import Foundation
import Testing

/// `StopPolling`: an expression, a matcher or a block ends a poll at once.
/// Each value below depends only on the virtual time of the poll.
struct StopPollingTests {
    /// `"starting"` until `exitAt`, then a stop.
    private func server(_ clock: VirtualClock, exitAt: Int) throws -> String {
        if clock.now.offset >= .milliseconds(exitAt) { throw StopPolling("the server exited with status 1") }
        return "starting"
    }

    @Test func aStopFromTheExpressionFailsAtOnceWithItsMessage() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { try server(clock, exitAt: 20) }.toEventually(
                equal("ready"), timeout: .seconds(10), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "toEventually stopped polling at poll 3, after 20 ms virtual / <t> real: the server exited with "
                    + "status 1; earlier polls saw <\"starting\"> ×2"
            ])
        #expect(clock.now.offset == .milliseconds(20))
    }

    @Test func aStopComesAfterTheDescription() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { try server(clock, exitAt: 0) }.toEventually(
                equal("ready"), clock: clock, description: "the server comes up")
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "the server comes up\ntoEventually stopped polling at poll 1, after 0 s virtual / <t> real: the "
                    + "server exited with status 1"
            ])
    }

    @Test func aStopFromAMatcherFailsAtOnce() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let terminal = Matcher<String> { expression in
            let state = try expression.evaluate()
            if state == "failed" { throw StopPolling("the machine reached .failed; it never leaves it") }
            return MatcherResult(bool: state == "done", message: .expectedTo("reach done"))
        }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { clock.now.offset < .milliseconds(30) ? "running" : "failed" }.toEventually(
                terminal, clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "toEventually stopped polling at poll 4, after 30 ms virtual / <t> real: the machine reached "
                    + ".failed; it never leaves it; earlier polls saw <\"running\"> ×3"
            ])
    }

    @Test func aStopIsNeverTakenForAThrownErrorAMatcherExpects() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () throws -> Int in throw StopPolling("gone") }.toEventually(throwError(), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages == ["toEventually stopped polling at poll 1, after 0 s virtual / <t> real: gone"])
    }

    @Test func aPassingStopEndsToNeverAndToAlwaysAsPassed() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        let gone: @Sendable () throws -> Bool = {
            if clock.now.offset >= .milliseconds(50) { throw StopPolling(passing: "the socket was released") }
            return true
        }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { try gone() }.toAlways(beTrue(), until: .seconds(10), clock: clock)
            await expect { try gone() }.toNever(beFalse(), until: .seconds(10), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(50))
    }

    @Test func aRequirementEndedByAPassingStopReturnsTheLastValue() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        let last = try await require {
            if clock.now.offset >= .milliseconds(50) { throw StopPolling(passing: "the socket was released") }
            return 7
        }.toNever(equal(0), until: .seconds(10), clock: clock)
        #expect(last == 7)
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            do {
                _ = try await require { () throws -> Int in throw StopPolling(passing: "released") }.toAlways(
                    equal(7), clock: clock)
                Issue.record("require should have thrown")
            } catch {}
        }
        #expect(
            recorder.assertions.map(\.message.stringValue) == [
                "the poll ended as passed at its first poll (StopPolling(passing: \"released\")), before any poll "
                    + "produced a value, so the requirement has nothing to return"
            ])
    }

    @Test func aPassingStopCannotMakeAWaitForAMatchPass() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () throws -> Int in throw StopPolling(passing: "done") }.toEventually(
                equal(1), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "toEventually cannot pass by StopPolling(passing:), thrown at poll 1, after 0 s virtual / <t> real: "
                    + "only toNever, toAlways and continually, which watch something for a while, end as passed when "
                    + "it is gone (\"done\")"
            ])
    }

    @Test func aStopFromAnEventuallyBlockFailsWithItsMessage() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            _ = try? await eventually(timeout: .seconds(10), clock: clock) {
                expect(try server(clock, exitAt: 10)).to(equal("ready"))
                if clock.now.offset >= .milliseconds(10) { throw StopPolling("the server exited") }
            }
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages == ["eventually stopped polling at run 2, after 10 ms virtual / <t> real: the server exited"])
    }

    @Test func aPassingStopEndsContinuallyAsPassed() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await continually(for: .seconds(10), clock: clock) {
                if clock.now.offset >= .milliseconds(40) { throw StopPolling(passing: "the feed closed") }
                expect(1).to(equal(1))
            }
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(40))
    }

    @Test func aStopThrownOutsideAnyPollingCheckSaysSo() async {
        let messages = gatherFailingExpectations(silently: true) {
            expect { () throws -> Int in throw StopPolling("gone") }.to(equal(1))
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "unexpected error thrown: <StopPolling(\"gone\") was thrown outside any polling check, where nothing "
                    + "stops: throw it from the expression, matcher or block of a toEventually, toNever, toAlways, "
                    + "eventually or continually>"
            ])
    }

    /// On the real clock: a stop at the first poll of a 10 s check ends it at once.
    @Test(.timeLimit(.minutes(1))) func aStopOnTheRealClock() async {
        let start = ContinuousClock.now
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () throws -> Int in throw StopPolling("gone") }.toEventually(
                equal(1), timeout: .seconds(10), clock: ContinuousClock())
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("toEventually stopped polling at poll 1, after ") == true)
        #expect(start.duration(to: .now) < .seconds(5))
    }
}
