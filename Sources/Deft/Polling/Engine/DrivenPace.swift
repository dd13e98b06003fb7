/// The pace of a ``DrivableClock``: the poller moves its time itself. It
/// advances to each sleeper's deadline in turn and lets the work it woke
/// run, moves on while an evaluation sleeps on the clock (or has stalled),
/// and keeps to the clock's `maxSpeedup` in real time.
struct DrivenPace: ClockPace {
    let driver: PollClock.Driver
    /// Whether the last wait woke a sleeper (see ``awaitsNextSleeper(_:)``).
    private var wokeSleeper = false
    /// How the clock failed to take a step within its real-time budget, once
    /// it has (see ``step(to:_:)``): the check then ends with a message.
    private let stalled = LockedBox<ClockStall?>(nil)
    /// The real time this check has spent waiting for a quiet process
    /// (``awaitQuiet(_:unless:)``): all its waits share one
    /// ``PollTiming/quietGrace``.
    private let quietSpent = LockedBox(Duration.zero)
    /// The tasks the check's evaluations started (``settle(_:)``), once one has run.
    private let startedTasks = LockedBox<StartedTasks?>(nil)
    /// Whether time has moved, or is about to (``awaitFirstMove(_:)``).
    private let timeMoves = LockedBox(false)
    /// Whether the caller's recorder once stayed busy for the stall grace
    /// (``awaitRecorder(_:)``): the check then waits for it no more.
    private let recorderStalled = LockedBox(false)
    /// Whether the tasks the last waking step resumed had not all begun
    /// their next sleep when the evaluation started (``nextPoll(after:woken:_:)``).
    private let readBeforeSettled = LockedBox(false)

    var stall: ClockStall? { stalled.withLockQuietly { $0 } }

    init(driver: PollClock.Driver) {
        self.driver = driver
    }

    nonisolated(nonsending) func beforeEvaluation<Value>(at offset: Duration, _ session: PollSession<Value>) async {
        let timing = session.timing
        // Work the test started just before the check runs first: rounds of
        // the executor (``PollClock/Driver/giveRounds(_:)``), as Swift gives
        // no sign of such work. They cost no real time; the wait for the
        // rest of such work comes only if time is to move
        // (``awaitFirstMove(_:)``).
        if offset == .zero { await driver.giveRounds(timing.settleYields) }
        await awaitRecorder(session)
        let settled = driver.wokenTasksSleepAgain?() ?? true
        readBeforeSettled.withLockQuietly { $0 = !settled }
        // The last real time for work woken late or not on the clock, and
        // for work on its way that the system has not let run yet. The grace
        // ends on the pool's own timers, so a real `Task.sleep` of the code
        // under test that was due first has been resumed first, however
        // late a loaded machine fires them: an alarm of its own is not
        // ordered behind those timers. A full pool runs no timer: the alarm
        // then ends it, `quietGrace` later.
        if offset >= session.timeout {
            await timing.wall.sleep(behindPoolTimers: timing.deadlineGrace, backstop: timing.quietGrace)
            await awaitQuiet(timing)
        }
    }

    /// An evaluation that reads what a task of Deft's own records (a
    /// sequence's consumer, on the caller's ``PollCaller/recorder``) runs
    /// once that task is idle: an element a woken producer handed it before
    /// sleeping again is recorded, however late the system runs the task.
    /// Otherwise the poll could read nothing, and the next jump of time wake
    /// the producer again. A task that stays busy for the stall grace (a
    /// sequence that computes, or blocks) is waited for no more in this
    /// check.
    private nonisolated(nonsending) func awaitRecorder<Value>(_ session: PollSession<Value>) async {
        guard let recorder = session.caller.recorder, !recorder.isIdle, !recorderStalled.withLockQuietly({ $0 })
        else { return }
        await driver.wait(
            while: { !recorder.isIdle }, upTo: session.timing.stallGrace, session.timing,
            wokenBy: [recorder.becameIdle])
        if !recorder.isIdle { recorderStalled.withLockQuietly { $0 = true } }
    }

