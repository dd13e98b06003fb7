// Every test here FAILS ON PURPOSE. Each failing line carries a
// `ROUTE: <tag>` marker; scripts/check-routing.sh checks that Swift Testing
// recorded it at that line and column, charged to the right test (or to
// «unknown» where no test owns the thread, which still fails the run).
import Deft
import Dispatch
import Foundation
import Testing

struct STRouting {
    @Test func stSyncBody() {
        expect("st-sync").to(equal("routed"))  // ROUTE: st-sync
    }

    @Test func stAsyncBody() async {
        await Task.yield()
        expect("st-async").to(equal("routed"))  // ROUTE: st-async
    }

    @Test func stTaskAwaited() async {
        let task = Task<Void, Never> {
            expect("st-task").to(equal("routed"))  // ROUTE: st-task
        }
        await task.value
    }

    @Test func stDetachedTaskAwaited() async {
        let task = Task<Void, Never>.detached {
            expect("st-detached").to(equal("routed"))  // ROUTE: st-detached
        }
        await task.value
    }

    @Test func stDispatchQueueWaited() {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            expect("st-gcd").to(equal("routed"))  // ROUTE: st-gcd
            done.signal()
        }
        done.wait()
    }

    @Test func stThreadWaited() {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            expect("st-thread").to(equal("routed"))  // ROUTE: st-thread
            done.signal()
        }
        done.wait()
    }

    @Test func stRequireStopsTheTest() throws {
        try require("st-require").to(equal("routed"))  // ROUTE: st-require
        fail("st-require-after: the test went on after a failed require")
    }

    @Test func stEventsStepStopsTheTest() async throws {
        let (names, continuation) = AsyncStream<String>.makeStream()
        continuation.finish()
        try await withEvents(of: names) { events in
            _ = try await events.next()  // ROUTE: st-events
            fail("st-events-after: the scope went on after a failed step")
        }
    }

    @Test func stRequireAsKnownIssue() {
        withKnownIssue {
            _ = try require("st-known").to(equal("routed"))  // ROUTE: st-known
            fail("st-known-after: the block went on after a failed require")
        }
        expect("st-known-after-block").to(equal("st-known-after-block"))
    }
}
