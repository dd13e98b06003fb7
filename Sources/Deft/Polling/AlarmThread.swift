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
final class AlarmThread: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only under `lock`.
    private let lock = NSLock()
    /// Rung when a deadline earlier than the one this thread sleeps until is
    /// set. It waits on `DispatchTime`, the same monotonic clock as the
    /// deadlines, so setting the wall clock moves no alarm.
    private let bell = DispatchSemaphore(value: 0)
    private var alarms: [UInt64: (deadline: UInt64, ring: @Sendable () -> Void)] = [:]
    private var lastID: UInt64 = 0
    /// The deadline this thread sleeps until; `nil` while it runs.
    private var sleepsUntil: UInt64?

    /// The one alarm thread, started the first time an alarm is set.
    static let shared = AlarmThread()

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "Deft alarms"
        thread.start()
    }

    /// Rings `ring` at `deadline`, unless ``cancel(_:)`` comes first;
    /// returns the alarm's number.
    func set(_ deadline: DispatchTime, ring: @escaping @Sendable () -> Void) -> UInt64 {
        let (id, wakes) = lock.withLock {
            lastID += 1
            alarms[lastID] = (deadline.uptimeNanoseconds, ring)
            return (lastID, sleepsUntil.map { deadline.uptimeNanoseconds < $0 } ?? false)
        }
        // A ring that comes before the thread sleeps ends its next sleep at
        // once, and it looks again: none is lost.
        if wakes { bell.signal() }
        return id
    }

    /// Forgets alarm `id`: it does not ring if it has not yet.
    func cancel(_ id: UInt64) {
        lock.withLock { alarms[id] = nil }
    }

    private func run() -> Never {
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            let (due, earliest) = lock.withLock {
                let due = alarms.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
                for (id, _) in due { alarms[id] = nil }
                let earliest = due.isEmpty ? alarms.values.lazy.map(\.deadline).min() ?? .max : nil
                sleepsUntil = earliest
                return (due, earliest)
            }
            for (_, alarm) in due { alarm.ring() }
            guard let earliest else { continue }
            if earliest == .max {
                bell.wait()
            } else {
                _ = bell.wait(timeout: DispatchTime(uptimeNanoseconds: earliest))
            }
            lock.withLock { sleepsUntil = nil }
        }
    }
}
