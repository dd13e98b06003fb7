import Foundation
import Observation
import SuiteModels

/// The floor of metric 5's passing tests: what an ideal check would cost,
/// one that never polls and returns the moment the model changes. Each test
/// waits on the model's own observation registrations, with no assertion
/// library, no timeout and no message. Only the 180 passing tests run (a
/// failing one would wait for ever).
@MainActor enum FloorSuite {
    /// Returns once `condition` holds, waking only at changes to what it reads.
    static func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
        while !condition() {
            await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
                withObservationTracking {
                    _ = condition()
                } onChange: {
                    changed.resume()
                }
            }
        }
    }

    static func test(_ test: SuiteCase) async {
        let service = StubService(clock: ContinuousClock(), latency: test.latency)
        switch test.screen {
        case .list:
            let model = ListViewModel(service: service)
            model.load(test.category)
            await waitUntil { model.items == test.expectedItems }
        case .profile:
            let model = ProfileViewModel(service: service)
            model.load(id: test.userID)
            await waitUntil { model.name == test.expectedName }
        case .cart:
            let model = CartViewModel(service: service)
            model.add(test.skus)
            await waitUntil { model.total == test.expectedTotal }
        case .listError:
            let model = ListViewModel(service: service)
            model.load("missing-\(test.index)")
            await waitUntil { model.errorMessage == test.expectedError }
        }
    }

    static func run(repetitions: Int) async {
        var runs: [SuiteTimes] = []
        for _ in 0..<repetitions {
            var times = SuiteTimes()
            for suiteCase in SuiteCase.all where !suiteCase.failsOnPurpose {
                let start = nowNanoseconds()
                await test(suiteCase)
                times.add(wallMilliseconds(start), of: suiteCase)
            }
            runs.append(times)
        }
        reportSuite(
            "floor (no library: wait on the model's observation)", runs, harness: "in-process", passingOnly: true)
    }
}
