// Deft's one public API that names a Swift Testing type lives here, in its
// own module, so that Deft's interface does not import Testing: a target that
// cannot import Testing, such as an Xcode UI-test bundle, can still import
// Deft. `import DeftTesting` brings the trait.

internal import Deft

#if canImport(Testing)
    public import Testing

    /// A Swift Testing trait that sets `PollingDefaults` for a test, or for
    /// every test in a suite; `import DeftTesting` to use it.
    ///
    /// The clock is made anew for each test, so tests that run in parallel
    /// never share a `VirtualClock`:
    ///
    /// ```swift
    /// import DeftTesting
    ///
    /// @Suite(.polling(timeout: .seconds(2), clock: VirtualClock())) @MainActor
    /// struct FeedTests {
    ///     @Test func refreshes() async {
    ///         let feed = FeedModel(clock: PollingDefaults.clock)  // the test's clock
    ///         Task { await feed.refresh() }
    ///         await expect { feed.items }.toEventually(haveCount(3))  // 2 s of virtual time at most
    ///     }
    /// }
    /// ```
    public struct PollingTrait: TestTrait, SuiteTrait, TestScoping {
        let timeout: Duration?
        let pollInterval: Duration?
        let makeClock: (@Sendable () -> any Clock<Duration>)?

        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            guard testCase != nil else { return try await function() }
            var defaults = PollingDefaults.current
            if let timeout { defaults.timeout = timeout }
            if let pollInterval { defaults.pollInterval = pollInterval }
            if let makeClock { defaults.clock = makeClock() }
            try await PollingDefaults.withValue(defaults) { try await function() }
        }
    }

    extension Trait where Self == PollingTrait {
        /// Polls with these defaults in the test or suite; a `clock` is made
        /// anew for each test. Arguments left out keep the current defaults.
        ///
        /// ```swift
        /// @Test(.polling(clock: VirtualClock())) @MainActor func debounce() async {
        ///     let search = SearchModel(clock: PollingDefaults.clock)
        ///     search.query = "swift"
        ///     await expect { search.results }.toEventually(equal(["Swift"]))
        /// }
        /// ```
        public static func polling(
            timeout: Duration? = .none, pollInterval: Duration? = .none,
            clock: @autoclosure @escaping @Sendable () -> any Clock<Duration>
        ) -> Self {
            PollingTrait(timeout: timeout, pollInterval: pollInterval, makeClock: clock)
        }

        /// Polls with this timeout and interval in the test or suite.
        ///
        /// ```swift
        /// @Suite(.polling(timeout: .seconds(3))) struct UploadTests {
        ///     @Test func uploads() async {
        ///         let address = LockedBox<String?>(.none)
        ///         Uploader().upload("a.txt") { result in address.set(try? result.get()) }
        ///         await expect { address.value }.toEventually(equal("https://files.example/a.txt"))
        ///     }
        /// }
        /// ```
        public static func polling(timeout: Duration? = .none, pollInterval: Duration? = .none) -> Self {
            PollingTrait(timeout: timeout, pollInterval: pollInterval, makeClock: nil)
        }
    }
#endif