    /// Time moves on meanwhile when the evaluation sleeps on the clock, or
    /// has stalled (``mayMoveTime(during:since:_:)``). Before it first does,
    /// the work set off so far gets its chance to reach the clock, as before
    /// any move (``settle(_:)``): an expression evaluated on the main actor
    /// from a nonisolated test runs after rounds that begin with it.
    nonisolated(nonsending) func awaitEvaluation<Value>(
        _ flight: InFlight<Value>, _ session: PollSession<Value>
    ) async {
        let timing = session.timing
        let settles = driver.tracksSleepers
        startedTasks.withLockQuietly { $0 = flight.startedTasks }
        var offset = session.clock.elapsed()
        var settledWhileRunning = false
        let waitingSince = timing.wall.now()
        while flight.result == nil, !Task.isCancelled {
            await flight.wait(orUntil: { ring in nextLook(at: flight, since: waitingSince, timing, ring) })
            if flight.result != nil { break }
            guard mayMoveTime(during: flight, since: waitingSince, timing) else { continue }
            // Time can't help an evaluation still running at the deadline.
            if offset >= session.timeout { return }
            if !settledWhileRunning {
                settledWhileRunning = true
                if settles { await driver.giveRounds(timing.settleYields) }
                await awaitFirstMove(timing)
                if flight.result != nil { break }
            }
            offset = next(after: offset, session)
            await advance(to: offset, session)
        }
    }

    /// Before time moves (never after an evaluation that ends the check),
    /// the work the check's start and its last evaluation set off gets its
    /// chance to reach the clock (``settle(_:)``).
    nonisolated(nonsending) mutating func nextPoll<Value>(
        after offset: Duration, woken: Bool, _ session: PollSession<Value>
    ) async -> Duration {
        await settle(session)
        if awaitsNextSleeper(session) { await Self.awaitSleeper(driver, session.timing) }
        let next = woken || settledSinceEvaluation() ? offset : next(after: offset, session)
        session.noteSleepers()
        wokeSleeper = driver.nextDeadline().map { $0 <= next } ?? false
        return next
    }

    /// Whether the tasks the last step woke were still on their way when
    /// the evaluation read (the check's share of waiting for a quiet process
    /// was spent) and have all begun their next sleep since: what they did
    /// meanwhile, such as a producer's element, belongs to this instant, so
    /// the poll runs again before time moves. A jump to the next sleeper
    /// would otherwise pass it: a producer that yields and sleeps again was
    /// read before its yield, then woken again at its next deadline.
    private func settledSinceEvaluation() -> Bool {
        let unsettled = readBeforeSettled.withLockQuietly { unsettled in
            defer { unsettled = false }
            return unsettled
        }
        return unsettled && driver.wokenTasksSleepAgain?() == true
    }

    /// Before time first moves, a wait for a quiet process (``settle(_:)``).
    private nonisolated(nonsending) func awaitFirstMove(_ timing: PollTiming) async {
        let moved = timeMoves.withLockQuietly { moves in
            defer { moves = true }
            return moves
        }
        guard !moved else { return }
        await awaitQuiet(timing)
    }

    /// Lets work that no clock signal shows reach the clock before time
    /// moves, once the poll goes on past an evaluation. On a clock that
    /// knows who sleeps on it, rounds of the executor: a task the evaluation
    /// started that has yet to begin its sleep would otherwise sleep past
    /// the time it was meant to act at. Before time first moves, work the
    /// test started just before the check, which a thread may have taken off
    /// the queue and not yet brought to its sleep (the system has not let it
    /// run): a wait until no other thread of the process runs
    /// (``ProcessThreads``), for the quiet grace at most. Then, while a
    /// `Task {}` an evaluation started lives and is not asleep on the clock
    /// (``StartedTasks``), a wait for it to sleep or end while other threads
    /// run, as its thread may not have run yet.
    ///
    /// An evaluation that ends the check pays none of this: a check that
    /// passes at its first evaluation waits for no quiet process, which in a
    /// parallel suite costs the quiet grace whole.
    ///
    /// A clock that cannot tell who sleeps on it is trusted to let woken
    /// work run in its `advance(to:)`, as swift-clocks' `TestClock` does:
    /// rounds on top of its own yields would cost as much again.
    private nonisolated(nonsending) func settle<Value>(_ session: PollSession<Value>) async {
        let timing = session.timing
        let settles = driver.tracksSleepers
        if settles { await driver.giveRounds(timing.settleYields) }
        await awaitFirstMove(timing)
        guard settles else { return }
        // A task an evaluation started that lives and is not asleep on the
        // clock may be on its way there, on a thread the system has not let
        // run (``StartedTasks``): until it sleeps or ends, or no other thread
        // runs. This is this check's own work, not a guess about the
        // process, so it has an allowance of its own: the shared one may be
        // spent already in a busy process.
        let driver = self.driver
        guard let started = startedTasks.withLockQuietly({ $0 }) else { return }
        let onItsWay = { started.alive().contains(where: { driver.isSleeping($0) != true }) }
        if onItsWay() {
            let othersRun = timing.othersAreRunnable
            await driver.wait(while: { onItsWay() && othersRun() == true }, upTo: timing.quietGrace, timing)
        }
    }

