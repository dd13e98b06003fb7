import CoreFoundation
import Dispatch
import Foundation
import XCTest

@testable import Deft

/// The main thread blocked in a synchronous check wakes at a signal by a
/// run-loop source, not a main-queue block: on Darwin, a run loop nested in
/// a main-queue callout (a main-actor job, a `DispatchQueue.main.async`
/// block) does not drain the main queue. So the pause here runs inside a
/// main-queue block, with the main queue suspended besides: a wake that went
/// through the main queue would not come until the queue resumes.
final class MainRunLoopBellXCTests: XCTestCase {
    func testASignalWakesTheMainThreadBlockedInAMainQueueBlock() {
        guard Thread.isMainThread else { return XCTFail("XCTest runs a synchronous test on the main thread") }
        let wakeup = PollWakeup()
        let resumer = MainQueueResumer()
        let ended = LockedBox(false)
        DispatchQueue.main.async {
            resumer.suspend()
            Thread.detachNewThread {
                while !wakeup.isBlockingMainThread { usleep(100) }
                wakeup.signal()
            }
            // Only if the signal does not wake the main thread: the main
            // queue runs again after 10 s, so that a wake that went through
            // it ends the pause then, and the test fails instead of hanging.
            DispatchQueue.global().asyncAfter(deadline: .now() + 10) { resumer.resume(rescuing: true) }
            wakeup.pauseBlocking()
            resumer.resume(rescuing: false)
            ended.set(true)
        }
        while !ended.value { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05)) }
        XCTAssertFalse(resumer.rescued, "the blocked main thread woke only once the main queue ran again")
    }

    func testARingBeforeTheMainThreadWaitsEndsItsWaitAtOnce() {
        guard Thread.isMainThread else { return XCTFail("XCTest runs a synchronous test on the main thread") }
        let resumer = MainQueueResumer()
        resumer.suspend()
        let wakeup = PollWakeup()
        // Signalled before the pause: it takes the pending signal and does
        // not run the loop at all; the bell, rung for nobody, ends one later
        // run of the loop, which then looks again and waits on.
        wakeup.signal()
        MainRunLoopBell.shared.ring()
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) { resumer.resume(rescuing: true) }
        wakeup.pauseBlocking()
        var rounds = 0
        MainRunLoopBell.shared.waitOnMainThread {
            rounds += 1
            return rounds == 2
        }
        resumer.resume(rescuing: false)
        XCTAssertEqual(rounds, 2)
        XCTAssertFalse(resumer.rescued, "the rung bell did not end the main run loop's run")
    }
}

/// Suspends the main queue, and resumes it once: from the test when it
/// ends, or from a rescue that ends a wait that hangs.
private final class MainQueueResumer: Sendable {
    private let state = LockedBox((resumed: false, rescued: false))

    func suspend() {
        DispatchQueue.main.suspend()
    }

    func resume(rescuing: Bool) {
        let resumes = state.withLockQuietly { state in
            guard !state.resumed else { return false }
            state = (true, rescuing)
            return true
        }
        guard resumes else { return }
        DispatchQueue.main.resume()
        // A rescue also ends the main run loop's current run, which nothing
        // else may end: the wait looks again, finds its signal, and returns.
        if rescuing { CFRunLoopStop(CFRunLoopGetMain()) }
    }

    var rescued: Bool { state.withLockQuietly { $0.rescued } }
}
