import Deft
import Dispatch
import Testing

/// Hops to another actor and back: a suspension point that may resume the
/// task on another thread.
private actor Hop {
    func echo(_ value: Int) -> Int { value }
}

/// Suspends until a GCD thread resumes the task: a real suspension, with no
/// timer involved.
private func resumeFromDispatchQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async { continuation.resume() }
    }
}

/// Many tests capture at once, in parallel; each must see exactly its own
/// outcomes, whatever suspension points and child tasks lie between them.
struct CaptureIsolationTests {
    @Test(arguments: 0..<40)
    func eachParallelTestCapturesOnlyItsOwnFailures(index: Int) async {
        let recorder = AssertionRecorder()
        let hop = Hop()
        await withAssertionHandler(recorder) {
            expect(index).to(equal(-1))
            await Task.yield()
            fail("case \(index): after yield")
            for _ in 0..<5 { await Task.yield() }
            await expect { await hop.echo(index) }.to(equal(-2))
            await resumeFromDispatchQueue()
            fail("case \(index): after a GCD resume")
            await MainActor.run { fail("case \(index): on the main actor") }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { fail("case \(index): task-group child") }
            }
            async let child: Void = failLater("case \(index): async let child")
            await child
            await Task { fail("case \(index): unstructured task") }.value
            expect(index).to(equal(index))
        }

        let records = recorder.assertions
        #expect(
            records.filter { !$0.success }.map(\.message.stringValue) == [
                "expected to equal <-1>, got <\(index)>",
                "case \(index): after yield",
                "expected to equal <-2>, got <\(index)>",
                "case \(index): after a GCD resume",
                "case \(index): on the main actor",
                "case \(index): task-group child",
                "case \(index): async let child",
                "case \(index): unstructured task",
            ])
        #expect(
            records.filter(\.success).map(\.message.stringValue) == ["expected to equal <\(index)>, got <\(index)>"])
        #expect(AssertionContext.handler == nil)
    }

    /// Passes skip the task-local read only while no handler scope is open
    /// anywhere; while other tests open and close theirs in parallel, each
    /// gather must still receive every one of its own passes.
    @Test(arguments: 0..<40)
    func eachParallelGatherSeesAllOfItsOwnPasses(index: Int) async {
        let records = await gatherExpectations(silently: true) {
            for step in 0..<20 {
                expect(step).to(equal(step))
                if step % 5 == 0 { await Task.yield() }
            }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { expect(index).toNot(equal(-1)) }
            }
        }
        #expect(records.count == 21)
        #expect(!records.contains { !$0.success })
    }

    /// A scope left by a thrown error is closed too: later scopes still see
    /// their passes, and nested scopes each see their own.
    @Test func nestedAndThrowingScopesKeepDeliveringPasses() {
        let outer = AssertionRecorder()
        let inner = AssertionRecorder()
        withAssertionHandler(outer) {
            withAssertionHandler(inner) { expect(1).to(equal(1)) }
            expect(2).to(equal(2))
        }
        struct Stop: Error {}
        let thrown = gatherExpectations(silently: true) {
            withAssertionHandler(AssertionRecorder()) { throw Stop() }
        }
        let after = gatherExpectations(silently: true) { expect(3).to(equal(3)) }
        #expect(inner.assertions.map(\.success) == [true])
        #expect(outer.assertions.map(\.success) == [true])
        #expect(thrown.isEmpty)
        #expect(after.map(\.success) == [true])
    }

    @Test(arguments: 0..<40)
    func eachParallelGatherSeesOnlyItsOwnFailures(index: Int) async {
        let messages = await gatherFailingExpectations(silently: true) {
            await Task.yield()
            fail("gather \(index): first")
            await resumeFromDispatchQueue()
            await withTaskGroup(of: Void.self) { group in
                for child in 0..<3 {
                    group.addTask { await Task.yield() }
                    _ = child
                }
            }
            fail("gather \(index): second")
        }.map { $0.message.stringValue }
        #expect(messages == ["gather \(index): first", "gather \(index): second"])
    }
}

private func failLater(_ message: String) async {
    await Task.yield()
    fail(message)
}
