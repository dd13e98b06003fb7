/// A clock whose time Deft's poller can move forward itself.
///
/// When an eventual assertion polls on a drivable clock, it does not wait for
/// time to pass: it advances the clock to the next poll, or to the earliest
/// sleeper's deadline if that comes first, and lets the woken work run. Conform
/// a test clock of your own to make it drivable:
///
/// ```swift
/// extension MyTestClock: DrivableClock {
///     var nextDeadline: Instant? { earliestSleeperDeadline }
///     func advance(to instant: Instant) { wakeSleepers(through: instant) }
///     var maxSpeedup: Double? { 50 }
/// }
/// ```
public protocol DrivableClock<Instant>: Clock where Duration == Swift.Duration {
    /// The earliest deadline of a task sleeping on this clock, if any.
    var nextDeadline: Instant? { get }
    /// Moves time forward to `instant`, resuming every sleeper due by then,
    /// in deadline order. Never moves time backward.
    func advance(to instant: Instant)
    /// How many times faster than real time the poller may run this clock, or
    /// `nil` for no limit. At 50, the work under test gets at least
    /// `timeout / 50` of real time to make progress.
    var maxSpeedup: Double? { get }
}
