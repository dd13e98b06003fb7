// Every test here FAILS ON PURPOSE, once: see LostFailureMatrix.swift. The
// tests run in parallel, so a late failure would land in another test while
// it runs. (Not `.serialized`: while a serialized suite runs, Swift Testing
// 6.3.1 records every issue that no test owns twice, its own
// `Issue.record` included.)
import Testing

struct STLostFailureMatrix {
    /// Passes once the late failures of the two test tasks (waitUntil's and
    /// evaluationTask's, ignoring cancellation) have been raised, 400 ms
    /// after their tests: it keeps the run going until then.
    @Test func lateTestTaskFailuresAreRaised() async {
        await Matrix.awaitLateTestTaskFailures()
        #expect(Matrix.lateTestTaskFailures.value == 2)
    }

    @Test func asyncToEventually_stillGoing() async { await Matrix.check(.asyncToEventually, .stillGoing) }
    @Test func asyncToEventually_stillGoing_next() { Matrix.nextTestFails() }
    @Test func asyncToEventually_ignoresCancellation() async {
        await Matrix.check(.asyncToEventually, .ignoresCancellation)
    }
    @Test func asyncToEventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func asyncToEventually_failsLate() async { await Matrix.check(.asyncToEventually, .failsLate) }
    @Test func asyncToEventually_failsLate_next() { Matrix.nextTestFails() }
    @Test func asyncToEventuallyNot_stillGoing() async { await Matrix.check(.asyncToEventuallyNot, .stillGoing) }
    @Test func asyncToEventuallyNot_stillGoing_next() { Matrix.nextTestFails() }
    @Test func asyncToEventuallyNot_ignoresCancellation() async {
        await Matrix.check(.asyncToEventuallyNot, .ignoresCancellation)
    }
    @Test func asyncToEventuallyNot_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func asyncToEventuallyNot_failsLate() async { await Matrix.check(.asyncToEventuallyNot, .failsLate) }
    @Test func asyncToEventuallyNot_failsLate_next() { Matrix.nextTestFails() }
    @Test func asyncToNever_stillGoing() async { await Matrix.check(.asyncToNever, .stillGoing) }
    @Test func asyncToNever_stillGoing_next() { Matrix.nextTestFails() }
    @Test func asyncToNever_ignoresCancellation() async { await Matrix.check(.asyncToNever, .ignoresCancellation) }
    @Test func asyncToNever_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func asyncToNever_failsLate() async { await Matrix.check(.asyncToNever, .failsLate) }
    @Test func asyncToNever_failsLate_next() { Matrix.nextTestFails() }
    @Test func asyncToAlways_stillGoing() async { await Matrix.check(.asyncToAlways, .stillGoing) }
    @Test func asyncToAlways_stillGoing_next() { Matrix.nextTestFails() }
    @Test func asyncToAlways_ignoresCancellation() async { await Matrix.check(.asyncToAlways, .ignoresCancellation) }
    @Test func asyncToAlways_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func asyncToAlways_failsLate() async { await Matrix.check(.asyncToAlways, .failsLate) }
    @Test func asyncToAlways_failsLate_next() { Matrix.nextTestFails() }
    @Test func syncToEventually_stillGoing() async { await Matrix.check(.syncToEventually, .stillGoing) }
    @Test func syncToEventually_stillGoing_next() { Matrix.nextTestFails() }
    @Test func syncToEventually_ignoresCancellation() async {
        await Matrix.check(.syncToEventually, .ignoresCancellation)
    }
    @Test func syncToEventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func syncToEventually_failsLate() async { await Matrix.check(.syncToEventually, .failsLate) }
    @Test func syncToEventually_failsLate_next() { Matrix.nextTestFails() }
    @Test func syncToEventuallyNot_stillGoing() async { await Matrix.check(.syncToEventuallyNot, .stillGoing) }
    @Test func syncToEventuallyNot_stillGoing_next() { Matrix.nextTestFails() }
    @Test func syncToEventuallyNot_ignoresCancellation() async {
        await Matrix.check(.syncToEventuallyNot, .ignoresCancellation)
    }
    @Test func syncToEventuallyNot_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func syncToEventuallyNot_failsLate() async { await Matrix.check(.syncToEventuallyNot, .failsLate) }
    @Test func syncToEventuallyNot_failsLate_next() { Matrix.nextTestFails() }
    @Test func syncToNever_stillGoing() async { await Matrix.check(.syncToNever, .stillGoing) }
    @Test func syncToNever_stillGoing_next() { Matrix.nextTestFails() }
    @Test func syncToNever_ignoresCancellation() async { await Matrix.check(.syncToNever, .ignoresCancellation) }
    @Test func syncToNever_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func syncToNever_failsLate() async { await Matrix.check(.syncToNever, .failsLate) }
    @Test func syncToNever_failsLate_next() { Matrix.nextTestFails() }
    @Test func syncToAlways_stillGoing() async { await Matrix.check(.syncToAlways, .stillGoing) }
    @Test func syncToAlways_stillGoing_next() { Matrix.nextTestFails() }
    @Test func syncToAlways_ignoresCancellation() async { await Matrix.check(.syncToAlways, .ignoresCancellation) }
    @Test func syncToAlways_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func syncToAlways_failsLate() async { await Matrix.check(.syncToAlways, .failsLate) }
    @Test func syncToAlways_failsLate_next() { Matrix.nextTestFails() }
    @Test func waitUntil_stillGoing() async { await Matrix.check(.waitUntil, .stillGoing) }
    @Test func waitUntil_stillGoing_next() { Matrix.nextTestFails() }
    @Test func waitUntil_ignoresCancellation() async { await Matrix.check(.waitUntil, .ignoresCancellation) }
    @Test func waitUntil_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func waitUntil_failsLate() async { await Matrix.check(.waitUntil, .failsLate) }
    @Test func waitUntil_failsLate_next() { Matrix.nextTestFails() }
    @Test func evaluationTask_stillGoing() async { await Matrix.check(.evaluationTask, .stillGoing) }
    @Test func evaluationTask_stillGoing_next() { Matrix.nextTestFails() }
    @Test func evaluationTask_ignoresCancellation() async { await Matrix.check(.evaluationTask, .ignoresCancellation) }
    @Test func evaluationTask_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func evaluationTask_failsLate() async { await Matrix.check(.evaluationTask, .failsLate) }
    @Test func evaluationTask_failsLate_next() { Matrix.nextTestFails() }
    @Test func pollUnwrap_stillGoing() async { await Matrix.check(.pollUnwrap, .stillGoing) }
    @Test func pollUnwrap_stillGoing_next() { Matrix.nextTestFails() }
    @Test func pollUnwrap_ignoresCancellation() async { await Matrix.check(.pollUnwrap, .ignoresCancellation) }
    @Test func pollUnwrap_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func pollUnwrap_failsLate() async { await Matrix.check(.pollUnwrap, .failsLate) }
    @Test func pollUnwrap_failsLate_next() { Matrix.nextTestFails() }
    @Test func pollingRequire_stillGoing() async { await Matrix.check(.pollingRequire, .stillGoing) }
    @Test func pollingRequire_stillGoing_next() { Matrix.nextTestFails() }
    @Test func pollingRequire_ignoresCancellation() async { await Matrix.check(.pollingRequire, .ignoresCancellation) }
    @Test func pollingRequire_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func pollingRequire_failsLate() async { await Matrix.check(.pollingRequire, .failsLate) }
    @Test func pollingRequire_failsLate_next() { Matrix.nextTestFails() }
    @Test func eventually_stillGoing() async { await Matrix.check(.eventually, .stillGoing) }
    @Test func eventually_stillGoing_next() { Matrix.nextTestFails() }
    @Test func eventually_ignoresCancellation() async { await Matrix.check(.eventually, .ignoresCancellation) }
    @Test func eventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func eventually_failsLate() async { await Matrix.check(.eventually, .failsLate) }
    @Test func eventually_failsLate_next() { Matrix.nextTestFails() }
    @Test func throwingEventually_stillGoing() async { await Matrix.check(.throwingEventually, .stillGoing) }
    @Test func throwingEventually_stillGoing_next() { Matrix.nextTestFails() }
    @Test func throwingEventually_ignoresCancellation() async {
        await Matrix.check(.throwingEventually, .ignoresCancellation)
    }
    @Test func throwingEventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func throwingEventually_failsLate() async { await Matrix.check(.throwingEventually, .failsLate) }
    @Test func throwingEventually_failsLate_next() { Matrix.nextTestFails() }
    @Test func continually_stillGoing() async { await Matrix.check(.continually, .stillGoing) }
    @Test func continually_stillGoing_next() { Matrix.nextTestFails() }
    @Test func continually_ignoresCancellation() async { await Matrix.check(.continually, .ignoresCancellation) }
    @Test func continually_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func continually_failsLate() async { await Matrix.check(.continually, .failsLate) }
    @Test func continually_failsLate_next() { Matrix.nextTestFails() }
    @Test func emit_stillGoing() async { await Matrix.check(.emit, .stillGoing) }
    @Test func emit_stillGoing_next() { Matrix.nextTestFails() }
    @Test func emit_ignoresCancellation() async { await Matrix.check(.emit, .ignoresCancellation) }
    @Test func emit_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func emit_failsLate() async { await Matrix.check(.emit, .failsLate) }
    @Test func emit_failsLate_next() { Matrix.nextTestFails() }
    @Test func withEvents_stillGoing() async { await Matrix.check(.withEvents, .stillGoing) }
    @Test func withEvents_stillGoing_next() { Matrix.nextTestFails() }
    @Test func withEvents_ignoresCancellation() async { await Matrix.check(.withEvents, .ignoresCancellation) }
    @Test func withEvents_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func withEvents_failsLate() async { await Matrix.check(.withEvents, .failsLate) }
    @Test func withEvents_failsLate_next() { Matrix.nextTestFails() }
    @Test func testEvent_stillGoing() async { await Matrix.check(.testEvent, .stillGoing) }
    @Test func testEvent_stillGoing_next() { Matrix.nextTestFails() }
    @Test func testEvent_ignoresCancellation() async { await Matrix.check(.testEvent, .ignoresCancellation) }
    @Test func testEvent_ignoresCancellation_next() { Matrix.nextTestFails() }
    @Test func testEvent_failsLate() async { await Matrix.check(.testEvent, .failsLate) }
    @Test func testEvent_failsLate_next() { Matrix.nextTestFails() }
}
