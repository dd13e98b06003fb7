import Deft
import Foundation

/// One polling situation, and whether Deft must pass or fail it.
struct Scenario: Sendable {
    let name: String
    let mustPass: Bool
    let run: @Sendable () async -> Bool

    /// Runs the scenario once; returns whether Deft's verdict was wrong.
    func isWrong() async -> Bool {
        let passed = await run()
        return passed != mustPass
    }
}

/// A lock-protected value shared by the code under test and the poller.
final class Flag<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Runs `body` with failures captured; returns whether nothing failed.
func passes(_ body: () async -> Void) async -> Bool {
    await gatherFailingExpectations(silently: true) { await body() }.isEmpty
}

/// Burns real CPU time, as a busy background job would.
func spin(for duration: Duration) {
    let end = ContinuousClock.now.advanced(by: duration)
    while ContinuousClock.now < end {}
}
