import Foundation

/// The thread that rings real-time alarms: one thread of Deft's own, asleep
/// until the earliest deadline set.
///
/// A dispatch timer per pause cost two wakeups of Dispatch's manager thread,
/// one to arm it and one to cancel it, for every pause, though most pauses
/// end early at a change. Here setting a deadline wakes this thread only when
/// it is the earliest one, cancelling wakes nothing, and a cancelled deadline
/// costs at most one wakeup when its time comes. Rings are short (they
/// resume a waiter) and run on this thread, in deadline order.
final class AlarmThread: Sendable {
    private struct State {
        var alarms: [UInt64: (deadline: UInt64, ring: @Sendable () -> Void)] = [:]
        var lastID: UInt64 = 0
        /// The deadline this thread sleeps until; `nil` while it runs.
        var sleepsUntil: UInt64?
    }

    private let state = LockedBox(State())
    /// Rung when a deadline earlier than the one this thread sleeps until is
    /// set. It waits on `DispatchTime`, the same monotonic clock as the
    /// deadlines, so setting the wall clock moves no alarm.
    private let bell = DispatchSemaphore(value: 0)

    /// The one alarm thread, started the first time an alarm is set.
    static let shared = AlarmThread()

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "Deft alarms"
        // Its rings only resume waiters: at the highest quality of service,
        // no caller's pause ends late under load, a user-interactive one included.
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Rings `ring` at `deadline`, unless ``cancel(_:)`` comes first;
    /// returns the alarm's number.
    func set(_ deadline: DispatchTime, ring: @escaping @Sendable () -> Void) -> UInt64 {
        let (id, wakes) = state.withLockQuietly { state in
            state.lastID += 1
            state.alarms[state.lastID] = (deadline.uptimeNanoseconds, ring)
            return (state.lastID, state.sleepsUntil.map { deadline.uptimeNanoseconds < $0 } ?? false)
        }
        // A ring that comes before the thread sleeps ends its next sleep at
        // once, and it looks again: none is lost.
        if wakes { bell.signal() }
        return id
    }

    /// Forgets alarm `id`: it does not ring if it has not yet.
    func cancel(_ id: UInt64) {
        state.withLockQuietly { $0.alarms[id] = nil }
    }

    private func run() -> Never {
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            let (due, earliest) = state.withLockQuietly { state in
                let due = state.alarms.filter { $0.value.deadline <= now }
                    .sorted { $0.value.deadline < $1.value.deadline }
                for (id, _) in due { state.alarms[id] = nil }
                let earliest = due.isEmpty ? state.alarms.values.lazy.map(\.deadline).min() ?? .max : nil
                state.sleepsUntil = earliest
                return (due, earliest)
            }
            for (_, alarm) in due { alarm.ring() }
            guard let earliest else { continue }
            if earliest == .max {
                bell.wait()
            } else {
                _ = bell.wait(timeout: DispatchTime(uptimeNanoseconds: earliest))
            }
            state.withLockQuietly { $0.sleepsUntil = nil }
        }
    }
}
