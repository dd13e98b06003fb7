import Testing

@testable import Deft

/// On a clock nobody drives, polls fall just after each interval boundary, so
/// a change that code under test makes after sleeping a whole number of
/// intervals is seen at that boundary, not one interval later. The lag is a
/// twentieth of the interval, at most 0.25 ms: a short interval loses little
/// to a lost race and much to a long lag.
struct RealClockPollScheduleTests {
    private func session(timeout: Duration = .seconds(1), interval: Duration = .milliseconds(10)) -> PollSession<Int> {
        PollSession(
            verb: .toEventually, caller: .expectation(.toEventually), description: nil, timeout: timeout,
            interval: interval, clock: PollClock(ContinuousClock()))
    }

    @Test func aPollFallsJustAfterItsIntervalBoundary() {
        let session = session()
        #expect(session.realPollTime(for: .milliseconds(10)) == .microseconds(10_250))
        #expect(session.realPollTime(for: .milliseconds(20)) == .microseconds(20_250))
        #expect(session.realPollTime(for: .milliseconds(100)) == .microseconds(100_250))
    }

    @Test func theLagIsATwentiethOfAShortInterval() {
        let oneMillisecond = session(interval: .milliseconds(1))
        #expect(oneMillisecond.realPollTime(for: .milliseconds(1)) == .microseconds(1_050))
        #expect(oneMillisecond.realPollTime(for: .milliseconds(5)) == .microseconds(5_050))
        let twoMilliseconds = session(interval: .milliseconds(2))
        #expect(twoMilliseconds.realPollTime(for: .milliseconds(4)) == .microseconds(4_100))
        let tenMicroseconds = session(interval: .microseconds(10))
        #expect(tenMicroseconds.realPollTime(for: .microseconds(30)) == .nanoseconds(30_500))
    }

    @Test func theLagStopsGrowingAtAQuarterMillisecond() {
        #expect(session(interval: .milliseconds(5)).realPollTime(for: .milliseconds(5)) == .microseconds(5_250))
        #expect(session(interval: .milliseconds(100)).realPollTime(for: .milliseconds(200)) == .microseconds(200_250))
        let oneSecond = session(timeout: .seconds(10), interval: .seconds(1))
        #expect(oneSecond.realPollTime(for: .seconds(3)) == .microseconds(3_000_250))
    }

    @Test func theLastPollStaysAtTheDeadline() {
        let session = session()
        #expect(session.realPollTime(for: .seconds(1)) == .seconds(1))
        #expect(session.realPollTime(for: .microseconds(999_900)) == .seconds(1))
    }

    @Test func theLastPollStaysAtTheDeadlineWithAShortInterval() {
        let session = session(timeout: .milliseconds(100), interval: .milliseconds(1))
        #expect(session.realPollTime(for: .milliseconds(100)) == .milliseconds(100))
        #expect(session.realPollTime(for: .microseconds(99_980)) == .milliseconds(100))
        #expect(session.realPollTime(for: .milliseconds(99)) == .microseconds(99_050))
    }
}

extension PollSession {
    /// When the waited pace runs the poll due at `offset` on this session's clock.
    fileprivate func realPollTime(for offset: Duration) -> Duration {
        WaitedPace().pollTime(for: offset, self)
    }
}
