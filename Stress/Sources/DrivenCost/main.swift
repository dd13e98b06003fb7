import Deft
import Foundation

// What a check on a driven clock costs in real time (issue #51): one check
// at a time, and eight at once as a parallel suite runs them, idle or beside
// CPU-bound work. Each row runs `reps` times after a warm-up and prints
// `RESULT|row|label|min|median|ms`. scripts/check-driven-cost.sh runs it
// against a baseline built in the same job and compares the medians.
// Usage: DrivenCost [reps]   (env: DEFT_LABEL, DEFT_ROWS=<text> picks rows)

let reps = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10
let label = ProcessInfo.processInfo.environment["DEFT_LABEL"] ?? "deft"
let rows = ProcessInfo.processInfo.environment["DEFT_ROWS"]

/// A value the code under test writes and the check reads.
final class Counter: @unchecked Sendable {
    // @unchecked Sendable: `count` is read and written under `lock`.
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

/// A model that ticks `ticks` times, `gap` apart, on `clock`; the check
/// waits for the last tick.
func ticker(_ ticks: Int, every gap: Duration, on clock: VirtualClock) async {
    let counter = Counter()
    Task {
        for _ in 0..<ticks {
            guard (try? await clock.sleep(for: gap)) != nil else { return }
            counter.increment()
        }
    }
    let failures = await gatherFailingExpectations(silently: true) {
        await expect { counter.value }.toEventually(equal(ticks), timeout: gap * ticks + .seconds(1), clock: clock)
    }
    precondition(failures.isEmpty, "the ticker check failed: \(failures.map(\.message.stringValue))")
}

/// A 300 ms debounce: the work runs once the last query has waited 300 ms.
func debounce(on clock: VirtualClock) async {
    let counter = Counter()
    Task {
        guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
        counter.increment()
    }
    let failures = await gatherFailingExpectations(silently: true) {
        await expect { counter.value }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
    }
    precondition(failures.isEmpty, "the debounce check failed")
}

/// A check that passes at its first evaluation.
func passingAtOnce(on clock: VirtualClock) async {
    let failures = await gatherFailingExpectations(silently: true) {
        await expect { 1 }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
    }
    precondition(failures.isEmpty, "the passing check failed")
}

/// A check that fails at its 1 s timeout.
func failing(on clock: VirtualClock) async {
    let failures = await gatherFailingExpectations(silently: true) {
        await expect { 0 }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
    }
    precondition(failures.count == 1, "the failing check did not fail once")
}

/// `emit` over a sequence whose three elements come 10 s apart.
func emitting(on clock: VirtualClock) async {
    let numbers = AsyncStream<Int> { continuation in
        let task = Task {
            for number in 1...3 {
                guard (try? await clock.sleep(for: .seconds(10))) != nil else { break }
                continuation.yield(number)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
    let failures = await gatherFailingExpectations(silently: true) {
        await expect(numbers).to(emit(1, 2, 3, timeout: .seconds(40), clock: clock))
    }
    precondition(failures.isEmpty, "the emit check failed: \(failures.map(\.message.stringValue))")
}

/// Burns CPU on `count` threads until `stop` is set, as CPU-bound tests beside a suite do.
func hogs(_ count: Int, until stop: Counter) -> [Thread] {
    (0..<count).map { _ in
        let thread = Thread {
            var spin = 0
            while stop.value == 0 { spin &+= 1 }
        }
        thread.start()
        return thread
    }
}

/// Milliseconds of wall time `body` takes.
func milliseconds(_ body: () async -> Void) async -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func report(_ row: String, _ values: [Double]) {
    let sorted = values.sorted()
    print(String(format: "RESULT|%@|%@|%.2f|%.2f|ms", row, label, sorted[0], sorted[sorted.count / 2]))
}

/// Runs `body` `reps` times alone; reports its wall time per run.
func serial(_ row: String, _ body: () async -> Void) async {
    if let rows, !row.contains(rows) { return }
    await body()
    var values: [Double] = []
    for _ in 0..<reps { values.append(await milliseconds(body)) }
    report(row, values)
}

/// Runs eight of `body` at once, `reps` times; reports the median check's
/// wall time in each round, beside `hogCount` CPU-bound threads.
func parallel(_ row: String, hogging hogCount: Int, _ body: @escaping @Sendable () async -> Void) async {
    if let rows, !row.contains(rows) { return }
    let stop = Counter()
    _ = hogs(hogCount, until: stop)
    defer { stop.increment() }
    var values: [Double] = []
    for round in 0...reps {
        let times = await withTaskGroup(of: Double.self) { group in
            for _ in 0..<8 { group.addTask { await milliseconds(body) } }
            return await group.reduce(into: []) { $0.append($1) }.sorted()
        }
        if round > 0 { values.append(times[times.count / 2]) }
    }
    report(row, values)
}

await serial("serial: 20-wake uncapped ticker") {
    await ticker(20, every: .milliseconds(100), on: VirtualClock(maxSpeedup: nil))
}
await serial("serial: 200-wake uncapped ticker") {
    await ticker(200, every: .milliseconds(10), on: VirtualClock(maxSpeedup: nil))
}
await serial("serial: 300 ms debounce, uncapped") { await debounce(on: VirtualClock(maxSpeedup: nil)) }
await serial("serial: failing 1 s check, uncapped") { await failing(on: VirtualClock(maxSpeedup: nil)) }
await serial("serial: emit, 10 s gaps, uncapped") { await emitting(on: VirtualClock(maxSpeedup: nil)) }
await serial("serial: 20-wake ticker on VirtualClock()") {
    await ticker(20, every: .milliseconds(100), on: VirtualClock())
}
for hogCount in [0, 2] {
    let beside = hogCount == 0 ? "idle" : "beside \(hogCount) CPU-bound threads"
    await parallel("8 at once, \(beside): 200-wake uncapped ticker", hogging: hogCount) {
        await ticker(200, every: .milliseconds(10), on: VirtualClock(maxSpeedup: nil))
    }
    await parallel("8 at once, \(beside): 20-wake ticker on VirtualClock()", hogging: hogCount) {
        await ticker(20, every: .milliseconds(100), on: VirtualClock())
    }
    await parallel("8 at once, \(beside): failing 1 s check, uncapped", hogging: hogCount) {
        await failing(on: VirtualClock(maxSpeedup: nil))
    }
    await parallel("8 at once, \(beside): check that passes at once, uncapped", hogging: hogCount) {
        await passingAtOnce(on: VirtualClock(maxSpeedup: nil))
    }
}
