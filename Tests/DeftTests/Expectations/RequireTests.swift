import Deft
import Testing

private struct RequireTestError: Error {
    let code: Int
}

private struct CustomStop: Error, Equatable {
    let id: Int
}

/// Counts how many times an expression was evaluated.
private final class EvaluationCount {
    private(set) var value = 0

    func next() -> Int {
        value += 1
        return value
    }

    func nextOrNil() -> Int? {
        _ = next()
        return nil
    }

    func nextOrThrow() throws -> Int {
        throw RequireTestError(code: next())
    }
}

/// Counts how many times an async expression was awaited.
private actor AsyncEvaluationCount {
    private(set) var value = 0

    func next() -> Int {
        value += 1
        return value
    }

    func nextOrNil() -> Int? {
        _ = next()
        return nil
    }
}

private func throwing(_ code: Int) throws -> Int {
    throw RequireTestError(code: code)
}

/// Runs `body` under a recorder: what it threw, and every outcome recorded.
private func captured<T>(_ body: () throws -> T) -> (error: (any Error)?, records: [AssertionRecord]) {
    let recorder = AssertionRecorder()
    var thrown: (any Error)?
    withAssertionHandler(recorder) {
        do { _ = try body() } catch { thrown = error }
    }
    return (thrown, recorder.assertions)
}

/// The async form of `captured(_:)`.
private func captured<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
) async -> (error: (any Error)?, records: [AssertionRecord]) {
    let recorder = AssertionRecorder()
    var thrown: (any Error)?
    await withAssertionHandler(recorder) {
        do { _ = try await body() } catch { thrown = error }
    }
    return (thrown, recorder.assertions)
}

private func messages(_ records: [AssertionRecord]) -> [String] {
    records.map(\.message.stringValue)
}

struct RequireTests {
    // MARK: Values

    @Test func verbsReturnTheValue() throws {
        #expect(try require(5).to(equal(5)) == 5)
        #expect(try require(Int?.some(3)).toNot(beNil()) == 3)
        #expect(try require("a").notTo(equal("b")) == "a")
        #expect(try require { 4 }.to(equal(4)) == 4)
        #expect(try unwrap(String?.some("x")) == "x")
        #expect(try unwrap { Int?.some(6) } == 6)
    }

    @Test func passingRequireIsRecordedAsASuccess() {
        let result = captured { try require(5).to(equal(5)) }
        #expect(result.error == nil)
        #expect(result.records.map(\.success) == [true])
        #expect(messages(result.records) == ["expected to equal <5>, got <5>"])
    }

    // MARK: Failures

