/// Every real-time allowance the poller makes, and the wall clock it
/// measures them on: a poll's own time comes from the check's clock, and
/// real time enters only here. Deft's tests bind one on a virtual wall
/// clock, so every allowance is exercised with no real waiting.
struct PollTiming: Sendable {
    /// What real time it is, and how to wait for it.
    var wall = WallClock.real
    /// The real time a poll on a driven clock waits before its last
    /// evaluation: work that virtual time woke may still be on its way, and
    /// work that does not sleep on the clock may not have run yet.
    var deadlineGrace = Duration.milliseconds(2)
    /// How much real time an evaluation still gets once the deadline of a
    /// clock nobody drives has come.
    var evaluationGrace = Duration.milliseconds(50)
    /// How much real time past its timeout a check gets on a clock that is
    /// neither real nor drivable, which moves only when someone advances it.
    var undrivenGrace = Duration.milliseconds(50)
    /// How much real time a driven clock gets for one step: its
    /// `advance(to:)` must return, its time reach the instant and its
    /// sleepers due by then wake within it, or the check ends with a message
    /// that names the clock (``ClockStall``), where it would hang.
    var clockStepBudget = Duration.seconds(5)
    /// How long a synchronous check's poller may ask its blocked thread for
    /// nothing, where it needs the cooperative pool (below macOS 15 and iOS
    /// 18), before that thread probes the pool (``PoolWatch``): longer than
    /// most waits between polls, so a healthy pool is rarely probed.
    var poolSilence = Duration.seconds(1)
    /// How long that probe may wait for a pool thread before the check ends
    /// with a message instead of hanging: as long as a clock's step, as a pool
    /// busy for that long stalls the poller just the same.
    var poolProbeLimit = Duration.seconds(5)
    /// How long an evaluation that does not sleep on a driven clock may run,
    /// in real time, before virtual time moves on without it: long enough
    /// that a slow machine never skips a poll.
    var stallGrace = Duration.milliseconds(500)
    /// How long an evaluation may wait to start on its actor before virtual
    /// time moves on: a busy actor is no reason to skip a poll, but one that
    /// never frees must not hold the check past its deadline.
    var startGrace = Duration.seconds(1)
    /// How often the poller looks whether a running evaluation lets virtual
    /// time move, where no signal says so: on a drivable clock that does not
    /// say when its sleepers change, and, on one that does, once the stall
    /// grace has run out (a stalled evaluation then gets this much real time
    /// for each poll time moves past). Its return, or its first sleep on a
    /// clock that signals, ends the wait at once.
    var evaluationSlice = Duration.milliseconds(1)
    /// How long the poller waits for the tasks an advance woke to run again
    /// before it moves time further: long enough for a busy machine to give
    /// them a thread, so their next sleep or value is never left behind.
    var wokenGrace = Duration.milliseconds(100)
    /// How long the poller waits, after waking the last sleeper of an
    /// uncapped driven clock, for the next sleep: a producer that works on
    /// another thread between two elements would otherwise sleep late.
    var sleeperGrace = Duration.milliseconds(5)
    /// How long `emit` waits for a producer to start sleeping on a driven
    /// clock before its first poll: its sleep must read the clock before
    /// time moves.
    var producerGrace = Duration.milliseconds(1)
    /// The first pause of the wait for a driven clock to settle (its woken
    /// tasks, its next sleeper, a producer's first sleep) on a clock that
    /// cannot say when its sleepers change: each pause doubles, up to
    /// ``recheckLimit``. On a clock that can, the wait ends at the change
    /// (and a producer's at its first element, a state change).
    var recheck = Duration.microseconds(50)
    /// The longest pause of that wait.
    var recheckLimit = Duration.milliseconds(1)
    /// The longest pause between two looks at a driven clock that makes no
    /// progress (its sleepers stay asleep, or its time stays put), from
    /// ``recheck`` up, until ``clockStepBudget`` runs out.
    var stalledClockRecheckLimit = Duration.milliseconds(10)
    /// How many rounds of the executor (`Task.yield()`, where a `Task {}`
    /// waits to run) the driven path's one wait gives work that no signal can
    /// show, where no real time passes: before the first evaluation, after
    /// each step that wakes a sleeper and, on a clock that knows who sleeps
    /// on it, while each evaluation runs (``PollClock/Driver/wait(while:upTo:_:wokenBy:)``).
    var settleYields = 10
    /// How long a check on a driven clock waits, in all, for every other
    /// thread of the process to stop running (``ProcessThreads``): before
    /// time first moves, after a step whose woken tasks have not all begun
    /// their next sleep, and at the deadline (a task the expression started,
    /// on its way to the clock, gets this much of its own). A task the test started just
    /// before the check may have been taken off the queue but not yet
    /// reached its sleep, and a woken task may have been stopped before its
    /// next write or sleep. Its waits share this one allowance, so a process
    /// that stays busy (tests in parallel), where the signal tells nothing,
    /// costs a check this much once, not at every step; where the system
    /// cannot tell, nothing.
    var quietGrace = Duration.milliseconds(20)
    /// Whether a thread of this process other than the caller's is running
    /// or waiting for a processor (``ProcessThreads/othersAreRunnable()``);
    /// `nil` where the system cannot tell.
    var othersAreRunnable: @Sendable () -> Bool? = { ProcessThreads.othersAreRunnable() }
    /// How far after each interval boundary a poll on a clock nobody drives
    /// runs, at most: a poll on the boundary races the code under test's
    /// wake-up (``WaitedPace/boundaryLag(_:)``).
    var boundaryLagLimit = Duration.microseconds(250)
    /// The share of the interval that lag is, below ``boundaryLagLimit``:
    /// a lost race costs a whole interval, so the lag worth paying grows
    /// with it.
    var boundaryLagShare = 20

