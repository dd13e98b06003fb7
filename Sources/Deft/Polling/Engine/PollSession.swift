/// The rules of one eventual assertion, shared by the async and blocking
/// drivers: when it passes or fails, and what its message says.
///
/// A class, not a struct: the poll loop and its pace read it at every step,
/// and each read of a struct through `inout` would copy every field.
final class PollSession<Value> {
    let verb: Verb
    let caller: PollCaller
    let description: String?
    let timeout: Duration
    let interval: Duration
    let clock: PollClock
    private(set) var history = PollHistory()
    private(set) var last: Verdict<Value>?
    private var sawSleepers = false
    /// The real-time allowances, and the wall clock they are measured on.
    let timing = PollTiming.current
    /// When the check started, on the wall clock.
    let wallStart: Duration
    /// What a timeout failure adds when ``TimeoutScale`` scaled the timeout.
    var scaleNote = ""
    /// How far the hold the call asked for (``PollHold``) has got, once the match holds.
    private var holding: HoldProgress?

    init(
        verb: Verb, caller: PollCaller, description: String?, timeout: Duration, interval: Duration, clock: PollClock
    ) {
        self.verb = verb
        self.caller = caller
        self.description = description
        self.timeout = timeout
        self.interval = interval
        self.clock = clock
        self.wallStart = timing.wall.now()
    }

    /// `toEventually` and `toEventuallyNot` end at their first pass;
    /// `toNever` and `toAlways` at their first failure.
    private var endsOnPass: Bool { verb == .toEventually || verb == .toEventuallyNot }

    /// Takes one observation; returns the result if the assertion is decided.
    func observe(_ verdict: Verdict<Value>) -> PollResult<Value>? {
        if let stop = verdict.stop { return stopped(by: stop, verdict) }
        last = verdict
        // A pass that ends the wait is never shown in a history: it is only counted.
        if endsOnPass, verdict.passed {
            history.countUnshown()
            guard let hold = caller.hold else { return .passed(verdict) }
            return keepHolding(hold, verdict)
        }
        if endsOnPass, let holding, let hold = caller.hold {
            history.record(Self.render(verdict), shown: Self.render(verdict, limit: PollHistory.valueLimit))
            return .failed(stoppedHoldingMessage(verdict, hold, holding))
        }
        history.record(Self.render(verdict), shown: Self.render(verdict, limit: PollHistory.valueLimit))
        if !endsOnPass, !verdict.passed {
            return .failed(message(verdict, note: " (at poll \(history.polls), after \(timeSpent))"))
        }
        guard clock.elapsed() >= timeout else { return nil }
        if !endsOnPass { return .passed(verdict) }
        return .failed(timedOutMessage(verdict))
    }

    /// Ends the poll at a ``StopPolling``: as passed, for a `toNever` or
    /// `toAlways` whose subject is gone; as failed, with the stop's message,
    /// otherwise.
    private func stopped(by stop: StopPolling, _ verdict: Verdict<Value>) -> PollResult<Value> {
        history.countUnshown()
        let word = caller.showsValues ? "poll" : "run"
        let at = "at \(word) \(history.polls), after \(timeSpent)"
        if stop.passes, !endsOnPass { return .passed(last ?? verdict) }
        if stop.passes {
            return .stopped(
                ("\(caller.name) cannot pass by StopPolling(passing:), thrown \(at): only toNever, toAlways and "
                    + "continually, which watch something for a while, end as passed when it is gone (\"\(stop.message)\")")
                    .described(by: description))
        }
        var text = "\(caller.name) stopped polling \(at): \(stop.message)"
        if caller.showsValues, !history.summary.isEmpty { text += "; earlier polls saw \(history.summary)" }
        return .stopped(text.described(by: description))
    }

    /// One interval after `previous`, never in the past, never after the
    /// deadline (nor after the end of a hold window): where the next poll
    /// falls, unless the clock's pace moves it
    /// (``DrivenPace/nextPoll(after:woken:_:)``).
    func nextStep(after previous: Duration) -> Duration {
        min(max(previous + interval, clock.elapsed()), holdEnd ?? timeout, timeout)
    }

    /// When a hold window that has started ends, on the check's clock.
    private var holdEnd: Duration? {
        guard let holding, case .window(let window) = caller.hold?.kind else { return nil }
        return holding.since + window
    }

