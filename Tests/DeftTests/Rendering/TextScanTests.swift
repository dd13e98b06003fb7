import Testing

@testable import Deft

/// The shared runs of bytes that the diffs skip: counted from either end,
/// at most the limit, whatever the lengths of the two sides.
struct TextScanTests {
    @Test func commonBytesCountsFromTheStartOrFromTheEnd() {
        let left: [UInt8] = Array("abcdefgh".utf8)
        let right: [UInt8] = Array("abcXefgh".utf8)
        let shorter: [UInt8] = Array("Xfgh".utf8)
        left.withUnsafeBytes { lhs in
            right.withUnsafeBytes { rhs in
                #expect(commonBytes(lhs, rhs, limit: 8, fromEnd: false) == 3)
                #expect(commonBytes(lhs, rhs, limit: 8, fromEnd: true) == 4)
                #expect(commonBytes(lhs, rhs, limit: 2, fromEnd: true) == 2)
                #expect(commonBytes(lhs, lhs, limit: 8, fromEnd: true) == 8)
            }
            shorter.withUnsafeBytes { rhs in
                #expect(commonBytes(lhs, rhs, limit: 4, fromEnd: true) == 3)
                #expect(commonBytes(lhs, rhs, limit: 4, fromEnd: false) == 0)
            }
        }
    }

    @Test func commonUTF8SuffixCountsTheSharedEnd() {
        #expect(commonUTF8Suffix("abcd", "xbcd", limit: 4) == 3)
        #expect(commonUTF8Suffix("abcd", "xbcd", limit: 2) == 2)
        #expect(commonUTF8Suffix("long line é", "é", limit: 20) == 2)
        #expect(commonUTF8Suffix("same", "same", limit: 10) == 4)
        #expect(commonUTF8Suffix("a", "b", limit: 1) == 0)
    }
}
