import Deft
import Foundation
import Testing

private func describe<T: TestOutputStringConvertible>(_ value: T) -> String {
    value.testDescription
}

/// The types Nimble makes `TestOutputStringConvertible` are so in Deft too;
/// their `testDescription` is what Deft shows for them.
struct TestDescriptionsTests {
    @Test func theTypesNimbleConformsConform() {
        #expect(describe(1.5) == "1.5")
        #expect(describe(0.1 + 0.2) == "0.30000000000000004")
        #expect(describe(Float(2.5)) == "2.5")
        #expect(describe("a\tb") == #""a\tb""#)
        #expect(describe([1, 2]) == "[1, 2]")
        #expect(describe(AnySequence([3, 4])) == "[3, 4]")
        #expect(describe(Data([1, 2, 3])) == "3 bytes")
        #expect(describe(NSNumber(value: 7)) == "7")
        #expect(describe(NSArray(array: [1, "a"])) == #"[1, "a"]"#)
        #expect(describe(NSIndexSet(indexesIn: NSRange(location: 1, length: 3))) == "[1, 2, 3]")
    }

    @Test func stringifyAgreesWithTestDescription() {
        #expect(stringify([1.5, 2]) == [1.5, 2].testDescription)
        #expect(stringify("a") == "a".testDescription)
        #expect(stringify(AnySequence([1])) == "[1]")
    }

    /// Conforming for Nimble's sake changes no message: arrays still render
    /// by their elements, and still get a structural diff.
    @Test func messagesKeepShowingStructure() {
        let messages = failures {
            expect(["a", "b"]).to(equal(["a", "c"]))
            expect(Array(1...20)).to(equal(Array(1...20).map { $0 == 5 ? 0 : $0 }))
            expect(NSIndexSet(index: 2)).to(beNil())
        }
        #expect(messages.count == 3)
        #expect(messages.first == #"expected to equal <["a", "c"]>, got <["a", "b"]>"#)
        #expect(messages.dropFirst().first?.contains("\nDifference (- expected, + actual):\n") == true)
        #expect(messages.last == "expected to be nil, got <[2]>")
    }

    @Test func prettyCollectionTypeNamesTheClassCluster() {
        #expect(prettyCollectionType([1, 2]) == "Array<Int>")
        #expect(prettyCollectionType(Set([1])) == "Set<Int>")
        #expect(prettyCollectionType(NSMutableArray()) == "NSArray")
        #expect(prettyCollectionType(NSMutableDictionary()) == "NSDictionary")
        #expect(prettyCollectionType(NSMutableSet()) == "NSSet")
        #expect(prettyCollectionType(NSMutableIndexSet()) == "NSIndexSet")
        #expect(prettyCollectionType(42) == "42")
    }
}
