import Foundation

/// Runs `action` and waits until it calls `done`, or fails when `timeout`
/// passes. `done` may be called from any thread or task.
///
/// ```swift
/// waitUntil(timeout: .seconds(2)) { done in
///     loader.load { _ in done() }
/// }
/// // waitUntil timed out: done() was not called within 2.0 s
/// ```
@_disfavoredOverload
public func waitUntil(
    timeout: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    action: (@escaping @Sendable () -> Void) -> Void
) {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal(timeout: timeout, clock: clock, location: location)
    // The action and the tasks it starts are the test's: they report to the
    // test while it runs, also after this check ends (see TestTaskHandler).
    AssertionContext.$installed.withValue(TestTaskHandler()) { action(signal.done) }
    if signal.actionRanPastTimeout { return signal.report(.failed("")) }
    let result = Poller.runBlocking(
        .toEventually, timeout: timeout, interval: nil, clock: clock, description: nil, location: location,
        caller: .waitUntil
    ) { signal.verdict() }
    signal.report(result)
}

/// Runs the async `action` and waits until it calls `done`, or fails when
/// `timeout` passes.
///
/// ```swift
/// await waitUntil { done in
///     NotificationCenter.default.addObserver(forName: .didSync, object: nil, queue: nil) { _ in done() }
///     await sync.start()
/// }
/// // waitUntil timed out: done() was not called within 1.0 s
/// ```
public func waitUntil(
    timeout: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable () -> Void) async -> Void
) async {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal(timeout: timeout, clock: clock, location: location)
    // The action and the tasks it starts are the test's: they report to the
    // test while it runs, also after this check ends (see TestTaskHandler).
    await AssertionContext.$installed.withValue(TestTaskHandler()) { await action(signal.done) }
    if signal.actionRanPastTimeout { return signal.report(.failed("")) }
    // The count is read as a synchronous expression is: on the caller's
    // actor, or on the main actor for a nonisolated caller, as Nimble does.
    // An action that calls `done` from the main queue has finished its block
    // before the poll reads, so `done(); done()` there is seen whole.
    let result = await Poller.run(
        .toEventually, timeout: timeout, interval: nil, clock: clock, description: nil, location: location,
        caller: .waitUntil
    ) { await evaluateSynchronously { signal.verdict() } }
    signal.report(result)
}

/// Counts the calls to a `waitUntil` action's `done`. A call is a
/// `LockedBox` write, so it wakes the poll on a clock nobody drives at once.
///
/// A second call fails the check once, whenever it comes: before the check
/// passed, in its report; after, from the call itself, to the test (as
/// Nimble's does), since the poll may see the first call before the second
/// one has run (`done(); done()` on another thread).
///
/// The real time the action takes counts against the timeout, as in Nimble:
/// an action that blocks past it fails, even if it calls `done` at the end.
/// On a virtual clock, blocking takes no virtual time.
private struct DoneSignal: Sendable {
    private struct Calls: Sendable {
        var count = 0
        var passed = false
        var secondReported = false

        /// Whether the second call is to be reported now; at most once.
        mutating func reportsSecond() -> Bool {
            guard count > 1, !secondReported else { return false }
            secondReported = true
            return true
        }
    }

    private let calls = LockedBox(Calls())
    /// Where a second call after the pass reports: the test, as where
    /// `waitUntil` was called.
    private let test = TestTaskHandler()
    private let location: SourceLocation
    private let timeout: Duration
    /// The timeout on a real clock, which the action's own time counts against.
    private let actionLimit: Duration?
    private let wall = PollTiming.current.wall
    private let start: Duration

    init(timeout: Duration?, clock: (any Clock<Duration>)?, location: SourceLocation) {
        self.location = location
        self.timeout = timeout ?? PollingDefaults.current.timeout
        let isRealTime = (clock ?? PollingDefaults.current.clock).runsInRealTime
        actionLimit = isRealTime ? self.timeout : nil
        start = wall.now()
    }

    var actionRanPastTimeout: Bool {
        guard let actionLimit, actionLimit > .zero else { return false }  // bad input is the poller's to report
        return wall.now() - start > actionLimit
    }

    static let calledTwice = "waitUntil(...) expects its completion closure to be only called once"

    var done: @Sendable () -> Void {
        { [calls, test, location] in
            let late = calls.withLock { calls in
                calls.count += 1
                return calls.passed && calls.reportsSecond()
            }
            if late { test.assert(false, message: FailureMessage(stringValue: Self.calledTwice), location: location) }
        }
    }

    func verdict() -> Verdict<Bool> {
        Verdict(value: calls.value.count > 0, matcher: beTrue(), verb: .toEventually, location: location)
    }

    func report(_ result: PollResult<Bool>) {
        switch result {
        case .failed:
            Assertions.record(
                false, message: { "waitUntil timed out: done() was not called within \(timeout.readable)" },
                location: location)
        case .stopped(let message):
            Assertions.record(false, message: { message }, location: location)
        case .abandoned:
            return
        case .passed:
            let twice = calls.withLockQuietly { calls in
                calls.passed = true
                return calls.reportsSecond()
            }
            if twice {
                Assertions.record(false, message: { Self.calledTwice }, location: location)
            } else {
                Assertions.record(true, message: { "waitUntil: done() was called" }, location: location)
            }
        }
    }
}
