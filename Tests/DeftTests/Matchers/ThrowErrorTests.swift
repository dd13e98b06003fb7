import Deft
import Testing

/// A closure that writes `try` in an autoclosure is inferred as throwing,
/// though it never throws: the expression's error goes to the matcher.
private func throwingFailures(_ body: () throws -> Void) -> [String] {
    gatherFailingExpectations(silently: true) {
        do { try body() } catch { Issue.record(error) }
    }.map { $0.message.stringValue }
}

private enum ParseError: Error, Equatable {
    case unexpectedToken
    case emptyInput
}

private struct PlainError: Error {
    let code: Int
}

private func parse(_ outcome: ParseError?) throws -> Int {
    if let outcome { throw outcome }
    return 1
}

private func failPlain(code: Int) throws -> Int {
    throw PlainError(code: code)
}

// These use `expect(try …)`: in synchronous code, `expect { try … }` currently
// resolves to the autoclosure overload of `expect` (see the branch report).
struct ThrowAnyErrorTests {
    @Test func passesWhenAnErrorIsThrown() {
        #expect(throwingFailures { expect(try parse(.emptyInput)).to(throwError()) }.isEmpty)
        #expect(throwingFailures { expect(try parse(nil)).toNot(throwError()) }.isEmpty)
    }

    @Test func failsWithoutAnError() {
        #expect(
            throwingFailures { expect(try parse(nil)).to(throwError()) } == [
                "expected to throw any error, got no error"
            ])
    }

    @Test func negationFailsWithTheError() {
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).toNot(throwError()) } == [
                "expected to not throw any error, got <emptyInput>"
            ])
    }

    @Test func nilValueIsNoError() {
        #expect(
            throwingFailures { expect(nil as Int?).to(throwError()) } == ["expected to throw any error, got no error"])
        #expect(throwingFailures { expect(nil as Int?).toNot(throwError()) }.isEmpty)
    }
}

struct ThrowSpecificErrorTests {
    @Test func passesForAnEqualError() {
        #expect(throwingFailures { expect(try parse(.emptyInput)).to(throwError(ParseError.emptyInput)) }.isEmpty)
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).toNot(throwError(ParseError.unexpectedToken)) }.isEmpty)
    }

    @Test func failsForAnotherError() {
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).to(throwError(ParseError.unexpectedToken)) } == [
                "expected to throw error <unexpectedToken>, got <emptyInput>"
            ])
        #expect(
            throwingFailures { expect(try parse(nil)).to(throwError(ParseError.unexpectedToken)) } == [
                "expected to throw error <unexpectedToken>, got no error"
            ])
    }

    @Test func negationFailsForTheSameError() {
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).toNot(throwError(ParseError.emptyInput)) } == [
                "expected to not throw error <emptyInput>, got <emptyInput>"
            ])
    }

    @Test func nonEquatableErrorsCompareByDomainAndCode() {
        #expect(throwingFailures { expect(try failPlain(code: 1)).to(throwError(PlainError(code: 2))) }.isEmpty)
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).to(throwError(PlainError(code: 1))) } == [
                "expected to throw error <PlainError(code: 1)>, got <emptyInput>"
            ])
    }

    @Test func closureFailuresFailTheMatcherAndAreShown() {
        #expect(
            throwingFailures {
                expect(try parse(.emptyInput)).to(
                    throwError(ParseError.emptyInput) { expect($0).to(equal(.emptyInput)) })
            }.isEmpty)
        #expect(
            throwingFailures {
                expect(try parse(.emptyInput)).to(
                    throwError(ParseError.emptyInput) { _ in expect(1).to(equal(2)) })
            } == [
                "expected to equal <2>, got <1>",
                "expected to throw error <emptyInput> that satisfies block, got <emptyInput>",
            ])
    }

    @Test func nilValueIsNoError() {
        #expect(
            throwingFailures { expect(nil as Int?).to(throwError(ParseError.emptyInput)) } == [
                "expected to throw error <emptyInput>, got no error"
            ])
    }
}

