import Deft
import Dispatch
import Testing

/// A clock whose time stands still unless a sleep runs its course, which
/// takes five seconds of real time: a poll on it can only go on early if
/// something wakes it.
private final class StillClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = LockedBox(Instant(offset: .zero))
    private let sleptThrough = LockedBox(0)

    var now: Instant { current.value }
    var minimumResolution: Duration { .zero }
    /// How many sleeps ran their course.
    var completedSleeps: Int { sleptThrough.value }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await Task.sleep(for: .seconds(5))
        sleptThrough.withLock { $0 += 1 }
        current.withLock { $0 = max($0, deadline) }
    }
}

/// A write to a `LockedBox` wakes a pending poll at once.
struct StateChangeWakeupTests {
    @Test func aWriteToALockedBoxWakesAPollingExpectation() async {
        let clock = StillClock()
        let loaded = LockedBox(false)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { () -> Bool in
                if !loaded.value { DispatchQueue.global().async { loaded.set(true) } }
                return loaded.value
            }.toEventually(beTrue(), timeout: .seconds(10), pollInterval: .seconds(1), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.completedSleeps == 0)
    }

    @Test func aPollsOwnWritesDoNotWakeIt() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let reads = LockedBox(0)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                reads.withLock { $0 += 1 }
                return reads.value
            }.toEventually(equal(0), timeout: .milliseconds(50), clock: clock)
        }
        #expect(messages.count == 1)
        #expect(reads.value == 6)
    }
}
