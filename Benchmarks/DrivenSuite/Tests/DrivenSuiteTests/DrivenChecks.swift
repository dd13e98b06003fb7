import Deft

// The four kinds of test the suite holds, shared by its Swift Testing tests
// and its XCTest methods. Each ends by telling `SuiteProgress`, so that the
// CPU-bound tests spin for as long as the driven ones run.

/// A model that ticks 20 times, 100 ms apart: the check waits for the last tick.
@MainActor
func tickerCheck(on clock: VirtualClock) async {
    defer { SuiteProgress.shared.finishOne() }
    let model = TickerModel()
    model.start(20, every: .milliseconds(100), on: clock)
    await expect { model.ticks }.toEventually(equal(20), timeout: .seconds(3), clock: clock)
}

/// A 300 ms debounce on an uncapped clock: three keystrokes, one search.
@MainActor
func debounceCheck() async {
    defer { SuiteProgress.shared.finishOne() }
    let clock = VirtualClock(maxSpeedup: nil)
    let model = SearchModel()
    for query in ["s", "sw", "swi"] { model.type(query, on: clock) }
    await expect { model.searches }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
}

/// A check on an uncapped clock that fails at its 1 s timeout: the model
/// ticks once, the check wants two ticks.
@MainActor
func failingCheck() async {
    defer { SuiteProgress.shared.finishOne() }
    let clock = VirtualClock(maxSpeedup: nil)
    let model = TickerModel()
    model.start(1, every: .milliseconds(100), on: clock)
    await expect { model.ticks }.toEventually(equal(2), timeout: .seconds(1), clock: clock)
}
