import Foundation

/// The timeout, poll interval and clock that eventual assertions use when a
/// call does not name them: 1 s, 10 ms and `ContinuousClock`.
///
/// Set them for the whole process, as in Nimble:
///
/// ```swift
/// PollingDefaults.timeout = .seconds(2)
/// ```
///
/// or for one scope, task-locally, so parallel tests can differ. Inside a
/// scope, `PollingDefaults.timeout`, `.pollInterval` and `.clock` read the
/// scope's values, as ``current`` does. For every
/// test of an `XCTestCase`:
///
/// ```swift
/// import XCTest
///
/// final class DebounceXCTests: XCTestCase {
///     override func invokeTest() {
///         PollingDefaults.withValue(PollingDefaults(clock: VirtualClock())) { super.invokeTest() }
///     }
/// }
/// ```
///
/// and in a Swift Testing test, wrap its body:
///
/// ```swift
/// @MainActor @Test func debounce() async {
///     let clock = VirtualClock()
///     await PollingDefaults.withValue(PollingDefaults(clock: clock)) {
///         let search = SearchModel(clock: clock)
///         search.query = "swift"
///         await expect { search.results }.toEventually(equal(["Swift"]))
///     }
/// }
/// ```
public struct PollingDefaults: Sendable {
    /// How long an eventual assertion polls before it fails.
    public var timeout: Duration
    /// How long it waits between two polls.
    public var pollInterval: Duration
    /// The clock it measures the timeout and interval on.
    public var clock: any Clock<Duration>

    /// Creates a set of defaults.
    ///
    /// ```swift
    /// let fast = PollingDefaults(timeout: .milliseconds(200), clock: VirtualClock())
    /// ```
    public init(
        timeout: Duration = .seconds(1), pollInterval: Duration = .milliseconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.timeout = timeout
        self.pollInterval = pollInterval
        self.clock = clock
    }

    @TaskLocal static var scoped: PollingDefaults?
    private static let global = LockedBox(PollingDefaults())

    /// The defaults in force: the scoped ones if any, else the process-wide ones.
    ///
    /// ```swift
    /// let interval = PollingDefaults.current.pollInterval
    /// ```
    public static var current: PollingDefaults { scoped ?? global.value }

    /// The timeout in force: the scope's inside a `withValue` scope or a
    /// `.polling(…)` trait, else the process-wide one, as ``current`` reads
    /// it. Setting it sets the process-wide timeout, which a scope does not
    /// see.
    ///
    /// ```swift
    /// PollingDefaults.timeout = .seconds(3)
    /// ```
    public static var timeout: Duration {
        get { current.timeout }
        set { global.withLockQuietly { $0.timeout = newValue } }
    }

    /// The poll interval in force: the scope's inside a scope, else the
    /// process-wide one. Setting it sets the process-wide interval.
    ///
    /// ```swift
    /// PollingDefaults.pollInterval = .milliseconds(5)
    /// ```
    public static var pollInterval: Duration {
        get { current.pollInterval }
        set { global.withLockQuietly { $0.pollInterval = newValue } }
    }

    /// The clock in force: the scope's inside a scope, else the process-wide
    /// one. Setting it sets the process-wide clock.
    ///
    /// Inside a `.polling(clock:)` suite, this is the test's own clock: hand
    /// it to the code under test, so that it sleeps on the clock the checks
    /// poll on:
    ///
    /// ```swift
    /// @Suite(.polling(clock: VirtualClock())) @MainActor struct SearchTests {
    ///     @Test func debounce() async {
    ///         let search = SearchModel(clock: PollingDefaults.clock)
    ///         search.query = "swift"
    ///         await expect { search.results }.toEventually(equal(["Swift"]))
    ///     }
    /// }
    /// ```
    public static var clock: any Clock<Duration> {
        get { current.clock }
        set { global.withLockQuietly { $0.clock = newValue } }
    }

    /// Runs `operation` with `defaults` in force for the current task and the
    /// tasks it starts.
    ///
    /// ```swift
    /// import XCTest
    ///
    /// final class SlowServiceXCTests: XCTestCase {
    ///     override func invokeTest() {
    ///         PollingDefaults.withValue(PollingDefaults(timeout: .seconds(5))) { super.invokeTest() }
    ///     }
    /// }
    /// ```
    @discardableResult
    public static func withValue<R>(_ defaults: PollingDefaults, operation: () throws -> R) rethrows -> R {
        try $scoped.withValue(defaults, operation: operation)
    }

    /// Runs the async `operation` with `defaults` in force for the current task.
    ///
    /// ```swift
    /// await PollingDefaults.withValue(PollingDefaults(clock: VirtualClock())) {
    ///     await expect { await model.state }.toEventually(equal(.ready))
    ///     await expect { await model.status }.toEventually(equal(.idle))
    /// }
    /// ```
    @discardableResult
    public static func withValue<R>(
        _ defaults: PollingDefaults, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await $scoped.withValue(defaults, operation: operation)
    }
}
