import Deft
import Testing

struct AllPassTests {
    @Test func passesWhenEveryElementPasses() {
        #expect(
            failures {
                expect([1, 2]).to(allPass { $0 < 3 })
                expect([1, 2]).to(allPass("be small") { $0 < 3 })
                expect([1, 2]).to(allPass(beLessThan(3)))
                expect([Int]()).to(allPass(beLessThan(3)))
                expect([1, 3]).toNot(allPass(beLessThan(3)))
            }.isEmpty)
    }

    @Test func failureNamesTheFirstFailingElement() {
        #expect(
            failures {
                expect([1, 2, 3]).to(allPass(beLessThan(3)))
                expect([1, 2, 3]).to(allPass { $0 < 3 })
                expect([1, 4, 3]).to(allPass("be small") { $0 < 3 })
            } == [
                "expected to all be less than <3>, but failed first at element <3> in <[1, 2, 3]>",
                "expected to all pass a condition, but failed first at element <3> in <[1, 2, 3]>",
                "expected to all be small, but failed first at element <4> in <[1, 4, 3]>",
            ])
    }

    @Test func negationAndNil() {
        #expect(
            failures {
                expect([1, 2]).toNot(allPass(beLessThan(3)))
                expect(nil as [Int]?).toNot(allPass(beLessThan(3)))
            } == [
                "expected to not all be less than <3>",
                "expected to not all pass" + nilHint,
            ])
    }

    @Test func asyncElementMatcher() async {
        let small = AsyncMatcher<Int> { expression in
            let value = try await expression.evaluate() ?? 0
            return MatcherResult(bool: value < 3, message: .expectedActualValueTo("be small"))
        }
        let messages = await asyncFailures {
            await expect { [1, 2] }.to(allPass(small))
            await expect { [1, 5] }.to(allPass(small))
            await expect { nil as [Int]? }.to(allPass(small))
        }
        #expect(
            messages == [
                "expected to all be small, but failed first at element <5> in <[1, 5]>",
                "expected to all pass" + nilHint,
            ])
    }

    @Test func asyncPredicates() async {
        let messages = await asyncFailures {
            await expect([1, 2]).to(allPass { value async in value < 3 })
            await expect([1, 5]).to(allPass("be small") { value async in value < 3 })
            await expect([1, 2]).toNot(allPass { value async in value < 3 })
        }
        #expect(
            messages == [
                "expected to all be small, but failed first at element <5> in <[1, 5]>",
                "expected to not all pass a condition",
            ])
    }

    @Test func nilElementsPassBeNil() {
        #expect(failures { expect([nil, nil] as [Int?]).to(allPass(beNil())) }.isEmpty)
        #expect(
            failures { expect([nil, 1] as [Int?]).to(allPass(beNil())) } == [
                "expected to all be nil, but failed first at element <1> in <[nil, 1]>"
            ])
    }
}
