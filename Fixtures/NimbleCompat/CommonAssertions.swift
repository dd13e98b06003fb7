// A suite written for Nimble. scripts/check-nimble-compat.sh runs it twice:
// as it is, and with `import Nimble` changed to `import Deft` (nothing else).
import Foundation
import Nimble
import XCTest

enum LoadError: Error, Equatable {
    case offline
    case timeout
}

final class Box {
    let id = 1
}

// Custom matchers as written for Nimble 9 to 12, with the names Nimble 13
// deprecated. `Predicate` itself is ambiguous in any file that imports
// Foundation (XCTest does), with Nimble as with Deft, so it is not used here.
func legacyBeEven() -> Matcher<Int> {
    .simple("be even") { expression in
        PredicateStatus(bool: (try expression.evaluate() ?? 1) % 2 == 0)
    }
}

func legacyBeOdd() -> Matcher<Int> {
    Matcher { expression in
        let value = try expression.evaluate() ?? 0
        return PredicateResult(bool: value % 2 == 1, message: .expectedActualValueTo("be odd"))
    }
}

func legacyBeAnswer() -> AsyncPredicate<Int> {
    AsyncPredicate.simple("be the answer") { expression in
        PredicateStatus(bool: try await expression.evaluate() == 42)
    }
}

final class CommonAssertions: XCTestCase {
    func testEquality() {
        expect(1 + 1).to(equal(2))
        expect("abc").toNot(equal("abd"))
        expect([1, 2, 3]).to(equal([1, 2, 3]))
        expect(["a": 1]).to(equal(["a": 1]))
        expect(Set([1, 2])).to(equal(Set([2, 1])))
        expect(1 + 1) == 2
        expect(2) != 3
        let missing: Int? = nil
        expect(missing).to(beNil())
        expect(missing) == nil
        expect(1 as Int?).toNot(beNil())
        expect((1, two: "2")) == (1, two: "2")
        expect((x: 1, y: "a")) != (1, "b")
        expect((1, 2, 3, 4, 5, 6)) == (1, 2, 3, 4, 5, 6)
    }

    func testComparisons() {
        expect(3).to(beGreaterThan(2))
        expect(3).to(beGreaterThanOrEqualTo(3))
        expect(1).to(beLessThan(2))
        expect(2).to(beLessThanOrEqualTo(2))
        expect(3) > 2
        expect(2) <= 2
        expect(2.0).to(beCloseTo(2.00001, within: 0.001))
        expect(5).to(beWithin(1...10))
    }

    func testBooleans() {
        expect(true).to(beTrue())
        expect(false).to(beFalse())
        expect(1).to(beTruthy())
        expect(0).to(beFalsy())
    }

    func testCollectionsAndStrings() {
        expect([1, 2, 3]).to(contain(2))
        expect([1, 2, 3]).to(contain(1, 3))
        expect([Int]()).to(beEmpty())
        expect([1, 2]).to(haveCount(2))
        expect([1, 2, 3]).to(beginWith(1))
        expect([1, 2, 3]).to(endWith(3))
        expect([1, 2, 3]).to(allPass(beLessThan(4)))
        expect([1, 2, 3]).to(containElementSatisfying({ $0 > 2 }))
        expect([1, 2, 3]).to(elementsEqual([1, 2, 3]))
        expect("hello").to(contain("ell"))
        expect("hello").to(beginWith("he"))
        expect("hello").to(endWith("lo"))
        expect("hello").to(match("^h.*o$"))
        expect("").to(beEmpty())
    }

    func testErrors() {
        expect { throw LoadError.offline }.to(throwError())
        expect { throw LoadError.offline }.to(throwError(LoadError.offline))
        expect { throw LoadError.timeout }.to(throwError(errorType: LoadError.self))
        expect { throw LoadError.offline }.to(
            throwError { error in
                expect(error as? LoadError).to(equal(.offline))
            })
        expect {}.toNot(throwError())
        expect(LoadError.offline).to(matchError(LoadError.offline))
    }

