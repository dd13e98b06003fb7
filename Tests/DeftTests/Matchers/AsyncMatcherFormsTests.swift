import Deft
import Testing

private func later<T>(_ value: T) async -> T {
    await Task.yield()
    return value
}

private func beEven() -> AsyncMatcher<Int> {
    AsyncMatcher.simple("be even") { expression in
        guard let value = try await expression.evaluate() else { return .fail }
        return MatcherStatus(bool: await later(value).isMultiple(of: 2))
    }
}

/// Async matchers wherever Nimble takes one: from a synchronous expectation
/// or requirement, combined, negated, mapped, and the factory forms.
struct AsyncMatcherFormsTests {
    @Test func aSynchronousExpectationTakesAnAsyncMatcher() async {
        let messages = await asyncFailures {
            await expect(2).to(beEven())
            await expect(3).to(beEven(), description: "odd one")
            await expect(3).toNot(beEven())
            await expect(4).notTo(beEven())
            await expect(nil as Int?).to(beEven())
        }
        #expect(
            messages == [
                "odd one\nexpected to be even, got <3>",
                "expected to not be even, got <4>",
                "expected to be even, got <nil>" + nilHint,
            ])
    }

    @Test func aSynchronousRequirementTakesAnAsyncMatcher() async throws {
        #expect(try await require(2).to(beEven()) == 2)
        var thrown: (any Error)?
        let messages = await asyncFailures {
            do { _ = try await require(3).to(beEven()) } catch { thrown = error }
        }
        #expect(messages == ["expected to be even, got <3>"])
        #expect((thrown as? RequireError)?.message == "expected to be even, got <3>")
    }

    @Test func operatorsCombineSyncAndAsyncMatchers() async {
        let messages = await asyncFailures {
            await expect(4).to(beEven() && beGreaterThan(3))
            await expect(5).to(beEven() || equal(5))
            await expect(5).to(beEven() && equal(5))
            await expect(3).to(beEven() || equal(4))
        }
        #expect(
            messages == [
                "expected to match all of: {be even}, and {equal <5>}, got 5",
                "expected to match one of: {be even}, or {equal <4>}, got 3",
            ])
    }

    @Test func notNegatesAnAsyncMatcher() async {
        let messages = await asyncFailures {
            await expect(3).to(not(beEven()))
            await expect(2).to(not(beEven()))
        }
        #expect(messages == ["expected to not be even, got <2>"])
    }

    @Test func factoryForms() async {
        let positive = AsyncMatcher<Int>.define { expression in
            MatcherResult(
                bool: (try await expression.evaluate() ?? 0) > 0, message: .expectedActualValueTo("be positive"))
        }
        let absent = AsyncMatcher<Int>.simpleNilable("be absent") { expression in
            MatcherStatus(bool: try await expression.evaluate() == nil)
        }
        let nilOrZero = AsyncMatcher<Int>.defineNilable("be nil or zero") { expression, message in
            MatcherResult(bool: (try await expression.evaluate() ?? 0) == 0, message: message)
        }
        let messages = await asyncFailures {
            await expect(-1).to(positive)
            await expect(nil as Int?).to(positive)
            await expect(nil as Int?).to(absent)
            await expect(3).to(absent)
            await expect(nil as Int?).to(nilOrZero)
            await expect(2).to(nilOrZero)
        }
        #expect(
            messages == [
                "expected to be positive, got <-1>",
                "expected to be positive, got <nil>" + nilHint,
                "expected to be absent, got <3>",
                "expected to be nil or zero, got <2>",
            ])
    }

    @Test func mapAndCompactMapTakeAsyncTransforms() async {
        let messages = await asyncFailures {
            await expect("12").to(map({ (text: String) async -> Int? in Int(text) }, beEven()))
            await expect("x").to(map({ (text: String) async -> Int? in Int(text) }, beNil()))
            await expect("13").to(map({ (text: String) async -> Int? in Int(text) }, beEven()))
            await expect("12").to(compactMap({ (text: String) async -> Int? in Int(text) }, beEven()))
            await expect("x").to(compactMap({ (text: String) async -> Int? in Int(text) }, beEven()))
        }
        #expect(
            messages == [
                "expected to be even, got <13>",
                "expected to map String to a non-nil Int, got <nil>",
            ])
    }

    @Test func containElementSatisfyingTakesAnAsyncPredicate() async {
        let messages = await asyncFailures {
            await expect([1, 2]).to(containElementSatisfying { (value: Int) async in await later(value) == 2 })
            await expect([1, 3]).to(containElementSatisfying({ (value: Int) async in value == 2 }, "that is two"))
            await expect(nil as [Int]?).to(containElementSatisfying { (value: Int) async in value == 2 })
        }
        #expect(
            messages == [
                "expected to find object in collection that is two",
                "expected to find object in collection that satisfies matcher",
            ])
    }
}
