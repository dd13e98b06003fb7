/// A cache that an actor owns: its state is read with `await`, so a check
/// reads it inside `expect { await … }`.
public actor Cache {
    private var entries: [String: String] = [:]
    private let clock: any Clock<Duration>

    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    /// How many entries the cache holds.
    public var count: Int { entries.count }

    /// The value stored for `key`.
    public func value(for key: String) -> String? { entries[key] }

    /// Stores `value` for `key`.
    public func store(_ key: String, _ value: String) { entries[key] = value }

    /// Fetches each key in the background, 100 ms apiece on the clock, and
    /// returns at once.
    public func prefetch(_ keys: [String]) {
        Task { [clock] in
            for key in keys {
                do { try await clock.sleep(for: .milliseconds(100)) } catch { return }
                self.store(key, key.uppercased())
            }
        }
    }
}
