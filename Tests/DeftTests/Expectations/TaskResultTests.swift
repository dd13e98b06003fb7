import Deft
import Testing

/// `Task { expect(…).to(…) }` returns the expectation from the closure; in
/// Swift 6 mode that compiles only because an expectation on a `Sendable`
/// value is `Sendable` itself.
struct TaskResultTests {
    @Test func expectationsAreTheResultsOfTasks() async {
        let failures = await gatherFailingExpectations(silently: true) {
            let value = 1
            _ = await Task { expect(value).to(equal(2)) }.value
            _ = await Task { await expect { value }.to(equal(3)) }.value
            _ = await Task { expect(value).to(equal(1)) }.value
        }.map(\.message.stringValue)
        #expect(failures == ["expected to equal <2>, got <1>", "expected to equal <3>, got <1>"])
    }

    @Test func detachedTaskResultKeepsItsStatus() async {
        let status = await Task.detached { expect(1).to(equal(1)) }.value.status
        #expect(status == .passed)
    }
}
