#if canImport(XCTest)
    import Foundation
    internal import XCTest
#endif

/// Reports failures to XCTest.
enum XCTestReporter {
    /// Calls `XCTFail` and tells whether a running test case took the failure.
    ///
    /// `XCTFail` does nothing when no XCTest case is running, and corelibs
    /// XCTest offers no public "current test case". An observer counts the
    /// failures XCTest records, so Deft can see whether its own call landed.
    static func reportToRunningTestCase(_ message: String, at location: SourceLocation) -> Bool {
        #if canImport(XCTest)
            let observer = FailureObserver.shared
            let before = observer.count
            #if canImport(Darwin)
                // `FileString` is a `String` here, which `XCTFail` does not
                // take: record the issue on the running test case instead.
                guard let testCase = observer.runningTestCase else {
                    // The observer has not seen a test start yet (it registers
                    // at the first failure): name the place in the message.
                    XCTFail("\(location.filePath):\(location.line): \(message)")
                    return observer.count != before
                }
                let place = XCTSourceCodeLocation(filePath: location.filePath, lineNumber: Int(location.line))
                testCase.record(
                    XCTIssue(
                        type: .assertionFailure, compactDescription: message,
                        sourceCodeContext: XCTSourceCodeContext(location: place)))
            #else
                XCTFail(message, file: location.filePath, line: location.line)
            #endif
            return observer.count != before
        #else
            return false
        #endif
    }
}

#if canImport(XCTest)
    /// Counts the failures XCTest records, to learn whether `XCTFail` landed.
    private final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
        static let shared: FailureObserver = {
            let observer = FailureObserver()
            #if canImport(Darwin)
                // Apple's XCTest accepts observers on the main thread only. Until
                // one registered from elsewhere is in place, a failure counts as
                // not landed, so it also goes to the next reporter: never lost.
                if Thread.isMainThread {
                    MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
                } else {
                    Task { @MainActor in XCTestObservationCenter.shared.addTestObserver(observer) }
                }
            #else
                XCTestObservationCenter.shared.addTestObserver(observer)
            #endif
            return observer
        }()

        private let lock = NSLock()
        private var failures = 0

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return failures
        }

        #if canImport(Darwin)
            private var running: XCTestCase?

            /// The test case that is running, to record an issue on.
            var runningTestCase: XCTestCase? {
                lock.lock()
                defer { lock.unlock() }
                return running
            }

            func testCaseWillStart(_ testCase: XCTestCase) {
                lock.lock()
                running = testCase
                lock.unlock()
            }

            func testCaseDidFinish(_ testCase: XCTestCase) {
                lock.lock()
                if running === testCase { running = nil }
                lock.unlock()
            }

            func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
                lock.lock()
                failures += 1
                lock.unlock()
            }
        #else
            func testCase(
                _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
                atLine lineNumber: Int
            ) {
                lock.lock()
                failures += 1
                lock.unlock()
            }
        #endif
    }
#endif
