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
        }.map(\.message.stringValue)
        #expect(messages == ["waitForValue timed out: done(_:) was not called within 1.0 s"])
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
                #expect(error.message == "waitForValue timed out: done(_:) was not called within 2.0 s")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(recorder.assertions.map(\.success) == [false])
        #expect(
            recorder.assertions.map(\.message.stringValue) == [
                "waitForValue timed out: done(_:) was not called within 2.0 s"
            ])
    }

    @Test func badInputFailsAtTheCall() async {
        let messages = await gatherFailingExpectations(silently: true) {
            _ = await waitForValue(of: Int.self, timeout: .zero, clock: VirtualClock()) { done in done(1) }
        }.map(\.message.stringValue)
        #expect(messages == ["waitForValue needs a timeout greater than zero, got 0 µs"])
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
        }.map(\.message.stringValue)
        XCTAssertEqual(messages, ["waitForValue timed out: done(_:) was not called within 100 ms"])
        let token = try requireValue(of: String.self, clock: VirtualClock()) { done in done("t") }
        XCTAssertEqual(token, "t")
    }
}
