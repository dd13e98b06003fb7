import Deft
import XCTest

/// `withEvents` from XCTest's async test methods: failed steps are captured
/// at their lines, and stop the scope by throwing.
final class WithEventsXCTests: XCTestCase {
    func testStepsPassOnTheVirtualClock() async throws {
        let clock = VirtualClock()
        let failures = await gatherFailingExpectations(silently: true) {
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
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    func testStepsPassOnAnUncappedVirtualClock() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
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
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
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
