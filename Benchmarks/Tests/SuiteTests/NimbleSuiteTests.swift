import SuiteChecks
import SuiteModels
import Testing

/// The whole suite (metric 5) on Nimble 14 under Swift Testing, on the real
/// clock, one test case after another; one case in ten fails on purpose.
@Suite(.serialized) @MainActor struct NimbleSuite {
    @Test(arguments: SuiteCase.all) func viewModel(_ test: SuiteCase) async {
        await NimbleChecks.check(test)
    }
}
