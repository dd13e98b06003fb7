import Deft
import Dispatch
import Foundation
import Testing

private struct CaptureTestError: Error {
    let code: Int
}

struct CaptureTests {
    // MARK: Nesting

    @Test func nestedHandlersRestoreTheOuterOne() {
        let outer = AssertionRecorder()
        let inner = AssertionRecorder()
        withAssertionHandler(outer) {
            fail("outer before")
            withAssertionHandler(inner) {
                fail("inner")
                #expect(AssertionContext.handler as? AssertionRecorder === inner)
            }
            #expect(AssertionContext.handler as? AssertionRecorder === outer)
            fail("outer after")
        }
        #expect(AssertionContext.handler == nil)
        #expect(outer.assertions.map(\.message.stringValue) == ["outer before", "outer after"])
        #expect(inner.assertions.map(\.message.stringValue) == ["inner"])
    }

    @Test func nestedAsyncHandlersRestoreTheOuterOne() async {
        let outer = AssertionRecorder()
        let inner = AssertionRecorder()
        await withAssertionHandler(outer) {
            await Task.yield()
            await withAssertionHandler(inner) {
                await Task.yield()
                fail("inner")
            }
            await Task.yield()
            fail("outer")
        }
        #expect(AssertionContext.handler == nil)
        #expect(outer.assertions.map(\.message.stringValue) == ["outer"])
        #expect(inner.assertions.map(\.message.stringValue) == ["inner"])
    }

    // MARK: What is recorded

