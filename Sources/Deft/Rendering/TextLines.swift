import Foundation

/// Lines of text held as one buffer of UTF-8 bytes, each line followed by
/// a newline: what an attachment is built from. A million lines are a
/// million appends to one buffer, not a million strings, and the buffer is
/// written to disk in one call. A copy shares the buffers: lines are added
/// through one copy only, which is then passed on (as ``ValueLines`` does).
///
/// ```swift
/// var lines = TextLines()
/// lines.append("a")
/// [42, 7].withUnsafeBufferPointer { lines.appendLines(indent: "  ", integers: $0) }
/// lines.strings  // ["a", "  42", "  7"]
/// ```
struct TextLines {
    /// The bytes of every line, each ended by a newline.
    let bytes = ByteBuffer()
    /// Where each line's newline is in ``bytes``, as `Int`s.
    private let endOffsets = ByteBuffer()

    var count: Int { endOffsets.count / MemoryLayout<Int>.stride }

    /// Where line `index`'s newline is in ``bytes``.
    func end(_ index: Int) -> Int {
        endOffsets.base.load(fromByteOffset: index &* MemoryLayout<Int>.stride, as: Int.self)
    }

    /// Where line `index` starts in ``bytes``.
    func start(_ index: Int) -> Int {
        index == 0 ? 0 : end(index - 1) + 1
    }

    /// The bytes of line `index`, without its newline.
    func line(_ index: Int) -> UnsafeRawBufferPointer {
        let from = start(index)
        return UnsafeRawBufferPointer(start: bytes.base + from, count: end(index) - from)
    }

    /// Whether line `index` here and line `other` of `lines` hold the same bytes.
    func lineEquals(_ index: Int, _ lines: TextLines, _ other: Int) -> Bool {
        let left = line(index)
        let right = lines.line(other)
        guard left.count == right.count else { return false }
        return left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
    }

    /// Every line as a string.
    var strings: [String] {
        (0..<count).map { String(decoding: line($0), as: UTF8.self) }
    }

    /// Adds a line of `text`.
    mutating func append(_ text: String) {
        bytes.append(text)
        endLine()
    }

    /// Adds lines `range` of `lines`, copied as they are.
    mutating func append(lines range: Range<Int>, of lines: TextLines) {
        guard !range.isEmpty else { return }
        let from = lines.start(range.lowerBound)
        let to = lines.end(range.upperBound - 1) + 1
        let shift = bytes.count - from
        endOffsets.reserve(range.count * MemoryLayout<Int>.stride)
        let ends = (endOffsets.base + endOffsets.count).assumingMemoryBound(to: Int.self)
        let source = lines.storage.ends
        var line = range.lowerBound
        while line < range.upperBound {
            ends[line - range.lowerBound] = source[line] + shift
            line += 1
        }
        endOffsets.advance(to: endOffsets.count + range.count * MemoryLayout<Int>.stride)
        bytes.append(UnsafeRawBufferPointer(start: lines.bytes.base + from, count: to - from))
    }

    /// The order of blocks of lines (block `i` is lines `starts[i]..<ends[i]`)
    /// as their lists of lines compare, line by line in the order of their
    /// bytes (a line that begins another comes first, and so does a block
    /// that begins another), ties in their order here: one order for both
    /// sides of a diff, found by comparing bytes in place.
    func orderOfBlocks(_ starts: [Int], _ ends: [Int]) -> [Int] {
        let (text, lineEnds) = storage
        func less(_ left: Int, _ right: Int) -> Bool {
            var one = starts[left]
            var other = starts[right]
            let oneEnd = ends[left]
            let otherEnd = ends[right]
            while one < oneEnd, other < otherEnd {
                let oneFrom = one == 0 ? 0 : lineEnds[one - 1] + 1
                let otherFrom = other == 0 ? 0 : lineEnds[other - 1] + 1
                let oneCount = lineEnds[one] - oneFrom
                let otherCount = lineEnds[other] - otherFrom
                let order = memcmp(text + oneFrom, text + otherFrom, min(oneCount, otherCount))
                if order != 0 { return order < 0 }
                if oneCount != otherCount { return oneCount < otherCount }
                one += 1
                other += 1
            }
            if (one < oneEnd) != (other < otherEnd) { return other < otherEnd }
            return left < right
        }
        var order = Array(starts.indices)
        order.sort(by: less)
        return order
    }

    /// Adds a line of `indent`, `prefix` and `text`, joined.
    mutating func appendLine(indent: String, prefix: String = "", _ text: String) {
        bytes.append(indent)
        bytes.append(prefix)
        bytes.append(text)
        endLine()
    }

    /// Adds a line for each of `integers`: `indent` and its decimal digits,
    /// as `String(integer)` writes them, made without a string each, into
    /// memory reserved once.
    mutating func appendLines(indent: String, integers: UnsafeBufferPointer<Int>) {
        guard let first = integers.baseAddress else { return }
        appendLines(indent: indent, count: integers.count) { first[$0] }
    }

