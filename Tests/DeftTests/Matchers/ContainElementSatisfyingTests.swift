import Deft
import Testing

struct ContainElementSatisfyingTests {
    @Test func passesWhenAnElementSatisfies() {
        #expect(
            failures {
                expect([1, 7]).to(containElementSatisfying { $0 > 5 })
                expect([1, 2]).toNot(containElementSatisfying({ $0 > 5 }, "be greater than 5"))
            }.isEmpty)
    }

    @Test func failureShowsTheCollection() {
        #expect(
            failures {
                expect([1, 2]).to(containElementSatisfying { $0 > 5 })
                expect([1, 2]).to(containElementSatisfying({ $0 > 5 }, "be greater than 5"))
                expect([1, 7]).toNot(containElementSatisfying({ $0 > 5 }, "be greater than 5"))
                expect(nil as [Int]?).to(containElementSatisfying { $0 > 5 })
            } == [
                "expected to find object in collection that satisfies matcher",
                "expected to find object in collection be greater than 5",
                "expected to not find object in collection be greater than 5",
                "expected to find object in collection that satisfies matcher",
            ])
    }
}
