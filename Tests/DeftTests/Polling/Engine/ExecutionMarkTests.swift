import Testing

@testable import Deft

/// A mark tells the task it was made in apart from every other only while
/// its scope runs: once the scope has ended, its task may be gone and its
/// address reused by a later task, which must not pass for it.
struct ExecutionMarkTests {
    @Test func aMarkIsCurrentInItsTaskWhileItsScopeRuns() async {
        let inside = await ExecutionMark.bound { mark in
            await Task.yield()
            return mark.isCurrent
        }
        #expect(inside)
    }

    @Test func aTaskStartedInsideTheScopeIsAnother() async {
        let child = await ExecutionMark.bound { mark in await Task { mark.isCurrent }.value }
        #expect(!child)
    }

    /// The same task stands in for a later task at the same address: with
    /// the address alone as the mark, it matched, and a freed evaluation's
    /// mark dropped that task's failures as the ended check's.
    @Test func aMarkWhoseScopeHasEndedMarksNothingEvenAtTheSameAddress() async {
        let escaped = await ExecutionMark.bound { mark in
            await Task.yield()
            return mark
        }
        #expect(!escaped.isCurrent)
        let blocking = ExecutionMark.bound { mark in mark }
        #expect(!blocking.isCurrent)
    }

    /// A failure from a task that inherits an ended check's handler reaches
    /// the test: only the check's own run is muted once the check has ended.
    @Test func aFailureFromATaskTheEvaluationStartedAfterTheCheckEndedIsReported() async {
        let late = LockedBox<Task<Void, Never>?>(nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                late.set(Task { expect(1).to(equal(2)) })
                return 1
            }.toEventually(equal(1), clock: VirtualClock(maxSpeedup: nil))
            await late.value?.value
        }.map(\.message.stringValue)
        #expect(failures == ["expected to equal <2>, got <1>"])
    }
}
