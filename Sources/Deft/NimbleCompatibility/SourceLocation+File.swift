extension SourceLocation {
    /// Creates a location from a file path and a line, as suites written for
    /// older Nimble pass to `fail(_:location:)`. The file's identity is
    /// `Unknown/<file name>`, and the column is 1.
    ///
    /// ```swift
    /// fail("unexpected state", location: SourceLocation(file: #filePath, line: #line))
    /// ```
    public init(file: FileString, line: UInt) {
        let path = "\(file)"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        self.init(fileID: "Unknown/\(name)", filePath: file, line: line, column: 1)
    }
}
