import Deft
import Testing

/// Collects the messages of the issues `body` records, as known issues, so
/// that they do not fail the test. Deft records each failure as a failed
/// expectation whose expression is the message, as `#require` does.
private func recordedIssues(_ body: () -> Void) -> [String] {
    let messages = LockedBox<[String]>([])
    withKnownIssue {
        body()
    } matching: { issue in
        let headline = String(describing: issue.kind)
        guard case .expectationFailed = issue.kind, headline.hasPrefix("Expectation failed: ") else {
            Issue.record("not an expectation failure: \(headline)")
            return true
        }
        messages.withLock { $0.append(String(headline.dropFirst("Expectation failed: ".count))) }
        return true
    }
    return messages.value
}

private func partsMessage(actual: String?) -> FailureMessage {
    var message = FailureMessage()
    message.postfixMessage = "be ready"
    message.actualValue = actual
    return message
}

/// Nimble's reporters report straight to the running test, past any
/// handler: a custom handler that calls them does not call itself.
struct NimbleReportersTests {
    @Test func recordFailureAndRecordTestingFailureSkipTheHandlers() {
        var captured: [String] = []
        let issues = recordedIssues {
            captured = failures {
                recordFailure("recorded", location: SourceLocation())
                recordTestingFailure("recorded for Swift Testing", location: SourceLocation())
            }
        }
        #expect(captured.isEmpty)
        #expect(issues == ["recorded", "recorded for Swift Testing"])
    }

    @Test func aHandlerThatCallsRecordFailureReportsOnce() {
        struct Prefixing: AssertionHandler {
            func assert(_ assertion: Bool, message: FailureMessage, location: Deft.SourceLocation) {
                if !assertion { recordFailure("[checkout] \(message.stringValue)", location: location) }
            }
        }
        let issues = recordedIssues {
            withAssertionHandler(Prefixing()) { expect(1).to(equal(2)) }
        }
        #expect(issues == ["[checkout] expected to equal <2>, got <1>"])
    }

    @Test func theShortHandlerReportsTheActualValue() {
        let issues = recordedIssues {
            let handler = NimbleShortXCTestHandler()
            handler.assert(false, message: partsMessage(actual: "<starting>"), location: SourceLocation())
            handler.assert(false, message: partsMessage(actual: nil), location: SourceLocation())
            handler.assert(true, message: partsMessage(actual: "<ready>"), location: SourceLocation())
            handler.assert(false, message: FailureMessage(stringValue: "whole text"), location: SourceLocation())
            withAssertionHandler(handler) { expect(3).to(equal(2)) }
        }
        #expect(
            issues == [
                "got: <starting> ", "expected to be ready", "whole text", "expected to equal <2>, got <3>",
            ])
    }
}