    /// The policy in force: the real one, unless a test binds another.
    @TaskLocal static var current = PollTiming()
}

/// Real time as the poller reads it: an offset from a fixed origin, a way to
/// sleep, and an alarm.
///
/// A class, not a struct: every copy of a ``PollTiming`` would otherwise
/// retain each of its closures.
final class WallClock: Sendable {
    /// The time since the clock's origin.
    let now: @Sendable () -> Duration
    /// Sleeps for a duration; returns early if the task is cancelled.
    let sleep: @Sendable (Duration) async -> Void
    /// Sets an ``Alarm`` that rings after a duration.
    let alarm: @Sendable (Duration, @escaping @Sendable () -> Void) -> Alarm
    /// Sleeps for a duration on the cooperative pool's own timers, so that
    /// every `Task.sleep` of the code under test due before it has been
    /// resumed first, and at most a backstop longer on ``alarm`` (a full
    /// pool runs no timer); `nil` sleeps on ``sleep`` alone.
    let sleepBehindPoolTimers: (@Sendable (Duration, _ backstop: Duration) async -> Void)?

    init(
        now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async -> Void,
        alarm: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> Alarm,
        sleepBehindPoolTimers: (@Sendable (Duration, _ backstop: Duration) async -> Void)? = .none
    ) {
        self.now = now
        self.sleep = sleep
        self.alarm = alarm
        self.sleepBehindPoolTimers = sleepBehindPoolTimers
    }

    /// Real time: `ContinuousClock`, and ``AlarmThread`` for alarms and
    /// sleeps. Not `Task.sleep`: on Apple platforms its wake-up runs on the
    /// cooperative pool's timer queue, so on a full pool it would wait for a
    /// pool thread.
    static let real: WallClock = {
        let origin = ContinuousClock.now
        return WallClock(
            now: { origin.duration(to: .now) },
            sleep: { duration in
                let woken = PollWakeup()
                await withTaskCancellationHandler {
                    _ = await woken.pause { .after(duration, ring: $0) }
                } onCancel: {
                    woken.signal()
                }
            },
            alarm: { duration, ring in .after(duration, ring: ring) },
            sleepBehindPoolTimers: { duration, backstop in
                let woken = PollWakeup()
                let timer = Task.detached {
                    try? await Task.sleep(for: duration)
                    woken.signal()
                }
                await withTaskCancellationHandler {
                    _ = await woken.pause { .after(duration + backstop, ring: $0) }
                } onCancel: {
                    woken.signal()
                }
                timer.cancel()
            })
    }()

    /// Sleeps for `duration` behind the pool's timers where it can
    /// (``sleepBehindPoolTimers``), else on ``sleep``.
    func sleep(behindPoolTimers duration: Duration, backstop: Duration) async {
        if let sleepBehindPoolTimers { await sleepBehindPoolTimers(duration, backstop) } else { await sleep(duration) }
    }

    /// The time on this clock once `duration` has passed from now.
    func deadline(after duration: Duration) -> Duration { now() + duration }
}
