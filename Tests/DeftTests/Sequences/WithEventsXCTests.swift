import Deft
import XCTest

/// `withEvents` from XCTest's async test methods: failed steps are captured
/// at their lines, and stop the scope by throwing.
final class WithEventsXCTests: XCTestCase {
    func testStepsPassOnTheVirtualClock() async throws {
        let failures = await Self.stepsThroughTwoElements(on: VirtualClock())
        XCTAssertEqual(failures, [])
    }

    /// Uncapped, each step's wait jumps to the producer's next deadline: the
    /// element of the step before must have been recorded by then. Pinned to
    /// one processor beside a busy loop, this failed 13 times in 60 before
    /// the poll waited for the consuming task (`expected no elements for
    /// 50 ms (virtual), got <2>`).
    func testStepsPassOnAnUncappedVirtualClock() async throws {
        let failures = await Self.stepsThroughTwoElements(on: VirtualClock(maxSpeedup: nil))
        XCTAssertEqual(failures, [])
    }

    /// The failures of one scope over a stream of two elements 100 ms apart.
    private static func stepsThroughTwoElements(on clock: VirtualClock) async -> [String] {
        await gatherFailingExpectations(silently: true) {
            try? await withEvents(
                of: stream([1, 2], every: .milliseconds(100), on: clock, then: .finish), clock: clock
            ) {
                events in
                let first = try await events.next()
                expect(first).to(equal(1))
                await events.expectNoElements(for: .milliseconds(50))
                try await events.skip(1)
                try await events.expectFinish()
            }
        }.map(\.message.stringValue)
    }

    func testAFailedStepIsCapturedAtItsLineAndThrows() async {
        let clock = VirtualClock(maxSpeedup: nil)
        var thrown: (any Error)?
        let line = #line + 4
        let failures = await gatherFailingExpectations(silently: true) {
            do {
                try await withEvents(of: stream([], every: .zero, on: clock, then: .finish), clock: clock) { events in
                    try await events.next()
                }
            } catch { thrown = error }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), ["expected an element, but the sequence finished"])
        XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
        XCTAssertTrue(thrown is RequireError, "\(String(describing: thrown))")
    }

    func testUnconsumedElementsAreCapturedAtTheScopesLine() async {
        let clock = VirtualClock()
        let line = #line + 2
        let failures = await gatherFailingExpectations(silently: true) {
            try? await withEvents(of: stream([1, 2], every: .milliseconds(10), on: clock, then: .finish), clock: clock)
            {
                events in
                try await events.skip(1)
                await events.expectNoElements(for: .seconds(1))
            }
        }
        XCTAssertEqual(
            failures.map(\.message.stringValue),
            ["expected no elements for 1.0 s (virtual), got <2>", "1 unconsumed element: <[2]>"])
        XCTAssertEqual(failures.last?.location.line, UInt(line))
    }
}