    func testCombinatorsAndTypes() {
        expect(5).to(satisfyAnyOf(equal(1), equal(5)))
        expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(9)))
        expect(5).to(equal(5) || equal(6))
        expect(5).to(beGreaterThan(1) && beLessThan(9))
        expect(5).to(map({ $0 * 2 }, equal(10)))
        let box = Box()
        expect(box).to(beIdenticalTo(box))
        expect(box) === box
        expect(box).to(beAKindOf(Box.self))
        expect(box).to(beAnInstanceOf(Box.self))
    }

    func testResults() {
        let success: Result<Int, LoadError> = .success(1)
        let failure: Result<Int, LoadError> = .failure(.offline)
        expect(success).to(beSuccess())
        expect(success).to(beSuccess(equal(1)))
        expect(failure).to(beFailure())
    }

    func testRequireAndUnwrap() throws {
        let value = try require(Int?.some(1)).toNot(beNil())
        expect(value) == 1
        let unwrapped = try unwrap(Int?.some(2))
        expect(unwrapped) == 2
    }

    func testPollingOnTheMainThread() {
        var flag = false
        DispatchQueue.main.async { flag = true }
        expect(flag).toEventually(beTrue())
        expect { flag }.toEventually(beTrue(), timeout: .seconds(1), pollInterval: .milliseconds(10))
        expect(flag).toNever(beFalse(), until: .milliseconds(30))
    }

    func testStoredTimeouts() {
        let timeout: NimbleTimeInterval = .milliseconds(1_500)
        expect(timeout.timeInterval) == 1.5
        expect(timeout.nanoseconds) == 1_500_000_000
        let start = Date(timeIntervalSinceReferenceDate: 0)
        expect(start.advanced(by: timeout)) == Date(timeIntervalSinceReferenceDate: 1.5)
        expect(2.5.nimbleInterval.timeInterval) == 2.5
        var flag = false
        DispatchQueue.main.async { flag = true }
        expect(flag).toEventually(beTrue(), timeout: timeout, pollInterval: .milliseconds(10))
    }

    func testWaitUntil() {
        waitUntil(timeout: .seconds(1)) { done in
            DispatchQueue.global().async { done() }
        }
    }

    func testAsyncExpectations() async {
        await expect { await self.answer() }.to(equal(42))
        await expect { await self.answer() }.toEventually(equal(42))
    }

    func testCapturingFailures() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(2))
        }
        expect(failures.count) == 1
        expect(failures.first?.message.stringValue) == "expected to equal <2>, got <1>"
        expect(failures.first?.success) == false
    }

    func testAsyncOperators() async {
        await expect { await self.answer() } > 0
        await expect { await self.answer() } < 100
        await expect { await self.answer() } <= 42
        await expect { await self.answer() } >= 42
        let box = Box()
        await expect { await self.same(box) } === box
        await expect { await self.same(box) } !== Box()
        await expect { await self.same((1, "a")) } == (1, "a")
        await expect { await self.same((1, 2, 3, 4, 5, 6)) } != (1, 2, 3, 4, 5, 7)
        await expect { await self.same([0.25, 0.75]) } ≈ [0.25, 0.75]
        await expect { await self.same(0.5) } == 0.5 ± 0.01
    }

    func testClosureRequirements() throws {
        let value = try requires { 1 + 1 }.to(equal(2))
        expect(value) == 2
        let unwrapped = try unwraps { Int?.some(3) }
        expect(unwrapped) == 3
    }

    func testMatchersWrittenForNimble12() {
        expect(4).to(legacyBeEven())
        expect(3).toNot(legacyBeEven())
        expect(5).to(legacyBeOdd())
    }

    func testAsyncMatchersWrittenForNimble12() async {
        await expect { await self.answer() }.to(legacyBeAnswer())
    }

    func testDefaultDelta() {
        let tolerance: Float = defaultDelta()
        expect(tolerance) == 0.0001
        expect(DefaultDelta) == 0.0001
        expect(1.0 + DefaultDelta / 2).to(beCloseTo(1.0))
    }

    func testTestDescriptions() {
        let values: [any TestOutputStringConvertible] = [1.5, Float(2.5), [1, 2], AnySequence([1])]
        expect(values.map(\.testDescription)) == ["1.5", "2.5", "[1, 2]", "[1]"]
        expect(prettyCollectionType([1, 2])) == "Array<Int>"
        expect(prettyCollectionType(NSMutableArray())) == "NSArray"
        expect(prettyCollectionType(NSMutableDictionary())) == "NSDictionary"
    }

    func testFailureMessageParts() {
        expect(FailureMessage().stringValue) == "expected to match, got"
        var message = FailureMessage()
        message.postfixMessage = "be ready"
        message.actualValue = "<starting>"
        expect(message.stringValue) == "expected to be ready, got <starting>"
        message.to = "to not"
        message.postfixActual = " (after 3 tries)"
        message.extendedMessage = "the service log is empty"
        message.userDescription = "the service"
        expect(message.stringValue)
            == "the service\nexpected to not be ready, got <starting> (after 3 tries)\nthe service log is empty"
        message.actualValue = nil
        message.extendedMessage = nil
        message.userDescription = nil
        expect(message.stringValue) == "expected to not be ready"
        message.stringValue = "the service never started"
        expect(message.stringValue) == "the service never started"
        expect(message.expected) == "expected"
    }

    func testReporters() {
        // Nimble 14 declares no public initializer for it: code outside
        // Nimble can only name the type.
        let handlerType: any AssertionHandler.Type = NimbleShortXCTestHandler.self
        expect(NimbleAssertionHandler is NimbleShortXCTestHandler) == false
        _ = handlerType
        let report: (String, SourceLocation) -> Void = recordTestingFailure
        _ = report
    }

    func testCloseToAndOptionalDictionariesAsInNimble() {
        expect(1.5).toNot(beCloseTo(1.0, within: 0.5))
        expect([1.5]).to(beCloseTo([1.0], within: 0.5))
        let present: Int? = 1
        let absent: Int? = nil
        expect(["a": 1]).to(equal(["a": present]))
        expect(["a": 1]).toNot(equal(["a": present, "b": absent]))
    }

    func testTheMatcherEvaluatesTheExpression() {
        var runs = 0
        var armed = false
        var runsWhileArmed = 0
        let spy = Matcher<Int> { expression in
            armed = true
            _ = try expression.evaluate()
            _ = try expression.evaluate()
            _ = try expression.withoutCaching().evaluate()
            armed = false
            return MatcherResult(bool: runsWhileArmed == 2, message: .expectedTo("run twice while armed"))
        }
        expect { () -> Int in
            runs += 1
            if armed { runsWhileArmed += 1 }
            return runs
        }.to(spy)
        expect(runs) == 2
        let unseen = Matcher<Int> { _ in MatcherResult(bool: true, message: .expectedTo("pass")) }
        expect { () -> Int in
            runs += 1
            return runs
        }.to(unseen)
        expect(runs) == 2
    }

    func testThrowAssertion() {
        expect { precondition(false) }.to(throwAssertion())
        expect { () -> Int in fatalError() }.to(throwAssertion())
        expect { 5 }.toNot(throwAssertion()).to(equal(5))
    }

    func testExpressionsBuiltByHelpers() throws {
        let here = expect(1).location
        var cache: Int?
        let memoized = Expression<Int>(
            memoizedExpression: { rerun in
                if rerun || cache == nil { cache = 7 }
                return cache
            },
            location: here, withoutCaching: false)
        SyncExpectation(expression: memoized).to(equal(7))
        let seven = try SyncRequirement(expression: memoized, customError: nil).to(equal(7))
        expect(seven) == 7
        let load: () -> Int = { 3 }
        expect(load).to(equal(3))
        let required: Int = try require(load).to(equal(3))
        let unwrapped: Int = try unwrap(load)
        expect(required + unwrapped) == 6
    }

    func testAsyncExpressionsBuiltByHelpers() async {
        let expression = AsyncExpression<Int>(expression: { await self.answer() }, location: expect(1).location)
        await AsyncExpectation(expression: expression).to(equal(42))
        let doubled = expression.cast { (value: Int?) async -> Int? in value.map { $0 * 2 } }
        await AsyncExpectation(expression: doubled).to(equal(84))
    }

    private func same<T>(_ value: T) async -> T { value }

    private func answer() async -> Int { 42 }
}
