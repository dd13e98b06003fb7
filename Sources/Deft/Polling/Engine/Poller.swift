import Foundation

/// The one polling engine behind every polling verb, sync and async: one
/// loop, ``poll(_:location:wakeup:isolation:evaluate:)``, which the
/// synchronous verbs hand off to and block (``EvaluationDesk``).
/// ``PollSession`` decides when to stop and what to say, ``PollClock`` says
/// what time it is, a ``ClockPace`` spends the time between polls (one per
/// kind of clock: waited or driven), ``PollTiming`` holds every real-time
/// allowance, and ``Check`` ends what a check started.
///
/// Every wait has one ``PollWakeup``, which a ``WakeSource`` (an event's
/// `fulfill()`, a `LockedBox` write on a clock nobody drives) or a change to
/// an `@Observable` property an evaluation read (``ObservedReads``) signals:
/// the next poll runs at once, and the one after keeps its place.
enum Poller {
    /// The longest wait a poll makes: a longer timeout means "as long as it
    /// takes" and is cut to this, which no clock's arithmetic overflows. In
    /// `Int64`: `Int` would overflow on a 32-bit watch (arm64_32).
    static let longestTimeout = Duration.seconds(Int64(100) * 365 * 24 * 60 * 60)

    /// The most polls one wait may make: a shorter interval than
    /// `timeout / mostPolls` (and 1 ms) is refused, so a wait on a virtual
    /// clock never spins for minutes.
    static let mostPolls = 100_000

    /// Checks the arguments and builds a session, or explains what is wrong.
    static func session<Value>(
        _ verb: Verb, timeout: Duration?, interval: Duration?, clock: (any Clock<Duration>)?,
        description: String?, caller: PollCaller
    ) throws(PollInputError) -> PollSession<Value> {
        let defaults = PollingDefaults.current
        let clock = clock ?? defaults.clock
        let requested = min(timeout ?? defaults.timeout, longestTimeout)
        let interval = interval ?? defaults.pollInterval
        let name = caller.name
        // Only a polling check, which has a location, is ever current.
        if let outer = Check.current, let at = outer.location {
            outer.refuseInner()
            throw PollInputError(
                "\(name) cannot run inside another eventual assertion (the one at \(at.fileID):\(at.line)): "
                    + "the outer one would wait out the inner one's timeout. Check both conditions in one "
                    + "expectation instead.")
        }
        do { _ = try TimeoutScale.factor() } catch { throw PollInputError("\(name) cannot run: \(error.message)") }
        // The wait's length as the call names it: `until:` of toNever and toAlways, `for:` of continually.
        let window = verb.endsOnPass ? "timeout" : caller.name == "continually" ? "for: window" : "until: window"
        guard requested > .zero else {
            let article = window.first == "u" ? "an" : "a"
            throw PollInputError("\(name) needs \(article) \(window) greater than zero, got \(requested.readable)")
        }
        // Only a wait for a change is scaled: the window of toNever and toAlways is not.
        let scaled = TimeoutScale.apply(to: requested, on: clock, scales: verb.endsOnPass)
        let timeout = scaled.timeout
        guard interval > .zero else {
            throw PollInputError("\(name) needs a pollInterval greater than zero, got \(interval.readable)")
        }
        guard interval <= timeout else {
            throw PollInputError(
                "\(name) needs a pollInterval (\(interval.readable)) no longer than its \(window) (\(timeout.readable))"
            )
        }
        try caller.hold?.validate(name, timeout: requested, interval: interval)
        let floor = min(timeout / mostPolls, .milliseconds(1))
        guard interval >= floor else {
            throw PollInputError(
                "\(name) would poll more than \(mostPolls.formatted()) times with a pollInterval of "
                    + "\(interval.readable) over its \(timeout.readable) \(window); use an interval of at least "
                    + "\(floor.readable)")
        }
        let session = PollSession<Value>(
            verb: verb, caller: caller, description: description, timeout: timeout, interval: interval,
            clock: PollClock(clock))
        session.scaleNote = scaled.note
        return session
    }

    /// Polls by awaiting: sleeps on a real clock, or drives a virtual one.
    /// Each evaluation runs in its own task on the caller's actor, so one that
    /// never returns ends the check at the deadline.
    static func poll<Value>(
        _ session: PollSession<Value>, location: SourceLocation, wakeup: PollWakeup,
        isolation: isolated (any Actor)? = #isolation,
        evaluate: nonisolated(nonsending) @escaping () async -> Verdict<Value>
    ) async -> PollResult<Value> {
        let check = Check(
            at: location, waking: wakeup, watchingStartedTasks: session.clock.driver?.tracksSleepers == true)
        defer { check.end() }
        return await withTaskCancellationHandler {
            // Each closure captures `isolation`, so it stays on the caller's actor.
            _ = isolation
            // The poller's own writes (a drivable clock's `advance`) wake
            // nothing; this task's only (see ``ExecutionMark``).
            return await ExecutionMark.bound { mark in
                _ = isolation
                return await StateChanges.$mutedIn.withValue(mark) {
                    _ = isolation
                    return await pollLoop(
                        session, check: check, wakeup: wakeup, isolation: isolation, evaluate: evaluate)
                }
            }
        } onCancel: {
            check.end()
            wakeup.signal()
        }
    }

