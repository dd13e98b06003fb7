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
    let signal = DoneSignal()
    let timing = ActionTiming(timeout: timeout, clock: clock)
    // What the action starts reports through the check, and is dropped
    // once the check is over.
    let owner = Check()
    defer { owner.end() }
    AssertionContext.$installed.withValue(owner.handler) { action(signal.done) }
    if timing.ranPastTimeout { return signal.report(.failed(""), timeout: timeout, location: location) }
    let result = Poller.runBlocking(
        .toEventually, timeout: timeout, interval: nil, clock: clock, description: nil, location: location,
        caller: .waitUntil
    ) { signal.verdict(location: location) }
    signal.report(result, timeout: timeout, location: location)
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
    let signal = DoneSignal()
    let timing = ActionTiming(timeout: timeout, clock: clock)
    // What the action starts reports through the check, and is dropped
    // once the check is over.
    let owner = Check()
    defer { owner.end() }
    await AssertionContext.$installed.withValue(owner.handler) { await action(signal.done) }
    if timing.ranPastTimeout { return signal.report(.failed(""), timeout: timeout, location: location) }
    let result = await Poller.run(
        .toEventually, timeout: timeout, interval: nil, clock: clock, description: nil, location: location,
        caller: .waitUntil
    ) { signal.verdict(location: location) }
    signal.report(result, timeout: timeout, location: location)
}

/// Counts the calls to a `waitUntil` action's `done`. A call is a
/// `LockedBox` write, so it wakes the poll on a clock nobody drives at once.
private struct DoneSignal: Sendable {
    private let calls = LockedBox(0)

    var done: @Sendable () -> Void { { [calls] in calls.withLock { $0 += 1 } } }

    private var callCount: Int { calls.value }

    func verdict(location: SourceLocation) -> Verdict<Bool> {
        Verdict(value: callCount > 0, matcher: beTrue(), verb: .toEventually, location: location)
    }

    func report(_ result: PollResult<Bool>, timeout: Duration?, location: SourceLocation) {
        let limit = (timeout ?? PollingDefaults.current.timeout).readable
        switch result {
        case .failed:
            Assertions.record(
                false, message: { "waitUntil timed out: done() was not called within \(limit)" }, location: location)
        case .stopped(let message):
            Assertions.record(false, message: { message }, location: location)
        case .abandoned:
            return
        case .passed where callCount > 1:
            Assertions.record(
                false, message: { "waitUntil(...) expects its completion closure to be only called once" },
                location: location)
        case .passed:
            Assertions.record(true, message: { "waitUntil: done() was called" }, location: location)
        }
    }
}

/// The real time `waitUntil`'s action takes counts against the timeout, as in
/// Nimble: an action that blocks past it fails, even if it calls `done` at
/// the end. On a virtual clock, blocking takes no virtual time.
private struct ActionTiming {
    private let limit: Duration?
    private let wall = PollTiming.current.wall
    private let start: Duration

    init(timeout: Duration?, clock: (any Clock<Duration>)?) {
        let isRealTime = (clock ?? PollingDefaults.current.clock).runsInRealTime
        limit = isRealTime ? (timeout ?? PollingDefaults.current.timeout) : nil
        start = wall.now()
    }

    var ranPastTimeout: Bool {
        guard let limit, limit > .zero else { return false }  // bad input is the poller's to report
        return wall.now() - start > limit
    }
}
