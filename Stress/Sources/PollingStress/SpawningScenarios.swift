import Deft
import Foundation

/// Code under test that the polled expression itself sets off: its first
/// read starts a task that sleeps on the clock, then acts. On an uncapped
/// clock, time must not pass the task's deadline before the task has begun
/// its sleep, or it acts late, after the window closes.
final class Starter: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written under `lock`.
    private let lock = NSLock()
    private var started = false
    private var _fired = false

    /// Whether the task has acted.
    var fired: Bool { lock.withLock { _fired } }

    /// Starts, on its first call only, a task (or a detached one) that
    /// sleeps `delay` on `clock` and then fires; returns whether it has fired.
    func readStartingOnce(after delay: Duration, on clock: some Clock<Duration>, detached: Bool = false) -> Bool {
        let first = lock.withLock {
            defer { started = true }
            return !started
        }
        if first {
            let work: @Sendable () async -> Void = {
                do { try await clock.sleep(for: delay) } catch { return }
                self.lock.withLock { self._fired = true }
            }
            if detached { Task.detached(operation: work) } else { Task(operation: work) }
        }
        return fired
    }
}

/// The same, for a model on the main actor, whose task runs there.
@MainActor final class MainActorStarter {
    private var started = false
    private(set) var fired = false

    func readStartingOnce(after delay: Duration, on clock: some Clock<Duration>) -> Bool {
        if !started {
            started = true
            Task {
                do { try await clock.sleep(for: delay) } catch { return }
                self.fired = true
            }
        }
        return fired
    }
}

/// A task the expression starts at its first poll fires 250 ms later, inside
/// the 300 ms window: had it begun its sleep later than the time the clock
/// showed when it was started, it would fire after the window and the check
/// would pass. A detached task inherits nothing that tells Deft it lives
/// (``StartedTasks`` in the library), so only rounds of the executor wait
/// for it: a thread the system keeps from running can still be missed, a
/// limit `VirtualClock.init(maxSpeedup:)` states. Its scenario fires at
/// 150 ms and is counted apart: under four CPU hogs it fired after the
/// window in 0 of 3,000 runs, and in 1 of 1,000 with a second stress run
/// and two builds beside it (at 250 ms: 8 of 1,000).
let spawningScenarios: [Scenario] = [
    Scenario(name: "uncapped: the expression starts a task, toNever (must fail)", mustPass: false) {
        let clock = VirtualClock(maxSpeedup: nil)
        let starter = Starter()
        return await passes {
            await expect { starter.readStartingOnce(after: .milliseconds(250), on: clock) }
                .toNever(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
    Scenario(name: "uncapped: the expression starts a task, async, toNever (must fail)", mustPass: false) {
        let clock = VirtualClock(maxSpeedup: nil)
        let starter = Starter()
        return await passes {
            await expect { () async in starter.readStartingOnce(after: .milliseconds(250), on: clock) }
                .toNever(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
    Scenario(
        name: "uncapped: the expression starts a detached task, toNever (must fail)", mustPass: false, limit: true
    ) {
        let clock = VirtualClock(maxSpeedup: nil)
        let starter = Starter()
        return await passes {
            await expect { starter.readStartingOnce(after: .milliseconds(150), on: clock, detached: true) }
                .toNever(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
    Scenario(name: "uncapped: main actor, the expression starts a task, toNever (must fail)", mustPass: false) {
        @MainActor in
        let clock = VirtualClock(maxSpeedup: nil)
        let starter = MainActorStarter()
        return await passes {
            await expect { starter.readStartingOnce(after: .milliseconds(250), on: clock) }
                .toNever(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
]