struct ThrowErrorTypeTests {
    @Test func passesForAnErrorOfTheType() {
        #expect(throwingFailures { expect(try parse(.emptyInput)).to(throwError(errorType: ParseError.self)) }.isEmpty)
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).toNot(throwError(errorType: PlainError.self)) }.isEmpty)
    }

    @Test func failsForAnotherType() {
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).to(throwError(errorType: PlainError.self)) } == [
                "expected to throw error from type <PlainError>, got <emptyInput>"
            ])
        #expect(
            throwingFailures { expect(try parse(nil)).to(throwError(errorType: PlainError.self)) } == [
                "expected to throw error from type <PlainError>, got no error"
            ])
    }

    @Test func negationFailsForTheType() {
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).toNot(throwError(errorType: ParseError.self)) } == [
                "expected to not throw error from type <ParseError>, got <emptyInput>"
            ])
    }

    @Test func closureSeesTheTypedError() {
        #expect(
            throwingFailures {
                expect(try parse(.emptyInput)).to(
                    throwError(errorType: ParseError.self) { expect($0).to(equal(.unexpectedToken)) })
            } == [
                "expected to equal <unexpectedToken>, got <emptyInput>",
                "expected to throw error from type <ParseError> that satisfies block, got <emptyInput>",
            ])
    }

    @Test func nilValueIsNoError() {
        #expect(
            throwingFailures { expect(nil as Int?).to(throwError(errorType: ParseError.self)) } == [
                "expected to throw error from type <ParseError>, got no error"
            ])
    }
}

struct ThrowErrorClosureTests {
    @Test func passesWhenTheClosurePasses() {
        #expect(
            throwingFailures {
                expect(try parse(.emptyInput)).to(
                    throwError { (error: any Error) in expect(error).to(matchError(ParseError.emptyInput)) })
            }.isEmpty)
        #expect(
            throwingFailures {
                expect(try parse(.emptyInput)).to(
                    throwError { (error: ParseError) in expect(error).to(equal(.emptyInput)) })
            }.isEmpty)
    }

    @Test func failsWhenTheClosureFails() {
        #expect(
            throwingFailures {
                expect(try parse(.emptyInput)).to(throwError { (_: any Error) in fail("nope") })
            } == ["nope", "expected to throw error that satisfies block, got <emptyInput>"])
        #expect(
            throwingFailures { expect(try parse(nil)).to(throwError { (_: any Error) in }) } == [
                "expected to throw error that satisfies block, got no error"
            ])
    }

    @Test func typedClosureFailsForAnotherType() {
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).to(throwError { (_: PlainError) in }) } == [
                "expected to throw error from type <PlainError> that satisfies block, got <emptyInput>"
            ])
    }

    @Test func negationFailsWhenTheClosurePasses() {
        #expect(
            throwingFailures { expect(try parse(.emptyInput)).toNot(throwError { (_: any Error) in }) } == [
                "expected to not throw error that satisfies block, got <emptyInput>"
            ])
    }

    /// As in Nimble, the closure's failures are reported at their own lines,
    /// and the matcher does not match.
    @Test func closureFailuresAreReportedAtTheirOwnLines() {
        let body: () throws -> Void = {
            expect(try parse(.emptyInput)).toNot(throwError { (_: any Error) in fail("inner") })
        }
        let records = gatherExpectations(silently: true) {
            do { try body() } catch { Issue.record(error) }
        }
        #expect(records.map(\.success) == [false, true])
        #expect(records.first?.message.stringValue == "inner")
    }

    @Test func asyncExpectationsSeeTheError() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () async throws -> Int in try parse(.emptyInput) }.to(throwError(ParseError.unexpectedToken))
        }.map { $0.message.stringValue }
        #expect(messages == ["expected to throw error <unexpectedToken>, got <emptyInput>"])
    }

    /// `expect(f)` and `expect({ … })` call the closure, as Nimble does, so
    /// `toNot(throwError())` sees what it throws.
    @Test func aClosureValueIsCalled() {
        let load: () throws -> Int = { try parse(.emptyInput) }
        let messages = gatherFailingExpectations(silently: true) {
            expect(load).toNot(throwError())
            expect({ try parse(nil) }).to(throwError())
            expect(closure: load).to(throwError(ParseError.emptyInput))
            expect(load).to(throwError(ParseError.emptyInput))
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "expected to not throw any error, got <emptyInput>",
                "expected to throw any error, got no error",
            ])
    }

    /// An optional closure is a value, and nothing calls it: throwError says
    /// so, either way, instead of passing `toNot` silently.
    @Test func anOptionalClosureIsNotCalled() {
        let load: (() throws -> Int)? = { try parse(.emptyInput) }
        let messages = gatherFailingExpectations(silently: true) {
            expect(load).toNot(throwError())
            expect(load).to(throwError())
        }.map(\.message.stringValue)
        let actual = "a closure, which expect(_:) does not call; write `expect { try f() }`"
        #expect(
            messages == [
                "expected to not throw any error, got \(actual)",
                "expected to throw any error, got \(actual)",
            ])
    }
}
