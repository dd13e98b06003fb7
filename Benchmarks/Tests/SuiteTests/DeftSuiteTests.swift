import Deft
import SuiteChecks
import SuiteModels
import Testing

/// The whole suite (metric 5) on Deft under Swift Testing, one test case
/// after another; one case in ten fails on purpose.
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
