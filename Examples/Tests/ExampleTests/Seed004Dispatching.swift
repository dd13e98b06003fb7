// Seed 004: a message loader with an injected dispatcher. Synchronous queues
// make the test synchronous; asynchronous ones are waited for without
// deadlocking the main queue; and failing eventual assertions on a virtual
// clock cost milliseconds each, not a second.
import Deft
import ExampleApp
import Foundation
import Testing
import XCTest

final class MessageLoaderExamples: XCTestCase {
    func testSynchronousQueuesGiveTheMessagesOnTheNextLine() {
        let messages = LockedBox<[Message]>([])
        // Not `SyncQueue.main`: the test runs on the main thread, which would
        // then wait for a background job that waits for the main thread:
        // a deadlock. Any other queue runs the completion at once.
        let loader = MessageLoader(main: SyncQueue.global, background: SyncQueue.background)
        loader.load { messages.set($0) }
        expect(messages.value).to(equal([.welcome]))
    }

    func testAsynchronousQueuesAreWaitedForWhileTheMainQueueRuns() {
        let loaded = TestEvent("loaded")
        let messages = LockedBox<[Message]>([])
        let loader = MessageLoader(main: AsyncQueue.main, background: AsyncQueue.background)
        loader.load {
            messages.set($0)
            loaded.fulfill()
        }
        // The blocking wait runs the main run loop, so the completion that
        // `AsyncQueue.main` sends to the main queue can run.
        TestEvent.wait(for: [loaded], timeout: .seconds(5))
        expect(messages.value).to(equal([.welcome]))
    }

    func testPollingTheMainQueuesResultDoesNotDeadlock() {
        let messages = LockedBox<[Message]>([])
        MessageLoader(main: AsyncQueue.main, background: AsyncQueue.global).load { messages.set($0) }
        expect(messages.value).toEventually(equal([.welcome]), timeout: .seconds(5))
    }
}

struct FailingWaitCostTests {
    /// 1,200 tests whose asynchronous check fails after its 1 s timeout take
    /// 20 minutes on a real clock. On a virtual clock, the same 1,200 failing
    /// assertions (captured here, so they do not fail the suite) take seconds.
    @Test func twelveHundredFailingEventualAssertionsCostSecondsNotMinutes() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let defaults = PollingDefaults(timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
        let started = ContinuousClock.now
        let failures = await PollingDefaults.withValue(defaults) {
            await gatherFailingExpectations(silently: true) {
                for _ in 0..<1_200 {
                    await expect { [Message]() }.toEventually(equal([.welcome]))
                }
            }
        }
        let elapsed = started.duration(to: .now)
        print("1,200 failing 1 s toEventually on a VirtualClock took \(elapsed) of real time")
        #expect(failures.count == 1_200)
        #expect(clock.now.offset == .seconds(1_200))
        #expect(elapsed < .seconds(60))
    }
}
