import Deft
import Testing

private struct User {
    var name: String
    var nickname: String?
}

struct MapTests {
    private let ada = User(name: "Ada", nickname: nil)

    @Test func passesWhenTheMappedValueMatches() {
        #expect(
            failures {
                expect(ada).to(map(\.name, equal("Ada")))
                expect(ada).to(map({ $0.name.count }, beLessThan(5)))
                expect(ada).to(map(\.nickname, beNil()))
                expect(ada).toNot(map(\.name, equal("Bob")))
                expect("12").to(compactMap({ Int($0) }, equal(12)))
            }.isEmpty)
    }

    @Test func failureShowsTheMappedValue() {
        #expect(
            failures {
                expect(ada).to(map(\.name, equal("Bob")))
                expect(ada).toNot(map({ $0.name.count }, beLessThan(5)))
                expect(ada).toNot(map(\.nickname, beNil()))
                expect(ada).to(map(\.nickname, equal("Ace")))
            } == [
                "expected to equal <\"Bob\">, got <\"Ada\">",
                "expected to not be less than <5>, got <3>",
                "expected to not be nil, got <nil>",
                "expected to equal <\"Ace\">, got <nil>",
            ])
    }

    @Test func nilValueReachesTheMatcher() {
        #expect(
            failures {
                expect(nil as User?).to(map(\.name, beNil()))
                expect(nil as User?).toNot(map(\.name, equal("Ada")))
            } == ["expected to not equal <\"Ada\">, got <nil>" + nilHint])
    }

    @Test func compactMapFailsOnNil() {
        #expect(
            failures {
                expect("12").to(compactMap({ Int($0) }, beGreaterThan(20)))
                expect("x").toNot(compactMap({ Int($0) }, beGreaterThan(20)))
                expect(nil as String?).to(compactMap({ Int($0) }, beGreaterThan(20)))
            } == [
                "expected to be greater than <20>, got <12>",
                "expected to not map String to a non-nil Int, got <nil>",
                "expected to map String to Int, got <nil>" + nilHint,
            ])
    }

    @Test func asyncTransform() async {
        let messages = await asyncFailures {
            await expect { 2 }.to(map({ value async in value * 2 }, isSmall))
            await expect { 1 }.to(map({ value async in value * 2 }, isSmall))
        }
        #expect(messages == ["expected to be small, got <4>"])
    }
}
