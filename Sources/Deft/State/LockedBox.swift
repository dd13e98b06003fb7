import Foundation

/// A value behind a lock, for state that the code under test writes from one
/// thread or task while a test reads it from another: fakes, spies, flags.
///
/// It is `Sendable`, so a `@Sendable` completion handler or a `Task` may
/// capture it, and every access takes the lock, so Thread Sanitizer stays
/// quiet while `toEventually` polls it.
///
/// ```swift
/// let received = LockedBox<[String]>([])
/// socket.onMessage = { message in received.withLock { $0.append(message) } }
/// await expect { received.value }.toEventually(equal(["hello"]))
/// ```
///
/// Read-modify-write through ``withLock(_:)``: `box.value += 1` would read
/// and write under two separate locks, and lose updates.
public final class LockedBox<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is read and written only under `lock`.
    private let lock = NSLock()
    private var stored: Value

    /// Creates a box holding `value`.
    ///
    /// ```swift
    /// let calls = LockedBox(0)
    /// ```
    public init(_ value: Value) {
        stored = value
    }

    /// A copy of the current value.
    ///
    /// ```swift
    /// expect(calls.value).to(equal(1))
    /// ```
    public var value: Value {
        lock.withLock { stored }
    }

    /// Replaces the value.
    ///
    /// ```swift
    /// isLoading.set(false)
    /// ```
    public func set(_ newValue: Value) {
        withLock { $0 = newValue }
    }

    /// Reads or changes the value while holding the lock, in one step.
    ///
    /// ```swift
    /// calls.withLock { $0 += 1 }
    /// let last = requests.withLock { $0.popLast() }
    /// ```
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        defer { StateChanges.changed() }
        return try withLockQuietly(body)
    }

    /// `withLock` without waking pending polls: for Deft's own bookkeeping.
    func withLockQuietly<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&stored)
    }
}

extension LockedBox: CustomStringConvertible {
    /// The current value, as Deft shows it in messages.
    ///
    /// ```swift
    /// print(LockedBox(3))  // LockedBox(3)
    /// ```
    public var description: String { "LockedBox(\(stringify(value)))" }
}
