import Nimble
import SuiteModels
import Testing

/// The whole suite (metric 5) on Nimble 14 under Swift Testing, on the real
/// clock, one test case after another; one case in ten fails on purpose.
@Suite(.serialized) @MainActor struct NimbleSuite {
    @Test(arguments: SuiteCase.all) func viewModel(_ test: SuiteCase) async {
        let service = StubService(clock: ContinuousClock(), latency: test.latency)
        switch test.screen {
        case .list:
            let model = ListViewModel(service: service)
            model.load(test.category)
            await expect(model.items).toEventually(equal(test.expectedItems))
        case .profile:
            let model = ProfileViewModel(service: service)
            model.load(id: test.userID)
            await expect(model.name).toEventually(equal(test.expectedName))
        case .cart:
            let model = CartViewModel(service: service)
            model.add(test.skus)
            await expect(model.total).toEventually(equal(test.expectedTotal))
        case .listError:
            let model = ListViewModel(service: service)
            model.load("missing-\(test.index)")
            await expect(model.errorMessage).toEventually(equal(test.expectedError))
        }
    }
}