    @Test func failedRequireReportsOnceAndThrowsRequireError() throws {
        var line: UInt = 0
        let result = captured {
            line = #line + 1
            try require(2).to(equal(3))
        }
        let error = try #require(result.error as? RequireError)
        #expect(error.message == "expected to equal <3>, got <2>")
        #expect(error.location.line == line)
        #expect(error.location.fileID == #fileID)
        #expect(
            error.description
                == "requirement failed at \(#fileID):\(line) (reported there): expected to equal <3>, got <2>")
        #expect(result.records.map(\.success) == [false])
        #expect(messages(result.records) == ["expected to equal <3>, got <2>"])
        #expect(result.records.first?.location.line == line)
    }

    @Test func customErrorIsThrownInsteadOfRequireError() {
        let stop = CustomStop(id: 1)
        let required = captured { try require(customError: stop, 2).to(equal(3)) }
        #expect(required.error as? CustomStop == stop)
        #expect(messages(required.records) == ["expected to equal <3>, got <2>"])

        let unwrapped = captured { try unwrap(customError: CustomStop(id: 2), Int?.none) }
        #expect(unwrapped.error as? CustomStop == CustomStop(id: 2))
        #expect(messages(unwrapped.records) == ["expected to not be nil, got <nil>"])

        let failed = captured { try requireFail(customError: CustomStop(id: 3)) }
        #expect(failed.error as? CustomStop == CustomStop(id: 3))
        #expect(messages(failed.records) == ["requireFail() always fails"])
    }

    @Test func unwrapNil() {
        let result = captured { try unwrap(Int?.none) }
        #expect((result.error as? RequireError)?.message == "expected to not be nil, got <nil>")
        #expect(messages(result.records) == ["expected to not be nil, got <nil>"])

        let described = captured { try unwrap(description: "the user", String?.none) }
        #expect(messages(described.records) == ["the user\nexpected to not be nil, got <nil>"])
    }

    @Test func requireFailMessages() {
        var line: UInt = 0
        let plain = captured {
            line = #line + 1
            try requireFail()
        }
        #expect((plain.error as? RequireError)?.message == "requireFail() always fails")
        #expect(messages(plain.records) == ["requireFail() always fails"])
        #expect(plain.records.first?.location.line == line)

        let custom = captured { try requireFail("not ready: idle") }
        #expect((custom.error as? RequireError)?.message == "not ready: idle")
        #expect(messages(custom.records) == ["not ready: idle"])
    }

    @Test func failMessages() {
        var line: UInt = 0
        let records = gatherFailingExpectations(silently: true) {
            line = #line + 1
            fail()
            fail("unexpected state")
        }
        #expect(messages(records) == ["fail() always fails", "unexpected state"])
        #expect(records.first?.location.line == line)
    }

    @Test func descriptionPrefixesTheMessage() {
        let required = captured { try require(2).to(equal(3), description: "desc") }
        #expect((required.error as? RequireError)?.message == "desc\nexpected to equal <3>, got <2>")
        #expect(messages(required.records) == ["desc\nexpected to equal <3>, got <2>"])

        let expected = gatherFailingExpectations(silently: true) {
            expect(2).to(equal(3), description: "desc")
            expect(2).to(equal(3), description: "")
        }
        #expect(messages(expected) == ["desc\nexpected to equal <3>, got <2>", "expected to equal <3>, got <2>"])
    }

    @Test func passingRequireWithoutAValueStillThrows() {
        let result = captured { try require(Int?.none).to(beNil()) }
        #expect(result.error is RequireError)
        #expect(result.records.map(\.success) == [true, false])
        #expect(
            result.records.last?.message.stringValue
                == "require passed, but the value is nil, so there is nothing to return (use expect to check nil)")
    }

    /// In synchronous code a trailing closure given to `expect`, `require` or
    /// `unwrap` is called, even when nothing else pins the value's type.
    @Test func syncTrailingClosureWithUnpinnedTypeIsCalled() {
        let records = gatherFailingExpectations(silently: true) {
            expect { Int?.none }.toNot(beNil())
        }
        #expect(messages(records) == ["expected to not be nil, got <nil>"])
        let unwrapped = captured { try unwrap { Int?.none } }
        #expect(unwrapped.error is RequireError)
    }

    // MARK: Async

    @Test func asyncRequireReturnsTheValue() async throws {
        let count = AsyncEvaluationCount()
        #expect(try await require { await count.next() }.to(equal(1)) == 1)
        #expect(try await require { await count.next() }.toNot(beNil()) == 2)
        #expect(try await require { await count.next() }.notTo(equal(0)) == 3)
        #expect(try await unwrap { await count.next() } == 4)
    }

    @Test func asyncRequireFailureThrowsRequireError() async {
        let count = AsyncEvaluationCount()
        var line: UInt = 0
        let result = await captured {
            line = #line + 1
            try await require { await count.next() }.to(equal(5))
        }
        #expect((result.error as? RequireError)?.message == "expected to equal <5>, got <1>")
        #expect((result.error as? RequireError)?.location.line == line)
        #expect(messages(result.records) == ["expected to equal <5>, got <1>"])

        let unwrapped = await captured { try await unwrap { await count.nextOrNil() } }
        #expect((unwrapped.error as? RequireError)?.message == "expected to not be nil, got <nil>")

        let custom = await captured {
            try await require(customError: CustomStop(id: 4)) { await count.next() }.to(equal(2))
        }
        #expect(custom.error as? CustomStop == CustomStop(id: 4))
        #expect(messages(custom.records) == ["expected to equal <2>, got <3>"])
    }

    // MARK: Evaluated once per verb

    @Test func syncExpressionIsEvaluatedOncePerVerb() {
        let count = EvaluationCount()
        _ = captured { try require(count.next()).to(equal(1)) }
        #expect(count.value == 1)
        let failed = captured { try require(count.next()).to(equal(0)) }
        #expect(count.value == 2)
        #expect(messages(failed.records) == ["expected to equal <0>, got <2>"])
        _ = captured { try require(count.next()).toNot(equal(0)) }
        #expect(count.value == 3)
        _ = captured { try require(count.next()).notTo(equal(4)) }
        #expect(count.value == 4)
        _ = captured { try require { count.next() }.to(equal(5)) }
        #expect(count.value == 5)
        _ = captured { try unwrap(count.next()) }
        #expect(count.value == 6)
        _ = captured { try unwrap(count.nextOrNil()) }
        #expect(count.value == 7)
        _ = captured { try require { count.nextOrNil() }.to(equal(0)) }
        #expect(count.value == 8)
        _ = captured { try require(try count.nextOrThrow()).to(equal(0)) }
        #expect(count.value == 9)

        let records = gatherExpectations(silently: true) {
            expect(count.next()).to(equal(10))
            expect(count.next()).to(equal(0))
            expect(count.next()).toNot(equal(12))
            expect(count.next()).notTo(equal(0))
            expect { count.next() }.to(equal(14))
            expect { try count.nextOrThrow() }.to(equal(0))
        }
        #expect(count.value == 15)
        #expect(records.map(\.success) == [true, false, false, true, true, false])

        // One expectation checked twice: the second verb answers from the cache.
        let expectation = expect(count.next())
        _ = gatherExpectations(silently: true) {
            expectation.to(equal(16))
            expectation.to(equal(16))
        }
        #expect(count.value == 16)
    }

    @Test func asyncExpressionIsAwaitedOncePerVerb() async {
        let count = AsyncEvaluationCount()
        _ = await captured { try await require { await count.next() }.to(equal(1)) }
        #expect(await count.value == 1)
        let failed = await captured { try await require { await count.next() }.to(equal(0)) }
        #expect(await count.value == 2)
        #expect(messages(failed.records) == ["expected to equal <0>, got <2>"])
        _ = await captured { try await require { await count.next() }.toNot(equal(0)) }
        #expect(await count.value == 3)
        _ = await captured { try await require { await count.next() }.notTo(equal(0)) }
        #expect(await count.value == 4)
        _ = await captured { try await unwrap { await count.nextOrNil() } }
        #expect(await count.value == 5)

        let records = await gatherExpectations(silently: true) {
            await expect { await count.next() }.to(equal(6))
            await expect { await count.next() }.to(equal(0))
            await expect { await count.next() }.toNot(equal(0))
        }
        #expect(await count.value == 8)
        #expect(records.map(\.success) == [true, false, true])
    }

    // MARK: Throwing expressions

    @Test func throwingExpressionReportsUnexpectedError() {
        let message = "unexpected error thrown: <RequireTestError(code: 3)>"
        let required = captured { try require(try throwing(3)).to(equal(1)) }
        #expect((required.error as? RequireError)?.message == message)
        #expect(messages(required.records) == [message])

        let negated = captured { try require(try throwing(3)).toNot(equal(1)) }
        #expect(messages(negated.records) == [message])

        let unwrapped = captured { try unwrap(try throwing(3)) }
        #expect(messages(unwrapped.records) == [message])

        let expected = gatherFailingExpectations(silently: true) {
            expect { try throwing(3) }.to(equal(1))
            expect { try throwing(3) }.toNot(equal(0))
        }
        #expect(messages(expected) == [message, message])
    }

    @Test func asyncThrowingExpressionReportsUnexpectedError() async {
        let message = "unexpected error thrown: <RequireTestError(code: 4)>"
        let required = await captured {
            try await require { () async throws -> Int in try throwing(4) }.to(equal(1))
        }
        #expect((required.error as? RequireError)?.message == message)
        #expect(messages(required.records) == [message])

        let expected = await gatherFailingExpectations(silently: true) {
            await expect { () async throws -> Int in try throwing(4) }.to(equal(1))
        }
        #expect(messages(expected) == [message])
    }
}

/// A closure that must return `Void` may end in a requirement: the expected
/// value alone fixes the type, as in Nimble (`it { try require(x).to(equal(1)) }`).
struct RequireInVoidClosureTests {
    @Test func aVoidClosureMayEndInARequirement() {
        let passing: () throws -> Void = { try require(1).to(equal(1)) }
        let failing: () throws -> Void = { try require(1).toNot(equal(1)) }
        let messages = failures {
            try? passing()
            try? failing()
        }
        #expect(messages == ["expected to not equal <1>, got <1>"])
    }
}
