import Foundation
import Nimble

enum NimblePolling {
    static func passLatency(interval: NimbleTimeInterval) async -> Double {
        let flag = Flag()
        let start = nowNanoseconds()
        Task.detached {
            try await Task.sleep(nanoseconds: 1_000_000)
            flag.set()
        }
        let records = await gatherFailingExpectations(silently: true) {
            await expect { flag.isSet }.toEventually(beTrue(), pollInterval: interval)
        }
        precondition(records.isEmpty, "latency check failed: \(records)")
        return wallMilliseconds(start)
    }

    /// Metric 3g on Nimble: see `DeftPolling.observedChangeLatency()`.
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

    static func failing(timeout: NimbleTimeInterval) async -> Double {
        let start = nowNanoseconds()
        let records = await gatherFailingExpectations(silently: true) {
            await expect { opaque(1) }.toEventually(equal(2), timeout: timeout)
        }
        precondition(records.count == 1, "expected 1 failure, got \(records.count)")
        blackhole(records[0].message.stringValue)
        return wallMilliseconds(start)
    }

    /// Nimble has no clock abstraction: the debounce sleeps 300 ms of real time.
    static func debounce() async -> Double {
        let flag = Flag()
        let start = nowNanoseconds()
        Task.detached {
            try await Task.sleep(nanoseconds: 300_000_000)
            flag.set()
        }
        let records = await gatherFailingExpectations(silently: true) {
            await expect { flag.isSet }.toEventually(beTrue())
        }
        precondition(records.isEmpty, "debounce failed: \(records)")
        return wallMilliseconds(start)
    }

    static func samples<Sample>(_ count: Int, _ body: () async -> Sample) async -> [Sample] {
        var result: [Sample] = []
        for _ in 0..<count { result.append(await body()) }
        return result
    }

    static func run() async {
        let impl = "Nimble 14"
        report(
            "3a pass latency, flag at ~1 ms, interval 10 ms", impl,
            await samples(20) { await passLatency(interval: .milliseconds(10)) }, unit: "ms wall")
        report(
            "3b pass latency, flag at ~1 ms, interval 1 ms", impl,
            await samples(20) { await passLatency(interval: .milliseconds(1)) }, unit: "ms wall")
        let observed = await samples(21) { await observedChangeLatency() }
        report(
            "3g pass latency, @Observable model changed at ~2 ms, interval 10 ms", impl, observed.map(\.total),
            unit: "ms wall")
        report(
            "3g' the same, from the change to the return", impl, observed.map(\.afterChange), unit: "ms wall")
        report(
            "3c failing toEventually 200 ms, real clock", impl,
            await samples(3) { await failing(timeout: .milliseconds(200)) }, unit: "ms wall")
        let oneSecond = await samples(5) { await failing(timeout: .seconds(1)) }
        report("3d failing toEventually 1 s", "Nimble 14 (real clock)", oneSecond, unit: "ms wall")
        report(
            "3e debounce 300 ms passing", "Nimble 14 (real clock)", await samples(3) { await debounce() },
            unit: "ms wall")
        report(
            "3f seed-004 suite: 1,200 failing 1 s toEventually", "Nimble 14 (5 samples x 1,200)",
            oneSecond.map { $0 * 1_200 / 1000 }, unit: "s wall")
    }
}
