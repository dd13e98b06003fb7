import Foundation
import Observation
import SuiteModels

/// A main-actor view model whose `items` a task sets; `changedAt` is when.
@MainActor @Observable final class LatencyModel {
    var items: [String] = []
    @ObservationIgnored var changedAt: UInt64 = 0

    /// Sets `items` to `["a"]` from a task, `delay` of real time from now.
    func change(after delay: Duration) {
        Task {
            try? await Task.sleep(for: delay)
            self.changedAt = nowNanoseconds()
            self.items = ["a"]
        }
    }
}

/// Wall times of one run of the whole suite.
struct SuiteTimes {
    var whole: Double = 0
    var passing: Double = 0
    /// The passing tests whose stub replies at once (the rest wait 2 ms per request).
    var passingAtOnce: Double = 0
    var failing: Double = 0

    /// Adds one test's wall time to its group.
    mutating func add(_ milliseconds: Double, of test: SuiteCase) {
        if test.failsOnPurpose {
            failing += milliseconds
        } else {
            passing += milliseconds
            if test.latency == .zero { passingAtOnce += milliseconds }
        }
    }
}

/// The tests a suite run runs: all 200, or with `BENCH_SUITE_PASSING_ONLY=1`
/// only the 180 passing ones, for quick repeated runs of 5b (5a and 5c then
/// leave the 20 failing tests out, and the results say so).
let suiteCases = passingOnly ? SuiteCase.all.filter { !$0.failsOnPurpose } : SuiteCase.all
/// Whether `BENCH_SUITE_PASSING_ONLY` is set.
let passingOnly = ProcessInfo.processInfo.environment["BENCH_SUITE_PASSING_ONLY"] != nil
