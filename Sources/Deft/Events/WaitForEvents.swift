extension TestEvent {
    /// Waits until every event in `events` is fulfilled as expected, and every
    /// inverted one has not happened, or fails when `timeout` passes.
    ///
    /// The timeout runs on `clock` (``PollingDefaults``' clock unless you name
    /// one): on a ``VirtualClock``, a wait that fails costs milliseconds of real
    /// time. The wait ends as soon as the last event is fulfilled; with an
    /// inverted event it lasts the whole timeout, unless something fails first.
    ///
    /// ```swift
    /// let saved = TestEvent("saved")
    /// let synced = TestEvent("synced")
    /// store.save { saved.fulfill() }
    /// store.sync { synced.fulfill() }
    /// await TestEvent.wait(for: [saved, synced], timeout: .seconds(1), enforceOrder: true)
    /// // waited 1.0 s for 2 events: "synced" was not fulfilled
    /// ```
    ///
    /// With `enforceOrder: true` the wait also fails if an event reaches its
    /// expected count before one listed ahead of it. Returns whether the wait
    /// passed.
    @discardableResult
    public static func wait(
        for events: [TestEvent], timeout: Duration? = .none, enforceOrder: Bool = false,
        clock: (any Clock<Duration>)? = .none,
        fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        let wait = EventWait(events: events, enforceOrder: enforceOrder, timeout: timeout, location: location)
        let result = await Poller.run(
            .toEventually, timeout: wait.timeout, interval: nil, clock: clock, description: nil,
            location: location, caller: .waitForEvents, wakeSources: wait.wakeSources
        ) { wait.verdict() }
        return wait.report(result)
    }

    /// Waits for `events` by blocking the calling thread; on the main thread
    /// of an XCTest method it runs the main run loop meanwhile, so work sent
    /// to the main queue progresses. In async code, the async form is used.
    ///
    /// ```swift
    /// func testLoads() {
    ///     let loaded = TestEvent("loaded")
    ///     loader.load { _ in loaded.fulfill() }   // completes on the main queue
    ///     TestEvent.wait(for: [loaded], timeout: .seconds(1))
    ///     // waited 1.0 s for 1 event: "loaded" was not fulfilled
    /// }
    /// ```
    @discardableResult
    public static func wait(
        for events: [TestEvent], timeout: Duration? = .none, enforceOrder: Bool = false,
        clock: (any Clock<Duration>)? = .none,
        fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        let wait = EventWait(events: events, enforceOrder: enforceOrder, timeout: timeout, location: location)
        let result = Poller.runBlocking(
            .toEventually, timeout: wait.timeout, interval: nil, clock: clock, description: nil,
            location: location, caller: .waitForEvents, wakeSources: wait.wakeSources
        ) { wait.verdict() }
        return wait.report(result)
    }
}

/// Waits for `events`: the same as
/// ``TestEvent/wait(for:timeout:enforceOrder:clock:fileID:file:line:column:isolation:)``,
/// for Swift Testing and free functions. Inside an `XCTestCase` (and so a
/// Quick spec), XCTest's own `wait(for:timeout:)` hides this name: write
/// `TestEvent.wait(for:)` there.
///
/// ```swift
/// @Test func cancelledWorkNeverCompletes() async {
///     let completed = TestEvent("completed", isInverted: true)
///     let task = Task { try await Task.sleep(for: .seconds(1)); completed.fulfill() }
///     task.cancel()
///     await wait(for: [completed], timeout: .milliseconds(50))
///     // had the work ignored its cancellation and completed:
///     // while waiting up to 50 ms for 1 event: "completed" was fulfilled 1 time,
///     // but it is inverted: it must not happen
/// }
/// ```
@discardableResult
public func wait(
    for events: [TestEvent], timeout: Duration? = .none, enforceOrder: Bool = false,
    clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) async -> Bool {
    await TestEvent.wait(
        for: events, timeout: timeout, enforceOrder: enforceOrder, clock: clock,
        fileID: fileID, file: file, line: line, column: column)
}

/// Waits for `events` by blocking the calling thread: the synchronous
/// ``wait(for:timeout:enforceOrder:clock:fileID:file:line:column:isolation:)``.
///
/// ```swift
/// func testLoads() {
///     wait(for: [loaded], timeout: .seconds(1))
///     // waited 1.0 s for 1 event: "loaded" was not fulfilled
/// }
/// ```
@discardableResult
public func wait(
    for events: [TestEvent], timeout: Duration? = .none, enforceOrder: Bool = false,
    clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    TestEvent.wait(
        for: events, timeout: timeout, enforceOrder: enforceOrder, clock: clock,
        fileID: fileID, file: file, line: line, column: column)
}
