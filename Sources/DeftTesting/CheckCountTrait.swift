public import Deft

#if canImport(Testing)
    public import Testing

    /// A Swift Testing trait that fails a test, or each test of a suite,
    /// unless it made a number of Deft checks; `import DeftTesting` to use it.
    ///
    /// ```swift
    /// @Test(.checks(atLeast: 1)) func uploads() {
    ///     Uploader().upload("a.txt") { result in expect(result).to(beSuccess()) }
    ///     // the upload answers 200 ms later, after the test: it fails
    /// }
    /// // expected at least 1 check, made 0 (a check in a callback that never ran?)
    /// ```
    public struct CheckCountTrait: TestTrait, SuiteTrait, TestScoping {
        let count: Int
        let location: Deft.SourceLocation

        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            guard testCase != nil else { return try await function() }
            var thrown: (any Error)?
            await expectChecks(
                atLeast: count, fileID: location.fileID, file: location.filePath, line: location.line,
                column: location.column
            ) {
                do { try await function() } catch { thrown = error }
            }
            if let thrown { throw thrown }
        }
    }

    extension Trait where Self == CheckCountTrait {
        /// Fails the test unless it made at least `count` checks, passing or
        /// failing; the failure is reported at the trait.
        ///
        /// ```swift
        /// @Suite(.checks(atLeast: 1)) struct CartTests {
        ///     @Test func total() { expect(Cart(prices: [1, 2]).total).to(equal(3)) }
        ///     @Test func coupon() { expect(Cart(prices: [1], coupon: "SAVE10").coupon).toNot(beNil()) }
        /// }
        /// ```
        public static func checks(
            atLeast count: Int, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
            column: UInt = #column
        ) -> Self {
            let location = Deft.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            return CheckCountTrait(count: count, location: location)
        }
    }
#endif
