import Deft
import Foundation

enum DeftPolling {
    /// Wall ms until a pass is seen when a flag flips ~1 ms after the start.
    static func passLatency(interval: Duration) async -> Double {
        let flag = Flag()
        let start = nowNanoseconds()
        Task.detached {
            try await Task.sleep(for: .milliseconds(1))
            flag.set()
        }
        let records = await gatherFailingExpectations(silently: true) {
            await expect { flag.isSet }.toEventually(beTrue(), pollInterval: interval)
        }
        precondition(records.isEmpty, "latency check failed: \(records)")
        return wallMilliseconds(start)
    }

    /// A passing `toEventually` on the real clock with the default 10 ms
    /// interval, on an `@Observable` main-actor model that a task changes
    /// ~2 ms after the check starts: wall ms until it returns, and from the
    /// change until it returns.
    @MainActor static func observedChangeLatency() async -> (total: Double, afterChange: Double) {
        let model = LatencyModel()
        let start = nowNanoseconds()
        model.change(after: .milliseconds(2))
        let records = await gatherFailingExpectations(silently: true) {
            await expect(model.items).toEventually(equal(["a"]))
        }
        let end = nowNanoseconds()
        precondition(records.isEmpty, "observed latency check failed: \(records)")
        return (Double(end - start) / 1_000_000, Double(end - model.changedAt) / 1_000_000)
    }

    /// The same change as ``observedChangeLatency()``, seen through an
    /// `eventually` block of one expectation.
    @MainActor static func observedChangeLatencyInBlock() async -> (total: Double, afterChange: Double) {
        let model = LatencyModel()
        let start = nowNanoseconds()
        model.change(after: .milliseconds(2))
        let records = await gatherFailingExpectations(silently: true) {
            await eventually {
                expect(model.items).to(equal(["a"]))
            }
        }
        let end = nowNanoseconds()
        precondition(records.isEmpty, "observed latency check failed: \(records)")
        return (Double(end - start) / 1_000_000, Double(end - model.changedAt) / 1_000_000)
    }

