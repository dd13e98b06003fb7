import Deft
import Foundation
import Testing

struct LockedBoxTests {
    @Test func readsAndWrites() {
        let flag = LockedBox(false)
        #expect(flag.value == false)
        flag.set(true)
        #expect(flag.value == true)
    }

    @Test func withLockUpdatesAtomicallyUnderContention() {
        let calls = LockedBox(0)
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in calls.withLock { $0 += 1 } }
        #expect(calls.value == 1_000)
    }

    @Test func withLockReturnsTheBodysResult() {
        let queue = LockedBox([1, 2, 3])
        let last = queue.withLock { $0.popLast() }
        #expect(last == 3)
        #expect(queue.value == [1, 2])
    }

    @Test func toEventuallyReadsWhatAnotherThreadWrites() async {
        let received = LockedBox<[String]>([])
        DispatchQueue.global().async { received.withLock { $0.append("hello") } }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { received.value }.toEventually(equal(["hello"]), timeout: .seconds(10))
        }
        #expect(failures.isEmpty)
    }

    @Test func describesItsValue() {
        #expect(LockedBox("on").description == #"LockedBox("on")"#)
        #expect(LockedBox<Int?>(nil).description == "LockedBox(nil)")
    }
}
