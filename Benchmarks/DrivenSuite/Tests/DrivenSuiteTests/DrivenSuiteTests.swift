import Deft
import Testing

// The suite of issue #51: 80 view-model tests on driven clocks. Swift Testing
// runs them in parallel unless `swift test --no-parallel`. One function per
// test, as a suite holds them, so that each reports its own duration.

/// 24 models that tick 20 times, 100 ms apart, on an uncapped clock.
@MainActor @Suite struct UncappedTickerTests {
    @Test func uncappedTicker01() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker02() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker03() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker04() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker05() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker06() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker07() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker08() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker09() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker10() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker11() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker12() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker13() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker14() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker15() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker16() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker17() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker18() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker19() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker20() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker21() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker22() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker23() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
    @Test func uncappedTicker24() async { await tickerCheck(on: VirtualClock(maxSpeedup: nil)) }
}

/// 24 models that tick 20 times, 100 ms apart, on `VirtualClock()` (at most
/// 50 times real time: 40 ms of real time at the least).
@MainActor @Suite struct CappedTickerTests {
    @Test func cappedTicker01() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker02() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker03() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker04() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker05() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker06() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker07() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker08() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker09() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker10() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker11() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker12() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker13() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker14() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker15() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker16() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker17() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker18() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker19() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker20() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker21() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker22() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker23() async { await tickerCheck(on: VirtualClock()) }
    @Test func cappedTicker24() async { await tickerCheck(on: VirtualClock()) }
}

/// 24 searches debounced by 300 ms on an uncapped clock.
@MainActor @Suite struct DebounceTests {
    @Test func debounce01() async { await debounceCheck() }
    @Test func debounce02() async { await debounceCheck() }
    @Test func debounce03() async { await debounceCheck() }
    @Test func debounce04() async { await debounceCheck() }
    @Test func debounce05() async { await debounceCheck() }
    @Test func debounce06() async { await debounceCheck() }
    @Test func debounce07() async { await debounceCheck() }
    @Test func debounce08() async { await debounceCheck() }
    @Test func debounce09() async { await debounceCheck() }
    @Test func debounce10() async { await debounceCheck() }
    @Test func debounce11() async { await debounceCheck() }
    @Test func debounce12() async { await debounceCheck() }
    @Test func debounce13() async { await debounceCheck() }
    @Test func debounce14() async { await debounceCheck() }
    @Test func debounce15() async { await debounceCheck() }
    @Test func debounce16() async { await debounceCheck() }
    @Test func debounce17() async { await debounceCheck() }
    @Test func debounce18() async { await debounceCheck() }
    @Test func debounce19() async { await debounceCheck() }
    @Test func debounce20() async { await debounceCheck() }
    @Test func debounce21() async { await debounceCheck() }
    @Test func debounce22() async { await debounceCheck() }
    @Test func debounce23() async { await debounceCheck() }
    @Test func debounce24() async { await debounceCheck() }
}

/// 8 checks that fail at their 1 s timeout on an uncapped clock, as known
/// issues, so that the suite passes.
@MainActor @Suite struct FailingCheckTests {
    @Test func failing1() async { await withKnownIssue { await failingCheck() } }
    @Test func failing2() async { await withKnownIssue { await failingCheck() } }
    @Test func failing3() async { await withKnownIssue { await failingCheck() } }
    @Test func failing4() async { await withKnownIssue { await failingCheck() } }
    @Test func failing5() async { await withKnownIssue { await failingCheck() } }
    @Test func failing6() async { await withKnownIssue { await failingCheck() } }
    @Test func failing7() async { await withKnownIssue { await failingCheck() } }
    @Test func failing8() async { await withKnownIssue { await failingCheck() } }
}
