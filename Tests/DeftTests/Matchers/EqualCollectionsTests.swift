import Deft
import Testing

private struct Token: Hashable {
    let name: String
}

struct EqualSetTests {
    @Test func setsReachedThroughAGenericEquatableGetTheSetMessage() {
        func check<T: Equatable>(_ actual: T, equals expected: T) { expect(actual).to(equal(expected)) }
        #expect(
            failures { check(Set([1, 4]), equals: Set([1, 2])) } == [
                "expected to equal <[1, 2]>, got <[1, 4]>, missing <[2]>, extra <[4]>"
            ])
    }

    @Test func passesForEqualSets() {
        #expect(failures { expect(Set([3, 1, 2])).to(equal(Set([1, 2, 3]))) }.isEmpty)
        #expect(failures { expect(Set([1])).toNot(equal(Set([2]))) }.isEmpty)
    }

    @Test func listsMissingAndExtraElementsInOrder() {
        let messages = failures { expect(Set([1, 2, 10, 4])).to(equal(Set([1, 2, 3, 20]))) }
        #expect(
            messages == [
                "expected to equal <[1, 2, 3, 20]>, got <[1, 2, 4, 10]>, missing <[3, 20]>, extra <[4, 10]>"
            ])
    }

    @Test func listsOnlyWhatDiffers() {
        #expect(
            failures { expect(Set([1])).to(equal(Set([1, 2]))) } == [
                "expected to equal <[1, 2]>, got <[1]>, missing <[2]>"
            ])
        #expect(
            failures { expect(Set([1, 2])).to(equal(Set([1]))) } == [
                "expected to equal <[1]>, got <[1, 2]>, extra <[2]>"
            ])
    }

    @Test func sortsNonComparableElementsByTheirText() {
        let messages = failures { expect(Set([Token(name: "b")])).to(equal(Set([Token(name: "a")]))) }
        #expect(
            messages == [
                "expected to equal <[Token(name: \"a\")]>, got <[Token(name: \"b\")]>, "
                    + "missing <[Token(name: \"a\")]>, extra <[Token(name: \"b\")]>"
            ])
    }

    @Test func negationFailsForEqualSets() {
        #expect(
            failures { expect(Set(["a"])).toNot(equal(Set(["a"]))) } == [
                "expected to not equal <[\"a\"]>, got <[\"a\"]>"
            ])
    }

    @Test func nilFailsEvenWhenNegated() {
        let nilSet: Set<Int>? = nil
        #expect(
            failures { expect(nilSet).to(equal(Set([1]))) } == [
                "expected to equal <[1]>, got <nil>"
            ])
        #expect(
            failures { expect(nilSet).toNot(equal(Set([1]))) } == [
                "expected to not equal <[1]>, got <nil> (use beNil() to match nils)"
            ])
        #expect(
            failures { expect(Set([1])).to(equal(nilSet)) } == [
                "expected to equal <nil>, got <[1]> (use beNil() to match nils)"
            ])
    }
}

struct EqualOptionalElementsTests {
    @Test func arraysOfOptionalsUseTheGeneralOverload() {
        let values: [Int?] = [1, nil, 3]
        #expect(failures { expect(values).to(equal([1, nil, 3])) }.isEmpty)
        #expect(failures { expect(values).toNot(equal([1, 2, 3])) }.isEmpty)
        #expect(
            failures { expect(values).to(equal([1, 2, 3])) } == ["expected to equal <[1, 2, 3]>, got <[1, nil, 3]>"])
        #expect(
            failures { expect(values).toNot(equal([1, nil, 3])) } == [
                "expected to not equal <[1, nil, 3]>, got <[1, nil, 3]>"
            ])
    }

    @Test func dictionariesOfOptionalsUseTheGeneralOverload() {
        let values: [String: Int?] = ["a": 1, "b": nil]
        #expect(failures { expect(values).to(equal(["a": 1, "b": nil])) }.isEmpty)
        #expect(
            failures { expect(values).to(equal(["a": 1, "b": 2])) } == [
                "expected to equal <[\"a\": 1, \"b\": 2]>, got <[\"a\": 1, \"b\": nil]>"
            ])
        #expect(
            failures { expect(values).toNot(equal(["a": 1, "b": nil])) } == [
                "expected to not equal <[\"a\": 1, \"b\": nil]>, got <[\"a\": 1, \"b\": nil]>"
            ])
    }

    @Test func nilCollectionFails() {
        let values: [Int?]? = nil
        #expect(
            failures { expect(values).to(equal([1])) } == [
                "expected to equal <[1]>, got <nil>"
            ])
    }
}

struct EqualTupleTests {
    @Test func passesForEqualTuplesOfEveryArity() {
        #expect(
            failures {
                expect((1, "a")).to(equal((1, "a")))
                expect((1, "a", 2.5)).to(equal((1, "a", 2.5)))
                expect((1, 2, 3, 4)).to(equal((1, 2, 3, 4)))
                expect((1, 2, 3, 4, 5)).to(equal((1, 2, 3, 4, 5)))
                expect((1, 2, 3, 4, 5, "six")).to(equal((1, 2, 3, 4, 5, "six")))
                expect((1, "a")).toNot(equal((1, "b")))
            }.isEmpty)
    }

    @Test func singleValuesStillUseTheGeneralOverload() {
        #expect(failures { expect(5).to(equal(6)) } == ["expected to equal <6>, got <5>"])
    }

    @Test func failsWithBothTuples() {
        #expect(
            failures { expect((1, "a")).to(equal((1, "b"))) } == ["expected to equal <(1, \"b\")>, got <(1, \"a\")>"])
        #expect(
            failures { expect((1, 2, 3, 4, 5, 6)).to(equal((1, 2, 3, 4, 5, 0))) } == [
                "expected to equal <(1, 2, 3, 4, 5, 0)>, got <(1, 2, 3, 4, 5, 6)>"
            ])
    }

    @Test func negationFailsForEqualTuples() {
        #expect(
            failures { expect((1, 0.1)).toNot(equal((1, 0.1))) } == ["expected to not equal <(1, 0.1)>, got <(1, 0.1)>"]
        )
    }

    @Test func nilTupleFailsEvenWhenNegated() {
        let pair: (Int, String)? = nil
        #expect(
            failures { expect(pair).toNot(equal((1, "a"))) } == [
                "expected to not equal <(1, \"a\")>, got <nil> (use beNil() to match nils)"
            ])
        #expect(
            failures { expect((1, "a")).to(equal(pair)) } == [
                "expected to equal <nil>, got <(1, \"a\")> (use beNil() to match nils)"
            ])
    }
}

struct EqualTupleArrayTests {
    @Test func comparesElementWise() {
        #expect(failures { expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "b")])) }.isEmpty)
        #expect(failures { expect([(1, "a")]).toNot(equal([(1, "a"), (2, "b")])) }.isEmpty)
        #expect(
            failures { expect([(1, "a")]).to(equal([(1, "z")])) } == [
                "expected to equal <[(1, \"z\")]>, got <[(1, \"a\")]>"
            ])
        #expect(
            failures { expect([(1, "a")]).toNot(equal([(1, "a")])) } == [
                "expected to not equal <[(1, \"a\")]>, got <[(1, \"a\")]>"
            ])
    }

    @Test func nilArrayFails() {
        let pairs: [(Int, Int)]? = nil
        #expect(
            failures { expect(pairs).to(equal([(1, 2)])) } == [
                "expected to equal <[(1, 2)]>, got <nil>"
            ])
    }
}