    /// A signal on `wakeup` ends only the real-time pause, so the speed cap
    /// keeps its meaning.
    nonisolated(nonsending) func wait<Value>(
        until offset: Duration, _ session: PollSession<Value>, wakeup: PollWakeup
    ) async -> Bool {
        await advance(to: offset, session, wakeup: wakeup)
    }

    /// Moves time to `offset`, through every sleeper due by then, then
    /// pauses until the speed cap allows `offset` in real time.
    @discardableResult
    private nonisolated(nonsending) func advance<Value>(
        to offset: Duration, _ session: PollSession<Value>, wakeup: PollWakeup? = .none
    ) async -> Bool {
        let timing = session.timing
        var progress = Progress(timing)
        while let next = driver.nextDeadline(), next <= offset {
            guard await step(to: next, session) else { return false }
            await driver.giveRounds(timing.settleYields)
            if driver.isWaking() {
                await driver.wait(while: driver.isWaking, upTo: timing.wokenGrace, timing)
                // It ran again only after the rounds (a busy machine): its
                // next job, such as the hop back to its actor before it
                // publishes, gets rounds of its own.
                await driver.giveRounds(timing.settleYields)
            }
            // A woken task that has run again may have been stopped by the
            // system before its next suspension (a write the next poll must
            // see, or its next sleep), unless it has begun its next sleep:
            // then the clock says the step has settled.
            let settled = driver.wokenTasksSleepAgain ?? { false }
            if !settled() {
                await awaitQuiet(timing, unless: settled)
                // Then one yield where the poller runs (the caller's actor):
                // a woken task's hop back to that actor, queued behind the
                // poller meanwhile, is a job no thread runs until the poller
                // lets it, and it publishes before the next poll reads.
                await Task.yield()
            }
            // A sleeper due by `next` is still asleep: the clock did not resume it.
            if let due = driver.nextDeadline(), due <= next {
                guard await progress.backOff(timing) else { return fail(.sleeperNotResumed(at: due)) }
            } else {
                progress.made(timing)
            }
        }
        guard await step(to: offset, session) else { return false }
        progress = Progress(timing)
        while session.clock.elapsed() < offset {
            guard await progress.backOff(timing) else {
                return fail(.timeDidNotMove(to: offset, at: session.clock.elapsed()))
            }
            guard await step(to: offset, session) else { return false }
        }
        // The real-time budget comes after the wake-ups, so woken work gets it.
        guard let speedup = driver.maxSpeedup else { return false }
        let due = session.wallStart + offset / speedup
        guard due > timing.wall.now() else { return false }
        return await (wakeup ?? PollWakeup()).pause { timing.wall.alarm(due - timing.wall.now(), $0) }
    }

    /// Where the next poll falls. A wait for the code under test to act, on
    /// an uncapped clock, goes straight to the earliest sleeper's deadline
    /// instead of the next interval: nothing it reads can change before that
    /// sleeper wakes. With nobody asleep it keeps the interval.
    private func next<Value>(after previous: Duration, _ session: PollSession<Value>) -> Duration {
        let step = session.nextStep(after: previous)
        guard session.caller.jumpsToSleepers, driver.maxSpeedup == nil,
            let sleeper = driver.nextDeadline(), sleeper > step
        else { return step }
        return min(sleeper, session.timeout)
    }

