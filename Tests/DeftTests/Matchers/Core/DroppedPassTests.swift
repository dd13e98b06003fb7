import Deft
import Testing

/// A built-in matcher skips building its message only for a pass that the
/// expectation engine drops unread; anyone else who asks gets the message.
@Suite struct DroppedPassTests {
    @Test func aMatcherCalledDirectlyAlwaysDescribesAPass() throws {
        let result = try equal(1).satisfies(Expression(expression: { 1 }, location: SourceLocation()))
        #expect(result.status == .matches)
        #expect(result.message.expectedMessage == "equal <1>")
    }

    @Test func aCombinatorSeesTheMessageOfAPassItTurnsIntoAFailure() {
        let differentFromOne = Matcher<Int> { expression in
            let inner = try equal(1).satisfies(expression)
            return MatcherResult(bool: inner.status != .matches, message: inner.message.appended(message: "!"))
        }
        let failures = gatherFailingExpectations(silently: true) { expect(1).to(differentFromOne) }
        #expect(failures.map(\.message.stringValue) == ["expected to equal <1>, got <1>!"])
    }

    @Test func aRecordedPassKeepsItsMessage() {
        let records = gatherExpectations(silently: true) {
            expect(1).to(equal(1))
            expect(1).toNot(equal(2))
            expect([1, 2]).to(contain(2))
            expect([1, 2]).toNot(contain(3))
        }
        #expect(records.map(\.success) == [true, true, true, true])
        #expect(
            records.map(\.message.stringValue) == [
                "expected to equal <1>, got <1>", "expected to not equal <2>, got <1>",
                "expected to contain <2>, got <[1, 2]>", "expected to not contain <3>, got <[1, 2]>",
            ])
    }

    @Test func aFailureOfEitherVerbIsDescribed() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(2))
            expect(1).toNot(equal(1))
            expect(nil as Int?).toNot(equal(1))
        }
        #expect(
            failures.map(\.message.stringValue) == [
                "expected to equal <2>, got <1>", "expected to not equal <1>, got <1>",
                "expected to not equal <1>, got <nil> (use beNil() to match nils)",
            ])
    }
}
