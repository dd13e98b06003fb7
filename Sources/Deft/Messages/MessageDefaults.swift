/// How much of a value a failure message prints: at most ``valueLimit-swift.property``
/// characters (1,000 by default) for each value it shows.
///
/// A longer value is cut, and the message says how much it left out:
/// `[0, 1, 2, …, 141, … 999,858 more]`, `"abcdefghij…" (9,999,000 more bytes)`.
/// Finding the difference between two large values reads only what the
/// message prints and what it takes to find where they differ, so a failure
/// on a large value costs milliseconds, not seconds.
///
/// Raise the limit for the whole process:
///
/// ```swift
/// MessageDefaults.valueLimit = .max  // print every value whole, however large
/// ```
///
/// or for one scope, task-locally, so parallel tests can differ:
///
/// ```swift
/// MessageDefaults.withValue(MessageDefaults(valueLimit: 10_000)) {
///     expect(payload).to(contain("id"))
///     expect(payload).to(contain("name"))
/// }
/// ```
public struct MessageDefaults: Sendable {
    /// The most characters one value takes in a failure message, about:
    /// a collection stops at the element that crosses it, a string at it.
    public var valueLimit: Int

    /// Creates a set of defaults.
    ///
    /// ```swift
    /// let verbose = MessageDefaults(valueLimit: 100_000)
    /// ```
    public init(valueLimit: Int = 1_000) {
        self.valueLimit = valueLimit
    }

    @TaskLocal static var scoped: MessageDefaults?
    private static let global = LockedBox(MessageDefaults())

    /// The defaults in force: the scoped ones if any, else the process-wide ones.
    ///
    /// ```swift
    /// let limit = MessageDefaults.current.valueLimit
    /// ```
    public static var current: MessageDefaults { scoped ?? global.value }

    /// The process-wide limit on one value's text in a failure message.
    ///
    /// ```swift
    /// MessageDefaults.valueLimit = 5_000
    /// ```
    public static var valueLimit: Int {
        get { global.value.valueLimit }
        set { global.withLockQuietly { $0.valueLimit = max(newValue, 1) } }
    }

    /// Runs `operation` with `defaults` in force for the current task and the
    /// tasks it starts.
    ///
    /// ```swift
    /// import XCTest
    ///
    /// final class PayloadTests: XCTestCase {
    ///     override func invokeTest() {
    ///         MessageDefaults.withValue(MessageDefaults(valueLimit: .max)) { super.invokeTest() }
    ///     }
    /// }
    /// ```
    @discardableResult
    public static func withValue<R>(_ defaults: MessageDefaults, operation: () throws -> R) rethrows -> R {
        try $scoped.withValue(defaults, operation: operation)
    }

    /// Runs the async `operation` with `defaults` in force for the current task.
    ///
    /// ```swift
    /// await MessageDefaults.withValue(MessageDefaults(valueLimit: .max)) {
    ///     await expect { await store.items }.toEventually(beEmpty())
    ///     await expect { await store.count }.to(equal(0))
    /// }
    /// ```
    @discardableResult
    public static func withValue<R>(
        _ defaults: MessageDefaults, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await $scoped.withValue(defaults, operation: operation)
    }

    /// The limit in force, at least one character.
    static var limit: Int { max(current.valueLimit, 1) }
}
