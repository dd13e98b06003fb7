import Deft
import Foundation
import Testing
import XCTest

/// `andHold:`: become, then stay. On a `VirtualClock`, each value below
/// depends only on the virtual time of the poll, so every message is exact.
struct PollHoldTests {
    /// `"loading"`, then `"ready"` from `readyAt` until `lostAt`.
    private func state(_ clock: VirtualClock, readyAt: Int, lostAt: Int = .max) -> String {
        let now = clock.now.offset
        return now >= .milliseconds(readyAt) && now < .milliseconds(lostAt) ? "ready" : "loading"
    }

    @Test func aWindowThatHoldsPassesAtItsEnd() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { state(clock, readyAt: 100) }.toEventually(
                equal("ready"), andHold: .for(.milliseconds(500)), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(600))
    }

    @Test func aWindowThatBreaksSaysHowLongItHeldAndWhatCameThen() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { state(clock, readyAt: 100, lostAt: 220) }.toEventually(
                equal("ready"), andHold: .for(.milliseconds(500)), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to eventually equal <\"ready\">, got <\"loading\"> (held for 120 ms of 500 ms, then stopped "
                    + "matching at poll 23, after 220 ms virtual / <t> real)"
            ])
        #expect(clock.now.offset == .milliseconds(220))
    }

    @Test func neverMatchingFailsAsAnyTimeoutDoes() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { state(clock, readyAt: 5000) }.toEventually(
                equal("ready"), andHold: .for(.milliseconds(50)), timeout: .milliseconds(100),
                pollInterval: .milliseconds(50), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to eventually equal <\"ready\">, got <\"loading\"> (3 polls over 100 ms virtual / <t> real; "
                    + "seen <\"loading\"> ×3)\nNothing slept on the virtual clock while it ran to its 100 ms timeout in "
                    + "<t> of real time. If the code under test waits on another clock (Task.sleep without a clock, "
                    + "DispatchQueue.asyncAfter, I/O), poll on a real clock or lower maxSpeedup."
            ])
    }

    @Test func aHoldStillGoingAtTheTimeoutFailsSayingHowFarItGot() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { state(clock, readyAt: 800) }.toEventually(
                equal("ready"), andHold: .for(.milliseconds(500)), pollInterval: .milliseconds(100), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to eventually equal <\"ready\">, got <\"ready\">\n"
                    + "toEventually matched at poll 9 and held for 200 ms of 500 ms when its 1.0 s timeout came "
                    + "(11 polls over 1.0 s virtual / <t> real); the match and its hold must both fit in the timeout"
            ])
    }

    @Test func pollsInARowPass() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let value = try? await require { state(clock, readyAt: 100) }.toEventually(
            equal("ready"), andHold: .polls(3), clock: clock)
        #expect(value == "ready")
        #expect(clock.now.offset == .milliseconds(120))
    }

    @Test func pollsInARowThatBreakSayHowManyHeld() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { state(clock, readyAt: 100, lostAt: 120) }.toEventually(
                equal("ready"), andHold: .polls(3), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to eventually equal <\"ready\">, got <\"loading\"> (held for 2 of 3 polls in a row, then "
                    + "stopped matching at poll 13, after 120 ms virtual / <t> real)"
            ])
    }

    @Test func toEventuallyNotHoldsToo() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { state(clock, readyAt: 0, lostAt: 50) }.toEventuallyNot(
                equal("ready"), andHold: .for(.milliseconds(100)), clock: clock)
        }
        #expect(messages.isEmpty)
        #expect(clock.now.offset == .milliseconds(150))
    }

    @Test func anEventuallyBlockHolds() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await eventually(andHold: .for(.milliseconds(300)), clock: clock) {
                expect(state(clock, readyAt: 100)).to(equal("ready"))
            }
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(400))
    }

    @Test func anEventuallyBlockThatStopsHoldingReportsTheRunThatFailed() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await eventually(andHold: .for(.milliseconds(300)), clock: clock) {
                expect(state(clock, readyAt: 100, lostAt: 220)).to(equal("ready"))
            }
        }
        let line = #line - 3
        let messages = failures.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to equal <\"ready\">, got <\"loading\">",
                "eventually held for 120 ms of 300 ms, then run 23 failed (after 220 ms virtual / <t> real); that run "
                    + "failed at:\n  DeftTests/PollHoldTests.swift:\(line): failing the same way since run 23 (220 ms)",
            ])
    }

    @Test func anEventuallyBlockHoldsForRunsInARow() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await eventually(andHold: .polls(5), timeout: .milliseconds(200), clock: clock) {
                expect(state(clock, readyAt: 170)).to(equal("ready"))
            }
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "eventually matched at run 18 and held for 4 of 5 runs in a row when its 200 ms timeout came (21 runs "
                    + "over 200 ms virtual / <t> real); the match and its hold must both fit in the timeout"
            ])
    }

    @Test(arguments: [
        (PollHold.for(.zero), "toEventually needs a hold window greater than zero, got 0 s"),
        (PollHold.for(.milliseconds(-5)), "toEventually needs a hold window greater than zero, got -5 ms"),
        (
            PollHold.for(.seconds(2)),
            "toEventually needs a hold window (2.0 s) no longer than its timeout (1.0 s): the match must become and "
                + "hold before the timeout"
        ),
        (PollHold.polls(0), "toEventually needs a hold of at least 1 poll in a row, got 0"),
        (PollHold.polls(-3), "toEventually needs a hold of at least 1 poll in a row, got -3"),
        (
            PollHold.polls(102),
            "toEventually cannot hold for 102 polls in a row within its 1.0 s timeout: 102 polls 10 ms apart take longer"
        ),
        (
            PollHold.polls(.max),
            "toEventually cannot hold for \(Int.max) polls in a row within its 1.0 s timeout: \(Int.max) polls 10 ms "
                + "apart take longer"
        ),
    ])
    func aHoldThatCanNeverPassFailsAtTheCall(hold: PollHold, message: String) async {
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(1), andHold: hold, clock: VirtualClock())
        }
        #expect(failures.map(\.message.stringValue) == [message])
        #expect(failures.map(\.location.line) == [#line - 3])
    }

    @Test func aHoldThatFitsExactlyIsAccepted() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(1), andHold: .polls(101), clock: clock)
            await expect { 1 }.toEventually(equal(1), andHold: .for(.seconds(1)), clock: clock)
        }
        #expect(failures.isEmpty)
    }

    /// On the real clock: the check passes no sooner than the window's end.
    /// The timeout is only a bound, long enough for a loaded machine whose
    /// pool threads the suite's CPU-bound tests hold for seconds.
    @Test func aWindowOnTheRealClock() async {
        let start = ContinuousClock.now
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { true }.toEventually(
                beTrue(), andHold: .for(.milliseconds(30)), timeout: .seconds(60), clock: ContinuousClock())
        }
        #expect(failures.isEmpty)
        #expect(start.duration(to: .now) >= .milliseconds(30))
    }
}

/// The blocking forms, from XCTest methods on the main thread.
final class PollHoldXCTests: XCTestCase {
    func testTheBlockingFormsHoldToo() {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = gatherFailingExpectations(silently: true) {
            expect(clock.now.offset < .milliseconds(50)).toEventually(
                beTrue(), andHold: .for(.milliseconds(100)), clock: clock)
            eventually(andHold: .polls(2), clock: clock) { expect(1).to(equal(1)) }
        }.map { maskingRealTime($0.message.stringValue) }
        XCTAssertEqual(
            messages,
            [
                "expected to eventually be true, got <false> (held for 50 ms of 100 ms, then stopped matching at "
                    + "poll 6, after 50 ms virtual / <t> real)"
            ])
    }
}
