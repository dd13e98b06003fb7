#if canImport(Testing)
    #if canImport(Darwin) || DEFT_TESTING_IMPLEMENTATION_ONLY
        // An Xcode UI-test bundle cannot load Testing. Deft's module is not
        // built for library evolution, so it records an `internal import` as
        // a dependency every client must load ("missing required module
        // 'Testing'"); only an implementation-only import leaves it out.
        // Nimble imports Testing the same way, and its build shows the same
        // deprecation warning. Other platforms have no such bundles;
        // `scripts/check-testing-optional.sh` checks this branch on Linux.
        @_implementationOnly import Testing
    #else
        internal import Testing
    #endif
#endif

/// Reports failures to Swift Testing.
enum SwiftTestingReporter {
    /// Whether the current task runs a Swift Testing test.
    static var isInsideTest: Bool {
        #if canImport(Testing)
            return Test.current != nil
        #else
            return false
        #endif
    }

    /// The ID of the test that owns the current task, if any.
    static var currentTestID: String? {
        #if canImport(Testing)
            return Test.current.map { String(describing: $0.id) }
        #else
            return nil
        #endif
    }

    /// Records an issue against the test that owns the current task, if any.
    static func reportToCurrentTest(_ message: String, at location: SourceLocation) -> Bool {
        #if canImport(Testing)
            guard Test.current != nil else { return false }
            record(message, at: location)
            return true
        #else
            return false
        #endif
    }

    /// Records an issue that no test owns; Swift Testing fails the run for it.
    static func reportToRun(_ message: String, at location: SourceLocation) -> Bool {
        #if canImport(Testing)
            record(message, at: location)
            return true
        #else
            return false
        #endif
    }

    /// Records a failed requirement against the test that owns the current
    /// task, as `#require` does, and returns the error that stops the test.
    ///
    /// Swift Testing knows that error: it records no second issue for it,
    /// and `withKnownIssue` counts the failure as one known issue.
    static func reportRequirementToCurrentTest(_ message: String, at location: SourceLocation) -> (any Error)? {
        #if canImport(Testing)
            guard Test.current != nil else { return nil }
            let outcome = __checkValue(
                false, expression: .__fromSyntaxNode(message), comments: [], isRequired: true,
                sourceLocation: sourceLocation(for: location))
            guard case .failure(let error) = outcome else { return nil }
            return error
        #else
            return nil
        #endif
    }

    /// Records `text` as an attachment named `name` of the test that owns
    /// the current task; false when no test owns it.
    static func attach(_ text: String, named name: String, at location: SourceLocation) -> Bool {
        #if canImport(Testing)
            guard Test.current != nil else { return false }
            // Apple's Testing marks attachments available from its 26 releases.
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return false }
            Attachment.record(text, named: name, sourceLocation: sourceLocation(for: location))
            return true
        #else
            return false
        #endif
    }

    #if canImport(Testing)
        /// Records a failed check as a failed `#require` is recorded, and as
        /// `#expect` records one: an expectation failure whose expression is
        /// the message, so that the headline reads `Expectation
        /// failed: <message>` for `expect` and `require` alike, and a search
        /// of a CI log for "Expectation failed" finds every failure.
        private static func record(_ message: String, at location: SourceLocation) {
            _ = __checkValue(
                false, expression: .__fromSyntaxNode(message), comments: [], isRequired: false,
                sourceLocation: sourceLocation(for: location))
        }

        /// Swift Testing traps on a line of 0 or a `fileID` without a `/`, so
        /// both are repaired before a `SourceLocation` is built.
        static func sourceLocation(for location: SourceLocation) -> Testing.SourceLocation {
            let fileID = location.fileID.contains("/") ? location.fileID : "Unknown/\(location.fileID)"
            return Testing.SourceLocation(
                fileID: fileID,
                filePath: "\(location.filePath)",
                line: max(Int(clamping: location.line), 1),
                column: max(Int(clamping: location.column), 1)
            )
        }
    #endif
}
