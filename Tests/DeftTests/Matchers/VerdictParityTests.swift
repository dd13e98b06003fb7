import Deft
import Testing

/// Verdicts that once differed from Nimble 14's, each decided: the same as
/// Nimble, or a failure where Nimble passes falsely. The whole matrix runs in
/// scripts/check-verdict-parity.sh; these pin the messages.
struct VerdictParityTests {
    /// As in Nimble, an empty substring is in no string, so `contain("")`
    /// cannot pass without checking anything.
    @Test func anEmptySubstringIsNeverContained() {
        #expect(
            failures {
                expect("abc").to(contain(""))
                expect("abc").toNot(contain(""))
                expect("abc").to(contain("a", ""))
            } == [
                #"expected to contain <"">, got <"abc">"#,
                #"expected to contain <"a", "">, got <"abc">"#,
            ])
    }

    /// No matchers to combine is a check that checks nothing: it fails
    /// `to` and `toNot`, where Nimble passes `satisfyAllOf()` on any value.
    @Test func combiningNoMatchersFailsBothWays() {
        let none: [Matcher<Int>] = []
        let nothing: Int? = nil
        #expect(
            failures {
                expect(1).to(satisfyAllOf(none))
                expect(1).toNot(satisfyAllOf(none))
                expect(1).to(satisfyAnyOf(none))
                expect(nothing).to(satisfyAllOf(none))
            } == [
                "expected to match all of: no matchers (satisfyAllOf needs at least one), got 1",
                "expected to not match all of: no matchers (satisfyAllOf needs at least one), got 1",
                "expected to match one of: no matchers (satisfyAnyOf needs at least one), got 1",
                "expected to match all of: no matchers (satisfyAllOf needs at least one), got <nil>",
            ])
    }

    /// NaN is close to NaN and to nothing else, where Nimble counts it close
    /// to any number and passes `[1, NaN]` against `[1, 2]`.
    @Test func nanInACollectionIsCloseOnlyToNaN() {
        #expect(
            failures {
                expect([1.0, .nan]).to(beCloseTo([1.0, .nan]))
                expect([1.0, .nan]).toNot(beCloseTo([1.0, 2.0]))
                expect([1.0, 2.0]).toNot(beCloseTo([1.0, .nan]))
                expect([1.0, .nan]).to(beCloseTo([1.0, 2.0]))
            } == ["expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0, nan]>"])
    }

    /// `beNil` looks one optional deep, as Nimble does: `[Int?]`'s nil
    /// element is nil, `Int???.some(.some(nil))` is not.
    @Test func beNilLooksOneOptionalDeep() {
        let doubly: Int?? = .some(nil)
        let triply: Int??? = .some(.some(nil))
        #expect(
            failures {
                expect(doubly).to(beNil())
                expect([1, nil] as [Int?]).to(containElementSatisfying { $0 == nil })
                expect(triply).to(beNil())
            } == ["expected to be nil, got <nil>"])
    }

    /// A closure is called whichever way it is passed, so a matcher that
    /// accepts any value checks what the closure returns.
    @Test func aClosureIsCalledForEveryMatcher() {
        let none: () throws -> Int? = { nil }
        let one: () -> Int = { 1 }
        func named() -> Int? { nil }
        #expect(
            failures {
                expect(none).toNot(beNil())
                expect({ () throws -> Int? in nil }).toNot(beNil())
                expect(none).to(not(beNil()))
                expect(one).toNot(beAKindOf(Int.self))
                expect(one).to(beAKindOf(Int.self))
                expect(named).toNot(beNil())
                expects(none).toNot(beNil())
                expect(none).toNot(satisfyAnyOf(beNil(), equal(2)))
                expect(none).toNot(map({ $0 }, beNil()))
            } == [
                "expected to not be nil, got <nil>",
                "expected to not be nil, got <nil>",
                "expected to not be nil, got <nil>",
                "expected to not be a kind of Int, got <Int instance>",
                "expected to not be nil, got <nil>",
                "expected to not be nil, got <nil>",
                "expected to not match one of: {be nil}, or {equal <2>}, got <nil> (use beNil() to match nils)",
                "expected to not be nil, got <nil>",
            ])
    }

    /// `require` and `unwrap` call a closure held in a variable, and throw
    /// when it gives nil.
    @Test func requireAndUnwrapCallTheClosure() {
        let none: () throws -> Int? = { nil }
        var thrown = 0
        let messages = failures {
            do { _ = try unwrap(none) } catch { thrown += 1 }
            do { _ = try unwraps(none) } catch { thrown += 1 }
            do { _ = try require(none).toNot(beNil()) } catch { thrown += 1 }
            do { _ = try requires(none).toNot(beNil()) } catch { thrown += 1 }
        }
        #expect(messages == Array(repeating: "expected to not be nil, got <nil>", count: 4))
        #expect(thrown == 4)
    }

    /// A timeout equal to the poll interval polls at the start and at the
    /// deadline, where Nimble traps: the second poll is a real check.
    @Test func aTimeoutEqualToTheIntervalPollsTwice() async {
        let polls = LockedBox(0)
        let clock = VirtualClock()
        let messages = await asyncFailures {
            await expect { () async -> Int in
                polls.withLock { count in
                    count += 1
                    return count
                }
            }
            .toEventually(equal(2), timeout: .seconds(1), pollInterval: .seconds(1), clock: clock)
            await expect { () async -> Int in 0 }
                .toEventually(equal(1), timeout: .seconds(1), pollInterval: .seconds(1), clock: clock)
        }
        #expect(polls.withLock { $0 } == 2)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("expected to eventually equal <1>, got <0> (2 polls over 1.0 s virtual") == true)
    }

    /// An expression that throws on early polls and then matches passes
    /// (the claim came true in time), where Nimble fails at the first error;
    /// one that never stops throwing fails with the error.
    @Test func errorsBeforeAMatchDoNotFailTheCheck() async {
        let polls = LockedBox(0)
        let clock = VirtualClock()
        let messages = await asyncFailures {
            await expect { () async throws -> Int in
                let count = polls.withLock { count in
                    count += 1
                    return count
                }
                if count < 3 { throw ParityError.notYet }
                return 1
            }.toEventually(equal(1), clock: clock)
            await expect { () async throws -> Int in throw ParityError.notYet }
                .toEventually(equal(1), timeout: .milliseconds(20), clock: clock)
        }
        #expect(polls.withLock { $0 } == 3)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("notYet") == true)
    }
}

private enum ParityError: Error { case notYet }