    /// Whether to give the code under test a moment to start its next sleep
    /// before moving uncapped time (see ``PollTiming/sleeperGrace``): the
    /// last wait woke a sleeper, and nothing sleeps now.
    private func awaitsNextSleeper<Value>(_ session: PollSession<Value>) -> Bool {
        guard session.caller.jumpsToSleepers, wokeSleeper, driver.maxSpeedup == nil else { return false }
        return driver.nextDeadline() == nil
    }

    /// The alarm after which the poller looks again whether time may move
    /// for a running evaluation: when ``timeMayMove(during:since:_:)`` says
    /// it may, and on a clock that says when its sleepers change, at each
    /// change too (and at once if the evaluation sleeps already). Its start
    /// and its return end the wait by themselves. Past that time, a stalled
    /// evaluation is looked at every ``PollTiming/evaluationSlice``, and so is
    /// one on a clock that knows who sleeps on it but does not say when that
    /// changes.
    private func nextLook<Value>(
        at flight: InFlight<Value>, since waitingSince: Duration, _ timing: PollTiming,
        _ ring: @escaping @Sendable () -> Void
    ) -> Alarm {
        let due = timeMayMove(during: flight, since: waitingSince, timing) - timing.wall.now()
        let look = due > .zero ? due : timing.evaluationSlice
        guard let watchSleepers = driver.watchSleepers else {
            return timing.wall.alarm(driver.tracksSleepers ? min(look, timing.evaluationSlice) : look, ring)
        }
        let alarm = timing.wall.alarm(look, ring).alongWith(watchSleepers(ring))
        // Watching first, then looking: a sleep that began before the watch is seen here.
        if flight.hasStarted, driver.isSleeping(flight.evaluation) == true { ring() }
        return alarm
    }

    /// Whether virtual time may move on while `flight` runs
    /// (``timeMayMove(during:since:_:)``).
    private func mayMoveTime<Value>(
        during flight: InFlight<Value>, since waitingSince: Duration, _ timing: PollTiming
    ) -> Bool {
        timing.wall.now() >= timeMayMove(during: flight, since: waitingSince, timing)
    }

    /// The one rule for when virtual time may move on while `flight` runs,
    /// as a time on the wall: at once if it sleeps on the clock; after the
    /// stall grace if it runs or waits on anything else (or the clock cannot
    /// tell), so a slow machine never skips a poll; after the start grace
    /// while it waits for its actor.
    private func timeMayMove<Value>(
        during flight: InFlight<Value>, since waitingSince: Duration, _ timing: PollTiming
    ) -> Duration {
        guard flight.hasStarted else { return waitingSince + timing.startGrace }
        return driver.isSleeping(flight.evaluation) == true ? waitingSince : waitingSince + timing.stallGrace
    }

    /// Calls the clock's `advance(to:)` for `offset`, for at most
    /// ``PollTiming/clockStepBudget`` of real time: a conformance whose
    /// `advance` never returns ends the check (``ClockStall``) instead of
    /// hanging it. `VirtualClock`'s returns at once, so it is called here;
    /// any other clock's runs in a task of its own, which is cancelled if the
    /// budget runs out. Returns whether the clock took the step.
    private nonisolated(nonsending) func step<Value>(to offset: Duration, _ session: PollSession<Value>) async -> Bool {
        guard stall == nil else { return false }
        if let advanceAtOnce = driver.advanceAtOnce {
            advanceAtOnce(offset)
            return true
        }
        let timing = session.timing
        let driver = self.driver
        let returned = LockedBox(false)
        let paused = PollWakeup()
        let stepping = Task.onPollDriver {
            await ExecutionMark.bound { mark in
                await StateChanges.$mutedIn.withValue(mark) {
                    await LostAdvances.$pollerSteps.withValue(true) { await driver.advance(offset) }
                }
            }
            returned.withLockQuietly { $0 = true }
            paused.signal()
        }
        // First a prompt return, on real time: the wall in force sees no
        // alarm unless the clock is slow (a test's virtual wall moves only
        // toward an alarm set on it). Then the rest of the budget, on the wall.
        let prompt = min(timing.clockStepBudget / 5, .milliseconds(100))
        let start = timing.wall.now()
        await withTaskCancellationHandler {
            if await paused.pause(until: { .after(prompt, ring: $0) }) { return }
            let left = timing.clockStepBudget - prompt - (timing.wall.now() - start)
            _ = await paused.pause { timing.wall.alarm(left, $0) }
        } onCancel: {
            paused.signal()
        }
        if returned.withLockQuietly({ $0 }) { return true }
        stepping.cancel()
        if Task.isCancelled { return false }
        return fail(.advanceDidNotReturn(to: offset))
    }