    @Test func recorderKeepsSuccessesToo() {
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) {
            expect(1).to(equal(1))
            expect(1).to(equal(2))
            expect(nil as Int?).to(beNil())
        }
        #expect(recorder.assertions.map(\.success) == [true, false, true])
        #expect(
            recorder.assertions.map(\.message.stringValue) == [
                "expected to equal <1>, got <1>",
                "expected to equal <2>, got <1>",
                "expected to be nil, got <nil>",
            ])
    }

    @Test func gatherExpectationsKeepsAllAndGatherFailingOnlyFailures() {
        let body = {
            expect(1).to(equal(1))
            expect(2).to(equal(3))
            expect(true).to(beTrue())
            expect(4).toNot(equal(4))
        }
        let all = gatherExpectations(silently: true, closure: body)
        let failing = gatherFailingExpectations(silently: true, closure: body)
        #expect(all.map(\.success) == [true, false, true, false])
        #expect(
            failing.map(\.message.stringValue) == [
                "expected to equal <3>, got <2>",
                "expected to not equal <4>, got <4>",
            ])
        #expect(failing.allSatisfy { !$0.success })
    }

    @Test func asyncGatherExpectationsKeepsAllAndGatherFailingOnlyFailures() async {
        let all = await gatherExpectations(silently: true) {
            await Task.yield()
            await expect { await later(1) }.to(equal(1))
            await expect { await later(2) }.to(equal(3))
        }
        let failing = await gatherFailingExpectations(silently: true) {
            await Task.yield()
            await expect { await later(1) }.to(equal(1))
            await expect { await later(2) }.to(equal(3))
        }
        #expect(all.map(\.success) == [true, false])
        #expect(failing.map(\.message.stringValue) == ["expected to equal <3>, got <2>"])
    }

    // MARK: silently

    @Test func notSilentlyForwardsEveryOutcomeToTheOuterHandler() {
        let outer = AssertionRecorder()
        var gathered: [AssertionRecord] = []
        withAssertionHandler(outer) {
            gathered = gatherFailingExpectations(silently: false) {
                expect(1).to(equal(1))
                expect(1).to(equal(2))
            }
        }
        #expect(gathered.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
        #expect(outer.assertions.map(\.success) == [true, false])
        #expect(outer.assertions.last?.message.stringValue == "expected to equal <2>, got <1>")
    }

    @Test func silentlyKeepsOutcomesFromTheOuterHandler() {
        let outer = AssertionRecorder()
        var gathered: [AssertionRecord] = []
        withAssertionHandler(outer) {
            gathered = gatherExpectations(silently: true) {
                expect(1).to(equal(2))
            }
        }
        #expect(gathered.count == 1)
        #expect(outer.assertions.isEmpty)
    }

    @Test func asyncNotSilentlyForwardsToTheOuterHandler() async {
        let outer = AssertionRecorder()
        let gathered = AssertionRecorder()
        await withAssertionHandler(outer) {
            let records = await gatherFailingExpectations(silently: false) {
                await Task.yield()
                fail("forwarded")
            }
            for record in records {
                gathered.assert(record.success, message: record.message, location: record.location)
            }
        }
        #expect(outer.assertions.map(\.message.stringValue) == ["forwarded"])
        #expect(gathered.assertions.map(\.message.stringValue) == ["forwarded"])
    }

    // MARK: Errors thrown by the body

    @Test func thrownErrorIsRecordedAtTheHandlersLine() {
        let recorder = AssertionRecorder()
        let line: UInt = #line + 1
        withAssertionHandler(recorder) {
            fail("before")
            throw CaptureTestError(code: 7)
        }
        let messages = recorder.assertions.map(\.message.stringValue)
        #expect(messages == ["before", "unexpected error thrown: <CaptureTestError(code: 7)>"])
        #expect(recorder.assertions.last?.location.line == line)
        #expect(recorder.assertions.last?.location.fileID == #fileID)
    }

    @Test func asyncThrownErrorIsRecorded() async {
        let recorder = AssertionRecorder()
        let line: UInt = #line + 1
        await withAssertionHandler(recorder) {
            await Task.yield()
            throw CaptureTestError(code: 8)
        }
        #expect(
            recorder.assertions.map(\.message.stringValue) == ["unexpected error thrown: <CaptureTestError(code: 8)>"])
        #expect(recorder.assertions.map(\.success) == [false])
        #expect(recorder.assertions.first?.location.line == line)
    }

    // MARK: Leaving the task

    @Test func detachedTaskStartsWithoutTheHandlerAndCanRebindIt() async {
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            let handler = AssertionContext.current
            let inheritedNothing = await Task.detached { () -> Bool in
                let inherited = AssertionContext.handler == nil
                withAssertionHandler(handler) { fail("from a detached task") }
                return inherited
            }.value
            #expect(inheritedNothing)
        }
        #expect(recorder.assertions.map(\.message.stringValue) == ["from a detached task"])
    }

    @Test func threadAndQueueCanRebindTheHandler() async {
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            let handler = AssertionContext.current
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    withAssertionHandler(handler) { fail("from a thread") }
                    continuation.resume()
                }
            }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    withAssertionHandler(handler) { fail("from a dispatch queue") }
                    continuation.resume()
                }
            }
        }
        #expect(recorder.assertions.map(\.message.stringValue) == ["from a thread", "from a dispatch queue"])
    }

    // MARK: Nimble spelling

    @Test func nimbleSpellingOfGatherFailingExpectations() {
        let messages = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(2))
            expect("a").to(equal("b"))
        }.map { $0.message.stringValue }
        #expect(messages == ["expected to equal <2>, got <1>", #"expected to equal <"b">, got <"a">"#])
    }

    @Test func nimbleSpellingOfAssertionRecorder() {
        let recorder = AssertionRecorder()
        var expectLine: UInt = 0
        withAssertionHandler(recorder) {
            expectLine = #line + 1
            expect(1).to(equal(2))
        }
        let assertions: [AssertionRecord] = recorder.assertions
        #expect(assertions.count == 1)
        let record = assertions[0]
        #expect(record.success == false)
        #expect(record.message.stringValue == "expected to equal <2>, got <1>")
        #expect(record.location.line == expectLine)
        #expect(record.location.column == 19)
        #expect(record.location.fileID == #fileID)
        #expect("\(record.location.file)" == #filePath)
    }
}

/// A value that arrives after a suspension point.
private func later(_ value: Int) async -> Int {
    await Task.yield()
    return value
}
