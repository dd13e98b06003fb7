// `throwAssertion()` through `expect`, as Nimble's own tests use it: the
// matcher evaluates the expression inside its catch.
import Deft
import Foundation
import Testing
import XCTest

private let error: any Error = NSError(domain: "test", code: 0, userInfo: nil)

struct ThrowAssertionExpectTests {
    @Test func passesForEachKindOfTrap() {
        let messages = failures {
            expect { precondition(opaque(false)) }.to(throwAssertion())
            expect { () -> Void in fatalError() }.to(throwAssertion())
            expect { () -> Void in preconditionFailure() }.to(throwAssertion())
            expect { opaque(Int?.none)! }.to(throwAssertion())
            expect { opaque([1, 2, 3])[3] }.to(throwAssertion())
            for kind in TrapKind.allCases {
                expect { kind.run() }.to(throwAssertion())
            }
        }
        #expect(messages == [])
    }

    @Test func negationPassesWhenTheExpressionReturns() {
        var reached = false
        let messages = failures { expect { reached = true }.toNot(throwAssertion()) }
        #expect(messages == [])
        #expect(reached)
    }

    @Test func aNonVoidClosure() {
        let messages = failures {
            expect { () -> Int in fatalError() }.to(throwAssertion())
            expect { 5 }.toNot(throwAssertion())
        }
        #expect(messages == [])
    }

    @Test func chainsAfterANegatedCheck() {
        let messages = failures { expect { () -> Int in 5 }.toNot(throwAssertion()).to(equal(5)) }
        #expect(messages == [])
    }

    @Test func codeAfterTheTrapDoesNotRun() {
        var reachedBefore = false
        var reachedAfter = false
        let messages = failures {
            expect {
                reachedBefore = true
                precondition(opaque(false), "condition message")
                reachedAfter = true
            }.to(throwAssertion())
        }
        #expect(messages == [])
        #expect(reachedBefore)
        #expect(!reachedAfter)
    }

    @Test func messages() {
        let returned = failures { expect { () -> Void? in .none }.to(throwAssertion()) }
        #expect(returned == ["expected to throw an assertion"])
        let threw = failures { expect { () throws -> Void in throw error }.to(throwAssertion()) }
        #expect(threw == ["expected to throw an assertion; threw error instead <\(error)>"])
        let threwNegated = failures { expect { () throws -> Void in throw error }.toNot(throwAssertion()) }
        #expect(threwNegated == [])
        let trapped = failures { expect { () -> Void in fatalError() }.toNot(throwAssertion()) }
        #expect(trapped == ["expected to not throw an assertion"])
    }

    @Test func catchesAHundredTrapsInARow() {
        let messages = failures {
            for _ in 0..<100 { expect { () -> Void in fatalError() }.to(throwAssertion()) }
        }
        #expect(messages == [])
    }

    /// The usual case: a mutating call on a captured `var` that traps on
    /// bad input. The variable is usable afterwards.
    @Test func aTrapInAMutatingCallOnACapturedVariable() {
        var stack: [Int] = []
        let messages = failures {
            expect { stack.removeLast() }.to(throwAssertion())
            stack.append(1)
            expect(stack).to(equal([1]))
            expect { stack.removeLast() }.toNot(throwAssertion())
        }
        #expect(messages == [])
        #expect(stack.isEmpty)
    }

    @Test func requireReturnsTheValueOfAReturningExpression() throws {
        let value = try require { () -> Int in 5 }.toNot(throwAssertion())
        #expect(value == 5)
    }
}

final class ThrowAssertionExpectXCTests: XCTestCase {
    func testPositiveMatch() {
        XCTAssertEqual(failures { expect { () -> Void in fatalError() }.to(throwAssertion()) }, [])
    }

    func testNegativeMatchAndChain() {
        XCTAssertEqual(failures { expect { () -> Int in 5 }.toNot(throwAssertion()).to(equal(5)) }, [])
    }

    func testCodeAfterTheTrapDoesNotRun() {
        var reachedAfter = false
        XCTAssertEqual(
            failures {
                expect {
                    precondition(opaque(false))
                    reachedAfter = true
                }.to(throwAssertion())
            }, [])
        XCTAssertFalse(reachedAfter)
    }

    func testPositiveMessage() {
        XCTAssertEqual(
            failures { expect { () -> Void? in .none }.to(throwAssertion()) }, ["expected to throw an assertion"])
    }
}