    /// Counts one passing poll toward the hold: passes once it is complete,
    /// fails if the timeout comes first.
    private func keepHolding(_ hold: PollHold, _ verdict: Verdict<Value>) -> PollResult<Value>? {
        let now = clock.elapsed()
        if holding == nil {
            holding = HoldProgress(since: now, fromPoll: history.polls)
        } else {
            holding?.polls += 1
        }
        guard let holding else { return nil }
        switch hold.kind {
        case .window(let window) where now - holding.since >= window: return .passed(verdict)
        case .polls(let count) where holding.polls >= count: return .passed(verdict)
        default: break
        }
        guard now >= timeout else { return nil }
        return .failed(heldUntilTimeoutMessage(verdict, hold, holding))
    }

    /// How much of the hold there was: `120 ms of 500 ms`, `2 of 3 polls in a row`.
    private func held(_ hold: PollHold, _ holding: HoldProgress, until now: Duration) -> String {
        switch hold.kind {
        case .window(let window): return "\((now - holding.since).readable) of \(window.readable)"
        case .polls(let count):
            return "\(holding.polls) of \(count) \(caller.showsValues ? "polls" : "runs") in a row"
        }
    }

    /// The failure when the match held, then stopped holding before the hold was complete.
    private func stoppedHoldingMessage(_ verdict: Verdict<Value>, _ hold: PollHold, _ holding: HoldProgress) -> String {
        let held = held(hold, holding, until: clock.elapsed())
        guard caller.showsValues else {
            return "\(caller.name) held for \(held), then run \(history.polls) failed (after \(timeSpent))"
                .described(by: description)
        }
        return message(
            verdict, note: " (held for \(held), then stopped matching at poll \(history.polls), after \(timeSpent))")
    }

    /// The failure when the timeout came while the match was still holding.
    private func heldUntilTimeoutMessage(_ verdict: Verdict<Value>, _ hold: PollHold, _ holding: HoldProgress)
        -> String
    {
        let held = held(hold, holding, until: clock.elapsed())
        let word = caller.showsValues ? "poll" : "run"
        let text =
            "\(caller.name) matched at \(word) \(holding.fromPoll) and held for \(held) when its "
            + "\(timeout.readable) timeout came (\(history.polls) \(word)s over \(timeSpent)); the match and its "
            + "hold must both fit in the timeout"
        guard caller.showsValues else { return (text + scaleNote).described(by: description) }
        return (verdict.message(description: nil) + "\n" + text + scaleNote).described(by: description)
    }

    /// Notes whether anything sleeps on a driven clock, for the failure hint.
    func noteSleepers() {
        if clock.driver?.nextDeadline() != nil { sawSleepers = true }
    }

    /// The failure when an evaluation was still running at the deadline.
    func stillRunningMessage() -> String {
        var text =
            "\(caller.name) gave up at its \(timeout.readable) timeout: the expression was still running "
            + "(it never returned, or takes longer than the timeout; after \(timeSpent))"
        if history.polls > 0 { text += "; earlier polls saw \(history.summary)" }
        return (text + scaleNote).described(by: description)
    }

    /// The wall time at which a check on a clock that is neither real nor
    /// drivable gives up, whatever its clock says; `nil` on other clocks.
    var backstop: Duration? {
        clock.movesWithoutHelp ? .none : wallStart + timeout + timing.undrivenGrace
    }

    /// Whether real time has run out on a clock nobody advanced.
    var isPastBackstop: Bool { backstop.map { timing.wall.now() >= $0 } ?? false }

    /// The failure when real time ran out on a clock nobody advanced.
    func undrivenClockMessage() -> String {
        let name = clock.name
        let elapsed = clock.elapsed()
        var text =
            "\(caller.name) gave up after \((timing.wall.now() - wallStart).readable) of real time: its clock, "
            + "\(name), "
            + (elapsed > .zero
                ? "reached \(elapsed.readable) of its \(timeout.readable) timeout"
                : "never moved toward its \(timeout.readable) timeout")
        let polls = history.polls == 1 ? "1 poll" : "\(history.polls) polls"
        if history.polls > 0 { text += caller.showsValues ? " (\(polls); seen \(history.summary))" : " (\(polls))" }
        text +=
            ". Deft cannot move a \(name) itself, and nothing advanced it: conform \(name) to DrivableClock, "
            + "advance it from the test, or poll on a VirtualClock"
        return text.described(by: description)
    }

