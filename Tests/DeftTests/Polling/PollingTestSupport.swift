import Deft
import Foundation

/// A lock-protected value that tests and the code under test share.
final class Shared<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

/// Replaces the real-time part of a poll summary, which varies run to run.
func maskingRealTime(_ message: String) -> String {
    message.replacingOccurrences(
        of: #"\d+(\.\d+)? (ms|µs|s) (of )?real"#, with: "<t> $3real", options: .regularExpression)
}

/// A debounced search: only the last query within 300 ms runs.
actor Search {
    private let clock: any Clock<Duration>
    private var pending: Task<Void, Never>?
    private(set) var results: [String] = []
    private(set) var searches = 0

    init(clock: any Clock<Duration>) { self.clock = clock }

    func type(_ query: String) {
        pending?.cancel()
        pending = Task {
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            searches += 1
            results = ["results for \(query)"]
        }
    }
}
