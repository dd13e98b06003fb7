import Foundation

/// Keeps a value alive so the optimizer cannot delete the work that made it.
@inline(never)
func blackhole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Returns its argument through a call the optimizer cannot see into.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Repetitions per measurement; `BENCH_REPS` overrides.
let repetitions = Int(ProcessInfo.processInfo.environment["BENCH_REPS"] ?? "") ?? 5
/// Build configuration label printed with each result (`BENCH_CONFIG`).
let configuration = ProcessInfo.processInfo.environment["BENCH_CONFIG"] ?? "release"

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

/// One table row on stdout: `RESULT|metric|implementation|median|min|unit`.
func report(_ metric: String, _ implementation: String, _ samples: [Double], unit: String) {
    let line = "RESULT|\(metric)|\(implementation)|\(format(median(samples)))|\(format(samples.min() ?? .nan))|\(unit)"
    print(line)
    fflush(stdout)
}

func format(_ value: Double) -> String {
    if value.isNaN { return "n/a" }
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
}

/// Runs `body(n)` `repetitions` times (after one warm-up) and returns ns per op.
func nsPerOp(_ n: Int, reps: Int = repetitions, _ body: (Int) -> Void) -> [Double] {
    body(max(n / 100, 1))  // warm-up
    var samples: [Double] = []
    for _ in 0..<reps {
        let start = nowNanoseconds()
        body(n)
        samples.append(Double(nowNanoseconds() - start) / Double(n))
    }
    return samples
}

func wallMilliseconds(_ start: UInt64) -> Double { Double(nowNanoseconds() - start) / 1_000_000 }

let array100: [Int] = Array(0..<100)

/// A flag shared between a polling expectation and the task that sets it.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

let runtimeN = (equal: 1_000_000, contain: 100_000, failing: 10_000)
let metricEqual = "1a passing equal x1e6"
let metricContain = "1b passing contain-in-100 x1e5"
let metricFailing = "1c failing equal captured x1e4"

/// A count shared between a stream's iterator and the check that reads it.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    /// Counts one more; returns the new count.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
