import Deft
import Testing

private final class Box {}

struct EqualityOperatorTests {
    @Test func passes() {
        let none: Int? = nil
        #expect(
            failures {
                expect(1 + 1) == 2
                expect("a") != "b"
                expect(none) == nil
                expect(3) != nil
            }.isEmpty)
    }

    @Test func failsWithTheMatcherMessages() {
        let none: Int? = nil
        #expect(
            failures {
                expect(1) == 2
                expect("a") != "a"
                expect(3) == nil
                expect(none) != nil
            } == [
                "expected to equal <2>, got <1>",
                "expected to not equal <\"a\">, got <\"a\">",
                "expected to be nil, got <3>",
                "expected to not be nil, got <nil>",
            ])
    }

    @Test func nilActualAgainstAValueFails() {
        let none: Int? = nil
        #expect(
            failures {
                expect(none) == 1
                expect(none) != 1
            } == [
                "expected to equal <1>, got <nil>",
                "expected to not equal <1>, got <nil> (use beNil() to match nils)",
            ])
    }

    @Test func reportsAtTheExpectLine() {
        let line = #line + 1
        let records = gatherFailingExpectations(silently: true) { expect(1) == 2 }
        #expect(records.map(\.location.line) == [UInt(line)])
    }
}

struct ComparisonOperatorTests {
    @Test func passes() {
        #expect(
            failures {
                expect(1) < 2
                expect(3) > 2
                expect(2) <= 2
                expect(2.5) >= 2.5
            }.isEmpty)
    }

    @Test func failsWithTheComparisonMessages() {
        #expect(
            failures {
                expect(5) < 3
                expect(1) > 3
                expect(4) <= 3
                expect(0.1) >= 0.30000000000000004
            } == [
                "expected to be less than <3>, got <5>",
                "expected to be greater than <3>, got <1>",
                "expected to be less than or equal to <3>, got <4>",
                "expected to be greater than or equal to <0.30000000000000004>, got <0.1>",
            ])
    }

    @Test func nilFails() {
        let none: Int? = nil
        #expect(
            failures { expect(none) < 3 } == ["expected to be less than <3>, got <nil> (use beNil() to match nils)"])
    }
}

struct IdentityOperatorTests {
    @Test func passesAndFails() {
        let box = Box()
        let other = Box()
        #expect(
            failures {
                expect(box) === box
                expect(box) !== other
            }.isEmpty)
        #expect(failures { expect(box) !== box }.count == 1)
        #expect(failures { expect(box) === other }.count == 1)
    }
}
