import Foundation
import Nimble
import SuiteModels

/// One test of the whole suite (metric 5) on Nimble 14, on the real clock
/// (Nimble has no clock abstraction): the body that `deft-bench` runs
/// in-process and under XCTest, and `SuiteTests` runs under Swift Testing.
@MainActor public enum NimbleChecks {
    /// Runs `test`: loads its model through a stub that sleeps on the real
    /// clock, and checks it with Nimble's `toEventually`.
    public static func check(_ test: SuiteCase) async {
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
