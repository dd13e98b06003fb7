import Deft
import Testing

/// A feed that loads three items, one every 100 ms of clock time.
private actor Feed {
    private(set) var items: [String] = []
    private(set) var badge = "0"

    func load(on clock: some Clock<Duration>) async {
        for name in ["a", "b", "c"] {
            try? await clock.sleep(for: .milliseconds(100))
            items.append(name)
            badge = "\(items.count)"
        }
    }
}

/// `eventually` and `continually` poll a block of expectations on the clock.
struct EventuallyTests {
    @Test func passesOnceARunPassesAndEarlierRunsReportNothing() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let feed = Feed()
        let loading = Task { await feed.load(on: clock) }
        let records = await gatherExpectations(silently: true) {
            await eventually(clock: clock) {
                await expect { await feed.items }.to(haveCount(3))
                await expect { await feed.badge }.to(equal("3"))
            }
        }
        await loading.value
        #expect(records.filter { !$0.success }.isEmpty)
        #expect(records.map(\.message.stringValue).last == "eventually passed")
    }

    @Test func aTimeoutReportsTheLastRunAtItsLinesAndASummary() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let itemsLine: UInt = #line + 4
        let badgeLine: UInt = #line + 4
        let records = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: .milliseconds(50), clock: clock) {
                expect([1, 2]).to(haveCount(3))
                expect("2").to(equal("3"))
            }
        }
        #expect(records.map(\.location.line) == [itemsLine, badgeLine, itemsLine - 1])
        #expect(
            records.map { maskingRealTime($0.message.stringValue) } == [
                "expected to have Array<Int> with count 3, got 2\nActual Value: [1, 2]",
                #"expected to equal <"3">, got <"2">"#,
                "eventually gave up after 6 runs over 50 ms virtual / <t> real; the last run failed at:\n"
                    + "  DeftTests/EventuallyTests.swift:\(itemsLine): failing the same way since run 1 (0 s)\n"
                    + "  DeftTests/EventuallyTests.swift:\(badgeLine): failing the same way since run 1 (0 s)",
            ])
    }

    @Test func aThrowingBlockReportsTheErrorOfItsLastRun() async {
        struct Offline: Error {}
        let messages = await gatherFailingExpectations(silently: true) {
            _ = try? await eventually(timeout: .milliseconds(20), clock: VirtualClock(maxSpeedup: nil)) {
                throw Offline()
            }
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "eventually gave up after 3 runs over 20 ms virtual / <t> real; the last run threw: "
                    + "unexpected error thrown: <Offline()>"
            ])
    }

    @Test func requireInsideEndsTheRunAndTheBlockReturnsThePassingValue() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        let user = LockedBox<String?>(nil)
        let signIn = Task {
            try? await clock.sleep(for: .milliseconds(30))
            user.set("Ada")
        }
        let name = try await eventually(clock: clock) { try require(user.value).toNot(beNil()) }
        await signIn.value
        #expect(name == "Ada")

        let requireLine: UInt = #line + 3
        var thrown: (any Error)?
        let messages = await gatherFailingExpectations(silently: true) {
            do { _ = try await eventually(timeout: .milliseconds(20), clock: clock) { try unwrap(Int?.none) } } catch {
                thrown = error
            }
        }.map(\.message.stringValue)
        #expect(messages.first == "expected to not be nil, got <nil>")
        #expect(messages.count == 2)
        #expect((thrown as? RequireError)?.location.line == requireLine)
    }

    @Test func continuallyPassesWhenEveryRunPasses() async {
        let records = await gatherExpectations(silently: true) {
            await continually(for: .milliseconds(50), clock: VirtualClock(maxSpeedup: nil)) {
                expect(1).to(equal(1))
            }
        }
        #expect(records.map(\.success) == [true])
    }

    @Test func continuallyReportsTheFirstFailingRun() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let open = LockedBox(true)
        let drop = Task {
            try? await clock.sleep(for: .milliseconds(25))
            open.set(false)
        }
        let openLine: UInt = #line + 3
        let messages = await gatherFailingExpectations(silently: true) {
            await continually(for: .milliseconds(100), clock: clock) {
                expect(open.value).to(beTrue())
            }
        }.map { maskingRealTime($0.message.stringValue) }
        await drop.value
        #expect(
            messages == [
                "expected to be true, got <false>",
                "continually failed at run 4, after 30 ms virtual / <t> real; that run failed at:\n"
                    + "  DeftTests/EventuallyTests.swift:\(openLine): failing the same way since run 4 (30 ms)",
            ])
    }

    @Test func nestingIsRefusedAndEndsTheOuterBlockAtOnce() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: .seconds(2), clock: clock) {
                await expect(1).toEventually(equal(2), clock: clock)
            }
            await eventually(timeout: .seconds(2), clock: clock) {
                await eventually(clock: clock) {}
            }
        }.map(\.message.stringValue)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("cannot run inside another eventual assertion") })
    }

    @Test func hostileParametersAreRefusedAtTheCall() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: .seconds(-1)) {}
            await continually(for: .seconds(1), pollInterval: .nanoseconds(1), clock: VirtualClock()) {}
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "eventually needs a timeout greater than zero, got -1.0 s",
                "continually would poll more than 100,000 times with a pollInterval of 1 ns over its 1.0 s for: window; "
                    + "use an interval of at least 10 µs",
            ])
    }
}

/// Under Swift Testing the blocking form is refused, as the blocking
/// `toEventually` is.
struct EventuallyRefusalTests {
    @Test func theBlockingFormPointsToTheAsyncOne() {
        let messages = gatherFailingExpectations(silently: true) {
            eventually { expect(1).to(equal(1)) }
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "the synchronous eventually would block a thread that Swift Testing's tasks need; "
                    + "use `await eventually { … }` instead"
            ])
    }

    @Test func aBlockStillRunningAtTheDeadlineFailsThereAndIsLeftToFinish() async {
        let release = LockedBox(false)
        let failures = await asyncFailures {
            await eventually(timeout: .milliseconds(30), clock: VirtualClock(maxSpeedup: nil)) {
                while !release.value { await Task.yield() }
                expect(1).to(equal(1))
            }
        }
        release.set(true)
        #expect(
            failures.map { maskingRealTime($0) } == [
                "eventually gave up at its 30 ms timeout: the expression was still running (it never returned, or "
                    + "takes longer than the timeout; after 30 ms virtual / <t> real)"
            ])
    }
}
