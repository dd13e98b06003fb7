import Deft
import Testing

private struct Item: Equatable {
    var value: Int
}

/// `==` and `!=` with optionals inside the right-hand side, and with an
/// implicit member, as Nimble spells them.
struct EqualOptionalElementsOperatorTests {
    @Test func arraysOfOptionals() {
        let names = ["a", "b"]
        let cache: [String: String] = ["first": "a"]
        #expect(
            failures {
                expect(names) == [cache["first"], "b"]
                expect(names) != [cache["first"]]
                expect(names) == [cache["second"], "b"]
                expect(names) != [cache["first"], "b"]
            } == [
                #"expected to equal <[nil, "b"]>, got <["a", "b"]>"#,
                #"expected to not equal <["a", "b"]>, got <["a", "b"]>"#,
            ])
    }

    @Test func dictionariesWithOptionalValues() {
        let settings = ["host": "a"]
        let defaults: [String: String] = ["host": "a"]
        #expect(
            failures {
                expect(settings) == ["host": defaults["host"]]
                expect(settings) != ["host": defaults["port"]]
                expect(settings) == ["host": defaults["port"]]
            } == [#"expected to equal <["host": nil]>, got <["host": "a"]>"#])
    }

    @Test func implicitMembers() {
        let item = Item(value: 1)
        #expect(
            failures {
                expect(item) == .init(value: 1)
                expect(item) != .init(value: 2)
                expect(item) == .init(value: 2)
            } == ["expected to equal <Item(value: 2)>, got <Item(value: 1)>"])
    }
}
