import Deft
import Foundation
import SuiteChecks
import SuiteModels

/// The whole suite (metric 5) on Deft: 200 tests of view models that load
/// through a task and a stubbed service, run one after the other on the main
/// actor, each with its failures captured.
@MainActor enum DeftSuite {
    /// Runs the 200 tests once, each on a new clock from `makeClock`.
    static func runOnce(_ makeClock: () -> any Clock<Duration>) async -> SuiteTimes {
        var times = SuiteTimes()
        let start = nowNanoseconds()
        for suiteCase in suiteCases {
            let clock = makeClock()
            let testStart = nowNanoseconds()
            let records = await gatherFailingExpectations(silently: true) {
                await DeftChecks.check(suiteCase, clock: clock)
            }
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

    static func run(virtual: Bool, repetitions: Int) async {
        let impl = virtual ? "Deft (VirtualClock injected)" : "Deft (real clock)"
        var runs: [SuiteTimes] = []
        for _ in 0..<repetitions {
            runs.append(await runOnce { virtual ? VirtualClock() as any Clock<Duration> : ContinuousClock() })
        }
        reportSuite(impl, runs, harness: "in-process")
    }

    /// The same tests, under XCTest (see ``XCTestSuiteRun``).
    nonisolated static func runUnderXCTest(virtual: Bool, repetitions: Int) {
        let impl = virtual ? "Deft (VirtualClock injected)" : "Deft (real clock)"
        XCTestSuiteRun.run(impl, repetitions: repetitions) { suiteCase in
            await DeftChecks.check(
                suiteCase, clock: virtual ? VirtualClock() as any Clock<Duration> : ContinuousClock())
        }
    }
}

/// Reports the suite's figures, in milliseconds; `harness` says what ran it.
/// A run of the passing tests alone (`passingOnly`) reports only theirs.
func reportSuite(_ impl: String, _ runs: [SuiteTimes], harness: String, passingOnly: Bool = passingOnly) {
    let impl = passingOnly ? impl + " [passing tests only]" : impl
    if !passingOnly {
        report("5a whole suite: 200 tests, 20 failing (\(harness))", impl, runs.map(\.whole), unit: "ms wall")
    }
    report("5b its 180 passing tests (\(harness))", impl, runs.map(\.passing), unit: "ms wall")
    report(
        "5b' of which the 85 whose stub replies at once (\(harness))", impl, runs.map(\.passingAtOnce),
        unit: "ms wall")
    report(
        "5b'' of which the 95 whose stub takes 2 ms a request (\(harness))", impl,
        runs.map { $0.passing - $0.passingAtOnce }, unit: "ms wall")
    if !passingOnly { report("5c its 20 failing tests (\(harness))", impl, runs.map(\.failing), unit: "ms wall") }
}
