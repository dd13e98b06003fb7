import Foundation
import Testing

@testable import Deft

/// `DEFT_TIMEOUT_SCALE`, read through ``TimeoutScale/setting`` so that
/// parallel tests never set the process environment.
struct TimeoutScaleTests {
    @Test func aScaleLengthensARealClockTimeoutAndTheFailureSaysSo() async {
        let start = ContinuousClock.now
        let messages = await TimeoutScale.$setting.withValue("3") {
            await gatherFailingExpectations(silently: true) {
                await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(10), clock: ContinuousClock())
            }
        }.map(\.message.stringValue)
        #expect(start.duration(to: .now) >= .milliseconds(30))
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("expected to eventually equal <2>, got <1> (") == true)
        #expect(
            messages.first?.hasSuffix("\n(DEFT_TIMEOUT_SCALE=3 scaled this real-clock timeout from 10 ms to 30 ms)")
                == true)
    }

    @Test func aFractionalScaleIsShownAsWritten() async {
        let messages = await TimeoutScale.$setting.withValue(" 1.5 ") {
            await gatherFailingExpectations(silently: true) {
                await waitUntil(timeout: .milliseconds(10), clock: ContinuousClock()) { _ in }
            }
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "waitUntil timed out: done() was not called within 15 ms"
                    + "\n(DEFT_TIMEOUT_SCALE=1.5 scaled this real-clock timeout from 10 ms to 15 ms)"
            ])
    }

    @Test func aVirtualClockIsNotScaled() async {
        let messages = await TimeoutScale.$setting.withValue("10") {
            await gatherFailingExpectations(silently: true) {
                await expect { 1 }.toEventually(
                    equal(2), timeout: .milliseconds(30), clock: VirtualClock(maxSpeedup: nil))
            }
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "expected to eventually equal <2>, got <1> (4 polls over 30 ms virtual / <t> real; seen <1> ×4)\n"
                    + "Nothing slept on the virtual clock while it ran to its 30 ms timeout in <t> of real time. If "
                    + "the code under test waits on another clock (Task.sleep without a clock, "
                    + "DispatchQueue.asyncAfter, I/O), poll on a real clock or lower maxSpeedup."
            ])
    }

    /// Which timeouts the scale applies to, read from the session the
    /// poller builds: no real time passes.
    @Test func onlyAWaitForAChangeOnARealClockIsScaled() {
        func timeout(_ verb: Verb, _ clock: any Clock<Duration>) -> Duration? {
            let session: PollSession<Int>? = try? Poller.session(
                verb, timeout: .milliseconds(20), interval: .milliseconds(1), clock: clock, description: nil,
                caller: .expectation(verb))
            return session?.timeout
        }
        TimeoutScale.$setting.withValue("100") {
            #expect(timeout(.toEventually, ContinuousClock()) == .seconds(2))
            #expect(timeout(.toEventuallyNot, SuspendingClock()) == .seconds(2))
            #expect(timeout(.toNever, ContinuousClock()) == .milliseconds(20))
            #expect(timeout(.toAlways, ContinuousClock()) == .milliseconds(20))
            #expect(timeout(.toEventually, VirtualClock()) == .milliseconds(20))
        }
        TimeoutScale.$setting.withValue(.some(nil)) {
            #expect(timeout(.toEventually, ContinuousClock()) == .milliseconds(20))
        }
    }

    @Test func anEventuallyBlockSaysItsTimeoutWasScaled() async {
        let messages = await TimeoutScale.$setting.withValue("2") {
            await gatherFailingExpectations(silently: true) {
                await eventually(timeout: .milliseconds(10), clock: ContinuousClock()) { fail("not yet") }
            }
        }.map(\.message.stringValue)
        #expect(messages.count == 2)
        #expect(
            messages.last?.hasSuffix("\n(DEFT_TIMEOUT_SCALE=2 scaled this real-clock timeout from 10 ms to 20 ms)")
                == true)
    }

    @Test(arguments: ["abc", "0", "-2", "inf", "nan", "2x", "3x"])
    func aScaleThatIsNotAPositiveNumberFailsEveryCheckAtItsCall(setting: String) async {
        let failures = await TimeoutScale.$setting.withValue(setting) {
            await gatherFailingExpectations(silently: true) {
                await expect { 1 }.toEventually(equal(1), clock: VirtualClock())
                await waitUntil(clock: VirtualClock()) { done in done() }
                await eventually(clock: ContinuousClock()) {}
            }
        }
        let reason =
            "DEFT_TIMEOUT_SCALE must be a positive number, such as 2 or 1.5, to scale real-clock timeouts; "
            + "got \"\(setting)\""
        #expect(
            failures.map(\.message.stringValue) == [
                "toEventually cannot run: " + reason, "waitUntil cannot run: " + reason,
                "eventually cannot run: " + reason,
            ])
        #expect(Set(failures.map(\.location.fileID)) == [#fileID])
    }

    @Test func anEmptySettingIsUnset() async {
        let failures = await TimeoutScale.$setting.withValue("") {
            await gatherFailingExpectations(silently: true) {
                await expect { 1 }.toEventually(equal(1), clock: ContinuousClock())
            }
        }
        #expect(failures.isEmpty)
    }
}
