// XCTest's own `wait(for:timeout:)` and `fulfillment(of:timeout:)` are
// members of XCTestCase, so inside a test case they hide Deft's free
// `wait(for:)`, and `wait(for: [event], timeout: 1)` did not compile: a
// `TestEvent` is not an `XCTestExpectation`. These overloads take Deft's
// events under XCTest's names. They live here, not in Deft, so that Deft's
// interface does not import XCTest: `import DeftTesting` to use them.

#if canImport(XCTest)
    public import Deft
    public import XCTest

    extension XCTestCase {
        /// Waits for Deft's events by blocking the calling thread, as
        /// XCTest's `wait(for:timeout:)` waits for expectations: on the main
        /// thread it runs the main run loop meanwhile. The timeout, in
        /// seconds as XCTest's, runs on `PollingDefaults.clock`.
        ///
        /// ```swift
        /// import DeftTesting
        ///
        /// import XCTest
        ///
        /// final class UploadTests: XCTestCase {
        ///     func testUploads() {
        ///         let uploaded = TestEvent("uploaded")
        ///         Uploader().upload("a.txt") { _ in uploaded.fulfill() }
        ///         wait(for: [uploaded], timeout: 1)
        ///         // waited 1.0 s for 1 event: "uploaded" was not fulfilled
        ///     }
        /// }
        /// ```
        @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) in async code")
        @discardableResult
        public func wait(
            for events: [TestEvent], timeout seconds: TimeInterval, enforceOrder: Bool = false,
            fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
        ) -> Bool {
            TestEvent.wait(
                for: events, timeout: .seconds(seconds), enforceOrder: enforceOrder,
                fileID: fileID, file: file, line: line, column: column)
        }

        /// Waits for Deft's events in async code, as XCTest's
        /// `fulfillment(of:timeout:)` waits for expectations. The timeout, in
        /// seconds as XCTest's, runs on `PollingDefaults.clock`.
        ///
        /// ```swift
        /// import DeftTesting
        ///
        /// import XCTest
        ///
        /// final class AsyncUploadTests: XCTestCase {
        ///     func testUploads() async {
        ///         let uploaded = TestEvent("uploaded")
        ///         Uploader().upload("a.txt") { _ in uploaded.fulfill() }
        ///         await fulfillment(of: [uploaded], timeout: 1)
        ///     }
        /// }
        /// ```
        @discardableResult
        public func fulfillment(
            of events: [TestEvent], timeout seconds: TimeInterval, enforceOrder: Bool = false,
            fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            isolation: isolated (any Actor)? = #isolation
        ) async -> Bool {
            await TestEvent.wait(
                for: events, timeout: .seconds(seconds), enforceOrder: enforceOrder,
                fileID: fileID, file: file, line: line, column: column)
        }
    }
#endif
