/// Every real-time allowance the poller makes, in one place, and the wall
/// clock it measures them on.
///
/// A poll's own time comes from the check's clock. Real time enters only
/// here: how long an evaluation may run, how long woken work may take to run
/// again, how fast a capped virtual clock may go. Deft's own tests bind a
/// policy on a virtual wall clock, so every allowance is exercised with no
/// real waiting.
struct PollTiming: Sendable {
    /// What real time it is, and how to wait for it.
    var wall = WallClock.real
    /// The real time a poll on a driven clock waits before its last
    /// evaluation, at the deadline: work that virtual time woke may still be
    /// on its way (a value published, then consumed by another task), and
    /// work that does not sleep on the clock may not have run yet.
    var deadlineGrace = Duration.milliseconds(2)
    /// How much real time an evaluation still gets once the deadline of a
    /// clock nobody drives has come.
    var evaluationGrace = Duration.milliseconds(50)
    /// How much real time past its timeout a check gets on a clock that is
    /// neither real nor drivable: such a clock moves only when someone
    /// advances it, and when nobody does, real time ends the check.
    var undrivenGrace = Duration.milliseconds(50)
    /// How long an evaluation that does not sleep on a driven clock may run,
    /// in real time, before virtual time moves on without it: long enough
    /// that a slow machine never skips a poll.
    var stallGrace = Duration.milliseconds(500)
    /// How long an evaluation may wait to start on its actor before virtual
    /// time moves on: a busy actor is no reason to skip a poll, but one that
    /// never frees must not hold the check past its deadline.
    var startGrace = Duration.seconds(1)
    /// How long the poller waits for a running evaluation on a driven clock
    /// before it looks again whether the stall or start grace has run out:
    /// the evaluation's return ends the wait at once, and so, on a clock that
    /// says when its sleepers change, does its first sleep on that clock.
    var evaluationSlice = Duration.milliseconds(1)
    /// How long the poller waits for the tasks an advance woke to run again
    /// before it moves time further: long enough for a busy machine to give
    /// them a thread, so their next sleep or value is never left behind.
    var wokenGrace = Duration.milliseconds(100)
    /// How long the poller waits for the code under test to start its next
    /// sleep on an uncapped driven clock, after waking its last one: a
    /// producer that works on another thread between two elements would
    /// otherwise find time moved on, and its next sleep would end late.
    var sleeperGrace = Duration.milliseconds(5)
    /// How long `emit` waits for a producer to start sleeping on a driven
    /// clock before its first poll: the task an action started reads the
    /// clock's time when it starts its sleep, which must come before time
    /// moves.
    var producerGrace = Duration.milliseconds(1)
    /// How often the waits for woken tasks, sleepers and producers look
    /// again on a drivable clock that does not say when its sleepers change
    /// (and, for a producer, whether an element arrived): a clock that does
    /// ends those waits at the change.
    var recheck = Duration.microseconds(50)
    /// How many times the poller yields, from a task of its own (so an
    /// actor-isolated caller's actor is free too), to let woken work run
    /// before the next evaluation: the executor rounds that work gets on a
    /// driven clock, where no real time passes.
    var settleYields = 10
    /// How far after each interval boundary a poll on a clock nobody drives
    /// runs, at most: code under test sleeps whole intervals, and a poll
    /// exactly on the boundary races its wake-up (see
    /// ``PollSession/boundaryLag``).
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
struct WallClock: Sendable {
    /// The time since the clock's origin.
    let now: @Sendable () -> Duration
    /// Sleeps for a duration; returns early if the task is cancelled.
    let sleep: @Sendable (Duration) async -> Void
    /// Sets an ``Alarm`` that rings after a duration.
    let alarm: @Sendable (Duration, @escaping @Sendable () -> Void) -> Alarm

    /// Real time: `ContinuousClock`, and ``AlarmThread`` for alarms.
    static let real: WallClock = {
        let origin = ContinuousClock.now
        return WallClock(
            now: { origin.duration(to: .now) },
            sleep: { try? await Task.sleep(for: $0) },
            alarm: { duration, ring in .after(duration, ring: ring) })
    }()

    /// The time on this clock once `duration` has passed from now.
    func deadline(after duration: Duration) -> Duration { now() + duration }

    /// Sleeps in steps of `step` while `condition` holds, for at most
    /// `limit`.
    nonisolated(nonsending) func wait(while condition: () -> Bool, upTo limit: Duration, step: Duration) async {
        let end = deadline(after: limit)
        while condition(), now() < end { await sleep(step) }
    }
}
