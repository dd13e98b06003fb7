import Deft
import Foundation
import Testing

actor Inbox {
    private(set) var messages: [String] = []
    func receive(_ message: String) { messages.append(message) }
}

@MainActor
final class Screen {
    var title = "loading"
}

/// State changed by every kind of concurrent work, observed on the virtual clock.
struct PollingScenarioTests {
    @Test func stateChangedByAnUnstructuredTask() async {
        let flag = Shared(false)
        Task { flag.value = true }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }

    @Test func stateChangedByAnActor() async {
        let inbox = Inbox()
        Task { await inbox.receive("hi") }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { await inbox.messages }.toEventually(equal(["hi"]), clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }

    @Test func stateChangedOnAGlobalDispatchQueue() async {
        let flag = Shared(false)
        DispatchQueue.global().async { flag.value = true }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }

    @Test func stateChangedOnTheMainQueue() async {
        let flag = Shared(false)
        DispatchQueue.main.async { flag.value = true }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }

    @Test @MainActor func stateChangedByAMainActorTask() async {
        let screen = Screen()
        Task { @MainActor in screen.title = "ready" }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { screen.title }.toEventually(equal("ready"), clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }

    @Test func realClockPassesAsSoonAsTheValueFlips() async {
        let flag = Shared(false)
        Task {
            try? await Task.sleep(for: .milliseconds(1))
            flag.value = true
        }
        // The timeout is only a bound: the check passes at the flip. The suite's
        // CPU-bound tests can hold both pool threads for seconds on a loaded
        // two-core machine, and a 5 s bound failed there now and then.
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { flag.value }.toEventually(beTrue(), timeout: .seconds(60), pollInterval: .milliseconds(1))
        }
        #expect(failures.isEmpty)
    }

    @Test func realClockFailsEveryVerbWithItsMessage() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20), pollInterval: .milliseconds(10))
            await expect { 1 }.toEventuallyNot(equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(10))
            await expect { 1 }.toNever(equal(1), until: .milliseconds(20), pollInterval: .milliseconds(10))
            await expect { 1 }.toAlways(equal(2), until: .milliseconds(20), pollInterval: .milliseconds(10))
        }.map {
            // Real time varies, so durations and poll counts are masked.
            $0.message.stringValue
                .replacingOccurrences(of: #"\d+(\.\d+)? (ms|µs|s)\b"#, with: "<t>", options: .regularExpression)
                .replacingOccurrences(of: #"\d+ polls|<1> ×\d+"#, with: "<n>", options: .regularExpression)
        }
        #expect(
            messages == [
                "expected to eventually equal <2>, got <1> (<n> over <t>; seen <n>)",
                "expected to eventually not equal <1>, got <1> (<n> over <t>; seen <n>)",
                "expected to never equal <1>, got <1> (at poll 1, after <t>)",
                "expected to always equal <2>, got <1> (at poll 1, after <t>)",
            ])
    }

    @Test func realClockPassesToNeverAndToAlways() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toNever(equal(2), until: .milliseconds(20), pollInterval: .milliseconds(10))
            await expect { 1 }.toAlways(equal(1), until: .milliseconds(20), pollInterval: .milliseconds(10))
        }
        #expect(failures.isEmpty)
    }

    @Test func aThrowingExpressionIsReportedAsAnError() async {
        struct Offline: Error {}
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () throws -> Int in throw Offline() }
                .toEventually(equal(1), timeout: .milliseconds(30), clock: VirtualClock(maxSpeedup: nil))
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages.first?.hasPrefix("unexpected error thrown: <Offline()> (4 polls over 30 ms virtual") == true)
    }
}
