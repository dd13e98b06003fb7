/// Where an expectation was written and how its checks went, packed into five
/// words.
///
/// An expectation keeps its expression as an escaping closure. Once `expect`
/// and `to` are inlined, the optimizer deletes that closure's heap context, but
/// only while the expectation has at most six scalar fields; a plain
/// ``SourceLocation`` has seven. So expectations store this header, and unpack
/// the location when a failure or a caller asks for it.
///
/// - `#filePath` is kept as the three fields of its `StaticString` (start,
///   count, flags), with count and flags sharing one word.
/// - Line and column share a word with the status: line in the high 32 bits,
///   column in the next 30, status in the low 2. Larger numbers saturate.
@usableFromInline
struct ExpectationHeader: Sendable {
    @usableFromInline
    let fileID: String
    @usableFromInline
    let pathStart: UInt
    @usableFromInline
    let pathCountAndFlags: UInt
    @usableFromInline
    let lineColumnStatus: UInt64

    @inlinable
    init(fileID: String, filePath: FileString, line: UInt, column: UInt, status: ExpectationStatus = .pending) {
        let path = unsafeBitCast(filePath, to: StaticStringFields.self)
        self.fileID = fileID
        self.pathStart = path.start
        self.pathCountAndFlags = path.count << 8 | UInt(path.flags)
        self.lineColumnStatus =
            UInt64(min(line, 0xFFFF_FFFF)) << 32 | UInt64(min(column, 0x3FFF_FFFF)) << 2 | status.bits
    }

    @inlinable
    init(_ location: SourceLocation, status: ExpectationStatus = .pending) {
        self.init(
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column,
            status: status)
    }

    @inlinable
    init(_ header: ExpectationHeader, status: ExpectationStatus) {
        self.fileID = header.fileID
        self.pathStart = header.pathStart
        self.pathCountAndFlags = header.pathCountAndFlags
        self.lineColumnStatus = header.lineColumnStatus & ~0b11 | status.bits
    }

    @inlinable
    var location: SourceLocation {
        let path = StaticStringFields(
            start: pathStart, count: pathCountAndFlags >> 8, flags: UInt8(truncatingIfNeeded: pathCountAndFlags))
        return SourceLocation(
            fileID: fileID, filePath: unsafeBitCast(path, to: FileString.self),
            line: UInt(lineColumnStatus >> 32), column: UInt(lineColumnStatus >> 2 & 0x3FFF_FFFF))
    }

    @inlinable
    var status: ExpectationStatus { ExpectationStatus(bits: lineColumnStatus & 0b11) }

    /// The same header with one more check counted.
    @inlinable
    func adding(_ passed: Bool) -> ExpectationHeader { ExpectationHeader(self, status: status.adding(passed)) }
}

/// The stored fields of a `StaticString`, in its frozen layout.
@usableFromInline
struct StaticStringFields {
    @usableFromInline var start: UInt
    @usableFromInline var count: UInt
    @usableFromInline var flags: UInt8

    @inlinable
    init(start: UInt, count: UInt, flags: UInt8) {
        self.start = start
        self.count = count
        self.flags = flags
    }
}

extension ExpectationStatus {
    @inlinable
    var bits: UInt64 {
        switch self {
        case .pending: return 0
        case .passed: return 1
        case .failed: return 2
        case .mixed: return 3
        }
    }

    @inlinable
    init(bits: UInt64) {
        switch bits {
        case 0: self = .pending
        case 1: self = .passed
        case 2: self = .failed
        default: self = .mixed
        }
    }
}
