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
        var bodyRuns: [SuiteTimes] = []
        var stallCounts: [Double] = []
        for _ in 0..<repetitions {
            let suite = XCTestSuite(name: "ViewModelTests")
            var tests: [(SuiteCase, XCTestCase)] = []
            let bodies = BodyTimes()
            for suiteCase in suiteCases {
                let method = asyncTest { (_: SuiteXCTestCase) in
                    {
                        let start = nowNanoseconds()
                        await body(suiteCase)
                        bodies.add(wallMilliseconds(start), of: suiteCase)
                    }
                }
                let test = SuiteXCTestCase(name: "test\(suiteCase.index)") { try method($0 as! SuiteXCTestCase)() }
                suite.addTest(test)
                tests.append((suiteCase, test))
            }
            let start = nowNanoseconds()
            suite.run()
            var times = SuiteTimes(whole: wallMilliseconds(start))
            var stalls = 0
            for (suiteCase, test) in tests {
                guard let run = test.testRun else { preconditionFailure("test \(suiteCase.index) did not run") }
                precondition(
                    (run.totalFailureCount == 0) != suiteCase.failsOnPurpose,
                    "test \(suiteCase.index): \(run.totalFailureCount) failures")
                times.add(run.totalDuration * 1000, of: suiteCase)
                if run.totalDuration * 1000 - bodies.time(of: suiteCase) >= 50 { stalls += 1 }
            }
            runs.append(times)
            bodyRuns.append(bodies.times)
            stallCounts.append(Double(stalls))
        }
        reportSuite(impl, runs, harness: "XCTestSuite")
        reportSuite(impl, bodyRuns, harness: "XCTestSuite, the test bodies' own time")
        report("5d tests XCTest held 50 ms or more past their body's end", impl, stallCounts, unit: "tests")
    }
}

/// The wall time of each test's body, as the body itself measures it: a
/// test's time under XCTest less what XCTest adds around it (its waiter, and
/// the 100 ms a lost run-loop stop sometimes costs; see BENCHMARKS.md).
private final class BodyTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = SuiteTimes()
    private var each: [Int: Double] = [:]

    func add(_ milliseconds: Double, of test: SuiteCase) {
        lock.withLock {
            stored.add(milliseconds, of: test)
            each[test.index] = milliseconds
        }
    }

    /// One test's body time, in milliseconds.
    func time(of test: SuiteCase) -> Double {
        lock.withLock { each[test.index] ?? 0 }
    }

    var times: SuiteTimes {
        lock.withLock {
            var times = stored
            times.whole = times.passing + times.failing
            return times
        }
    }
}
