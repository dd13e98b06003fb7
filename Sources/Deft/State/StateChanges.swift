import Foundation

/// The polls in progress that a change of shared test state wakes: a write
/// to a ``LockedBox`` ends their pause at once, so a poll with a long
/// interval on a real-time clock sees the change within moments instead of
/// at its next poll. (On a virtual clock the speed cap already keeps each
/// pause to `interval / maxSpeedup` of real time, which work under test
/// needs, so nothing cuts it short.)
///
/// A write made by an eventual assertion's own expression wakes nothing, so a
/// poll that reads a box through `withLock` does not wake itself; nor do
/// Deft's own boxes (`withLockQuietly`).
enum StateChanges {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var waiters: [ObjectIdentifier: PollWakeup] = [:]

    /// Wakes `wakeup` at every change until `body` returns.
    static func wake<Result>(_ wakeup: PollWakeup, during body: () throws -> Result) rethrows -> Result {
        let key = ObjectIdentifier(wakeup)
        lock.withLock { waiters[key] = wakeup }
        defer { lock.withLock { _ = waiters.removeValue(forKey: key) } }
        return try body()
    }

    /// Wakes `wakeup` at every change until `body` returns.
    static func wake<Result>(
        _ wakeup: PollWakeup, isolation: isolated (any Actor)? = #isolation, during body: () async -> Result
    ) async -> Result {
        let key = ObjectIdentifier(wakeup)
        lock.withLock { waiters[key] = wakeup }
        defer { lock.withLock { _ = waiters.removeValue(forKey: key) } }
        return await body()
    }

    /// Shared state changed: wake every poll in progress.
    static func changed() {
        guard Poller.active == nil else { return }
        let woken = lock.withLock { Array(waiters.values) }
        for wakeup in woken { wakeup.signal() }
    }
}
