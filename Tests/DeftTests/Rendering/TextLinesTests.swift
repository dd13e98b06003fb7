import Foundation
import Testing

@testable import Deft

/// The unified diff as it was built from strings, line by line: the
/// reference the byte buffers' diff must match.
private func referenceDiff(_ expected: [String], _ actual: [String]) -> String {
    var prefix = 0
    let shorter = min(expected.count, actual.count)
    while prefix < shorter, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] {
        suffix += 1
    }
    let middle = (expected.count - prefix - suffix, actual.count - prefix - suffix)
    let edits =
        myers(middle.0, middle.1, maxEdits: 2_000) { expected[prefix + $0] == actual[prefix + $1] }
        ?? (0..<middle.0).map { .removed($0) } + (0..<middle.1).map { .inserted($0) }
    func range(_ count: Int) -> String { count == 0 ? "0,0" : "1,\(count)" }
    var text = "--- expected\n+++ actual\n@@ -\(range(expected.count)) +\(range(actual.count)) @@\n"
    for line in expected[..<prefix] { text += " \(line)\n" }
    for edit in edits {
        switch edit {
        case .same(let i, _): text += " \(expected[prefix + i])\n"
        case .removed(let i): text += "-\(expected[prefix + i])\n"
        case .inserted(let j): text += "+\(actual[prefix + j])\n"
        }
    }
    for line in expected[(expected.count - suffix)...] { text += " \(line)\n" }
    return text
}

/// Attachments are built in one buffer of bytes: the lines, the integers
/// written as digits, and a unified diff whose shared runs are found by
/// comparing bytes, each the same text the strings gave.
struct TextLinesTests {
    @Test func integersAreWrittenAsStringWritesThem() {
        var integers = [0, 7, -7, 10, 99, 100, -100, Int.max, Int.min, Int.min + 1]
        // Either side of 2^32, where Int has 64 bits (not on watchOS's arm64_32).
        if Int.bitWidth == 64 {
            integers += [Int64(4_294_967_295), Int64(4_294_967_296)].map { Int(truncatingIfNeeded: $0) }
        }
        var lines = TextLines()
        integers.withUnsafeBufferPointer { lines.appendLines(indent: "  ", integers: $0) }
        #expect(lines.strings == integers.map { "  \($0)" })
        var bare = TextLines()
        integers.withUnsafeBufferPointer { bare.appendLines(indent: "", integers: $0) }
        #expect(bare.strings == integers.map { "\($0)" })
    }

    @Test func valueLinesWriteIntegerArraysSlicesAndContiguousArrays() {
        let integers = [3, -1, Int.min]
        let expected = ["[", "  3", "  -1", "  \(Int.min)", "]"]
        #expect(ValueLines(integers).lines == expected)
        #expect(ValueLines(integers[...]).lines == expected)
        #expect(ValueLines(ContiguousArray(integers)).lines == expected)
        #expect(ValueLines([Int8(-3), 4]).lines == ["[", "  -3", "  4", "]"])
        #expect(ValueLines([1.5, -0.25]).lines == ["[", "  1.5", "  -0.25", "]"])
    }

