/// The test the current task works for: the Swift Testing test that owns it
/// (`Test.current` follows `Task {}`), or the XCTest case running now; both
/// `nil` where no test runs.
///
/// Failure hints use it to look only at the current test's own tasks, never
/// at those of a test running in parallel.
struct TestIdentity: Equatable, Sendable {
    let swiftTesting: String?
    let xcTest: TestCaseRun?

    /// The test of the current task.
    static var current: TestIdentity {
        TestIdentity(swiftTesting: SwiftTestingReporter.currentTestID, xcTest: XCTestReporter.runningTest)
    }
}
