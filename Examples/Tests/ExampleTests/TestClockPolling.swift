// swift-clocks' TestClock, driven by Deft's poller. A test clock the app
// already injects conforms to DrivableClock in a few lines; then every polling
// verb moves its time itself, so the models' 300 ms debounces, and a failing
// one-second check, cost milliseconds of real time.
import Clocks
import Deft
import ExampleApp
import Testing
import XCTest

// swift-format-ignore: AvoidRetroactiveConformances
extension TestClock<Duration>: @retroactive DrivableClock {
    // TestClock does not tell when its sleepers are due: the poller moves
    // time one poll interval at a time.
    public var nextDeadline: Instant? { nil }
    // The code under test sleeps on this clock only: no speed limit.
    public var maxSpeedup: Double? { nil }
}

@MainActor
struct TestClockPollingTests {
    @Test func theSearchEmitsOnceTypingPauses() async {
        let clock = TestClock()
        let search = SearchModel(clock: clock)
        search.query = "swift"
        await expect(search.updates).to(emit(["Swift"], clock: clock))
    }

    @Test func theFeedRefreshes() async {
        let clock = TestClock()
        let feed = FeedModel(clock: clock)
        let refreshing = Task { await feed.refresh() }
        await expect(feed.badge).toEventually(equal("3"), clock: clock)
        await eventually(clock: clock) {
            expect(feed.isRefreshing).to(beFalse())
            expect(feed.items.map(\.title)).to(equal(["Swift", "Deft", "Quick"]))
        }
        await refreshing.value
    }

    @Test func aCallbackAfterASleepOnTheClockIsWaitedFor() async {
        let clock = TestClock()
        await waitUntil(clock: clock) { done in
            Task {
                try? await clock.sleep(for: .milliseconds(300))
                done()
            }
        }
    }

    @Test func wrongResultsFailWithWhatCame() async {
        let clock = TestClock()
        let search = SearchModel(clock: clock)
        search.query = "sw"
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(search.updates).to(emit(["Swift"], clock: clock))
        }
        #expect(failures.map(\.message.stringValue) == [#"expected to emit <[["Swift"]]>, got <[[]]>"#])
    }

    @Test func resultsThatNeverComeFailAfterAVirtualSecond() async {
        let clock = TestClock()
        let search = SearchModel(clock: clock)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(search.updates).to(emit(["Swift"], clock: clock))
        }
        #expect(
            failures.map(\.message.stringValue) == [
                #"expected to emit <[["Swift"]]>, got <[]>, then nothing before the 1.0 s timeout (virtual)"#
            ])
    }

    @Test func aBadgeThatNeverComesFailsAfterAVirtualSecond() async throws {
        let clock = TestClock()
        let feed = FeedModel(clock: clock)
        let refreshing = Task { await feed.refresh() }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(feed.badge).toEventually(equal("4"), clock: clock)
        }
        await refreshing.value
        // The refresh shows "3" at exactly 300 ms, the 31st poll. TestClock
        // cannot tell the poller who sleeps on it, so no hint says that
        // nothing slept: the refresh did.
        #expect(
            try failures.map { try withRealTimeElided($0.message.stringValue) } == [
                #"expected to eventually equal <"4">, got <"3"> (101 polls over 1.0 s virtual / … real; "#
                    + #"seen <""> ×30, <"3"> ×71)"#
            ])
    }

    @Test func anEventuallyBlockFailsAtItsLastRun() async throws {
        let clock = TestClock()
        let feed = FeedModel(clock: clock)
        let refreshing = Task { await feed.refresh() }
        let failures = await gatherFailingExpectations(silently: true) {
            await eventually(clock: clock) {
                expect(feed.badge).to(equal("4"))
            }
        }
        await refreshing.value
        let line = failures.first?.location.line ?? 0
        #expect(
            try failures.map { try withRealTimeElided($0.message.stringValue) } == [
                #"expected to equal <"4">, got <"3">"#,
                "eventually gave up after 101 runs over 1.0 s virtual / … real; the last run failed at:\n"
                    + "  ExampleTests/TestClockPolling.swift:\(line): failing the same way since run 31 (300 ms)",
            ])
    }
}

final class TestClockPollingXCTests: XCTestCase {
    /// The synchronous form drives the clock too, while it runs the main run
    /// loop for the feed's main-actor work.
    func testTheSynchronousFormDrivesATestClock() {
        MainActor.assumeIsolated {
            let clock = TestClock()
            let feed = FeedModel(clock: clock)
            Task { await feed.refresh() }
            expect(feed.badge).toEventually(equal("3"), clock: clock)
        }
    }
}

/// `message` with its real-time figures, the one part that changes from run
/// to run, written `…`: "over 1.0 s virtual / … real".
private func withRealTimeElided(_ message: String) throws -> String {
    message.replacing(try Regex(#"[0-9.]+ (µs|ms|s)(?= real| of real time)"#), with: "…")
}
