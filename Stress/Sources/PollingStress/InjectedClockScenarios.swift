import Deft
import Foundation

/// A user's own test clock with only the required members (`DrivableClock`'s
/// two-line conformance, as the Polling guide shows for swift-clocks'
/// `TestClock`): it cannot say who sleeps on it, nor when it settles. Its
/// `advance(to:)` resumes the sleepers due and yields, as `TestClock`'s does.
struct PlainInjectedClock: DrivableClock {
    let base = VirtualClock(maxSpeedup: nil)
    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { .zero }
    var nextDeadline: VirtualClock.Instant? { nil }
    var maxSpeedup: Double? { nil }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(to instant: VirtualClock.Instant) async {
        base.advance(to: instant)
        for _ in 0..<20 { await Task.yield() }
    }
}

/// The same clock with every member forwarded, the settled signal
/// (`watchSleepers`) included, at most 50× real time as `VirtualClock()`.
/// (Uncapped, a task the test starts just before the check may not have
/// begun its sleep when time passes its deadline: 2 false passes in 1,000
/// runs of "toAlways broken" under four CPU hogs.)
struct SignallingInjectedClock: DrivableClock {
    let base = VirtualClock(maxSpeedup: nil)
    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { .zero }
    var nextDeadline: VirtualClock.Instant? { base.nextDeadline }
    var maxSpeedup: Double? { 50 }
    var hasWakingSleepers: Bool { base.hasWakingSleepers }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(to instant: VirtualClock.Instant) async { base.advance(to: instant) }
    func isSleeping(_ evaluation: PollEvaluation) -> Bool? { base.isSleeping(evaluation) }
    func watchSleepers(_ changed: @escaping @Sendable () -> Void) -> ClockWatch? { base.watchSleepers(changed) }
}

/// Three queries typed in a row on `clock`; the last fires 300 ms later.
func debounce(on clock: some Clock<Duration>, into fired: Flag<Int>) {
    var pending: Task<Void, Never>?
    for _ in 0..<3 {
        pending?.cancel()
        pending = Task {
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            fired.value += 1
        }
    }
}

/// Scenarios on a clock the test injects instead of a `VirtualClock`.
let injectedClockScenarios: [Scenario] = [
    Scenario(name: "injected clock: Task {} flips a flag", mustPass: true) {
        let flag = Flag(false)
        Task { flag.value = true }
        return await passes { await expect { flag.value }.toEventually(beTrue(), clock: PlainInjectedClock()) }
    },
    Scenario(name: "injected clock: 300 ms debounce", mustPass: true) {
        let clock = PlainInjectedClock()
        let fired = Flag(0)
        debounce(on: clock, into: fired)
        return await passes {
            await expect { fired.value }.toEventually(equal(1), clock: clock)
            await expect { fired.value }.toNever(beGreaterThan(1), until: .milliseconds(500), clock: clock)
        }
    },
    Scenario(name: "injected, signalling: 300 ms debounce", mustPass: true) {
        let clock = SignallingInjectedClock()
        let fired = Flag(0)
        debounce(on: clock, into: fired)
        return await passes {
            await expect { fired.value }.toEventually(equal(1), clock: clock)
            await expect { fired.value }.toNever(beGreaterThan(1), until: .milliseconds(500), clock: clock)
        }
    },
    Scenario(name: "injected clock: never true (must fail)", mustPass: false) {
        let flag = Flag(false)
        return await passes {
            await expect { flag.value }.toEventually(beTrue(), timeout: .milliseconds(200), clock: PlainInjectedClock())
        }
    },
    Scenario(name: "injected clock: toNever violated (must fail)", mustPass: false) {
        let clock = PlainInjectedClock()
        let flag = Flag(false)
        Task {
            do { try await clock.sleep(for: .milliseconds(150)) } catch { return }
            flag.value = true
        }
        return await passes {
            await expect { flag.value }.toNever(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
    Scenario(name: "injected, signalling: toAlways broken (must fail)", mustPass: false) {
        let clock = SignallingInjectedClock()
        let flag = Flag(true)
        Task {
            do { try await clock.sleep(for: .milliseconds(50)) } catch { return }
            flag.value = false
        }
        return await passes {
            await expect { flag.value }.toAlways(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
]
