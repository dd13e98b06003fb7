import Deft
import Foundation
import Testing

struct VirtualClockPollingTests {
    /// Each evaluation takes 5 ms of real time, as on a loaded machine; time
    /// must not move on while it runs, or polls would be skipped.
    @Test func aSlowEvaluationSkipsNoPoll() async {
        let clock = VirtualClock()
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                Thread.sleep(forTimeInterval: 0.005)
                return 0
            }.toEventually(equal(1), timeout: .milliseconds(100), pollInterval: .milliseconds(10), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                maskingRealTime(
                    "expected to eventually equal <1>, got <0> (11 polls over 100 ms virtual / 60 ms real; seen <0> ×11)"
                        + "\nNothing slept on the virtual clock while it ran to its 100 ms timeout in 60 ms of real "
                        + "time. If the code under test waits on another clock (Task.sleep without a clock, "
                        + "DispatchQueue.asyncAfter, I/O), poll on a real clock or lower maxSpeedup.")
            ])
    }

    /// An evaluation that sleeps on the virtual clock moves it on at once:
    /// the poll at 0 ms returns at 30 ms, when the next is already due, and
    /// that one returns at 60 ms.
    @Test func anEvaluationAsleepOnTheClockMovesItOn() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { () async throws -> Duration in
                try await clock.sleep(for: .milliseconds(30))
                return clock.now.offset
            }.toEventually(beGreaterThan(.milliseconds(50)), pollInterval: .milliseconds(10), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(60))
    }

    @Test func debounceFiresAtExactly300VirtualMilliseconds() async {
        let clock = VirtualClock()
        let search = Search(clock: clock)
        await search.type("a")
        await search.type("ab")
        await search.type("abc")
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { await search.results }
                .toEventually(equal(["results for abc"]), timeout: .seconds(1), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset >= .milliseconds(300))
        #expect(await search.searches == 1)
    }

    @Test func debounceRunsOnlyOnceAfterwards() async {
        let clock = VirtualClock()
        let search = Search(clock: clock)
        await search.type("swift")
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { await search.searches }.toEventually(equal(1), clock: clock)
            await expect { await search.searches }.toNever(beGreaterThanOne(), until: .seconds(2), clock: clock)
        }
        #expect(failures.isEmpty)
    }

    @Test func oneHertzTimerTicksFiveTimesInFiveVirtualSeconds() async {
        let clock = VirtualClock()
        let ticks = Shared(0)
        let timer = Task {
            while !Task.isCancelled {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                ticks.value += 1
            }
        }
        defer { timer.cancel() }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { ticks.value }.toEventually(equal(5), timeout: .seconds(10), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset >= .seconds(5))
    }

    @Test func failingToEventuallyReportsItsPollHistory() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let polls = Shared(0)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                polls.value += 1
                return min(polls.value - 1, 2)
            }.toEventually(equal(5), timeout: .milliseconds(100), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to eventually equal <5>, got <2> (11 polls over 100 ms virtual / <t> real; "
                    + "seen <0> ×1, <1> ×1, <2> ×9)\nNothing slept on the virtual clock while it ran to its "
                    + "100 ms timeout in <t> of real time. If the code under test waits on another clock "
                    + "(Task.sleep without a clock, DispatchQueue.asyncAfter, I/O), poll on a real clock or lower "
                    + "maxSpeedup."
            ])
        #expect(polls.value == 11)
    }

    @Test func failureWithNoSleepersAsksAboutOtherClocks() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(50), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("expected to eventually equal <2>, got <1> (6 polls over ") == true)
        #expect(
            messages.first?.contains("\nNothing slept on the virtual clock while it ran to its 50 ms timeout") == true)
    }

    @Test func toNeverReportsTheFirstViolation() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let polls = Shared(0)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                polls.value += 1
                return polls.value >= 3 ? 1 : 0
            }.toNever(equal(1), until: .seconds(1), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages == ["expected to never equal <1>, got <1> (at poll 3, after 20 ms virtual / <t> real)"])
    }

    @Test func toNeverFailsWhenBackgroundWorkMakesItTrue() async {
        let clock = VirtualClock()
        let value = Shared(0)
        let setter = Task {
            do { try await clock.sleep(for: .milliseconds(20)) } catch { return }
            value.value = 1
        }
        defer { setter.cancel() }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { value.value }.toNever(equal(1), until: .seconds(1), clock: clock)
        }
        #expect(failures.count == 1)
        #expect(clock.now.offset < .seconds(1))
    }

    @Test func toAlwaysPassesWhileTheValueHolds() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { 7 }.toAlways(equal(7), until: .seconds(3), clock: clock)
            await expect { 7 }.alwaysTo(equal(7), clock: clock)
            await expect { 7 }.neverTo(equal(8), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset >= .seconds(5))
    }

    @Test func toAlwaysFailsAtTheFirstMiss() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let polls = Shared(0)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> Bool in
                polls.value += 1
                return polls.value < 4
            }.toAlways(beTrue(), until: .seconds(1), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages == ["expected to always be true, got <false> (at poll 4, after 30 ms virtual / <t> real)"])
    }

    @Test func toEventuallyNotAndItsAlias() async {
        let clock = VirtualClock()
        let loading = Shared(true)
        let loader = Task {
            do { try await clock.sleep(for: .milliseconds(40)) } catch { return }
            loading.value = false
        }
        defer { loader.cancel() }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { loading.value }.toEventuallyNot(beTrue(), clock: clock)
            await expect { loading.value }.toNotEventually(beTrue(), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset >= .milliseconds(40))
    }
}

private func beGreaterThanOne() -> Matcher<Int> {
    .simple("be greater than <1>") { expression in MatcherStatus(bool: (try expression.evaluate() ?? 0) > 1) }
}
