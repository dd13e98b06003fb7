// Every test here FAILS ON PURPOSE, once: see LostFailureMatrix.swift.
import XCTest

final class XCLostFailureMatrix: XCTestCase {
    func test_asyncToEventually_stillGoing() async { await Matrix.check(.asyncToEventually, .stillGoing) }
    func test_asyncToEventually_stillGoing_next() { Matrix.nextTestFails() }
    func test_asyncToEventually_ignoresCancellation() async {
        await Matrix.check(.asyncToEventually, .ignoresCancellation)
    }
    func test_asyncToEventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_asyncToEventually_failsLate() async { await Matrix.check(.asyncToEventually, .failsLate) }
    func test_asyncToEventually_failsLate_next() { Matrix.nextTestFails() }
    func test_asyncToEventuallyNot_stillGoing() async { await Matrix.check(.asyncToEventuallyNot, .stillGoing) }
    func test_asyncToEventuallyNot_stillGoing_next() { Matrix.nextTestFails() }
    func test_asyncToEventuallyNot_ignoresCancellation() async {
        await Matrix.check(.asyncToEventuallyNot, .ignoresCancellation)
    }
    func test_asyncToEventuallyNot_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_asyncToEventuallyNot_failsLate() async { await Matrix.check(.asyncToEventuallyNot, .failsLate) }
    func test_asyncToEventuallyNot_failsLate_next() { Matrix.nextTestFails() }
    func test_asyncToNever_stillGoing() async { await Matrix.check(.asyncToNever, .stillGoing) }
    func test_asyncToNever_stillGoing_next() { Matrix.nextTestFails() }
    func test_asyncToNever_ignoresCancellation() async { await Matrix.check(.asyncToNever, .ignoresCancellation) }
    func test_asyncToNever_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_asyncToNever_failsLate() async { await Matrix.check(.asyncToNever, .failsLate) }
    func test_asyncToNever_failsLate_next() { Matrix.nextTestFails() }
    func test_asyncToAlways_stillGoing() async { await Matrix.check(.asyncToAlways, .stillGoing) }
    func test_asyncToAlways_stillGoing_next() { Matrix.nextTestFails() }
    func test_asyncToAlways_ignoresCancellation() async { await Matrix.check(.asyncToAlways, .ignoresCancellation) }
    func test_asyncToAlways_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_asyncToAlways_failsLate() async { await Matrix.check(.asyncToAlways, .failsLate) }
    func test_asyncToAlways_failsLate_next() { Matrix.nextTestFails() }
    func test_syncToEventually_stillGoing() async { await Matrix.check(.syncToEventually, .stillGoing) }
    func test_syncToEventually_stillGoing_next() { Matrix.nextTestFails() }
    func test_syncToEventually_ignoresCancellation() async {
        await Matrix.check(.syncToEventually, .ignoresCancellation)
    }
    func test_syncToEventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_syncToEventually_failsLate() async { await Matrix.check(.syncToEventually, .failsLate) }
    func test_syncToEventually_failsLate_next() { Matrix.nextTestFails() }
    func test_syncToEventuallyNot_stillGoing() async { await Matrix.check(.syncToEventuallyNot, .stillGoing) }
    func test_syncToEventuallyNot_stillGoing_next() { Matrix.nextTestFails() }
    func test_syncToEventuallyNot_ignoresCancellation() async {
        await Matrix.check(.syncToEventuallyNot, .ignoresCancellation)
    }
    func test_syncToEventuallyNot_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_syncToEventuallyNot_failsLate() async { await Matrix.check(.syncToEventuallyNot, .failsLate) }
    func test_syncToEventuallyNot_failsLate_next() { Matrix.nextTestFails() }
    func test_syncToNever_stillGoing() async { await Matrix.check(.syncToNever, .stillGoing) }
    func test_syncToNever_stillGoing_next() { Matrix.nextTestFails() }
    func test_syncToNever_ignoresCancellation() async { await Matrix.check(.syncToNever, .ignoresCancellation) }
    func test_syncToNever_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_syncToNever_failsLate() async { await Matrix.check(.syncToNever, .failsLate) }
    func test_syncToNever_failsLate_next() { Matrix.nextTestFails() }
    func test_syncToAlways_stillGoing() async { await Matrix.check(.syncToAlways, .stillGoing) }
    func test_syncToAlways_stillGoing_next() { Matrix.nextTestFails() }
    func test_syncToAlways_ignoresCancellation() async { await Matrix.check(.syncToAlways, .ignoresCancellation) }
    func test_syncToAlways_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_syncToAlways_failsLate() async { await Matrix.check(.syncToAlways, .failsLate) }
    func test_syncToAlways_failsLate_next() { Matrix.nextTestFails() }
    func test_waitUntil_stillGoing() async { await Matrix.check(.waitUntil, .stillGoing) }
    func test_waitUntil_stillGoing_next() { Matrix.nextTestFails() }
    func test_waitUntil_ignoresCancellation() async { await Matrix.check(.waitUntil, .ignoresCancellation) }
    func test_waitUntil_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_waitUntil_failsLate() async { await Matrix.check(.waitUntil, .failsLate) }
    func test_waitUntil_failsLate_next() { Matrix.nextTestFails() }
    func test_evaluationTask_stillGoing() async { await Matrix.check(.evaluationTask, .stillGoing) }
    func test_evaluationTask_stillGoing_next() { Matrix.nextTestFails() }
    func test_evaluationTask_ignoresCancellation() async { await Matrix.check(.evaluationTask, .ignoresCancellation) }
    func test_evaluationTask_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_evaluationTask_failsLate() async { await Matrix.check(.evaluationTask, .failsLate) }
    func test_evaluationTask_failsLate_next() { Matrix.nextTestFails() }
    func test_pollUnwrap_stillGoing() async { await Matrix.check(.pollUnwrap, .stillGoing) }
    func test_pollUnwrap_stillGoing_next() { Matrix.nextTestFails() }
    func test_pollUnwrap_ignoresCancellation() async { await Matrix.check(.pollUnwrap, .ignoresCancellation) }
    func test_pollUnwrap_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_pollUnwrap_failsLate() async { await Matrix.check(.pollUnwrap, .failsLate) }
    func test_pollUnwrap_failsLate_next() { Matrix.nextTestFails() }
    func test_pollingRequire_stillGoing() async { await Matrix.check(.pollingRequire, .stillGoing) }
    func test_pollingRequire_stillGoing_next() { Matrix.nextTestFails() }
    func test_pollingRequire_ignoresCancellation() async { await Matrix.check(.pollingRequire, .ignoresCancellation) }
    func test_pollingRequire_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_pollingRequire_failsLate() async { await Matrix.check(.pollingRequire, .failsLate) }
    func test_pollingRequire_failsLate_next() { Matrix.nextTestFails() }
    func test_eventually_stillGoing() async { await Matrix.check(.eventually, .stillGoing) }
    func test_eventually_stillGoing_next() { Matrix.nextTestFails() }
    func test_eventually_ignoresCancellation() async { await Matrix.check(.eventually, .ignoresCancellation) }
    func test_eventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_eventually_failsLate() async { await Matrix.check(.eventually, .failsLate) }
    func test_eventually_failsLate_next() { Matrix.nextTestFails() }
    func test_throwingEventually_stillGoing() async { await Matrix.check(.throwingEventually, .stillGoing) }
    func test_throwingEventually_stillGoing_next() { Matrix.nextTestFails() }
    func test_throwingEventually_ignoresCancellation() async {
        await Matrix.check(.throwingEventually, .ignoresCancellation)
    }
    func test_throwingEventually_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_throwingEventually_failsLate() async { await Matrix.check(.throwingEventually, .failsLate) }
    func test_throwingEventually_failsLate_next() { Matrix.nextTestFails() }
    func test_continually_stillGoing() async { await Matrix.check(.continually, .stillGoing) }
    func test_continually_stillGoing_next() { Matrix.nextTestFails() }
    func test_continually_ignoresCancellation() async { await Matrix.check(.continually, .ignoresCancellation) }
    func test_continually_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_continually_failsLate() async { await Matrix.check(.continually, .failsLate) }
    func test_continually_failsLate_next() { Matrix.nextTestFails() }
    func test_emit_stillGoing() async { await Matrix.check(.emit, .stillGoing) }
    func test_emit_stillGoing_next() { Matrix.nextTestFails() }
    func test_emit_ignoresCancellation() async { await Matrix.check(.emit, .ignoresCancellation) }
    func test_emit_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_emit_failsLate() async { await Matrix.check(.emit, .failsLate) }
    func test_emit_failsLate_next() { Matrix.nextTestFails() }
    func test_withEvents_stillGoing() async { await Matrix.check(.withEvents, .stillGoing) }
    func test_withEvents_stillGoing_next() { Matrix.nextTestFails() }
    func test_withEvents_ignoresCancellation() async { await Matrix.check(.withEvents, .ignoresCancellation) }
    func test_withEvents_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_withEvents_failsLate() async { await Matrix.check(.withEvents, .failsLate) }
    func test_withEvents_failsLate_next() { Matrix.nextTestFails() }
    func test_testEvent_stillGoing() async { await Matrix.check(.testEvent, .stillGoing) }
    func test_testEvent_stillGoing_next() { Matrix.nextTestFails() }
    func test_testEvent_ignoresCancellation() async { await Matrix.check(.testEvent, .ignoresCancellation) }
    func test_testEvent_ignoresCancellation_next() { Matrix.nextTestFails() }
    func test_testEvent_failsLate() async { await Matrix.check(.testEvent, .failsLate) }
    func test_testEvent_failsLate_next() { Matrix.nextTestFails() }
}
