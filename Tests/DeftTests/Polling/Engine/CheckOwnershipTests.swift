import Testing

@testable import Deft

/// A check owns what it starts: when it ends, its evaluations and block runs
/// are cancelled, and what they report afterwards is dropped, never charged
/// to the test or to another check.
@Suite(.timeLimit(.minutes(1))) struct CheckOwnershipTests {
    /// Sleeps on `clock` far past any deadline here, then fails: the failure
    /// is late, and must be dropped. Only the check's cancellation ends the
    /// sleep; `failed` says that the late failure was raised.
    private static func sleepsThenFailsLate(on clock: VirtualClock, failed: TestEvent? = .none) async -> Int {
        try? await clock.sleep(for: .seconds(86_400))
        fail("late: this run's check is over")
        failed?.fulfill()
        return 0
    }

    /// A run that ignores its check's cancellation: it waits for an
    /// unstructured task asleep on `clock` for 10 s, then fails late. It
    /// notes the handler it reports to, which is its capture scope's.
    private static func stuckRun(on clock: VirtualClock, notingHandlerIn handler: LockedBox<AssertionRecorder?>) async {
        handler.set(AssertionContext.handler as? AssertionRecorder)
        await Task { try? await clock.sleep(for: .seconds(10)) }.value
        fail("late: this run's check is over")
    }

    @Test func aRunStillGoingAtTheDeadlineIsCancelledAndItsLateFailureDropped() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failed = TestEvent("the run failed late")
        let messages = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: .seconds(1), clock: clock) {
                let value = await Self.sleepsThenFailsLate(on: clock, failed: failed)
                expect(value).to(equal(1))
            }
            // Only the check's cancellation wakes the run: if it were not
            // cancelled this wait would time out, and if its late failure
            // were not dropped it would be gathered here.
            await wait(for: [failed], timeout: .seconds(5), clock: clock)
            fail("the test's own failure, after the check")
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "eventually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 1.0 s virtual / <t> real)",
                "the test's own failure, after the check",
            ])
    }

    @Test func anEvaluationStillGoingAtTheDeadlineIsCancelledAndItsLateFailureDropped() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failed = TestEvent("the evaluation failed late")
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await Self.sleepsThenFailsLate(on: clock, failed: failed) }
                .toEventually(equal(1), timeout: .seconds(1), clock: clock)
            await wait(for: [failed], timeout: .seconds(5), clock: clock)
            fail("the test's own failure, after the check")
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "toEventually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 1.0 s virtual / <t> real)",
                "the test's own failure, after the check",
            ])
    }

    @Test func continuallyWhoseRunNeverReturnedFails() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failed = TestEvent("the run failed late")
        let messages = await gatherFailingExpectations(silently: true) {
            await continually(for: .seconds(1), clock: clock) {
                let value = await Self.sleepsThenFailsLate(on: clock, failed: failed)
                expect(value).to(equal(0))
            }
            await wait(for: [failed], timeout: .seconds(5), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "continually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 1.0 s virtual / <t> real)"
            ])
    }

    // The scope of a run is the handler that code with no task context
    // (a GCD queue, a thread) reports to when it is the only scope open.
    // A run still going when its check ends must not keep it open: each
    // test below holds its run past the check, and looks at the run's scope.

    /// Runs `check`, whose block runs `stuckRun`; returns whether that run's
    /// scope was still open when the check returned, and the failures.
    private static func scopeOfAStuckRun(
        _ check: @escaping (VirtualClock, LockedBox<AssertionRecorder?>) async -> Void
    ) async -> (openAfterTheCheck: Bool?, messages: [String]) {
        let clock = VirtualClock(maxSpeedup: nil)
        let handler = LockedBox<AssertionRecorder?>(nil)
        var openAfterTheCheck: Bool?
        let messages = await gatherFailingExpectations(silently: true) {
            await check(clock, handler)
            openAfterTheCheck = handler.value.map(InstalledHandlers.hasOpenScope(for:))
            clock.advance(by: .seconds(10))
        }.map { maskingRealTime($0.message.stringValue) }
        return (openAfterTheCheck, messages)
    }

    private static func stillRunning(_ verb: String) -> String {
        "\(verb) gave up at its 1.0 s timeout: the expression was still running (it never returned, "
            + "or takes longer than the timeout; after 1.0 s virtual / <t> real)"
    }

    @Test func eventuallyClosesTheScopeOfARunStillGoingWhenItEnds() async {
        let outcome = await Self.scopeOfAStuckRun { clock, handler in
            await eventually(timeout: .seconds(1), clock: clock) {
                await Self.stuckRun(on: clock, notingHandlerIn: handler)
            }
        }
        #expect(outcome.openAfterTheCheck == false)
        #expect(outcome.messages == [Self.stillRunning("eventually")])
    }

    @Test func aThrowingEventuallyClosesTheScopeOfARunStillGoingWhenItEnds() async {
        let outcome = await Self.scopeOfAStuckRun { clock, handler in
            _ = try? await eventually(timeout: .seconds(1), clock: clock) {
                await Self.stuckRun(on: clock, notingHandlerIn: handler)
                return try require(0).to(equal(1))
            }
        }
        #expect(outcome.openAfterTheCheck == false)
        #expect(outcome.messages == [Self.stillRunning("eventually")])
    }

    @Test func continuallyClosesTheScopeOfARunStillGoingWhenItEnds() async {
        let outcome = await Self.scopeOfAStuckRun { clock, handler in
            await continually(for: .seconds(1), clock: clock) {
                await Self.stuckRun(on: clock, notingHandlerIn: handler)
            }
        }
        #expect(outcome.openAfterTheCheck == false)
        #expect(outcome.messages == [Self.stillRunning("continually")])
    }

    @Test func aThrowingEventuallyReportsAtItsLineAndThrows() async {
        let clock = VirtualClock(maxSpeedup: nil)
        var thrown: (any Error)?
        let records = await gatherFailingExpectations(silently: true) {
            do {
                _ = try await eventually(timeout: .seconds(1), clock: clock, line: 4242) {
                    let value = await Self.sleepsThenFailsLate(on: clock)
                    return try require(value).to(equal(1))
                }
            } catch {
                thrown = error
            }
        }
        #expect(records.count == 1)
        #expect(records.first?.location.line == 4242)
        #expect(records.first?.message.stringValue.hasPrefix("eventually gave up at its 1.0 s timeout") == true)
        #expect(thrown is RequireError)
    }

    @Test func aCancelledTestEndsTheCheckAndCancelsItsEvaluation() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let started = TestEvent("the evaluation started")
        let evaluationSawCancellation = LockedBox(false)
        let check = Task {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in
                    started.fulfill()
                    await waitForCancellation()
                    evaluationSawCancellation.set(true)
                    return 0
                }.toEventually(equal(1), timeout: .seconds(60), clock: clock)
            }.map { $0.message.stringValue }
        }
        await wait(for: [started], timeout: .seconds(1), clock: clock)
        check.cancel()
        let messages = await check.value
        #expect(messages == ["toEventually was cancelled before it was decided"])
        #expect(evaluationSawCancellation.value)
    }

    // The tasks `waitUntil`'s action starts belong to the test, not to the
    // check: their failures reach the test while it runs, also after the
    // check has ended (the matrix in Fixtures/Routing covers the failures
    // that arrive after the test has ended).

    @Test func aFailureFromATaskOfWaitUntilsActionWhileTheCheckRunsReachesTheTest() async {
        let messages = await failuresOfAWaitUntilActionsTaskWhileTheCheckRuns()
        #expect(messages == ["from the action's task, while the check runs"])
    }

    @Test func aFailureFromATaskOfWaitUntilsActionAfterTheCheckPassedReachesTheTest() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failed = TestEvent("the action's task failed after the check")
        let messages = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .seconds(1), clock: clock) { done in
                Task {
                    done()
                    try? await clock.sleep(for: .seconds(2))
                    fail("from the action's task, after the check passed")
                    failed.fulfill()
                }
            }
            await wait(for: [failed], timeout: .seconds(5), clock: clock)
        }.map(\.message.stringValue)
        #expect(messages == ["from the action's task, after the check passed"])
    }

    @Test func aFailureFromATaskOfWaitUntilsActionAfterTheCheckTimedOutReachesTheTest() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failed = TestEvent("the action's task failed after the check")
        let messages = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .seconds(1), clock: clock) { _ in
                Task {
                    try? await clock.sleep(for: .seconds(2))
                    fail("from the action's task, after the check timed out")
                    failed.fulfill()
                }
            }
            await wait(for: [failed], timeout: .seconds(5), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "waitUntil timed out: done() was not called within 1.0 s (virtual, <t> real)",
                "from the action's task, after the check timed out",
            ])
    }

    @Test func aTestTaskHandlerMadeOutsideAnyXCTestCaseNeverCountsItsTestAsEnded() async {
        // A handler made with no XCTest case running (a Swift Testing test)
        // never counts its test as ended: Swift Testing charges a late
        // failure to the test its task belongs to.
        let recorder = AssertionRecorder()
        let handler = TestTaskHandler(inner: recorder, test: .none)
        #expect(!handler.testHasEnded)
        handler.assert(false, message: FailureMessage(stringValue: "kept"), location: SourceLocation())
        #expect(recorder.assertions.map(\.message.stringValue) == ["kept"])
    }

    @Test func aTaskTheExpressionStartsReportsToTheTestAfterTheCheckEnds() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let late = TestEvent("the expression's task failed late")
        let started = LockedBox(false)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () async -> Int in
                if !started.value {
                    started.set(true)
                    Task {
                        try? await clock.sleep(for: .seconds(2))
                        fail("late, from a task the expression started")
                        late.fulfill()
                    }
                }
                return 0
            }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
            await wait(for: [late], timeout: .seconds(5), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("expected to eventually equal <1>, got <0> (") == true)
        #expect(messages.last == "late, from a task the expression started")
    }

    @Test func aWriteFromATaskTheExpressionStartsWakesThePoll() async {
        // The clock never moves, so only a wake-up can pass the check before
        // its real-time backstop (an hour away).
        let clock = StillClock()
        let box = LockedBox(0)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () async -> Int in
                let seen = box.value
                if seen == 0 { Task { box.set(1) } }
                return seen
            }.toEventually(equal(1), timeout: .seconds(3_600), pollInterval: .seconds(60), clock: clock)
        }.map(\.message.stringValue)
        #expect(messages == [])
        #expect(clock.completedSleeps == 0)
    }
}