    /// Notes how the clock stalled; returns `false`, for the step that failed.
    private func fail(_ stall: ClockStall) -> Bool {
        stalled.withLockQuietly { $0 = $0 ?? stall }
        return false
    }

    /// The real time since a driven clock last made progress, and a pause
    /// that grows while it makes none: a clock that does not resume its
    /// sleepers or move its time is looked at again less and less often,
    /// never in a spin, until ``PollTiming/clockStepBudget`` runs out.
    private struct Progress {
        private var since: Duration
        private var pause: Duration

        init(_ timing: PollTiming) {
            since = timing.wall.now()
            pause = timing.recheck
        }

        mutating func made(_ timing: PollTiming) {
            since = timing.wall.now()
            pause = timing.recheck
        }

        /// Pauses before the next look; `false` once the budget has run out.
        mutating func backOff(_ timing: PollTiming) async -> Bool {
            let left = since + timing.clockStepBudget - timing.wall.now()
            guard left > .zero else { return false }
            await timing.wall.sleep(min(pause, left))
            pause = min(pause * 2, timing.stalledClockRecheckLimit)
            return true
        }
    }

    /// Waits until no other thread of the process runs (``ProcessThreads``): a task the system has not
    /// let run to its next suspension is work on its way that no round or
    /// clock signal shows.
    ///
    /// Every such wait of one check shares one ``PollTiming/quietGrace``: in
    /// a process that stays busy (tests in parallel) the signal tells
    /// nothing, and a check pays for it once, not at every step. A capped
    /// clock waits too: its cap gives work `timeout / maxSpeedup` of real
    /// time, which a loaded machine can use up before GCD work or a task's
    /// real sleep is let run.
    ///
    /// A wait after a step ends too once `settled` says the step has
    /// settled (every task it woke sleeps again: the clock signals it), which
    /// it asks before the system.
    private nonisolated(nonsending) func awaitQuiet(
        _ timing: PollTiming, unless settled: @escaping @Sendable () -> Bool = { false }
    ) async {
        let left = timing.quietGrace - quietSpent.withLockQuietly { $0 }
        guard left > .zero else { return }
        let othersRun = timing.othersAreRunnable
        let start = timing.wall.now()
        await driver.wait(while: { !settled() && othersRun() == true }, upTo: left, timing)
        let spent = timing.wall.now() - start
        quietSpent.withLockQuietly { $0 += spent }
    }

    /// Waits, a moment of real time at most, for a task to start sleeping
    /// on the clock (see ``awaitsNextSleeper(_:)``).
    private static func awaitSleeper(_ driver: PollClock.Driver, _ timing: PollTiming) async {
        await driver.wait(while: { driver.nextDeadline() == nil }, upTo: timing.sleeperGrace, timing)
    }
}

/// How a ``DrivableClock`` failed to take a step of a check within
/// ``PollTiming/clockStepBudget`` of real time.
enum ClockStall: Equatable, Sendable {
    /// Its `advance(to:)` for this offset from the check's start did not return.
    case advanceDidNotReturn(to: Duration)
    /// A sleeper due at this offset stayed asleep after the clock advanced past it.
    case sleeperNotResumed(at: Duration)
    /// Its time stayed at `at` after `advance(to:)` for `to`.
    case timeDidNotMove(to: Duration, at: Duration)
}
