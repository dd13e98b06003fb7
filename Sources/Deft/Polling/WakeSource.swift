import Foundation

/// One kind of change that wakes the polls waiting on it: the one mechanism
/// behind every wake-up. ``StateChanges`` holds the one for `LockedBox`
/// writes, each ``TestEvent`` one for its fulfilments, and a poll's
/// ``ObservedReads`` signals its own poll when an `@Observable` property it
/// read changes.
///
/// The poller attaches its ``PollWakeup`` for the length of the wait and
/// detaches it when the wait ends; ``fire()`` may be called from any thread.
final class WakeSource: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [ObjectIdentifier: PollWakeup] = [:]

    /// Starts waking `wakeup` at every ``fire()``.
    func attach(_ wakeup: PollWakeup) {
        lock.withLock { waiting[ObjectIdentifier(wakeup)] = wakeup }
    }

    /// Stops waking `wakeup`.
    func detach(_ wakeup: PollWakeup) {
        lock.withLock { _ = waiting.removeValue(forKey: ObjectIdentifier(wakeup)) }
    }

    /// Wakes every poll attached now.
    func fire() {
        let woken = lock.withLock { Array(waiting.values) }
        for wakeup in woken { wakeup.signal() }
    }

    /// Runs `body` with `wakeup` attached to every source in `sources`.
    static func attaching<Result>(
        _ wakeup: PollWakeup, to sources: [WakeSource], during body: () throws -> Result
    ) rethrows -> Result {
        for source in sources { source.attach(wakeup) }
        defer { for source in sources { source.detach(wakeup) } }
        return try body()
    }

    /// The async form of ``attaching(_:to:during:)``.
    static func attaching<Result>(
        _ wakeup: PollWakeup, to sources: [WakeSource], isolation: isolated (any Actor)? = #isolation,
        during body: () async -> Result
    ) async -> Result {
        for source in sources { source.attach(wakeup) }
        defer { for source in sources { source.detach(wakeup) } }
        return await body()
    }
}
