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
    // @unchecked Sendable: every stored var is read and written only under `condition`.
    private let condition = NSCondition()
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
        condition.lock()
        defer { condition.unlock() }
        lastID += 1
        alarms[lastID] = (deadline.uptimeNanoseconds, ring)
        if let sleepsUntil, deadline.uptimeNanoseconds < sleepsUntil { condition.signal() }
        return lastID
    }

    /// Forgets alarm `id`: it does not ring if it has not yet.
    func cancel(_ id: UInt64) {
        condition.lock()
        alarms[id] = nil
        condition.unlock()
    }

    private func run() -> Never {
        condition.lock()
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            let due = alarms.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
            if !due.isEmpty {
                for (id, _) in due { alarms[id] = nil }
                condition.unlock()
                for (_, alarm) in due { alarm.ring() }
                condition.lock()
                continue
            }
            let earliest = alarms.values.lazy.map(\.deadline).min() ?? .max
            sleepsUntil = earliest
            if earliest == .max {
                condition.wait()
            } else {
                // NSCondition waits on the wall clock: a wait that ends early looks again,
                // and one the wall clock's being set back stretches rings that late.
                _ = condition.wait(until: Date(timeIntervalSinceNow: Double(earliest - now) / 1e9))
            }
            sleepsUntil = nil
        }
    }
}
