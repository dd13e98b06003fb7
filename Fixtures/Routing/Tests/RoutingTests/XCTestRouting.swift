// Every test here FAILS ON PURPOSE. Each failing line carries a
// `ROUTE: <tag>` marker; scripts/check-routing.sh checks that XCTest reported
// it at that line, charged to the right test.
import Deft
import Dispatch
import Foundation
import XCTest

final class XCRouting: XCTestCase {
    func testSyncBody() {
        expect("xc-sync").to(equal("routed"))  // ROUTE: xc-sync
    }

    func testAsyncBody() async {
        await Task.yield()
        expect("xc-async").to(equal("routed"))  // ROUTE: xc-async
    }

    func testTaskAwaited() async {
        let task = Task<Void, Never> {
            expect("xc-task").to(equal("routed"))  // ROUTE: xc-task
        }
        await task.value
    }

    func testDetachedTaskAwaited() async {
        let task = Task<Void, Never>.detached {
            expect("xc-detached").to(equal("routed"))  // ROUTE: xc-detached
        }
        await task.value
    }

    func testDispatchQueueWaited() {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            expect("xc-gcd").to(equal("routed"))  // ROUTE: xc-gcd
            done.signal()
        }
        done.wait()
    }

    func testThreadWaited() {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            expect("xc-thread").to(equal("routed"))  // ROUTE: xc-thread
            done.signal()
        }
        done.wait()
    }

    func testRequireStopsTheTest() throws {
        try require("xc-require").to(equal("routed"))  // ROUTE: xc-require
        fail("xc-require-after: the test went on after a failed require")
    }
}
