/// The virtual clocks of the process, for the hint of a check that polls on
/// real time while the code under test sleeps on a ``VirtualClock`` that
/// nobody advances: a plain failure after a second of real time would not
/// say why.
///
/// Only the current test's sleepers count (see ``TestIdentity``), so a test
/// running in parallel never adds the hint to another test's failure.
enum UnpolledVirtualClocks {
    private struct Entry: Sendable {
        weak var clock: VirtualClock?
    }

    private static let clocks = LockedBox<[Entry]>([])

    /// Remembers `clock`, and forgets the clocks that are gone.
    static func register(_ clock: VirtualClock) {
        clocks.withLockQuietly { entries in
            entries.removeAll { $0.clock == nil }
            entries.append(Entry(clock: clock))
        }
    }

    /// How many of the current test's tasks sleep on a virtual clock.
    static func sleepersOfTheCurrentTest() -> Int {
        let test = TestIdentity.current
        let live = clocks.withLockQuietly { $0.compactMap(\.clock) }
        return live.reduce(0) { $0 + $1.sleeperCount(of: test) }
    }

    /// The line a failed check on real time adds when the current test's
    /// tasks sleep on a virtual clock; `nil` when none does.
    static func hint() -> String? {
        let sleepers = sleepersOfTheCurrentTest()
        guard sleepers > 0 else { return nil }
        let tasks = sleepers == 1 ? "1 task of this test sleeps" : "\(sleepers) tasks of this test sleep"
        return "\(tasks) on a VirtualClock that this check does not drive, so its time never moved. "
            + "If the code under test sleeps on it, pass that clock to the check as clock:."
    }
}

extension VirtualClock {
    static func register(_ clock: VirtualClock) { UnpolledVirtualClocks.register(clock) }
}
