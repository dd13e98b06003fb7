import Deft
import SuiteModels
import Testing

/// The whole suite (metric 5) on Deft under Swift Testing, one test case
/// after another; one case in ten fails on purpose.
@MainActor enum DeftChecks {
    static func check(_ test: SuiteCase, clock: any Clock<Duration>) async {
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

@Suite(.serialized) @MainActor struct DeftRealClockSuite {
    @Test(arguments: SuiteCase.all) func viewModel(_ test: SuiteCase) async {
        await DeftChecks.check(test, clock: ContinuousClock())
    }
}

@Suite(.serialized) @MainActor struct DeftVirtualClockSuite {
    @Test(arguments: SuiteCase.all) func viewModel(_ test: SuiteCase) async {
        await DeftChecks.check(test, clock: VirtualClock())
    }
}
