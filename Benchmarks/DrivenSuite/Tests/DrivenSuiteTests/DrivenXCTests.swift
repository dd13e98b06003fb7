import Deft
import XCTest

/// The suite's XCTest methods: the same checks, one kind each, as a suite
/// that has not moved to Swift Testing holds them. XCTest runs them one at a
/// time.
final class DrivenXCTests: XCTestCase {
    @MainActor func testTickers() async {
        await tickerCheck(on: VirtualClock(maxSpeedup: nil))
        await tickerCheck(on: VirtualClock())
    }

    @MainActor func testDebounce() async {
        await debounceCheck()
    }

    /// The failing check, captured in-process so that the suite passes.
    @MainActor func testFailingCheck() async {
        let failures = await gatherFailingExpectations(silently: true) { await failingCheck() }
        XCTAssertEqual(failures.count, 1)
    }
}
