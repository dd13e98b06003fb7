import Foundation

/// Deft's default ``AssertionHandler``: reports each failure to the test
/// framework that is running, from any thread or task, and never drops one.
///
/// The order, for each failure:
/// 1. Swift Testing's `Issue.record`, when the current task runs a `@Test`;
/// 2. `XCTFail`, when an XCTest case is running (XCTest then charges it to that test);
/// 3. `Issue.record` again, in a Swift Testing process where no test owns the
///    task (a detached task, a GCD queue, a thread): the run fails. Under
///    Xcode, where XCTest and Swift Testing share one process and Deft cannot
///    tell whether Swift Testing runs, it is recorded there and also written
///    to standard error, since `Issue.record` outside a Swift Testing run
///    does nothing;
/// 4. standard error, when no test framework is running.
///
/// ```swift
/// withAssertionHandler(TestFrameworkHandler()) { expect(1).to(equal(1)) }
/// ```
public struct TestFrameworkHandler: AssertionHandler {
    /// Creates the default handler.
    ///
    /// ```swift
    /// let handler = TestFrameworkHandler()
    /// ```
    public init() {}

    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        guard !assertion else { return }
        Self.report(message.stringValue, at: location)
    }

    static func report(_ message: String, at location: SourceLocation) {
        if SwiftTestingReporter.reportToCurrentTest(message, at: location) { return }
        if XCTestReporter.reportToRunningTestCase(message, at: location) { return }
        if TestProcess.isSwiftTestingRun, SwiftTestingReporter.reportToRun(message, at: location) { return }
        if TestProcess.isXcodeTestRun { _ = SwiftTestingReporter.reportToRun(message, at: location) }
        StandardErrorReporter.report(message, at: location)
    }
}

/// What kind of process this is, read once from its arguments.
enum TestProcess {
    /// `swift test` runs the test binary once per library, passing
    /// `--testing-library swift-testing` for the Swift Testing pass.
    static let isSwiftTestingRun: Bool = {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--testing-library"), index + 1 < arguments.count else {
            return false
        }
        return arguments[index + 1] == "swift-testing"
    }()

    /// Xcode's test runner passes no `--testing-library`; it sets these in
    /// the environment of the process that runs both XCTest and Swift
    /// Testing (as swift-issue-reporting also reads them).
    static let isXcodeTestRun: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let keys = ["XCTestBundlePath", "XCTestConfigurationFilePath", "XCTestSessionIdentifier"]
        return !isSwiftTestingRun && keys.contains { environment[$0] != nil }
    }()
}

/// The last resort: a failure with no test to own it goes to standard error,
/// in the compiler's `file:line:column: error:` format.
enum StandardErrorReporter {
    static func report(_ message: String, at location: SourceLocation) {
        let text = "\(location.filePath):\(location.line):\(location.column): error: \(message)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