    /// Wall ms of a passing `emit(1, 2, 3)` whose producer sleeps 10 s on an
    /// uncapped `VirtualClock` before each element (30 s of virtual time).
    static func emitOverGaps() async -> Double {
        let clock = VirtualClock(maxSpeedup: nil)
        let start = nowNanoseconds()
        let stream = AsyncStream<Int> { continuation in
            let producer = Task {
                for element in 1...3 {
                    try await clock.sleep(for: .seconds(10))
                    continuation.yield(element)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
        let records = await gatherFailingExpectations(silently: true) {
            await expect(stream).to(emit(1, 2, 3, timeout: .seconds(60), clock: clock))
        }
        precondition(records.isEmpty, "emit over gaps failed: \(records)")
        return wallMilliseconds(start)
    }

    /// The same, on a stream whose elements come from its own iterator: the
    /// producer sleeps only once `emit` consumes it.
    static func emitOverGapsUnfolding() async -> Double {
        let clock = VirtualClock(maxSpeedup: nil)
        let start = nowNanoseconds()
        let counter = Counter()
        let stream = AsyncStream<Int> {
            guard counter.next() <= 3 else { return nil }
            try? await clock.sleep(for: .seconds(10))
            return counter.value
        }
        let records = await gatherFailingExpectations(silently: true) {
            await expect(stream).to(emit(1, 2, 3, timeout: .seconds(60), clock: clock))
        }
        precondition(records.isEmpty, "emit over gaps failed: \(records)")
        return wallMilliseconds(start)
    }

    /// Wall seconds of 200 failing 1 s `toEventually` checks, one after the
    /// other, on an `@Observable` main-actor model nothing changes, each on a
    /// new `VirtualClock` (default cap): what tracking the model's reads adds
    /// to a failing check.
    @MainActor static func failingOnUnchangingModel() async -> Double {
        let start = nowNanoseconds()
        for _ in 0..<200 {
            let model = LatencyModel()
            let records = await gatherFailingExpectations(silently: true) {
                await expect(model.items).toEventually(equal(["a"]), clock: VirtualClock())
            }
            precondition(records.count == 1, "expected 1 failure, got \(records.count)")
            blackhole(records[0].message.stringValue)
        }
        return wallMilliseconds(start) / 1000
    }

    /// Wall ms of one failing `toEventually`, its message read.
    static func failing(timeout: Duration, clock: (any Clock<Duration>)?) async -> Double {
        let start = nowNanoseconds()
        let records = await gatherFailingExpectations(silently: true) {
            await expect { opaque(1) }.toEventually(equal(2), timeout: timeout, clock: clock)
        }
        precondition(records.count == 1, "expected 1 failure, got \(records.count)")
        blackhole(records[0].message.stringValue)
        return wallMilliseconds(start)
    }

    /// Wall ms of one failing `eventually` block, its messages read.
    static func failingBlock(timeout: Duration, clock: any Clock<Duration>) async -> Double {
        let start = nowNanoseconds()
        let records = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: timeout, clock: clock) {
                expect(opaque(1)).to(equal(2))
                expect(opaque(3)).to(equal(4))
            }
        }
        precondition(records.count == 3, "expected 3 failures, got \(records.count)")
        blackhole(records[2].message.stringValue)
        return wallMilliseconds(start)
    }

    /// Wall ms of one failing `emit` on a stream that never yields.
    static func failingEmit(timeout: Duration, clock: any Clock<Duration>) async -> Double {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let start = nowNanoseconds()
        let records = await gatherFailingExpectations(silently: true) {
            await expect(stream).to(emit(1, timeout: timeout, clock: clock))
        }
        continuation.finish()
        precondition(records.count == 1, "expected 1 failure, got \(records.count)")
        blackhole(records[0].message.stringValue)
        return wallMilliseconds(start)
    }

    /// Wall ms of one passing `withEvents` scope that expects no elements for
    /// `silence` from a stream that never yields, the scope's end included.
    static func silentStream(for silence: Duration, clock: VirtualClock) async -> Double {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let start = nowNanoseconds()
        let records = await gatherFailingExpectations(silently: true) {
            await withEvents(of: stream, clock: clock) { events in
                await events.expectNoElements(for: silence)
            }
        }
        continuation.finish()
        precondition(records.isEmpty, "expectNoElements failed: \(records)")
        return wallMilliseconds(start)
    }

    /// A 300 ms debounce on the VirtualClock: a task sleeps on the clock, then sets the flag.
    static func debounce() async -> Double {
        let clock = VirtualClock()
        let flag = Flag()
        let start = nowNanoseconds()
        Task.detached {
            try await clock.sleep(for: .milliseconds(300))
            flag.set()
        }
        let records = await gatherFailingExpectations(silently: true) {
            await expect { flag.isSet }.toEventually(beTrue(), clock: clock)
        }
        precondition(records.isEmpty, "debounce failed: \(records)")
        return wallMilliseconds(start)
    }

    static func samples<Sample>(_ count: Int, _ body: () async -> Sample) async -> [Sample] {
        var result: [Sample] = []
        for _ in 0..<count { result.append(await body()) }
        return result
    }

    /// The rows to run: `BENCH_ROWS` (comma-separated ids such as `3g,3h`)
    /// picks some; by default every row runs.
    static let rows = ProcessInfo.processInfo.environment["BENCH_ROWS"].map {
        Set($0.split(separator: ",").map(String.init))
    }

    static func runs(_ id: String) -> Bool { rows?.contains(id) ?? true }

    static func run() async {
        let impl = "Deft"
        if runs("3a") {
            report(
                "3a pass latency, flag at ~1 ms, interval 10 ms", impl,
                await samples(20) { await passLatency(interval: .milliseconds(10)) }, unit: "ms wall")
        }
        if runs("3b") {
            report(
                "3b pass latency, flag at ~1 ms, interval 1 ms", impl,
                await samples(20) { await passLatency(interval: .milliseconds(1)) }, unit: "ms wall")
        }
        if runs("3g") {
            let observed = await samples(21) { await observedChangeLatency() }
            report(
                "3g pass latency, @Observable model changed at ~2 ms, interval 10 ms", impl, observed.map(\.total),
                unit: "ms wall")
            report(
                "3g' the same, from the change to the return", impl, observed.map(\.afterChange), unit: "ms wall")
        }
        if runs("3g''") {
            let observed = await samples(21) { await observedChangeLatencyInBlock() }
            report(
                "3g'' the same change through an eventually block", impl, observed.map(\.total), unit: "ms wall")
            report(
                "3g''' the same, from the change to the return", impl, observed.map(\.afterChange), unit: "ms wall")
        }
        if runs("3c") {
            report(
                "3c failing toEventually 200 ms, real clock", impl,
                await samples(3) { await failing(timeout: .milliseconds(200), clock: nil) }, unit: "ms wall")
        }
        if runs("3d") {
            report(
                "3d failing toEventually 1 s", "Deft (VirtualClock)",
                await samples(20) { await failing(timeout: .seconds(1), clock: VirtualClock()) }, unit: "ms wall")
        }
        if runs("3d'") {
            report(
                "3d' failing eventually { 2 expectations } 1 s", "Deft (VirtualClock)",
                await samples(20) { await failingBlock(timeout: .seconds(1), clock: VirtualClock()) }, unit: "ms wall")
        }
        if runs("3d''") {
            report(
                "3d'' failing emit 1 s", "Deft (VirtualClock)",
                await samples(20) { await failingEmit(timeout: .seconds(1), clock: VirtualClock()) }, unit: "ms wall")
        }
        if runs("3d'''") {
            report(
                "3d''' passing withEvents { expectNoElements(for: 5 s) }", "Deft (VirtualClock)",
                await samples(20) { await silentStream(for: .seconds(5), clock: VirtualClock()) }, unit: "ms wall")
            report(
                "3d''' passing withEvents { expectNoElements(for: 5 s) }", "Deft (VirtualClock, maxSpeedup nil)",
                await samples(20) { await silentStream(for: .seconds(5), clock: VirtualClock(maxSpeedup: nil)) },
                unit: "ms wall")
        }
        if runs("3d''''") {
            report(
                "3d'''' failing toEventually 1 s (100 in a row)", "Deft (VirtualClock, maxSpeedup nil)",
                await samples(100) { await failing(timeout: .seconds(1), clock: VirtualClock(maxSpeedup: nil)) },
                unit: "ms wall")
        }
        if runs("3i") {
            report(
                "3i passing emit(1, 2, 3) over 10 s gaps", "Deft (VirtualClock, maxSpeedup nil)",
                await samples(20) { await emitOverGaps() }, unit: "ms wall")
            report(
                "3i' the same, elements from the stream's own iterator", "Deft (VirtualClock, maxSpeedup nil)",
                await samples(20) { await emitOverGapsUnfolding() }, unit: "ms wall")
        }
        if runs("3h") {
            report(
                "3h 200 failing 1 s toEventually on an unchanging @Observable model", "Deft (VirtualClock)",
                await samples(3) { await failingOnUnchangingModel() }, unit: "s wall")
        }
        if runs("3e") {
            report(
                "3e debounce 300 ms passing", "Deft (VirtualClock)", await samples(20) { await debounce() },
                unit: "ms wall")
        }
        await runHoldAndStop()
        if runs("3f") {
            // The seed-004 suite: 1,200 failing 1 s eventual assertions, run one after the other.
            let suiteStart = nowNanoseconds()
            for _ in 0..<1_200 { _ = await failing(timeout: .seconds(1), clock: VirtualClock()) }
            report(
                "3f seed-004 suite: 1,200 failing 1 s toEventually", "Deft (VirtualClock)",
                [wallMilliseconds(suiteStart) / 1000], unit: "s wall")
        }
    }
}
