import Deft
import Foundation

/// A lock-protected value that tests and the code under test share.
final class Shared<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

/// Replaces the real-time part of a poll summary, which varies run to run.
func maskingRealTime(_ message: String) -> String {
    message.replacingOccurrences(
        of: #"\d+(\.\d+)? (ms|µs|s) (of )?real"#, with: "<t> $3real", options: .regularExpression)
}

/// A debounced search: only the last query within 300 ms runs.
actor Search {
    private let clock: any Clock<Duration>
    private var pending: Task<Void, Never>?
    private(set) var results: [String] = []
    private(set) var searches = 0

    init(clock: any Clock<Duration>) { self.clock = clock }

    func type(_ query: String) {
        pending?.cancel()
        pending = Task {
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            searches += 1
            results = ["results for \(query)"]
        }
    }
}

/// A clock whose time stands still: a sleep on it never ends unless it is
/// cancelled (a sleep until `quickUntil` or earlier ends at once). A poll on
/// it can only go on early if something wakes it; if nothing does, the test
/// runs into its time limit instead of passing.
final class StillClock: Clock, @unchecked Sendable {
    // @unchecked Sendable: its stored state is in `Shared` boxes.
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Shared(Instant(offset: .zero))
    private let sleptThrough = Shared(0)
    private let quickUntil: Duration

    init(quickUntil: Duration = .zero) { self.quickUntil = quickUntil }

    var now: Instant { current.value }
    var minimumResolution: Duration { .zero }
    /// How many sleeps ran their course.
    var completedSleeps: Int { sleptThrough.value }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        guard deadline.offset <= quickUntil else {
            await waitForCancellation()
            throw CancellationError()
        }
        await Task.yield()
        sleptThrough.value += 1
        current.value = max(current.value, deadline)
    }
}

/// Suspends until the task is cancelled, on nothing a clock can move.
func waitForCancellation() async {
    let waiter = LockedBox<(cancelled: Bool, continuation: CheckedContinuation<Void, Never>?)>((false, nil))
    await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = waiter.withLock { state -> Bool in
                if state.cancelled { return true }
                state.continuation = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    } onCancel: {
        let continuation = waiter.withLock { state -> CheckedContinuation<Void, Never>? in
            state.cancelled = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}

/// The failures gathered from a `waitUntil` whose action starts a task that
/// fails, then calls `done()`: the task is the test's, so its failure
/// arrives while the check runs (Swift Testing and XCTest alike).
func failuresOfAWaitUntilActionsTaskWhileTheCheckRuns() async -> [String] {
    let clock = VirtualClock(maxSpeedup: nil)
    return await gatherFailingExpectations(silently: true) {
        await waitUntil(timeout: .seconds(1), clock: clock) { done in
            Task {
                fail("from the action's task, while the check runs")
                done()
            }
        }
    }.map(\.message.stringValue)
}
