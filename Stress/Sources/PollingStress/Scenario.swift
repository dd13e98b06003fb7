import Deft
import Foundation

/// One polling situation, and whether Deft must pass or fail it.
struct Scenario: Sendable {
    let name: String
    let mustPass: Bool
    /// Whether one run costs 100 ms of real time or more: such a scenario
    /// runs one iteration in ten unless it is picked by name.
    let costly: Bool
    /// Whether a wrong verdict here is a limit the guide states, under load
    /// no signal covers: counted and printed apart, and not in the exit status.
    let limit: Bool
    let run: @Sendable () async -> Bool

    init(
        name: String, mustPass: Bool, costly: Bool = false, limit: Bool = false,
        run: @escaping @Sendable () async -> Bool
    ) {
        self.name = name
        self.mustPass = mustPass
        self.costly = costly
        self.limit = limit
        self.run = run
    }

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

/// Runs `body` with failures captured, on the caller's actor; returns
/// whether nothing failed. With `STRESS_TRACE` set, prints each failure.
func passes(isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void) async -> Bool {
    let records = await gatherFailingExpectations(silently: true) { await body() }
    if tracing {
        for record in records { print("TRACE \(record.location): \(record.message.stringValue)") }
    }
    return records.isEmpty
}

let tracing = ProcessInfo.processInfo.environment["STRESS_TRACE"] != nil

/// Burns real CPU time, as a busy background job would.
func spin(for duration: Duration) {
    let end = ContinuousClock.now.advanced(by: duration)
    while ContinuousClock.now < end {}
}
