import SuiteModels
import XCTest

/// Metric 5 under XCTest: the 200 tests as test cases of one `XCTestSuite`,
/// run in this process one after the other, as `swift test` runs them; each
/// async test is waited for by XCTest's own `asyncTest`. Failures are not
/// captured: Deft and Nimble report them with `XCTFail`, and they are counted
/// from each test's run.
final class SuiteXCTestCase: XCTestCase {}

enum XCTestSuiteRun {
    /// Runs the suite `repetitions` times with `body` as each test's body.
    static func run(_ impl: String, repetitions: Int, body: @escaping @MainActor (SuiteCase) async -> Void) {
        var runs: [SuiteTimes] = []
        for _ in 0..<repetitions {
            let suite = XCTestSuite(name: "ViewModelTests")
            var tests: [(SuiteCase, XCTestCase)] = []
            for suiteCase in suiteCases {
                let method = asyncTest { (_: SuiteXCTestCase) in { await body(suiteCase) } }
                let test = SuiteXCTestCase(name: "test\(suiteCase.index)") { try method($0 as! SuiteXCTestCase)() }
                suite.addTest(test)
                tests.append((suiteCase, test))
            }
            let start = nowNanoseconds()
            suite.run()
            var times = SuiteTimes(whole: wallMilliseconds(start))
            for (suiteCase, test) in tests {
                guard let run = test.testRun else { preconditionFailure("test \(suiteCase.index) did not run") }
                precondition(
                    (run.totalFailureCount == 0) != suiteCase.failsOnPurpose,
                    "test \(suiteCase.index): \(run.totalFailureCount) failures")
                times.add(run.totalDuration * 1000, of: suiteCase)
            }
            runs.append(times)
        }
        reportSuite(impl, runs, harness: "XCTestSuite")
    }
}
