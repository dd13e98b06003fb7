import Foundation
import Testing

/// Whether this run has the two CPU-bound tests (`DRIVEN_SUITE_HOGS=1`).
let hogsWanted = ProcessInfo.processInfo.environment["DRIVEN_SUITE_HOGS"] == "1"

/// Two tests that keep a core busy each for as long as the driven tests run,
/// as a suite's CPU-bound tests (parsing, image work) do beside them. Each
/// spins on a thread of its own, not on a pool thread: a pool thread held
/// for the whole run would leave a 2-core machine's pool to the other test.
@Suite struct CPUBoundTests {
    @Test(.enabled(if: hogsWanted)) func spinOne() async { await spin() }
    @Test(.enabled(if: hogsWanted)) func spinTwo() async { await spin() }

    /// Spins until every driven test has ended, or 60 s have passed.
    private func spin() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                let limit = Date().addingTimeInterval(60)
                var spins = 0
                while SuiteProgress.shared.finished < SuiteProgress.drivenTests {
                    for _ in 0..<10_000 { spins &+= 1 }
                    if Date() > limit { break }
                }
                done.resume()
            }
            .start()
        }
    }
}
