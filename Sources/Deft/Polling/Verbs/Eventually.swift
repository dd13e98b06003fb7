/// Runs `block` on the poll schedule until one run passes: no expectation in
/// it fails and it does not throw. The expectations of the runs before report
/// nothing. At the deadline, the last run's failures are reported, each at its
/// own line, with a summary at this call's line.
///
/// The block runs on the caller's actor, through the same poller as
/// `toEventually`: the same defaults, `PollingDefaults`, the `.polling`
/// trait, and clocks, so on a ``VirtualClock`` a failing one-second wait costs
/// milliseconds.
///
/// ```swift
/// await eventually {
///     expect(feed.items).to(haveCount(3))
///     expect(feed.items).to(allPass { !$0.isLoading })
///     expect(badge.text).to(equal("3"))
/// }
/// // expected to have [Item] with count 3, got 2            (at its line)
/// // eventually gave up after 101 runs over 1.0 s; the last run failed at:
/// //   FeedTests.swift:12: failing the same way since run 1 (0 s)
/// ```
///
/// With `andHold`, a run that passes must be followed by passing runs for
/// a window, or a number of runs in a row (see ``PollHold``):
///
/// ```swift
/// await eventually(andHold: .for(.milliseconds(300))) { expect(player.isPlaying).to(beTrue()) }
/// ```
public func eventually(
    andHold hold: PollHold? = .none, timeout: Duration? = .none, pollInterval: Duration? = .none,
    clock: (any Clock<Duration>)? = .none,
    description: String? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ block: @escaping () async -> Void
) async {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    _ = try? await pollBlock(
        .toEventually, timeout, pollInterval, clock, description, location, hold: hold, block)
}

/// Runs the throwing `block` on the poll schedule until one run passes, and
/// returns that run's value; at the deadline, reports the last run (its
/// failures at their lines, or the error it threw) and throws.
///
/// `require` and `unwrap` inside end the run, not the test.
///
/// ```swift
/// let user = try await eventually { try require(store.user).toNot(beNil()) }
/// ```
@_disfavoredOverload
public func eventually<Value>(
    andHold hold: PollHold? = .none, timeout: Duration? = .none, pollInterval: Duration? = .none,
    clock: (any Clock<Duration>)? = .none,
    description: String? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ block: @escaping () async throws -> Value
) async throws -> Value {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    return try await pollBlock(
        .toEventually, timeout, pollInterval, clock, description, location, hold: hold, block)
}

/// Runs `block` on the poll schedule for the whole of `duration`; every run
/// must pass. The first run that does not is reported (its failures at their
/// lines, with the run number and the time at this call's line) and ends it.
///
/// ```swift
/// await continually(for: .milliseconds(500), clock: clock) {
///     expect(socket.isOpen).to(beTrue())
/// }
/// ```
public func continually(
    for duration: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ block: @escaping () async throws -> Void
) async {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    _ = try? await pollBlock(.toAlways, duration, pollInterval, clock, description, location, block)
}

/// The one path behind `eventually` and `continually`: polls the block with
/// the one poller and reports the deciding run.
private func pollBlock<Value>(
    _ verb: Verb, _ timeout: Duration?, _ interval: Duration?, _ clock: (any Clock<Duration>)?,
    _ description: String?, _ location: SourceLocation, hold: PollHold? = .none,
    isolation: isolated (any Actor)? = #isolation,
    _ block: @escaping () async throws -> Value
) async throws -> Value {
    let runs = BlockRuns<Value>(
        verb, description: description, location: location, clock: clock, timeout: timeout)
    // The block escapes: each run is a task of its own on the caller's actor,
    // owned by the check, which cancels it and closes its capture scope when
    // the check ends. A run that ignores cancellation and fails later is
    // dropped: its check has already failed.
    let result = await Poller.run(
        verb, timeout: timeout, interval: interval, clock: clock, description: description, location: location,
        caller: runs.caller.holding(hold), isolation: isolation
    ) {
        _ = isolation
        return runs.record(await .capture(block))
    }
    runs.finish()
    return try runs.settle(result)
}

/// `eventually`, blocking between runs: for synchronous XCTest methods, where
/// it runs the main run loop between runs. Under Swift Testing it fails at
/// once and points to the async form.
///
/// ```swift
/// func testFeedLoads() {
///     feed.load()
///     eventually { expect(feed.items).to(haveCount(3)) }
/// }
/// ```
@_disfavoredOverload
public func eventually(
    andHold hold: PollHold? = .none, timeout: Duration? = .none, pollInterval: Duration? = .none,
    clock: (any Clock<Duration>)? = .none,
    description: String? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ block: () -> Void
) {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    _ = try? pollBlockBlocking(
        .toEventually, timeout, pollInterval, clock, description, location, hold: hold, block)
}

/// `continually`, blocking between runs: for synchronous XCTest methods.
///
/// ```swift
/// func testStaysConnected() {
///     continually(for: .milliseconds(200)) { expect(socket.isOpen).to(beTrue()) }
/// }
/// ```
@_disfavoredOverload
public func continually(
    for duration: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ block: () -> Void
) {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    _ = try? pollBlockBlocking(.toAlways, duration, pollInterval, clock, description, location, block)
}

/// The blocking twin of `pollBlock`: the same runs and report, through the
/// poller's blocking driver.
private func pollBlockBlocking<Value>(
    _ verb: Verb, _ timeout: Duration?, _ interval: Duration?, _ clock: (any Clock<Duration>)?,
    _ description: String?, _ location: SourceLocation, hold: PollHold? = .none, _ block: () throws -> Value
) throws -> Value {
    let runs = BlockRuns<Value>(
        verb, description: description, location: location, clock: clock, timeout: timeout)
    let result = Poller.runBlocking(
        verb, timeout: timeout, interval: interval, clock: clock, description: description, location: location,
        caller: runs.caller.holding(hold)
    ) { runs.record(.capture(block)) }
    return try runs.settle(result)
}
