import Foundation
import Nimble
import SuiteChecks
import SuiteModels

/// The whole suite (metric 5) on Nimble 14: the same 200 tests as
/// ``DeftSuite``, on the real clock (Nimble has no clock abstraction).
@MainActor enum NimbleSuite {
    static func runOnce() async -> SuiteTimes {
        var times = SuiteTimes()
        let start = nowNanoseconds()
        for suiteCase in suiteCases {
            let testStart = nowNanoseconds()
            let records = await gatherFailingExpectations(silently: true) { await NimbleChecks.check(suiteCase) }
            for record in records { blackhole(record.message.stringValue) }
            let elapsed = wallMilliseconds(testStart)
            precondition(
                records.isEmpty != suiteCase.failsOnPurpose,
                "test \(suiteCase.index): \(records.map(\.message.stringValue))")
            times.add(elapsed, of: suiteCase)
        }
        times.whole = wallMilliseconds(start)
        return times
    }

    static func run(repetitions: Int) async {
        var runs: [SuiteTimes] = []
        for _ in 0..<repetitions { runs.append(await runOnce()) }
        reportSuite("Nimble 14 (real clock)", runs, harness: "in-process")
    }

    /// The same tests, under XCTest (see ``XCTestSuiteRun``).
    nonisolated static func runUnderXCTest(repetitions: Int) {
        XCTestSuiteRun.run("Nimble 14 (real clock)", repetitions: repetitions) { await NimbleChecks.check($0) }
    }
}