    /// The loop of ``poll(_:location:wakeup:isolation:evaluate:)``, the same
    /// on every clock: its ``ClockPace`` spends the time between polls.
    private static func pollLoop<Value>(
        _ session: PollSession<Value>, check: Check, wakeup: PollWakeup,
        isolation: isolated (any Actor)?,
        evaluate: nonisolated(nonsending) @escaping () async -> Verdict<Value>
    ) async -> PollResult<Value> {
        var pace = session.pace
        var offset = Duration.zero
        var woken = false
        while true {
            if Task.isCancelled { return .stopped(session.cancelledMessage) }
            await pace.beforeEvaluation(at: offset, session)
            // A change before the evaluation starts is one it sees.
            wakeup.reset()
            let flight = InFlight.start(on: isolation, for: check, evaluate)
            await pace.awaitEvaluation(flight, session)
            // A blocked thread's evaluation cannot be left behind: the check
            // ends only when that thread is free again, so its verdict counts.
            if session.caller.evaluatesOnItsThread { await flight.awaitResult() }
            if check.hasRefusedInner { return .abandoned }
            guard let verdict = flight.result else {
                if Task.isCancelled { return .stopped(session.cancelledMessage) }
                if let stall = pace.stall { return .stopped(session.stalledClockMessage(stall)) }
                if session.isPastBackstop { return .stopped(session.undrivenClockMessage()) }
                return .stopped(session.stillRunningMessage())
            }
            if let task = flight.task { check.release(task) }
            if let result = session.observe(verdict) { return result }
            if session.isPastBackstop { return .stopped(session.undrivenClockMessage()) }
            offset = await pace.nextPoll(after: offset, woken: woken, session)
            woken = await pace.wait(until: offset, session, wakeup: wakeup)
            if let stall = pace.stall { return .stopped(session.stalledClockMessage(stall)) }
        }
    }
}

/// Bad arguments to an eventual assertion, reported at the call site.
struct PollInputError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension Verb {
    /// The method a user called, for messages about the call itself.
    var pollingName: String {
        switch self {
        case .to, .toEventually: return "toEventually"
        case .toNot, .toEventuallyNot: return "toEventuallyNot"
        case .toNever: return "toNever"
        case .toAlways: return "toAlways"
        }
    }

    /// Whether a poll with this verb ends at its first pass: `toEventually`
    /// and `toEventuallyNot`; `toNever` and `toAlways` end at their first failure.
    var endsOnPass: Bool { self == .to || self == .toEventually || self == .toNot || self == .toEventuallyNot }
}

extension Poller {
    /// Validates, then polls by awaiting; bad input becomes a failure.
    static func run<Value>(
        _ verb: Verb, timeout: Duration?, interval: Duration?, clock: (any Clock<Duration>)?, description: String?,
        location: SourceLocation, caller: PollCaller? = .none, wakeSources: [WakeSource] = [],
        isolation: isolated (any Actor)? = #isolation,
        evaluate: nonisolated(nonsending) @escaping () async -> Verdict<Value>
    ) async -> PollResult<Value> {
        let session: PollSession<Value>
        let caller = caller ?? .expectation(verb)
        do {
            session = try self.session(
                verb, timeout: timeout, interval: interval, clock: clock, description: description, caller: caller)
        } catch {
            return .stopped(error.message)
        }
        let wakeup = PollWakeup()
        return await wakeup.attached(to: session.wakeSources(wakeSources)) {
            // The caller's isolation, passed on: the closure itself has none.
            await poll(session, location: location, wakeup: wakeup, isolation: isolation, evaluate: evaluate)
        }
    }
}

extension PollResult {
    /// Reports the result with the handler in force; returns whether it passed.
    func report(description: String?, location: SourceLocation) -> Bool {
        switch self {
        case .passed(let verdict):
            Assertions.record(true, message: { verdict.message(description: description) }, location: location)
            return true
        case .failed(let message), .stopped(let message):
            Assertions.record(false, message: { message }, location: location)
            return false
        case .abandoned:
            return false
        }
    }

    /// The value a polling requirement returns, or the error that stops the test.
    func value(description: String?, location: SourceLocation, customError: (any Error)?) throws -> Value {
        switch self {
        case .passed(let verdict):
            if let stop = verdict.stop {
                let text =
                    "the poll ended as passed at its first poll (StopPolling(passing: \"\(stop.message)\")), before "
                    + "any poll produced a value, so the requirement has nothing to return"
                throw Requirement.failure(text.described(by: description), location: location, customError: customError)
            }
            return try Requirement.settle(
                verdict, value: verdict.seen ?? .success(nil), description: description, location: location,
                customError: customError)
        case .failed(let message), .stopped(let message):
            throw Requirement.failure(message, location: location, customError: customError)
        case .abandoned:
            throw customError
                ?? RequireError(message: "an eventual assertion nested inside was refused", location: location)
        }
    }
}

extension PollSession {
    /// The sources that wake this session's wait: the caller's, and
    /// `LockedBox` writes on a clock nobody drives (see ``StateChanges``).
    func wakeSources(_ callers: [WakeSource]) -> [WakeSource] {
        clock.driver == nil ? callers + [StateChanges.source] : callers
    }
}
