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
        let last: Substring? = path.split(separator: "/").last
        let name: String = last.map { String($0) } ?? path
        self.init(fileID: "Unknown/\(name)", filePath: file, line: line, column: 1)
    }
}
