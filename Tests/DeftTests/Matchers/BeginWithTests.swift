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
