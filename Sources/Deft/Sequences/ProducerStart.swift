/// Gives the code under test a moment to start sleeping on a driven clock
/// before a wait moves its time.
///
/// A step usually follows an action (`search.query = "swift"`) whose task has
/// not run yet. That task reads the clock's time when it starts its sleep: if
/// the wait moved virtual time first, the sleep would end that much later, and
/// on a busy machine late enough to miss the step's timeout. So while nothing
/// sleeps on the clock and nothing has arrived, this waits, up to
/// ``PollTiming/producerGrace`` of real time, for a sleeper to appear.
nonisolated(nonsending) func awaitProducerSleep(on clock: (any Clock<Duration>)?, unless arrived: () -> Bool) async {
    let clock = PollClock(clock ?? PollingDefaults.current.clock)
    guard let driver = clock.driver else { return }
    // The clock says when a sleeper comes; an arrival, a `LockedBox` write
    // of the recording's, is a state change (``StateChanges``).
    await driver.wait(
        while: { driver.nextDeadline() == nil && !arrived() }, upTo: PollTiming.current.producerGrace,
        PollTiming.current, wokenBy: [StateChanges.source])
}
