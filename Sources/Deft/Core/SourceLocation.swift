#if canImport(Darwin)
    /// The type Deft uses for file paths in source locations: `String` on
    /// Apple platforms and `StaticString` elsewhere, as in Nimble, so that a
    /// helper declared with `file: String = #file` on macOS or iOS, or with
    /// `file: StaticString = #file` on Linux, forwards its location to
    /// `expect` or `fail` unchanged.
    ///
    /// ```swift
    /// func expectValid(_ user: User, file: FileString = #filePath, line: UInt = #line) {
    ///     expect(file: file, line: line, user.isValid).to(beTrue())
    /// }
    /// ```
    public typealias FileString = String
#else
    /// The type Deft uses for file paths in source locations: `String` on
    /// Apple platforms and `StaticString` elsewhere, as in Nimble, so that a
    /// helper declared with `file: String = #file` on macOS or iOS, or with
    /// `file: StaticString = #file` on Linux, forwards its location to
    /// `expect` or `fail` unchanged.
    ///
    /// ```swift
    /// func expectValid(_ user: User, file: FileString = #filePath, line: UInt = #line) {
    ///     expect(file: file, line: line, user.isValid).to(beTrue())
    /// }
    /// ```
    public typealias FileString = StaticString
#endif

/// Where an expectation was written: the file, line and column of the call.
///
/// Every Deft entry point captures one with default arguments, so failures are
/// reported at the caller's line.
///
/// ```swift
/// let here = SourceLocation()
/// print(here)  // "/path/to/MyTests.swift:12:20"
/// ```
public struct SourceLocation: Sendable, CustomStringConvertible {
    /// The file's identity as `Module/File.swift` (`#fileID`).
    public let fileID: String
    /// The file's full path (`#filePath`).
    public let filePath: FileString
    /// The 1-based line number.
    public let line: UInt
    /// The 1-based column number.
    public let column: UInt

    /// The file's full path. Nimble's name for ``filePath``.
    ///
    /// ```swift
    /// print(record.location.file)
    /// ```
    public var file: FileString { filePath }

    /// Creates a location; with no arguments, the location of the call.
    ///
    /// ```swift
    /// let location = SourceLocation()
    /// ```
    public init(
        fileID: String = #fileID,
        filePath: FileString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers print locations.
    public var description: String { "\(filePath):\(line):\(column)" }
}
