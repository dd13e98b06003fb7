import Deft
import Testing

struct BeginWithTests {
    @Test func passesForMatchingEdges() {
        #expect(
            failures {
                expect([1, 2, 3]).to(beginWith(1))
                expect([1, 2, 3]).to(endWith(3))
                expect("foobar").to(beginWith("foo"))
                expect("foobar").to(endWith("bar"))
                expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
                expect(["A", "b"]).to(beginWith(prefix: ["a"]) { $0.lowercased() == $1 })
                expect([Int]()).toNot(beginWith(1))
                expect([Int]()).toNot(endWith(1))
            }.isEmpty)
    }

    @Test func failureShowsExpectedAndActual() {
        #expect(
            failures {
                expect([2, 3]).to(beginWith(1))
                expect([1, 2]).to(endWith(3))
                expect("foobar").to(beginWith("bar"))
                expect("foobar").to(endWith("foo"))
                expect([1, 2, 3]).to(beginWith(prefix: [1, 3]))
                expect(["B"]).to(beginWith(prefix: ["a"]) { $0.lowercased() == $1 })
            } == [
                "expected to begin with <1>, got <[2, 3]>",
                "expected to end with <3>, got <[1, 2]>",
                "expected to begin with <\"bar\">, got <\"foobar\">",
                "expected to end with <\"foo\">, got <\"foobar\">",
                "expected to begin with <[1, 3]>, got <[1, 2, 3]>",
                "expected to begin with <[\"a\"]>, got <[\"B\"]>",
            ])
    }

    @Test func negationAndNil() {
        #expect(
            failures {
                expect("foobar").toNot(beginWith("foo"))
                expect([1, 2]).toNot(endWith(2))
                expect(nil as [Int]?).toNot(beginWith(1))
                expect(nil as String?).to(endWith("a"))
                expect([1]).toNot(beginWith(prefix: nil as [Int]?))
            } == [
                "expected to not begin with <\"foo\">, got <\"foobar\">",
                "expected to not end with <2>, got <[1, 2]>",
                "expected to not begin with <1>, got <nil>" + nilHint,
                "expected to end with <\"a\">, got <nil>" + nilHint,
                "expected to not begin with <nil>, got <[1]>" + nilHint,
            ])
    }
}

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

struct MatchTests {
    @Test func passesWhenThePatternIsFound() {
        #expect(
            failures {
                expect("order-42").to(match("^order-\\d+$"))
                expect("order-42").to(match("\\d"))
                expect("order-x").toNot(match("\\d"))
            }.isEmpty)
    }

    @Test func failureNegationAndNil() {
        #expect(
            failures {
                expect("order-x").to(match("\\d+"))
                expect("order-42").toNot(match("\\d+"))
                expect(nil as String?).toNot(match("a"))
                expect("a").toNot(match(nil))
            } == [
                "expected to match <\"\\\\d+\">, got <\"order-x\">",
                "expected to not match <\"\\\\d+\">, got <\"order-42\">",
                "expected to not match <\"a\">, got <nil>" + nilHint,
                "expected to not match <nil>, got <\"a\">" + nilHint,
            ])
    }

    @Test func invalidPatternFailsEvenNegated() {
        let messages = failures {
            expect("a").to(match("("))
            expect("a").toNot(match("("))
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("(the pattern is not a valid regular expression: ") })
        #expect(messages.first?.hasPrefix("expected to match <\"(\">, got <\"a\"> (the pattern") == true)
    }
}