    @Test func setsAndDictionariesOfStructsListTheirElementsInTheOrderOfTheirLines() {
        struct Box: Hashable {
            var a: Int
            var b: Int
        }
        // "    a: 1" begins "    a: 10": the shorter line, and so its block, comes first.
        #expect(
            ValueLines(Set([Box(a: 10, b: 0), Box(a: 1, b: 9), Box(a: 1, b: 10)])).lines == [
                "[", "  Box(", "    a: 1", "    b: 10", "  )", "  Box(", "    a: 1", "    b: 9", "  )", "  Box(",
                "    a: 10", "    b: 0", "  )", "]",
            ])
        #expect(
            ValueLines(["b": Box(a: 1, b: 2), "a": Box(a: 3, b: 4)]).lines == [
                "[", "  \"a\": Box(", "    a: 3", "    b: 4", "  )", "  \"b\": Box(", "    a: 1", "    b: 2", "  )",
                "]",
            ])
    }

    @Test func blocksAreOrderedLineByLineAndTiesKeepTheirOrder() {
        var lines = TextLines()
        for line in ["x", "y", "x", "x", "y", "w", "xy"] { lines.append(line) }
        // Blocks: [x, y], [x], [x, y], [w], [xy]. A block that begins
        // another comes first, and so does a line that begins another.
        #expect(lines.orderOfBlocks([0, 2, 3, 5, 6], [2, 3, 5, 6, 7]) == [3, 1, 0, 2, 4])
        var copied = TextLines()
        copied.append("head")
        copied.append(lines: 2..<5, of: lines)
        #expect(copied.strings == ["head", "x", "x", "y"])
    }

    @Test func dataIsWrittenAsItsBytesNeverItsStorage() {
        struct Blob {
            var bytes: Data
        }
        #expect(ValueLines(Data([0, 255, 7])).lines == ["[", "  0", "  255", "  7", "]"])
        #expect(ValueLines(Data()).lines == ["[]"])
        #expect(ValueLines(Blob(bytes: Data([1]))).lines == ["Blob(", "  bytes: [", "    1", "  ]", ")"])
    }

    @Test func foundationStringsAndNumbersAreWrittenAsTheValuesTheyBridgeTo() {
        // Never their storage (`_cfinfo`, `_pad` on Linux).
        #expect(ValueLines(NSNumber(value: 3)).lines == ["3"])
        #expect(ValueLines(NSString(string: "a")).lines == ["\"a\""])
        #expect(ValueLines(NSArray(array: [1, "x"])).lines == ["[", "  1", "  \"x\"", "]"])
        #expect(ValueLines(["k": NSNumber(value: 2.5)] as [String: Any]).lines == ["[", "  \"k\": 2.5", "]"])
    }

    @Test func platformTypesAreWrittenAsTheirDescriptionsNeverTheirStorage() {
        struct Visit {
            var url: URL
            var cost: Decimal
            var took: Duration
        }
        let visit = Visit(url: URL(string: "https://example.com/a")!, cost: Decimal(string: "1.5")!, took: .seconds(2))
        #expect(
            ValueLines(visit).lines == [
                "Visit(", "  url: https://example.com/a", "  cost: 1.5", "  took: 2.0 seconds", ")",
            ])
    }

    @Test func aTypeWithACustomMirrorIsReflectedAgainForEachValue() {
        // Its values show different parts: one with none is a line of its own.
        struct Parts: CustomReflectable {
            var parts: [Int]
            var customMirror: Mirror {
                Mirror(self, unlabeledChildren: parts, displayStyle: .struct)
            }
        }
        #expect(
            ValueLines([Parts(parts: [1]), Parts(parts: [])]).lines == [
                "[", "  Parts(", "    1", "  )", "  Parts()", "]",
            ])
        // So is a Foundation object: an empty NSArray is one line, `[]`,
        // after one that was not.
        for pair in [[NSArray(array: [1]), NSArray()], [NSDictionary(dictionary: ["a": 1]), NSDictionary()]] {
            let each = pair.flatMap { ValueLines($0).lines.map { "  " + $0 } }
            #expect(ValueLines(pair).lines == ["["] + each + ["]"])
        }
    }

    @Test func aLeafIsWhatTheReflectionOfOneNodeGives() {
        enum Shape: CustomStringConvertible {
            case dot
            case line(Int)
            var description: String { "shape" }
        }
        enum Plain {
            case dot
            case line(Int)
        }
        struct Empty {}
        struct Box {
            var a: Int
        }
        class Base {
            var a = 1
        }
        class Derived: Base {}
        final class Lone {}
        let values: [Any] = [
            1, "s", Int?.none as Any, Int?.some(3) as Any, [Int](), [1], Set<Int>(), [String: Int](), ["a": 1],
            (), (1, 2), Empty(), Box(a: 1), Shape.dot, Shape.line(2), Plain.dot, Plain.line(2), Data(), Data([1]),
            Derived(), Lone(), NSNumber(value: 3), NSArray(), NSArray(array: [1]), 1...3,
        ]
        for value in values {
            #expect(
                RenderedValue(leaf: value)?.line() == RenderedValue(reflecting: value, nodeLimit: 1)?.line(),
                "\(value)")
        }
    }

    @Test func theDiffOfByteBuffersIsTheDiffOfTheirLines() {
        let cases: [([String], [String])] = [
            ([], []),
            ([], ["a"]),
            (["a"], []),
            (["a", "b", "c"], ["a", "b", "c"]),
            (["a", "b", "c"], ["a", "x", "c", "d"]),
            (["ab", "c"], ["b", "c"]),
            (["b", "c"], ["ab", "c"]),
            (["a", "bc"], ["a", "b"]),
            (["a", "b"], ["a", "bc"]),
            (["", "", ""], ["", ""]),
            (["x", "", "y"], ["x", "y"]),
            (["same", "same"], ["same", "same", "same"]),
            (["1", "2", "3"], ["0", "1", "2", "3"]),
            (["1", "2", "3"], ["1", "2", "3", "4"]),
            (["é", "ü"], ["é", "u"]),
        ]
        for (expected, actual) in cases {
            #expect(UnifiedDiff.text(expected: expected, actual: actual) == referenceDiff(expected, actual))
        }
        // Deterministic random cases: short lines from a small alphabet, so
        // that lines repeat and share bytes across their boundaries.
        var seed: UInt64 = 0x5DEE_CE66
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func lines() -> [String] {
            (0..<next(8)).map { _ in (0..<next(3)).map { _ in ["a", "b"][next(2)] }.joined() }
        }
        for _ in 0..<500 {
            let expected = lines()
            var actual = expected
            if !actual.isEmpty, next(2) == 0 { actual[next(actual.count)] += "a" }
            if next(3) == 0 { actual.insert("b", at: next(actual.count + 1)) }
            if !actual.isEmpty, next(3) == 0 { actual.remove(at: next(actual.count)) }
            #expect(
                UnifiedDiff.text(expected: expected, actual: actual) == referenceDiff(expected, actual),
                "\(expected) \(actual)")
        }
    }

    @Test func aMillionLineDiffKeepsEveryLine() {
        let rows = Array(0..<1_000_000)
        var changed = rows
        changed[500_000] = -1
        let (bytes, lines) = UnifiedDiff.diff(expected: ValueLines(rows).text, actual: ValueLines(changed).text)
        // 1,000,000 rows, one changed (two lines), the brackets and the header.
        #expect(lines == 1_000_006)
        let text = String(decoding: bytes.buffer, as: UTF8.self)
        #expect(text.hasPrefix("--- expected\n+++ actual\n@@ -1,1000002 +1,1000002 @@\n [\n   0\n   1\n"))
        #expect(text.contains("\n   499999\n-  500000\n+  -1\n   500001\n"))
        #expect(text.hasSuffix("\n   999999\n ]\n"))
    }
}
