import Deft
import Testing

/// `equal(T)` is held as a check rather than a closure; it must answer
/// exactly as a closure matcher would, through every path.
@Suite struct ValueCheckTests {
    @Test func aPassThroughTheEngineAndThroughSatisfiesAgree() throws {
        let direct = try equal(3).satisfies(Expression(expression: { 3 }, location: SourceLocation()))
        #expect(direct.status == .matches)
        #expect(direct.message.expectedMessage == "equal <3>")
        #expect(gatherFailingExpectations(silently: true) { expect(3).to(equal(3)) }.isEmpty)
    }

    /// Both verbs fail on nil; only the negated one, whose failure would
    /// surprise, says to use `beNil()` (issue 56, item 10).
    @Test func aNilValueFailsBothVerbsAndTheNegatedOneSaysWhy() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(nil as Int?).to(equal(3))
            expect(nil as Int?).toNot(equal(3))
        }
        #expect(
            failures.map(\.message.stringValue) == [
                "expected to equal <3>, got <nil>",
                "expected to not equal <3>, got <nil> (use beNil() to match nils)",
            ])
    }

    @Test func anErrorThrownByTheExpressionIsReported() {
        struct Boom: Error {}
        let failures = gatherFailingExpectations(silently: true) {
            expect { () throws -> Int in throw Boom() }.to(equal(3))
        }
        #expect(failures.map(\.message.stringValue) == ["unexpected error thrown: <Boom()>"])
    }

    @Test func aLargeExpectedValueWorksAsASmallOne() {
        struct Big: Equatable { var a = 1, b = 2, c = 3, d = 4, e = 5 }
        var changed = Big()
        changed.e = 6
        let failures = gatherFailingExpectations(silently: true) {
            expect(Big()).to(equal(Big()))
            expect(changed).to(equal(Big()))
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.stringValue.hasPrefix("expected to equal <Big(") == true)
    }

    @Test func aChainedCheckReplaysTheValueTheFirstOneSaw() {
        var calls = 0
        func next() -> Int {
            calls += 1
            return calls
        }
        let failures = gatherFailingExpectations(silently: true) {
            expect(next()).to(equal(1)).toNot(equal(2)).to(equal(1))
        }
        #expect(failures.isEmpty)
        #expect(calls == 1)
    }
}
