import Deft
import Testing

/// `Task { expect(…).to(…) }` ends its closure in an expectation; in Swift 6
/// mode that compiles because Deft makes such a closure a task with no result.
struct TaskResultTests {
    @Test func tasksMayEndInAnExpectation() async {
        let failures = await gatherFailingExpectations(silently: true) {
            let value = 1
            await Task { expect(value).to(equal(2)) }.value
            await Task {
                await expect {
                    await Task.yield()
                    return value
                }.to(equal(3))
            }.value
            await Task { expect(value).to(equal(1)) }.value
        }.map(\.message.stringValue)
        #expect(failures == ["expected to equal <2>, got <1>", "expected to equal <3>, got <1>"])
    }

    @Test func detachedTasksMayEndInAnExpectation() async {
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            let handler = AssertionContext.current
            await Task.detached { withAssertionHandler(handler) { expect(1).to(equal(4)) } }.value
            await Task.detached {
                await expect {
                    await Task.yield()
                    return 5
                }.to(equal(5))
            }.value
        }
        #expect(
            recorder.assertions.filter { !$0.success }.map(\.message.stringValue) == ["expected to equal <4>, got <1>"])
    }

    @Test func otherTasksKeepTheirResults() async {
        let answer = await Task { 42 }.value
        #expect(answer == 42)
    }

    /// Quick's documented pattern: a closure whose only statement is
    /// `MainActor.run` around an expectation.
    @Test func mainActorRunAroundAnExpectationStillCompiles() async {
        let spec: @Sendable () async -> Void = { await MainActor.run { expect(MainActor.self).toNot(beNil()) } }
        let failures = await gatherFailingExpectations(silently: true) { await spec() }
        #expect(failures.isEmpty)
    }
}
