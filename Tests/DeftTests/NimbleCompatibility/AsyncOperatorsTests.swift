import Deft
import Foundation
import Testing

/// Returns `value` after a suspension, so each expression really awaits.
private func later<T>(_ value: T) async -> T {
    await Task.yield()
    return value
}

private final class Box {}

private func hex(_ object: AnyObject) -> String {
    "<0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16) + ">"
}

private struct Point: Equatable {
    var x: Int
    var y: Int
}

/// Nimble's operators on `await expect { … }` check as the matchers they name.
struct AsyncOperatorsTests {
    @Test func orderingPasses() async {
        let messages = await asyncFailures {
            await expect { await later(1) } < 2
            await expect { await later(3) } > 2
            await expect { await later(2) } <= 2
            await expect { await later(2.5) } >= 2.5
        }
        #expect(messages.isEmpty)
    }

    @Test func orderingFailsWithTheComparisonMessages() async {
        let messages = await asyncFailures {
            await expect { await later(12) } < 10
            await expect { await later(0) } > 0
            await expect { await later(4) } <= 3
            await expect { await later(-1) } >= 0
            await expect { await later(Int?.none) } > 0
        }
        #expect(
            messages == [
                "expected to be less than <10>, got <12>",
                "expected to be greater than <0>, got <0>",
                "expected to be less than or equal to <3>, got <4>",
                "expected to be greater than or equal to <0>, got <-1>",
                "expected to be greater than <0>, got <nil> (use beNil() to match nils)",
            ])
    }

    @Test func identity() async {
        let first = Box()
        let second = Box()
        let messages = await asyncFailures {
            await expect { await later(first) } === first
            await expect { await later(first) } !== second
            await expect { await later(first) } === second
            await expect { await later(first) } !== first
        }
        #expect(
            messages == [
                "expected to be identical to \(hex(second)), got \(hex(first))",
                "expected to not be identical to \(hex(first)), got \(hex(first))",
            ])
    }

    @Test func tuplesOfEveryArityIgnoreLabels() async {
        let messages = await asyncFailures {
            await expect { await later((x: 1, y: "a")) } == (1, "a")
            await expect { await later((1, 2, 3)) } == (1, 2, 3)
            await expect { await later((1, 2, 3, 4)) } != (1, 2, 3, 5)
            await expect { await later((1, 2, 3, 4, 5)) } == (1, 2, 3, 4, 5)
            await expect { await later((1, 2, 3, 4, 5, 6)) } == (1, 2, 3, 4, 5, 6)
            await expect { await later((1, 2)) } == (1, 3)
            await expect { await later((1, 2, 3, 4, 5, 6)) } != (1, 2, 3, 4, 5, 6)
        }
        #expect(
            messages == [
                "expected to equal <(1, 3)>, got <(1, 2)>",
                "expected to not equal <(1, 2, 3, 4, 5, 6)>, got <(1, 2, 3, 4, 5, 6)>",
            ])
    }

    @Test func closeToOnCollectionsAndWithPlusMinus() async {
        let messages = await asyncFailures {
            await expect { await later([0.25, 0.75]) } ≈ [0.25, 0.75000001]
            await expect { await later(0.5) } == 0.5 ± 0.01
            await expect { await later(0.52) } == 0.5 ± 0.01
            await expect { await later([1.0, 2.5]) } ≈ [1.0, 2.0]
        }
        #expect(
            messages == [
                "expected to be close to <0.5> (within 0.01), got <0.52>",
                "expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0, 2.5]>",
            ])
    }

    @Test func closeToOnNumbersAndDates() async {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        let messages = await asyncFailures {
            await expect { await later(NSNumber(value: 3.5)) } ≈ NSNumber(value: 3.50001)
            await expect { await later(start) } ≈ (start.addingTimeInterval(0.5), 1)
            await expect { await later(NSNumber(value: 3)) } ≈ NSNumber(value: 5) ± 1
        }
        #expect(messages == ["expected to be close to <5> (within 1.0), got <3>"])
    }

    @Test func equalityWithImplicitMembersArraysAndDictionaries() async {
        let messages = await asyncFailures {
            await expect { await later(Point(x: 1, y: 2)) } == .init(x: 1, y: 2)
            await expect { await later(Point(x: 1, y: 2)) } != .init(x: 0, y: 0)
            await expect { await later([1, 2]) } == [1, 2]
            await expect { await later(["host": "a"]) } == ["host": "a"]
            await expect { await later(["host": "a"]) } != [:]
            await expect { await later([1, 2]) } != [1, 2]
        }
        #expect(messages == ["expected to not equal <[1, 2]>, got <[1, 2]>"])
    }

    @Test func reportsAtTheExpectLine() async {
        let line = #line + 2
        let records = await gatherFailingExpectations(silently: true) {
            await expect { await later(1) } > 2
        }
        #expect(records.map(\.location.line) == [UInt(line)])
    }
}
