/// Work that takes a while, and stops early, without throwing, when cancelled.
public struct LongRunningJob: Sendable {
    let clock: any Clock<Duration>
    public init(clock: any Clock<Duration>) { self.clock = clock }

    /// Sleeps 2 s on the clock; returns at once when the task is cancelled.
    public func run() async {
        try? await clock.sleep(for: .seconds(2))
    }
}
