import Deft
import XCTest

/// The blocking spellings poll only from XCTest methods.
final class SyncSpellingsXCTests: XCTestCase {
    func testPollUnwrapsWithATrailingClosure() throws {
        let clock = VirtualClock(maxSpeedup: nil)
        XCTAssertEqual(try pollUnwraps(clock: clock) { Int?.some(3) }, 3)
        let messages = gatherFailingExpectations(silently: true) {
            _ = try? pollUnwraps(timeout: .milliseconds(20), clock: clock, description: "a token") { Int?.none }
        }.map(\.message.stringValue)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.hasPrefix("a token\nexpected to eventually not be nil, got <nil> (3 polls over 20 ms")
                == true, "\(messages)")
    }

    func testRequirementPollingAliasesBlock() throws {
        let clock = VirtualClock(maxSpeedup: nil)
        XCTAssertEqual(try require(1).neverTo(equal(0), until: .milliseconds(20), clock: clock), 1)
        XCTAssertEqual(try require(1).alwaysTo(equal(1), until: .milliseconds(20), clock: clock), 1)
    }
}
