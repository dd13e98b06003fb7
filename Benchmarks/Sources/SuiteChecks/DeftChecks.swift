import Deft
import SuiteModels

/// One test of the whole suite (metric 5) on Deft: the body that
/// `deft-bench` runs in-process and under XCTest, and `SuiteTests` runs
/// under Swift Testing. The service sleeps on `clock`, and the check polls
/// on it.
@MainActor public enum DeftChecks {
    /// Runs `test`: loads its model through a stub that sleeps on `clock`,
    /// and checks it with `toEventually` polling on the same clock.
    public static func check(_ test: SuiteCase, clock: any Clock<Duration>) async {
        let service = StubService(clock: clock, latency: test.latency)
        switch test.screen {
        case .list:
            let model = ListViewModel(service: service)
            model.load(test.category)
            await expect(model.items).toEventually(equal(test.expectedItems), clock: clock)
        case .profile:
            let model = ProfileViewModel(service: service)
            model.load(id: test.userID)
            await expect(model.name).toEventually(equal(test.expectedName), clock: clock)
        case .cart:
            let model = CartViewModel(service: service)
            model.add(test.skus)
            await expect(model.total).toEventually(equal(test.expectedTotal), clock: clock)
        case .listError:
            let model = ListViewModel(service: service)
            model.load("missing-\(test.index)")
            await expect(model.errorMessage).toEventually(equal(test.expectedError), clock: clock)
        }
    }
}
