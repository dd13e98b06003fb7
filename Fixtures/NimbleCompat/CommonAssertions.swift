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
        expect { throw LoadError.offline }.to(throwError { error in
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

    private func answer() async -> Int { 42 }
}
