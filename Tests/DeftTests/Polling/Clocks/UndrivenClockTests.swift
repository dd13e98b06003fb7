import Deft
import Foundation
import Testing

/// Every polling verb on a clock that is neither real nor drivable, which
/// nobody advances. Each ends once real time reaches its timeout plus the
/// undriven grace, with a failure that names the clock and says what to do.
/// Real time here is a virtual wall, so no real time passes; the suite's
/// time limit turns a hang into a failure.
@Suite(.timeLimit(.minutes(1))) struct UndrivenClockTests {
    static let advice =
        ". Deft cannot move a StillClock itself, and nothing advanced it: conform StillClock to DrivableClock, "
        + "advance it from the test, or poll on a VirtualClock"

    /// The message of a check that gave up on a `StillClock` with a 30 ms
    /// timeout, with its real time and poll history masked: how many polls
    /// ran before the virtual wall reached the backstop depends on
    /// scheduling (none, if the wall got there before the first evaluation).
    static func gaveUp(_ verb: String) -> String {
        "\(verb) gave up after <t> of real time: its clock, StillClock, never moved toward its 30 ms timeout"
            + advice
    }

    /// `message` with its real time and poll history masked.
    static func masked(_ message: String) -> String {
        maskingRealTime(message)
            .replacingOccurrences(of: #" \(\d+ polls?[^)]*\)"#, with: "", options: .regularExpression)
    }

    private func failures(_ body: @escaping @Sendable (StillClock) async -> Void) async -> [String] {
        let clock = StillClock()
        return await VirtualWall().driving {
            await gatherFailingExpectations(silently: true) { await body(clock) }.map {
                Self.masked($0.message.stringValue)
            }
        }
    }

    @Test func toEventuallyOnAnAsyncExpression() async {
        let messages = await failures { clock in
            await expect { 0 }.toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.gaveUp("toEventually")])
    }

    @Test func toEventuallyNotOnAnAsyncExpression() async {
        let messages = await failures { clock in
            await expect { 0 }.toEventuallyNot(equal(0), timeout: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.gaveUp("toEventuallyNot")])
    }

    @Test func toNeverCannotPassOnAClockThatNeverReachedItsEnd() async {
        let messages = await failures { clock in
            await expect { 0 }.toNever(equal(1), until: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.gaveUp("toNever")])
    }

    @Test func toAlwaysCannotPassOnAClockThatNeverReachedItsEnd() async {
        let messages = await failures { clock in
            await expect { 0 }.toAlways(equal(0), until: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.gaveUp("toAlways")])
    }

    @Test func aSynchronousExpressionAwaited() async {
        let messages = await failures { clock in
            await expect(0).toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
            await expect(0).toNever(equal(1), until: .milliseconds(30), clock: clock)
        }
        #expect(
            messages == [
                Self.gaveUp("toEventually"),
                Self.gaveUp("toNever"),
            ])
    }

    @Test func aPollingRequirementThrows() async {
        let messages = await failures { clock in
            let value = try? await require { 0 }.toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
            #expect(value == nil)
        }
        #expect(messages == [Self.gaveUp("toEventually")])
    }

    @Test func pollUnwrapThrows() async {
        let messages = await failures { clock in
            let value = try? await pollUnwrap(timeout: .milliseconds(30), clock: clock) { Int?.none }
            #expect(value == nil)
        }
        #expect(messages == [Self.gaveUp("pollUnwrap")])
    }

    @Test func waitUntil() async {
        let messages = await failures { clock in
            await Deft.waitUntil(timeout: .milliseconds(30), clock: clock) { _ in }
        }
        #expect(messages == [Self.gaveUp("waitUntil")])
    }

    @Test func eventually() async {
        let messages = await failures { clock in
            await Deft.eventually(timeout: .milliseconds(30), clock: clock) { expect(0).to(equal(1)) }
        }
        #expect(messages == [Self.gaveUp("eventually")])
    }

    @Test func continually() async {
        let messages = await failures { clock in
            await Deft.continually(for: .milliseconds(30), clock: clock) { expect(0).to(equal(0)) }
        }
        #expect(messages == [Self.gaveUp("continually")])
    }

    @Test func emit() async {
        let messages = await failures { clock in
            let silent = AsyncStream<Int> { _ in }
            await expect(silent).to(Deft.emit(1, timeout: .milliseconds(30), clock: clock))
        }
        #expect(messages == [Self.gaveUp("emit")])
    }

    @Test func withEvents() async {
        let messages = await failures { clock in
            let silent = AsyncStream<Int> { _ in }
            await Deft.withEvents(of: silent, timeout: .milliseconds(30), clock: clock) { events in
                _ = try? await events.next()
            }
        }
        #expect(messages == [Self.gaveUp("withEvents")])
    }

    @Test func waitForEvents() async {
        let messages = await failures { clock in
            await Deft.wait(for: [TestEvent("loaded")], timeout: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.gaveUp("wait(for:)")])
    }

    @Test func advancingTheClockByHandStillWorks() async {
        let clock = ManualClock()
        let box = Shared(0)
        let messages = await gatherFailingExpectations(silently: true) {
            let advancing = Task {
                while clock.base.sleeperCount == 0 { await Task.yield() }
                box.value = 1
                clock.base.advance(by: .milliseconds(10))
            }
            await expect { box.value }.toEventually(equal(1), timeout: .seconds(60), clock: clock)
            await advancing.value
        }.map(\.message.stringValue)
        #expect(messages == [])
    }
}
