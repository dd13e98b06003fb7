// Seed 003: a view model whose `email` setter starts a Task. Two ways to
// test it: poll with `toEventually` on a virtual clock (production code as
// it ships), or inject a runner that the test drains.
import Deft
import ExampleApp
import Testing

/// Keeps the work instead of starting it; `drain()` awaits it all, in order.
final class RecordingRunner: AsyncRunner {
    private let pending = LockedBox<[@Sendable () async -> Void]>([])

    func run(_ work: @escaping @Sendable () async -> Void) {
        pending.withLock { $0.append(work) }
    }

    func drain() async {
        while let work = pending.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            await work()
        }
    }
}

@MainActor
struct EmailViewModelTests {
    @Test func checksAvailabilityWithTheAppsOwnTaskRunner() async {
        let clock = VirtualClock()
        let model = EmailViewModel { _ in
            try? await clock.sleep(for: .milliseconds(300))  // the "network"
            return true
        }
        model.email = "ann@example.com"
        await expect { model.isEmailAvailable }.toEventually(beTrue(), timeout: .seconds(1), clock: clock)
        #expect(clock.now.offset == .milliseconds(300))
    }

    @Test func checksAvailabilityWhenTheTestDrainsTheRunner() async {
        let runner = RecordingRunner()
        let checked = LockedBox<[String]>([])
        let model = EmailViewModel(runner: runner) { email in
            checked.withLock { $0.append(email) }
            return email.hasSuffix("@example.com")
        }
        model.email = "ann@example.com"
        expect(model.isEmailAvailable).to(beFalse())  // nothing ran yet
        await runner.drain()
        expect(model.isEmailAvailable).to(beTrue())
        expect(checked.value).to(equal(["ann@example.com"]))
    }
}
