import Deft
import Testing

struct ElementsEqualTests {
    @Test func passesForEqualElements() {
        #expect(
            failures {
                expect(1...3).to(elementsEqual([1, 2, 3]))
                expect(["A"]).to(elementsEqual(["a"]) { $0.lowercased() == $1 })
                expect([1]).toNot(elementsEqual([1, 2]))
            }.isEmpty)
    }

    @Test func failureNegationAndNil() {
        #expect(
            failures {
                expect([1, 2, 3]).to(elementsEqual([1, 2, 4]))
                expect(["A"]).toNot(elementsEqual(["a"]) { $0.lowercased() == $1 })
                expect(nil as [Int]?).to(elementsEqual([1]))
                expect([1]).toNot(elementsEqual(nil as [Int]?))
            } == [
                "expected to elementsEqual <[1, 2, 4]>, got <[1, 2, 3]>",
                "expected to not elementsEqual <[\"a\"]>, got <[\"A\"]>",
                "expected to elementsEqual <[1]>, got <nil>" + nilHint,
                "expected to not elementsEqual <nil>, got <[1]>" + nilHint,
            ])
    }
}
