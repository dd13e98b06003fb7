import Deft
import Foundation

/// Issue #45's polling costs on a `VirtualClock()` (maxSpeedup 50): a hold
/// window that passes, and a stop early in a long check.
extension DeftPolling {
    /// Wall ms of a passing `toEventually(…, andHold: .for(500 ms))` whose
    /// value matches from the first poll: 500 ms of virtual time, 51 polls.
    static func holdWindow() async -> Double {
        let clock = VirtualClock()
        let start = nowNanoseconds()
        let records = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(1), andHold: .for(.milliseconds(500)), clock: clock)
        }
        precondition(records.isEmpty, "hold window failed: \(records)")
        precondition(clock.now.offset == .milliseconds(500), "hold window ended at \(clock.now.offset)")
        return wallMilliseconds(start)
    }

    /// Wall ms of a 10 s `toEventually` whose expression throws `StopPolling`
    /// at its third poll (20 ms of virtual time).
    static func earlyStop() async -> Double {
        let clock = VirtualClock()
        let start = nowNanoseconds()
        let records = await gatherFailingExpectations(silently: true) {
            await expect { () throws -> Int in
                if clock.now.offset >= .milliseconds(20) { throw StopPolling("the server exited") }
                return 0
            }.toEventually(equal(1), timeout: .seconds(10), clock: clock)
        }
        precondition(records.count == 1, "early stop did not fail once: \(records)")
        return wallMilliseconds(start)
    }

    static func runHoldAndStop() async {
        if runs("3j") {
            report(
                "3j passing toEventually andHold: .for(500 ms)", "Deft (VirtualClock)",
                await samples(20) { await holdWindow() }, unit: "ms wall")
        }
        if runs("3k") {
            report(
                "3k StopPolling at the 3rd poll of a 10 s toEventually", "Deft (VirtualClock)",
                await samples(20) { await earlyStop() }, unit: "ms wall")
        }
    }
}
