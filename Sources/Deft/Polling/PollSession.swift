/// The rules of one eventual assertion, shared by the async and blocking
/// drivers: when it passes or fails, and what its message says.
struct PollSession<Value> {
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
    private let wallStart: Duration

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
    mutating func observe(_ verdict: Verdict<Value>) -> PollResult<Value>? {
        last = verdict
        // A pass that ends the wait is never shown in a history: it is only counted.
        if endsOnPass, verdict.passed {
            history.countUnshown()
            return .passed(verdict)
        }
        history.record(Self.render(verdict), shown: Self.render(verdict, limit: PollHistory.valueLimit))
        if !endsOnPass, !verdict.passed {
            return .failed(message(verdict, note: " (at poll \(history.polls), \(timeTaken))"))
        }
        guard clock.elapsed() >= timeout else { return nil }
        if !endsOnPass { return .passed(verdict) }
        return .failed(timedOutMessage(verdict))
    }

    /// Where the next poll falls: one interval on, never in the past, never
    /// after the deadline. A wait for the code under test to act, on an
    /// uncapped driven clock, goes straight to the earliest sleeper's
    /// deadline instead: nothing it reads can change before that sleeper
    /// wakes. With nobody asleep it keeps the interval.
    func nextPoll(after previous: Duration) -> Duration {
        let step = min(max(previous + interval, clock.elapsed()), timeout)
        guard jumpsToSleepers, let driver = clock.driver, driver.maxSpeedup == nil,
            let sleeper = driver.nextDeadline(), sleeper > step
        else { return step }
        return min(sleeper, timeout)
    }

    /// Whether the poller should give the code under test a moment to start
    /// its next sleep before moving uncapped virtual time (see
    /// ``PollTiming/sleeperGrace``): the last wait woke a sleeper, and
    /// nothing sleeps now.
    func awaitsNextSleeper(afterWaking wokeSleeper: Bool) -> Bool {
        guard jumpsToSleepers, wokeSleeper, let driver = clock.driver, driver.maxSpeedup == nil else {
            return false
        }
        return driver.nextDeadline() == nil
    }

    /// Whether virtual time may jump to the next sleeper; see ``nextPoll(after:)``.
    private var jumpsToSleepers: Bool { caller.jumpsToSleepers }

    /// When a poll due at `offset` runs on a clock nobody drives:
    /// ``boundaryLag`` after the interval boundary, except at the deadline.
    /// Code under test tends to sleep whole intervals from about when the
    /// check starts, and a poll exactly on the boundary races that wake-up:
    /// when it loses, the change waits a whole interval.
    func realPollTime(for offset: Duration) -> Duration {
        min(offset + boundaryLag, max(offset, timeout))
    }

    /// How far after each interval boundary a real-time poll runs: a
    /// twentieth of the interval, at most 0.25 ms (``PollTiming``). From 5 ms
    /// up that keeps a 20 ms sleep polled every 10 ms passing at about
    /// 20.5 ms, not 30; at 1 ms, 0.05 ms still sees the change on time in all
    /// but a few runs in a hundred, where 0.25 ms delayed every pass.
    var boundaryLag: Duration { min(interval / timing.boundaryLagShare, timing.boundaryLagLimit) }

    /// Notes whether anything sleeps on a driven clock, for the failure hint.
    mutating func noteSleepers() {
        if clock.driver?.nextDeadline() != nil { sawSleepers = true }
    }

    /// The wall time by which virtual time `offset` may be reached.
    func pacedWallTime(for offset: Duration) -> Duration? {
        guard let speedup = clock.driver?.maxSpeedup else { return nil }
        return wallStart + offset / speedup
    }

    /// The failure when an evaluation was still running at the deadline.
    func stillRunningMessage() -> String {
        var text =
            "\(caller.name) gave up at its \(timeout.readable) timeout: the expression was still running "
            + "(it never returned, or takes longer than the timeout; \(timeTaken))"
        if history.polls > 0 { text += "; earlier polls saw \(history.summary)" }
        if let description, !description.isEmpty { text = description + "\n" + text }
        return text
    }

    /// The wall time at which a check on a clock that is neither real nor
    /// drivable gives up, whatever its clock says; `nil` on other clocks.
    var backstop: Duration? {
        clock.movesWithoutHelp ? .none : wallStart + timeout + timing.undrivenGrace
    }

    /// Whether real time has run out on a clock nobody advanced.
    var isPastBackstop: Bool { backstop.map { timing.wall.now() >= $0 } ?? false }

    /// Sets an alarm for when the clock reaches `offset`, or for the
    /// backstop in real time if it comes first.
    func alarm(at offset: Duration, ring: @escaping @Sendable () -> Void) -> Alarm {
        let onClock = clock.alarm(offset, ring)
        guard let backstop else { return onClock }
        return onClock.alongWith(timing.wall.alarm(backstop - timing.wall.now(), ring))
    }

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
        if let description, !description.isEmpty { text = description + "\n" + text }
        return text
    }

    /// The failure when the test was cancelled while the check ran.
    var cancelledMessage: String { "\(caller.name) was cancelled before it was decided" }

    private var timeTaken: String {
        let wall = (timing.wall.now() - wallStart)
        guard clock.driver != nil else { return "after \(wall.readable)" }
        return "after \(clock.elapsed().readable) virtual / \(wall.readable) real"
    }

    private func timedOutMessage(_ verdict: Verdict<Value>) -> String {
        let note = " (\(history.polls) polls over \(timeTaken.dropFirst("after ".count)); seen \(history.summary))"
        let message = message(verdict, note: note)
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
        let text = verdict.message(description: nil, note: note)
        guard let description, !description.isEmpty else { return text }
        return description + "\n" + text
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
