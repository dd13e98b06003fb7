/// The handler for code that a check runs on the test's behalf, and for the
/// tasks that code starts (`waitUntil`'s action and every `Task {}` in it):
/// they belong to the test, not to the check, so their failures reach the
/// test's handler while the test runs, also after the check has ended.
///
/// Once the test is over, no test can own them. Swift Testing charges a
/// failure to the test its task belongs to (`Test.current` follows `Task {}`),
/// even late. XCTest charges it to whichever test case runs now, so a failure
/// from a task that outlived its XCTest case would land in another test:
/// it is written to standard error instead, as late, with its test's name.
struct TestTaskHandler: SelectiveHandler {
    /// Where the test's failures go; `nil` for the test framework.
    let inner: (any AssertionHandler)?
    /// The XCTest case that ran where the handler was made, or `nil` (a Swift
    /// Testing test, or no test): the test whose failures these are.
    let test: TestCaseRun?

    /// The handler for code that the test runs here.
    init() {
        self.init(inner: AssertionContext.inForce, test: XCTestReporter.runningTest)
    }

    init(inner: (any AssertionHandler)?, test: TestCaseRun?) {
        self.inner = inner
        self.test = test
    }

    /// Passes are kept only if the handler forwarded to keeps them.
    var keepsPasses: Bool { inner?.mayKeepPasses ?? false }

    /// Whether the XCTest case these failures belong to has ended.
    var testHasEnded: Bool {
        guard let test else { return false }
        return XCTestReporter.runningTest != test
    }

    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        if let test, testHasEnded {
            if !assertion { StandardErrorReporter.report(Self.late(message.stringValue, of: test), at: location) }
            return
        }
        if let inner {
            inner.assert(assertion, message: message, location: location)
        } else if !assertion {
            TestFrameworkHandler.report(message.stringValue, at: location)
        }
    }

    /// The message of a failure that arrived after its XCTest case ended.
    static func late(_ message: String, of test: TestCaseRun) -> String {
        "\(message) (reported after its test, \(test.name), had ended: a task that the test started outlived it; "
            + "charged to no test)"
    }
}