    /// The failure when a driven clock did not take a step within its
    /// real-time budget (``PollTiming/clockStepBudget``).
    func stalledClockMessage(_ stall: ClockStall) -> String {
        let name = clock.name
        let budget = timing.clockStepBudget.readable
        let ofTimeout = "of its \(timeout.readable) timeout"
        var text =
            "\(caller.name) gave up after \((timing.wall.now() - wallStart).readable) of real time: its clock, "
            + "\(name), "
        switch stall {
        case .advanceDidNotReturn(let offset):
            text += "did not return from advance(to:) at \(offset.readable) \(ofTimeout) within \(budget)"
        case .sleeperNotResumed(let offset):
            text += "kept a sleeper due at \(offset.readable) asleep after advancing to it, \(ofTimeout), for \(budget)"
        case .timeDidNotMove(let offset, let at):
            text += "stayed at \(at.readable) when advanced to \(offset.readable) \(ofTimeout), for \(budget)"
        }
        let polls = history.polls == 1 ? "1 poll" : "\(history.polls) polls"
        if history.polls > 0 { text += caller.showsValues ? " (\(polls); seen \(history.summary))" : " (\(polls))" }
        text +=
            ". Deft drives a DrivableClock through its advance(to:), which must return, move the clock's time to "
            + "the instant, and resume every sleeper due by then: fix \(name)'s advance(to:), or poll on a VirtualClock"
        return text.described(by: description)
    }

    /// The failure when the test was cancelled while the check ran.
    var cancelledMessage: String { "\(caller.name) was cancelled before it was decided" }

    private var timeSpent: String { clock.timeSpent(since: wallStart, on: timing.wall) }

    private func timedOutMessage(_ verdict: Verdict<Value>) -> String {
        let note = " (\(history.polls) polls over \(timeSpent); seen \(history.summary))"
        let message = message(verdict, note: note) + scaleNote
        if clock.driver == nil, clock.movesWithoutHelp, let hint = UnpolledVirtualClocks.hint() {
            return message + "\n" + hint
        }
        // A clock that cannot tell who sleeps on it may have had sleepers.
        guard clock.driver?.tracksSleepers == true, !sawSleepers else { return message }
        return message + "\nNothing slept on the virtual clock while it ran to its "
            + "\(timeout.readable) timeout in \((timing.wall.now() - wallStart).readable) of real time. If the code "
            + "under test waits on another clock (Task.sleep without a clock, DispatchQueue.asyncAfter, I/O), "
            + "poll on a real clock or lower maxSpeedup."
    }

    /// The verdict's message with `note` at the end of its first line (after
    /// the description, before any diff below it).
    private func message(_ verdict: Verdict<Value>, note: String) -> String {
        verdict.message(description: nil, note: note).described(by: description)
    }

    /// One observation as the history shows it: `<value>` or `<error: …>`,
    /// in full or cut after `limit` characters.
    private static func render(_ verdict: Verdict<Value>, limit: Int = .max) -> String {
        switch verdict.seen {
        case .none: return "<not evaluated>"
        case .success(let value):
            return "<" + (limit == .max ? stringify(value) : ValueRenderer.render(value as Any, limit: limit)) + ">"
        case .failure(let error): return "<error: \(ValueRenderer.render(error, limit: limit))>"
        }
    }
}

/// How an eventual assertion ended.
enum PollResult<Value> {
    /// The matcher decided it, and the assertion holds.
    case passed(Verdict<Value>)
    /// The matcher decided it, and the assertion does not hold: a timeout for
    /// `toEventually`, a violation for `toNever` and `toAlways`.
    case failed(String)
    /// It ended without a decision: bad input, a refused call, cancellation,
    /// or an expression still running at the deadline.
    case stopped(String)
    /// It ended at once because an eventual assertion inside its expression
    /// was refused; that one reported the failure, so this one says nothing.
    case abandoned

    var passed: Bool {
        if case .passed = self { return true }
        return false
    }
}

extension String {
    /// The message under its check's description, when there is one.
    func described(by description: String?) -> String {
        guard let description, !description.isEmpty else { return self }
        return description + "\n" + self
    }
}
