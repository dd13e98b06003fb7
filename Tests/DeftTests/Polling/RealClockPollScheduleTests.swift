import Testing

@testable import Deft

/// On a clock nobody drives, polls fall just after each interval boundary, so
/// a change that code under test makes after sleeping a whole number of
/// intervals is seen at that boundary, not one interval later.
struct RealClockPollScheduleTests {
    private func session(timeout: Duration) -> PollSession<Int> {
        PollSession(
            verb: .toEventually, caller: .expectation(.toEventually), description: nil, timeout: timeout,
            interval: .milliseconds(10), clock: PollClock(ContinuousClock()))
    }

    @Test func aPollFallsJustAfterItsIntervalBoundary() {
        let session = session(timeout: .seconds(1))
        #expect(session.realPollTime(for: .milliseconds(10)) == .microseconds(10_250))
        #expect(session.realPollTime(for: .milliseconds(100)) == .microseconds(100_250))
    }

    @Test func theLastPollStaysAtTheDeadline() {
        let session = session(timeout: .seconds(1))
        #expect(session.realPollTime(for: .seconds(1)) == .seconds(1))
        #expect(session.realPollTime(for: .microseconds(999_900)) == .seconds(1))
    }
}
