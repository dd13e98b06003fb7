import Foundation
import Testing

@testable import Deft

/// The rule for failures raised where no handler is bound (a GCD queue, a
/// `Thread`, a `Task.detached`): a capture scope takes them only if it is the
/// one scope open and was opened outside a Swift Testing test, since Swift
/// Testing runs tests in parallel. So test A gathering never receives a
/// failure that test B raised on GCD.
struct RoutingRuleTests {
    @Test func aScopeOpenedInsideASwiftTestingTestTakesNoUnboundFailures() {
        let scope = CaptureScope(AssertionRecorder())
        defer { scope.close() }
        #expect(!scope.takesUnboundFailures)
    }

    @Test func aScopeOpenedOutsideAnyTestTakesUnboundFailures() async {
        let takes = await Task.detached {
            let scope = CaptureScope(AssertionRecorder())
            defer { scope.close() }
            return scope.takesUnboundFailures
        }.value
        #expect(takes)
    }

    @Test func codeOnAQueueIsNotRoutedToAScopeOfThisTest() async {
        let recorder = AssertionRecorder()
        let scope = CaptureScope(recorder)
        let routed = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                continuation.resume(returning: InstalledHandlers.forUnboundCode.map { $0 as AnyObject } === recorder)
            }
        }
        scope.close()
        #expect(!routed)
    }

    @Test func closingAScopeTwiceCountsOnce() {
        let recorder = AssertionRecorder()
        let scope = CaptureScope(recorder)
        #expect(InstalledHandlers.hasOpenScope(for: recorder))
        scope.close()
        #expect(!InstalledHandlers.hasOpenScope(for: recorder))
        // A second close finds nothing to remove, so it leaves the count of
        // installed handlers alone.
        scope.close()
        #expect(!InstalledHandlers.close(scope))
    }
}
