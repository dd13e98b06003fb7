import Deft
import DeftTesting
import Foundation
import Testing
import XCTest

/// A test that must make checks fails when the checks never ran.
struct CheckCountTests {
    @Test func aCallbackThatNeverRanFails() {
        var onToken: ((String) -> Void)?
        let messages = failures {
            expectChecks(atLeast: 1) {
                onToken = { token in expect(token).to(equal("let")) }
            }
        }
        #expect(onToken != nil)
        #expect(messages == ["expected at least 1 check, made 0 (a check in a callback that never ran?)"])
    }

    @Test func passingAndFailingChecksBothCount() {
        let messages = failures {
            expectChecks(atLeast: 2) {
                expect(1).to(equal(1))
                expect(1).to(equal(2))
            }
            expectChecks(atLeast: 3) {
                expect(1).to(equal(1))
                fail("made")
            }
        }
        #expect(
            messages == [
                "expected to equal <2>, got <1>",
                "made",
                "expected at least 3 checks, made 2",
            ])
    }

    /// Passes are counted without reaching a handler that ignores them, and
    /// a count that is met records a pass for a handler that keeps passes.
    @Test func aMetCountIsAPass() {
        let records = gatherExpectations(silently: true) {
            expectChecks { expect(true).to(beTrue()) }
        }
        #expect(records.map(\.success) == [true, true])
        #expect(records.last?.message.stringValue == "expected at least 1 check, made 1")
    }

    @Test func aCountBelowOneIsBadInput() {
        #expect(
            failures { expectChecks(atLeast: 0) { expect(1).to(equal(1)) } }
                == ["expectChecks(atLeast: 0): the count must be 1 or more"])
    }

    @Test func asyncChecksAndTheirTasksCount() async {
        let messages = await asyncFailures {
            await expectChecks(atLeast: 3) {
                await expect { () async -> Int in 1 }.to(equal(1))
                await Task { expect(2).to(equal(2)) }.value
            }
        }
        #expect(messages == ["expected at least 3 checks, made 2"])
    }

    /// The Swift Testing trait fails the test at the trait's line.
    @Test func theTraitFailsATestThatMadeTooFewChecks() async throws {
        let trait: CheckCountTrait = .checks(atLeast: 2)
        let test = try #require(Test.current)
        let records = await gatherFailingExpectations(silently: true) {
            try? await trait.provideScope(for: test, testCase: Test.Case.current) {
                expect(1).to(equal(1))
            }
        }
        #expect(records.map(\.message.stringValue) == ["expected at least 2 checks, made 1"])
        #expect(records.first?.location.line == 67)
    }
}

/// In XCTest, as in Quick's `it`, the closure form wraps the test's body.
final class CheckCountXCTests: XCTestCase {
    func testACompletionHandlerThatNeverRanFails() {
        let records = gatherFailingExpectations(silently: true) {
            expectChecks {
                let queue = OperationQueue()
                queue.isSuspended = true
                queue.addOperation { expect(1).to(equal(1)) }
            }
        }
        let messages = records.map(\.message.stringValue)
        XCTAssertEqual(messages, ["expected at least 1 check, made 0 (a check in a callback that never ran?)"])
    }
}
