import Deft
import Foundation
import Testing

/// Foundation values render as the Swift values they bridge to: strings
/// quoted, numbers and Booleans as Swift prints them, arrays, sets and
/// dictionaries by their elements, with no class-cluster names. Corelibs
/// Foundation hands out `NSString` and `NSNumber` elements, as Apple's does.
struct FoundationRenderingTests {
    @Test func aFoundationStringIsQuotedLikeASwiftString() {
        #expect(stringify("a\"b" as NSString) == #""a\"b""#)
        #expect(stringify(NSMutableString(string: "é")) == #""é""#)
        #expect(stringify(["a" as NSString] as [Any]) == #"["a"]"#)
    }

    @Test func aFoundationNumberRendersAsTheSwiftScalarItHolds() {
        #expect(stringify(NSNumber(value: 3)) == "3")
        #expect(stringify(NSNumber(value: 2.5)) == "2.5")
        #expect(stringify(NSNumber(value: Float(0.1))) == "0.1")
        #expect(stringify(NSNumber(value: UInt64.max)) == "18446744073709551615")
        #expect(stringify(NSNumber(value: Int64.min)) == "-9223372036854775808")
        #expect(stringify(NSNumber(value: true)) == "true")
        #expect(stringify([NSNumber(value: false), NSNumber(value: 1)] as [Any]) == "[false, 1]")
    }

    @Test func aFoundationArrayRendersItsElements() {
        #expect(stringify(["a", 1, 2.5, true] as NSArray) == #"["a", 1, 2.5, true]"#)
        #expect(stringify(NSMutableArray(array: ["x", ["y"]])) == #"["x", ["y"]]"#)
        #expect(stringify(NSArray()) == "[]")
    }

    @Test func aFoundationSetAndDictionaryAreSortedByTheirSwiftValues() {
        #expect(stringify(NSSet(array: [10, 9, 100])) == "[9, 10, 100]")
        #expect(stringify(NSSet(array: ["b", "a"])) == #"["a", "b"]"#)
        #expect(stringify([10: "ten", 9: "nine"] as NSDictionary) == #"[9: "nine", 10: "ten"]"#)
        #expect(stringify(["k": ["a"], "j": 1] as NSDictionary) == #"["j": 1, "k": ["a"]]"#)
    }

    @Test func aMessageAboutAFoundationArrayShowsItsElementsQuoted() {
        let messages = failures {
            expect(["a", "b"] as NSArray).to(equal(["a"] as NSArray))
            expect(NSMutableArray(array: ["a", "b"])).to(haveCount(3))
        }
        #expect(
            messages == [
                #"expected to equal <["a"]>, got <["a", "b"]>"#,
                #"expected to have NSArray with count 3, got 2. Actual Value: ["a", "b"]"#,
            ])
    }
}
