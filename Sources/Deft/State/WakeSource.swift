/// One kind of change that wakes whoever waits on it: the one mechanism
/// behind every wake-up. ``StateChanges`` holds the one for `LockedBox`
/// writes, and each ``TestEvent`` one for its fulfilments.
///
/// A waiter attaches a wake action for the length of its wait and detaches
/// it when the wait ends; ``fire()`` may be called from any thread.
final class WakeSource: Sendable {
    private let waiting = LockedBox<[ObjectIdentifier: @Sendable () -> Void]>([:])

    /// Calls `wake` at each ``fire()`` until ``detach(_:)`` with the same `waiter`.
    func attach(_ waiter: AnyObject, wake: @escaping @Sendable () -> Void) {
        waiting.withLockQuietly { $0[ObjectIdentifier(waiter)] = wake }
    }

    /// Stops waking `waiter`.
    func detach(_ waiter: AnyObject) {
        waiting.withLockQuietly { _ = $0.removeValue(forKey: ObjectIdentifier(waiter)) }
    }

    /// Wakes every waiter attached now.
    func fire() {
        for wake in waiting.value.values { wake() }
    }
}
