import Clocks
import Deft
import Foundation

// What a check on an injected clock costs, next to the clock's own steps
// (issue #43): swift-clocks' `TestClock` with the two-line conformance the
// Polling guide shows, and `VirtualClock`. Each row runs `reps` times in a
// row, alone; wall and CPU time (the whole process's, user + system) per run.
// Usage: deft-clock-cost [reps]   (prints `RESULT|row|label|min|median|unit`)
// DEFT_ROWS=<text> runs only the rows whose names contain it.

extension TestClock<Duration>: @retroactive DrivableClock {
    public var nextDeadline: Instant? { nil }
    public var maxSpeedup: Double? { nil }
}

let reps = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10
let label = ProcessInfo.processInfo.environment["DEFT_LABEL"] ?? "deft"
let rows = ProcessInfo.processInfo.environment["DEFT_ROWS"]

func cpuNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

func wallNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// A debounced search on `clock`: only the last query within 300 ms runs.
final class Debounced: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written under `lock`.
    private let lock = NSLock()
    private var pending: Task<Void, Never>?
    private var _results: [String] = []
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) { self.clock = clock }

    var results: [String] { lock.withLock { _results } }

    func search(_ query: String) {
        let clock = clock
        lock.withLock {
            pending?.cancel()
            pending = Task { [weak self] in
                guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
                self?.lock.withLock { self?._results = [query.capitalized] }
            }
        }
    }
}

/// Runs `body` `reps` times; prints the minimum and median wall and CPU
/// milliseconds per run.
func measure(_ row: String, _ body: () async -> Void) async {
    if let rows, !row.contains(rows) { return }
    await body()  // warm-up
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<reps {
        let wall = wallNanoseconds()
        let cpu = cpuNanoseconds()
        await body()
        cpus.append(Double(cpuNanoseconds() - cpu) / 1_000_000)
        walls.append(Double(wallNanoseconds() - wall) / 1_000_000)
    }
    for (kind, values) in [("wall", walls), ("CPU", cpus)] {
        let sorted = values.sorted()
        let median = sorted[sorted.count / 2]
        print(String(format: "RESULT|%@, %@ ms per run|%@|%.2f|%.2f|ms", row, kind, label, sorted[0], median))
    }
}

func failing(on clock: some Clock<Duration>) async {
    let records = await gatherFailingExpectations(silently: true) {
        await expect { 0 }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
    }
    precondition(records.count == 1, "the failing check did not fail once: \(records)")
}

/// The same check with an async expression, which runs where the poller
/// runs: a synchronous one runs on the main actor from a nonisolated test,
/// as Nimble's does, a hop there and back at each poll.
func failingAsync(on clock: some Clock<Duration>) async {
    let records = await gatherFailingExpectations(silently: true) {
        await expect { () async -> Int in 0 }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
    }
    precondition(records.count == 1, "the failing check did not fail once: \(records)")
}

/// The same check from a main-actor test, as a view model's would run.
@MainActor func failingOnTheMainActor(on clock: some Clock<Duration>) async {
    let records = await gatherFailingExpectations(silently: true) {
        await expect { 0 }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
    }
    precondition(records.count == 1, "the failing check did not fail once: \(records)")
}

await measure("TestClock: its own 100 advance(by: 10 ms)") {
    let clock = TestClock()
    for _ in 0..<100 { await clock.advance(by: .milliseconds(10)) }
}
await measure("failing 1 s check, TestClock (two-line conformance)") { await failing(on: TestClock()) }
await measure("passing check, TestClock, 300 ms debounce") {
    let clock = TestClock()
    let search = Debounced(clock: clock)
    search.search("swift")
    let records = await gatherFailingExpectations(silently: true) {
        await expect { search.results }.toEventually(equal(["Swift"]), timeout: .seconds(1), clock: clock)
    }
    precondition(records.isEmpty, "the debounce check failed: \(records)")
}
await measure("failing 1 s check, VirtualClock()") { await failing(on: VirtualClock()) }
await measure("failing 1 s check, VirtualClock(maxSpeedup: nil)") { await failing(on: VirtualClock(maxSpeedup: nil)) }
await measure("failing 1 s check, VirtualClock(maxSpeedup: nil), async expression") {
    await failingAsync(on: VirtualClock(maxSpeedup: nil))
}
await measure("failing 1 s check, VirtualClock(maxSpeedup: nil), main actor") {
    await failingOnTheMainActor(on: VirtualClock(maxSpeedup: nil))
}
