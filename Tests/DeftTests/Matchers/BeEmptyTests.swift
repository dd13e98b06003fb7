import Deft
import Testing

private struct Flags: OptionSet {
    let rawValue: Int
    static let on = Flags(rawValue: 1)
}

struct BeEmptyTests {
    @Test func passesForEmptyValuesOfEveryKind() {
        #expect(
            failures {
                expect([Int]()).to(beEmpty())
                expect("").to(beEmpty())
                expect([String: Int]()).to(beEmpty())
                expect(Set<Int>()).to(beEmpty())
                expect(Flags()).to(beEmpty())
                expect(AnySequence([Int]())).to(beEmpty())
                expect([1]).toNot(beEmpty())
            }.isEmpty)
    }

    @Test func failureShowsTheValue() {
        #expect(
            failures {
                expect([1]).to(beEmpty())
                expect("a").to(beEmpty())
                expect(["k": 1]).to(beEmpty())
                expect(Set([2])).to(beEmpty())
                expect(Flags.on).to(beEmpty())
            } == [
                "expected to be empty, got <[1]>",
                "expected to be empty, got <\"a\">",
                "expected to be empty, got <[\"k\": 1]>",
                "expected to be empty, got <[2]>",
                "expected to be empty, got <Flags(rawValue: 1)>",
            ])
    }

    @Test func negationAndNil() {
        #expect(
            failures {
                expect("").toNot(beEmpty())
                expect(nil as [Int]?).toNot(beEmpty())
            } == [
                "expected to not be empty, got <\"\">",
                "expected to not be empty, got <nil>" + nilHint,
            ])
    }
}
