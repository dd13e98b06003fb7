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
    let signal = DoneSignal<Void>(timeout: timeout, clock: clock, location: location, caller: .waitUntil)
    // The action and the tasks it starts are the test's: they report to the
    // test while it runs, also after this check ends (see TestTaskHandler).
    AssertionContext.$installed.withValue(TestTaskHandler()) { action { signal.done(()) } }
    if signal.actionRanPastTimeout {
        signal.report(.failed(""))
        return
    }
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
///     _ = NotificationCenter.default.addObserver(forName: .didSync, object: nil, queue: nil) { _ in done() }
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
    let signal = DoneSignal<Void>(timeout: timeout, clock: clock, location: location, caller: .waitUntil)
    // The action and the tasks it starts are the test's: they report to the
    // test while it runs, also after this check ends (see TestTaskHandler).
    await AssertionContext.$installed.withValue(TestTaskHandler()) { await action { signal.done(()) } }
    if signal.actionRanPastTimeout {
        signal.report(.failed(""))
        return
    }
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

/// Counts the calls to a `waitUntil` (or `waitForValue`) action's `done`,
/// and keeps the value the first call delivered. A call is a `LockedBox`
/// write, so it wakes the poll on a clock nobody drives at once.
///
/// A second call fails the check once, whenever it comes: before the check
/// passed, in its report; after, from the call itself, to the test (as
/// Nimble's does), since the poll may see the first call before the second
/// one has run (`done(); done()` on another thread).
///
/// The real time the action takes counts against the timeout, as in Nimble:
/// an action that blocks past it fails, even if it calls `done` at the end.
/// On a virtual clock, blocking takes no virtual time.
struct DoneSignal<Delivered: Sendable>: Sendable {
    private struct Calls: Sendable {
        var count = 0
        var passed = false
        var secondReported = false
        var first: Delivered?
        var second: Delivered?

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
    private let caller: PollCaller
    private let timeout: Duration
    /// The timeout on a real clock, which the action's own time counts against.
    private let actionLimit: Duration?
    private let wall = PollTiming.current.wall
    private let start: Duration
    /// What a timeout message adds when real-clock timeouts are scaled.
    private let scaleNote: String
    /// Whether the timeout is on a clock Deft drives (virtual time), which
    /// the timeout message then says, with the real time spent.
    private let driven: Bool

    init(timeout: Duration?, clock: (any Clock<Duration>)?, location: SourceLocation, caller: PollCaller) {
        self.location = location
        self.caller = caller
        let clock = clock ?? PollingDefaults.current.clock
        let scaled = TimeoutScale.apply(to: timeout ?? PollingDefaults.current.timeout, on: clock)
        self.timeout = scaled.timeout
        self.scaleNote = scaled.note
        actionLimit = clock.runsInRealTime ? self.timeout : nil
        driven = clock is any DrivableClock
        start = wall.now()
    }

    var actionRanPastTimeout: Bool {
        guard let actionLimit, actionLimit > .zero else { return false }  // bad input is the poller's to report
        return wall.now() - start > actionLimit
    }

    static var calledTwice: String { "waitUntil(...) expects its completion closure to be only called once" }

    /// Whether `done` takes the value to deliver.
    private var delivers: Bool { Delivered.self != Void.self }

    /// The second call's failure: for a delivering `done`, with both values.
    private func calledTwiceMessage(_ calls: Calls) -> String {
        guard delivers else { return Self.calledTwice }
        return "\(caller.name)(...) expects its completion closure to be only called once; it was called with "
            + "<\(stringify(calls.first))>, then with <\(stringify(calls.second))>"
    }

    /// Counts one call to `done`, keeping the first value and the second.
    func done(_ value: Delivered) {
        let late = calls.withLock { calls -> String? in
            calls.count += 1
            if calls.count == 1 { calls.first = value } else if calls.count == 2 { calls.second = value }
            return calls.passed && calls.reportsSecond() ? calledTwiceMessage(calls) : nil
        }
        if let late { test.assert(false, message: FailureMessage(stringValue: late), location: location) }
    }

    func verdict() -> Verdict<Bool> {
        Verdict(value: calls.value.count > 0, matcher: beTrue(), verb: .toEventually, location: location)
    }

    /// What the wait came to: the delivered value, or the failure to report.
    enum Outcome {
        case delivered(Delivered)
        case failed(String)
        case abandoned
    }

    /// Decides the wait's outcome; a second call that is already seen fails it.
    func outcome(_ result: PollResult<Bool>) -> Outcome {
        switch result {
        case .failed(let polled):
            return .failed(timedOutMessage(polled))
        case .stopped(let message):
            return .failed(message)
        case .abandoned:
            return .abandoned
        case .passed:
            let (twice, calls) = calls.withLockQuietly { calls in
                calls.passed = true
                return (calls.reportsSecond(), calls)
            }
            if twice { return .failed(calledTwiceMessage(calls)) }
            guard let first = calls.first else { return .failed(Self.calledTwice) }
            return .delivered(first)
        }
    }

    /// The timeout's failure: on a driven clock it says the timeout was
    /// virtual and how much real time it took, and it keeps the hints the
    /// poll's own message ends with (the lines after its first): nothing
    /// slept on the virtual clock, so the callback waits on real time. They
    /// hold the scale note too; an action that ran past the timeout, which
    /// no poll followed, gets the note alone.
    private func timedOutMessage(_ polled: String) -> String {
        let call = delivers ? "done(_:)" : "done()"
        let real = driven ? " (virtual, \((wall.now() - start).readable) real)" : ""
        let hints = polled.firstIndex(of: "\n").map { String(polled[$0...]) } ?? scaleNote
        return "\(caller.name) timed out: \(call) was not called within \(timeout.readable)\(real)" + hints
    }

    /// Reports the outcome at the call; returns the delivered value, if any.
    @discardableResult
    func report(_ result: PollResult<Bool>) -> Delivered? {
        switch outcome(result) {
        case .failed(let message):
            Assertions.record(false, message: { message }, location: location)
            return nil
        case .abandoned:
            return nil
        case .delivered(let value):
            Assertions.record(
                true,
                message: {
                    delivers
                        ? "\(caller.name): done(_:) was called with <\(stringify(value))>"
                        : "waitUntil: done() was called"
                }, location: location)
            return value
        }
    }

    /// Returns the delivered value, or reports the failure once and throws.
    func require(_ result: PollResult<Bool>) throws -> Delivered {
        switch outcome(result) {
        case .failed(let message):
            throw Requirement.failure(message, location: location, customError: nil)
        case .abandoned:
            throw RequireError(message: "an eventual assertion nested inside was refused", location: location)
        case .delivered(let value):
            Assertions.record(
                true, message: { "\(caller.name): done(_:) was called with <\(stringify(value))>" },
                location: location)
            return value
        }
    }
}
