import Deft
import Testing

private func later<T>(_ value: T) async -> T {
    await Task.yield()
    return value
}

/// `==` and `!=` on tuples and arrays of tuples ignore labels, for every
/// arity Nimble has (2 to 6); awaited tuples take any arity from 2.
struct TupleOperatorsTests {
    @Test func tuplesOfEveryArityPass() {
        let none: (Int, Int)? = nil
        let point: (x: Int, y: Int) = (1, 2)
        #expect(
            failures {
                expect((x: 1, y: "a")) == (1, "a")
                expect((1, 2, 3)) == (1, 2, 3)
                expect((1, 2, 3, 4)) == (1, 2, 3, 4)
                expect((1, 2, 3, 4, 5)) == (1, 2, 3, 4, 5)
                expect((1, 2, 3, 4, 5, 6)) == (1, 2, 3, 4, 5, 6)
                expect((1, two: "2")) == (1, two: "2")
                expect((1, "a")) != (1, "b")
                expect(none) == nil
                expect(point) == (1, 2)
                expect(point) != (2, 1)
            }.isEmpty)
    }

    @Test func tuplesFailWithBothValues() {
        #expect(
            failures {
                expect((1, "a")) == (1, "b")
                expect((1, 2, 3, 4, 5, 6)) != (1, 2, 3, 4, 5, 6)
                expect((Int, Int)?.none) == (1, 2)
                expect((Int, Int)?.none) != nil
                expect((1, 2)) == nil
            } == [
                #"expected to equal <(1, "b")>, got <(1, "a")>"#,
                "expected to not equal <(1, 2, 3, 4, 5, 6)>, got <(1, 2, 3, 4, 5, 6)>",
                "expected to equal <(1, 2)>, got <nil>",
                "expected to not be nil, got <nil>",
                "expected to be nil, got <(1, 2)>",
            ])
    }

    @Test func arraysOfTuplesCompareElementByElement() {
        let rows: [(name: String, count: Int)] = [("a", 1), ("b", 2)]
        #expect(
            failures {
                expect(rows) == [("a", 1), ("b", 2)]
                expect(rows) != [("a", 1)]
                expect([(1, 2, 3)]) == [(1, 2, 3)]
                expect(rows) == [("a", 1), ("b", 3)]
                expect(rows) != [("a", 1), ("b", 2)]
            } == [
                // The elements keep the labels of the value's type, and a diff follows.
                #"expected to equal <[(name: "a", count: 1), (name: "b", count: 3)]>, got <[(name: "a", count: 1), (name: "b", count: 2)]>"#
                    + "\nDifference (- expected, + actual):\nat [1].count:\n- 3\n+ 2",
                #"expected to not equal <[(name: "a", count: 1), (name: "b", count: 2)]>, got <[(name: "a", count: 1), (name: "b", count: 2)]>"#,
            ])
    }

    @Test func arraysOfTuplesOfEveryArityWhateverTheirLabels() {
        let original: [(Int, String)] = [(0, "0"), (1, "1")]
        let expected: [(Int, named: String)] = [(0, named: "0"), (1, named: "1")]
        #expect(
            failures {
                expect(original) == expected
                expect(original) != expected.reversed()
                expect([(Int, String)]()) == []
                expect(original) != []
                expect([(1, "2", 3.0, "4")]) == [(1, "2", 3.0, four: "4")]
                expect([(1, "2", 3, "4", 5, "6")]) == [(1, "2", 3, "4", 5, "6")]
                expect([(1, "2", 3, "4", 5, "6")]) == [(1, "2", 3, "4", 5, "7")]
            } == [#"expected to equal <[(1, "2", 3, "4", 5, "7")]>, got <[(1, "2", 3, "4", 5, "6")]>"#])
    }

    @Test func awaitedArraysOfTuples() async {
        let messages = await asyncFailures {
            await expect { await later([(1, "a")]) } == [(1, "a")]
            await expect { await later([(1, "a")]) } != [(1, "b")]
            await expect { await later([(1, "a")]) } == [(1, "b")]
        }
        #expect(messages == [#"expected to equal <[(1, "b")]>, got <[(1, "a")]>"#])
    }
}
