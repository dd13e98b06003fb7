import Deft
import Foundation
import Testing
import XCTest

struct WaitForValueTests {
    @Test func returnsTheValueDoneWasCalledWith() async {
        let clock = VirtualClock()
        var value: Int?
        let failures = await gatherFailingExpectations(silently: true) {
            value = await waitForValue(of: Int.self, clock: clock) { done in
                Task {
                    try? await clock.sleep(for: .milliseconds(30))
                    done(42)
                }
            }
        }
        #expect(failures.isEmpty)
        #expect(value == 42)
    }

    @Test func theTypeIsInferredFromWhatReceivesIt() async {
        let failures = await gatherFailingExpectations(silently: true) {
            let name: String? = await waitForValue(clock: VirtualClock()) { done in
                DispatchQueue.global().async { done("Ada") }
            }
            #expect(name == "Ada")
        }
        #expect(failures.isEmpty)
    }

    @Test func failsAtTheCallAndReturnsNilWhenDoneIsNeverCalled() async {
        var value: Int? = 0
        let messages = await gatherFailingExpectations(silently: true) {
            value = await waitForValue(of: Int.self, timeout: .seconds(1), clock: VirtualClock(maxSpeedup: nil)) { _ in
            }
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "waitForValue timed out: done(_:) was not called within 1.0 s (virtual, <t> real)"
                    + "\nNothing slept on the virtual clock while it ran to its 1.0 s timeout in <t> of real time. If the "
                    + "code under test waits on another clock (Task.sleep without a clock, DispatchQueue.asyncAfter, "
                    + "I/O), poll on a real clock or lower maxSpeedup."
            ])
        #expect(value == nil)
    }

    @Test func doneCalledTwiceWithDifferentValuesFailsWithBoth() async {
        var value: Int? = 0
        let failures = await gatherFailingExpectations(silently: true) {
            value = await waitForValue(of: Int.self, clock: VirtualClock(maxSpeedup: nil)) { done in
                done(1)
                done(2)
            }
        }
        #expect(
            failures.map(\.message.stringValue) == [
                "waitForValue(...) expects its completion closure to be only called once; it was called with <1>, "
                    + "then with <2>"
            ])
        #expect(failures.map(\.location.line) == [#line - 10])
        #expect(value == nil)
    }

    @Test func doneCalledTwiceWithTheSameValueFailsToo() async {
        let messages = await gatherFailingExpectations(silently: true) {
            _ = await waitForValue(of: String.self, clock: VirtualClock(maxSpeedup: nil)) { done in
                done("a")
                done("a")
            }
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "waitForValue(...) expects its completion closure to be only called once; it was called with "
                    + "<\"a\">, then with <\"a\">"
            ])
    }

    @Test func aSecondCallAfterThePassFailsTheTestOnce() async {
        let kept = Shared<(@Sendable (Int) -> Void)?>(nil)
        let messages = await gatherFailingExpectations(silently: true) {
            let value = await waitForValue(of: Int.self, clock: VirtualClock(maxSpeedup: nil)) { done in
                kept.value = done
                done(1)
            }
            #expect(value == 1)
            kept.value?(2)
            kept.value?(3)
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "waitForValue(...) expects its completion closure to be only called once; it was called with <1>, "
                    + "then with <2>"
            ])
    }

    @Test func requireValueReturnsTheValue() async throws {
        let value = try await requireValue(of: Int.self, clock: VirtualClock()) { done in
            DispatchQueue.global().async { done(7) }
        }
        #expect(value == 7)
    }

    @Test func requireValueReportsOnceAndThrowsOnTimeout() async {
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            do {
                _ = try await requireValue(of: Int.self, timeout: .seconds(2), clock: VirtualClock(maxSpeedup: nil)) {
                    _ in
                }
                Issue.record("requireValue should have thrown")
            } catch let error as RequireError {
                #expect(
                    maskingRealTime(error.message).hasPrefix(
                        "requireValue timed out: done(_:) was not called within 2.0 s (virtual, <t> real)\n"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(recorder.assertions.map(\.success) == [false])
        #expect(
            recorder.assertions.map { maskingRealTime($0.message.stringValue).prefix(while: { $0 != "\n" }) } == [
                "requireValue timed out: done(_:) was not called within 2.0 s (virtual, <t> real)"
            ])
    }

    /// A GCD callback that answers on real time, here only once both waits
    /// are over, while the virtual clock reaches its 1.0 s timeout in a few
    /// milliseconds: the message says the timeout was virtual, gives the
    /// hint `toEventually` gives, and `requireValue` names itself.
    @Test func aCallbackOnRealTimeAgainstAVirtualClockSaysSoAndHowToFixIt() async {
        let gate = DispatchSemaphore(value: 0)
        defer {
            gate.signal()
            gate.signal()
        }
        let answer: @Sendable (@escaping @Sendable (Int) -> Void) -> Void = { done in
            DispatchQueue.global().async {
                gate.wait()
                done(1)
            }
        }
        let messages = await gatherFailingExpectations(silently: true) {
            _ = await waitForValue(of: Int.self, clock: VirtualClock(maxSpeedup: nil)) { done in answer(done) }
            _ = try? await requireValue(of: Int.self, clock: VirtualClock(maxSpeedup: nil)) { done in answer(done) }
        }.map { maskingRealTime($0.message.stringValue) }
        let hint =
            "\nNothing slept on the virtual clock while it ran to its 1.0 s timeout in <t> of real time. If the code "
            + "under test waits on another clock (Task.sleep without a clock, DispatchQueue.asyncAfter, I/O), poll "
            + "on a real clock or lower maxSpeedup."
        #expect(
            messages == [
                "waitForValue timed out: done(_:) was not called within 1.0 s (virtual, <t> real)" + hint,
                "requireValue timed out: done(_:) was not called within 1.0 s (virtual, <t> real)" + hint,
            ])
    }

    @Test func badInputFailsAtTheCall() async {
        let messages = await gatherFailingExpectations(silently: true) {
            _ = await waitForValue(of: Int.self, timeout: .zero, clock: VirtualClock()) { done in done(1) }
        }.map(\.message.stringValue)
        #expect(messages == ["waitForValue needs a timeout greater than zero, got 0 s"])
    }
}

/// The blocking forms, from XCTest methods on the main thread.
final class WaitForValueXCTests: XCTestCase {
    func testBlockingFormsDeliverAndFail() throws {
        let messages = gatherFailingExpectations(silently: true) {
            let value = waitForValue(of: Int.self, clock: VirtualClock()) { done in
                DispatchQueue.main.async { done(5) }
            }
            XCTAssertEqual(value, 5)
            let timedOut = waitForValue(of: Int.self, timeout: .milliseconds(100), clock: VirtualClock()) { _ in }
            XCTAssertNil(timedOut)
        }.map { maskingRealTime($0.message.stringValue).prefix(while: { $0 != "\n" }) }
        XCTAssertEqual(messages, ["waitForValue timed out: done(_:) was not called within 100 ms (virtual, <t> real)"])
        let token = try requireValue(of: String.self, clock: VirtualClock()) { done in done("t") }
        XCTAssertEqual(token, "t")
    }
}