    /// Adds a line for each of `bytes`: `indent` and its decimal value.
    mutating func appendLines(indent: String, bytes: UnsafeRawBufferPointer) {
        guard let first = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        appendLines(indent: indent, count: bytes.count) { Int(first[$0]) }
    }

    /// Adds `total` lines, line `i` being `indent` and the digits of `integer(i)`.
    private mutating func appendLines(indent: String, count total: Int, _ integer: (Int) -> Int) {
        guard total > 0 else { return }
        let width = indent.utf8.count
        bytes.reserve(total &* (width + 21))
        endOffsets.reserve(total &* MemoryLayout<Int>.stride)
        // Typed pointers, whose subscripts a debug build inlines.
        let start = bytes.base.assumingMemoryBound(to: UInt8.self)
        var at = start + bytes.count
        let ends = (endOffsets.base + endOffsets.count).assumingMemoryBound(to: Int.self)
        let spaces = indent.utf8.allSatisfy { $0 == 0x20 }
        var index = 0
        while index < total {
            if spaces {
                var column = 0
                while column < width {
                    at[column] = 0x20
                    column += 1
                }
                at += width
            } else {
                for byte in indent.utf8 {
                    at[0] = byte
                    at += 1
                }
            }
            at = ByteBuffer.writeDecimal(integer(index), at: at)
            ends[index] = at - start
            at[0] = 0x0A
            at += 1
            index += 1
        }
        bytes.advance(to: at - start)
        endOffsets.advance(to: endOffsets.count + total &* MemoryLayout<Int>.stride)
    }

    /// The first byte of the buffer and the offsets of the lines' newlines,
    /// for code that reads many lines (a debug build pays for every call).
    var storage: (bytes: UnsafePointer<UInt8>, ends: UnsafePointer<Int>) {
        (
            UnsafePointer(bytes.base.assumingMemoryBound(to: UInt8.self)),
            UnsafePointer(endOffsets.base.assumingMemoryBound(to: Int.self))
        )
    }

    /// Keeps room for about `lines` more lines of `bytesEach` bytes.
    mutating func reserve(lines: Int, bytesEach: Int) {
        endOffsets.reserve(lines * MemoryLayout<Int>.stride)
        bytes.reserve(lines * bytesEach)
    }

    private mutating func endLine() {
        endOffsets.reserve(MemoryLayout<Int>.stride)
        (endOffsets.base + endOffsets.count).assumingMemoryBound(to: Int.self)[0] = bytes.count
        endOffsets.advance(to: endOffsets.count + MemoryLayout<Int>.stride)
        bytes.append(byte: 0x0A)
    }
}

/// A growable buffer of bytes in memory of its own, appended to with
/// `memcpy`: cheap per call even in a debug build, where an `[UInt8]`'s
/// generic appends are not.
final class ByteBuffer: @unchecked Sendable {
    // @unchecked Sendable: a buffer is built and read by one thread, the
    // one that reports the failure it belongs to.
    // Unchecked: a debug build would otherwise check each access to these
    // for exclusivity, which costs more than the append itself.
    @exclusivity(unchecked) private(set) var base: UnsafeMutableRawPointer
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written so far.
    var buffer: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base, count: count)
    }

    /// Keeps room for `extra` more bytes.
    func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let moved = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 16)
        memcpy(moved, base, count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    func append(byte: UInt8) {
        reserve(1)
        (base + count).assumingMemoryBound(to: UInt8.self)[0] = byte
        count += 1
    }

    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        memcpy(base + count, source, bytes.count)
        count += bytes.count
    }

    func append(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Sets how many bytes are written, after writing them at ``base`` directly.
    func advance(to written: Int) {
        count = written
    }

    /// Writes `value`'s decimal digits, as `String(value)` writes them, at
    /// `at` (with room for 20 bytes); returns where they end.
    static func writeDecimal(_ value: Int, at: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var at = at
        var magnitude = value.magnitude
        if value < 0 {
            at[0] = UInt8(ascii: "-")
            at += 1
        }
        var digits = 1
        var threshold: UInt = 10
        while digits < 20, magnitude >= threshold {
            digits += 1
            threshold &*= 10
        }
        var digit = digits
        while digit > 0 {
            digit -= 1
            // Below 2^32, a multiply and a shift divide by 10 exactly
            // (what an optimizing compiler emits; a debug build divides).
            let next = magnitude < 1 << 32 ? (magnitude &* 0xCCCC_CCCD) >> 35 : magnitude / 10
            at[digit] = UInt8(truncatingIfNeeded: magnitude &- next &* 10) &+ 0x30
            magnitude = next
        }
        return at + digits
    }
}
