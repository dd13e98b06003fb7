import Foundation

// Scans of a string's UTF-8 bytes with the C library, so that a failure on
// a string of megabytes costs milliseconds even in a debug build.

/// Whether `text` holds a line break (what `Character.isNewline` finds:
/// U+000A to U+000D, U+0085, U+2028 and U+2029), found on its UTF-8 bytes.
///
/// ```swift
/// hasNewline("a\nb")  // true
/// ```
func hasNewline(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return false }
        for byte: Int32 in [0x0A, 0x0B, 0x0C, 0x0D] where memchr(base, byte, bytes.count) != nil { return true }
        return contains(bytes, [0xC2, 0x85]) || contains(bytes, [0xE2, 0x80, 0xA8])
            || contains(bytes, [0xE2, 0x80, 0xA9])
    }
}

/// Whether `bytes` holds `pattern`, found from its first byte by `memchr`.
private func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var offset = 0
    while offset < bytes.count, let found = memchr(base + offset, Int32(pattern[0]), bytes.count - offset) {
        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if at + pattern.count <= bytes.count, memcmp(base + at, pattern, pattern.count) == 0 { return true }
        offset = at + 1
    }
    return false
}

/// How many bytes `lhs` and `rhs` share at their start (`fromEnd` false)
/// or at their end (`fromEnd` true), at most `limit`.
///
/// ```swift
/// commonBytes(left, right, limit: 16, fromEnd: false)
/// ```
func commonBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer, limit: Int, fromEnd: Bool) -> Int {
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return 0 }
    return matching(min(limit, lhs.count, rhs.count)) { (start: Int, length: Int) -> Bool in
        let leftStart: Int = fromEnd ? lhs.count - start - length : start
        let rightStart: Int = fromEnd ? rhs.count - start - length : start
        return memcmp(left + leftStart, right + rightStart, length) == 0
    }
}

/// How many UTF-8 bytes `lhs` and `rhs` share at their start.
///
/// ```swift
/// commonUTF8Prefix("abcd", "abxd")  // 2
/// ```
func commonUTF8Prefix(_ lhs: String, _ rhs: String) -> Int {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
        rhs.withUTF8 { right in
            matching(min(left.count, right.count)) { start, length in
                memcmp(left.baseAddress! + start, right.baseAddress! + start, length) == 0
            }
        }
    }
}

/// How many UTF-8 bytes `lhs` and `rhs` share at their end, at most `limit`.
///
/// ```swift
/// commonUTF8Suffix("abcd", "xbcd", limit: 4)  // 3
/// ```
func commonUTF8Suffix(_ lhs: String, _ rhs: String, limit: Int) -> Int {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
        rhs.withUTF8 { right in
            matching(min(limit, left.count, right.count)) { (start: Int, length: Int) -> Bool in
                let leftStart: Int = left.count - start - length
                let rightStart: Int = right.count - start - length
                return memcmp(left.baseAddress! + leftStart, right.baseAddress! + rightStart, length) == 0
            }
        }
    }
}

/// The length of the run of `count` positions for which `same(start,
/// length)` holds, checked a block at a time, then halving the block.
private func matching(_ count: Int, _ same: (Int, Int) -> Bool) -> Int {
    var matched = 0
    var block = 4096
    while matched < count, block > 0 {
        let length = min(block, count - matched)
        if same(matched, length) {
            matched += length
        } else {
            block = length / 2
        }
    }
    return matched
}

/// Whether `text`'s first `byteCount` UTF-8 bytes are all ASCII, checked
/// eight at a time.
func isASCIIPrefix(_ text: String, byteCount: Int) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        let count = min(byteCount, bytes.count)
        var offset = 0
        while offset + 8 <= count {
            if base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}
