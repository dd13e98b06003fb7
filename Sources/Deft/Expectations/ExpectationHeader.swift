/// Where an expectation was written, how its checks went, and whether its
/// expression was a closure, packed into four words.
///
/// An expectation keeps its expression as an escaping closure. Once `expect`
/// and `to` are inlined, the optimizer deletes that closure's heap context,
/// but only while the expectation has at most six scalar fields: beyond six,
/// it stops taking the expectation apart field by field, and the context's
/// release hides in a copy of the whole value. The expression's value and
/// source take two, so this header may take four; a plain ``SourceLocation``
/// has seven. So expectations store this header, and unpack the location
/// when a failure or a caller asks for it.
///
/// - `#fileID` is kept as it is (a `String`: two fields).
/// - `#filePath` is kept as its `StaticString`'s start address, with its
///   length and flags in the packed word.
/// - The packed word holds, from the top: the line (24 bits), the column
///   (14), the path's length in bytes (21), the path's two flag bits,
///   whether the expression was written as a closure (1) and the status (2).
///   Numbers too large for their field saturate.
@usableFromInline
struct ExpectationHeader: Sendable {
    @usableFromInline
    let fileID: String
    @usableFromInline
    let pathStart: UInt
    @usableFromInline
    let packed: UInt64

    @inlinable
    @_transparent
    init(
        fileID: String, filePath: FileString, line: UInt, column: UInt, isClosure: Bool, status: ExpectationStatus
    ) {
        let path = unsafeBitCast(filePath, to: StaticStringFields.self)
        self.fileID = fileID
        self.pathStart = path.start
        self.packed =
            Field.line.packing(line) | Field.column.packing(column) | Field.pathCount.packing(path.count)
            | Field.pathFlags.packing(UInt(path.flags)) | Field.isClosure.packing(isClosure ? 1 : 0)
            | Field.status.packing(UInt(status.bits))
    }

    /// The header of a new expectation on a closure: what `expect` packs.
    @inlinable
    init(fileID: String, filePath: FileString, line: UInt, column: UInt) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column, isClosure: true, status: .pending)
    }

    @inlinable
    init(_ location: SourceLocation, isClosure: Bool = true, status: ExpectationStatus = .pending) {
        self.init(
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column,
            isClosure: isClosure, status: status)
    }

    @inlinable
    @_transparent
    init(_ header: ExpectationHeader, status: ExpectationStatus) {
        self.fileID = header.fileID
        self.pathStart = header.pathStart
        self.packed = header.packed & ~Field.status.mask | Field.status.packing(UInt(status.bits))
    }

    @inlinable
    var location: SourceLocation {
        let path = StaticStringFields(
            start: pathStart, count: Field.pathCount.unpacked(packed),
            flags: UInt8(truncatingIfNeeded: Field.pathFlags.unpacked(packed)))
        return SourceLocation(
            fileID: fileID, filePath: unsafeBitCast(path, to: FileString.self),
            line: Field.line.unpacked(packed), column: Field.column.unpacked(packed))
    }

    @inlinable
    var isClosure: Bool { Field.isClosure.unpacked(packed) != 0 }

    @inlinable
    @_transparent
    var status: ExpectationStatus { ExpectationStatus(bits: UInt64(Field.status.unpacked(packed))) }

    /// The same header with one more check counted.
    @inlinable
    @_transparent
    func adding(_ passed: Bool) -> ExpectationHeader { ExpectationHeader(self, status: status.adding(passed)) }

    /// A field of the packed word: its lowest bit and its width.
    @usableFromInline
    struct Field {
        @usableFromInline let shift: UInt64
        @usableFromInline let width: UInt64

        @inlinable
        @_transparent
        init(shift: UInt64, width: UInt64) {
            self.shift = shift
            self.width = width
        }

        @inlinable @_transparent static var status: Field { Field(shift: 0, width: 2) }
        @inlinable @_transparent static var isClosure: Field { Field(shift: 2, width: 1) }
        @inlinable @_transparent static var pathFlags: Field { Field(shift: 3, width: 2) }
        @inlinable @_transparent static var pathCount: Field { Field(shift: 5, width: 21) }
        @inlinable @_transparent static var column: Field { Field(shift: 26, width: 14) }
        @inlinable @_transparent static var line: Field { Field(shift: 40, width: 24) }

        // Masking shifts (`&<<`, `&>>`) of one integer type: unoptimized,
        // `<<` with a shift count runs the standard library's generic shift.

        /// The largest value the field holds.
        @inlinable
        @_transparent
        var limit: UInt64 { (1 &<< width) &- 1 }

        /// The field's bits within the packed word.
        @inlinable
        @_transparent
        var mask: UInt64 { limit &<< shift }

        /// `value` in this field's place, saturated to the field's width.
        @inlinable
        @_transparent
        func packing(_ value: UInt) -> UInt64 {
            let value = UInt64(truncatingIfNeeded: value)
            return (value < limit ? value : limit) &<< shift
        }

        /// This field's value in `packed`.
        @inlinable
        @_transparent
        func unpacked(_ packed: UInt64) -> UInt { UInt(truncatingIfNeeded: packed &>> shift & limit) }
    }
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
    @_transparent
    var bits: UInt64 {
        switch self {
        case .pending: return 0
        case .passed: return 1
        case .failed: return 2
        case .mixed: return 3
        }
    }

    @inlinable
    @_transparent
    init(bits: UInt64) {
        switch bits {
        case 0: self = .pending
        case 1: self = .passed
        case 2: self = .failed
        default: self = .mixed
        }
    }
}
