internal import DeftCShims

#if canImport(XCTest)
    import Foundation
    internal import XCTest
#endif

/// Registers the XCTest observer, before any test starts. The C target
/// calls this from a load-time constructor (`DeftLoad.c`), which runs when
/// the image that holds Deft is loaded, on Linux and on Apple platforms
/// alike: the first failure of a run then finds the running test case, as
/// every later one does.
@_cdecl("deft_register_test_observer")
func registerTestObserver() {
    #if canImport(XCTest)
        FailureObserver.register()
    #endif
}

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
                    // XCTest's bundle is not running (a Swift Testing test,
                    // or a detached task of one), or the observer could not
                    // register at load and cannot tell whether `XCTFail`
                    // landed: leave the failure to the next reporter. An
                    // `XCTFail` there may reach Swift Testing through its
                    // fallback event handler (swiftlang/swift-testing#1280)
                    // as a second issue, before Deft records the real one.
                    guard observer.isBundleRunning else { return false }
                    // No test case is running, but the bundle is (a failure
                    // in a suite's class `setUp`, which XCTest records on the
                    // suite): name the place in the message.
                    XCTFail("\(location.filePath):\(location.line): \(message)")
                    return observer.count != before
                }
                let place = XCTSourceCodeLocation(filePath: location.filePath, lineNumber: Int(clamping: location.line))
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

extension XCTestReporter {
    /// Whether a failure's attachment can go to the running XCTest case:
    /// on Apple platforms, while one runs.
    static var canAttach: Bool {
        #if canImport(XCTest)
            #if canImport(Darwin)
                return FailureObserver.shared.runningTestCase != nil
            #else
                return false
            #endif
        #else
            return false
        #endif
    }

    /// Adds `text` as an `XCTAttachment` named `name` to the running test
    /// case, kept whatever the test's outcome; false where that cannot be
    /// done (no test case runs, or corelibs XCTest, which has no attachments).
    static func attach(_ text: String, named name: String) -> Bool {
        #if canImport(XCTest)
            #if canImport(Darwin)
                guard let testCase = FailureObserver.shared.runningTestCase else { return false }
                let attachment = XCTAttachment(string: text)
                attachment.name = name
                attachment.lifetime = .keepAlways
                testCase.add(attachment)
                return true
            #else
                return false
            #endif
        #else
            return false
        #endif
    }
}

/// One run of an XCTest test case: the test that code started during it
/// belongs to, which a failure can be charged to only while it runs.
struct TestCaseRun: Equatable, Sendable {
    /// Which run of a test case this is, counted from the start of the process.
    let number: Int
    /// The test's name, as XCTest gives it: `Class.test` on Linux, `-[Class test]` on Apple platforms.
    let name: String
}

extension XCTestReporter {
    /// The XCTest case running now, if any: `nil` in a Swift Testing test,
    /// between tests, and where XCTest does not exist.
    static var runningTest: TestCaseRun? {
        #if canImport(XCTest)
            return FailureObserver.shared.runningRun
        #else
            return nil
        #endif
    }
}

#if canImport(XCTest)
    extension XCTestReporter {
        /// Whether the load-time constructor registered the observer. Exposed for tests.
        static var registeredAtLoad: Bool { deft_loaded_at_start() && FailureObserver.shared.isRegistered }

        /// Whether the observer saw the test bundle start, so was in place
        /// before any test ran. Exposed for tests.
        static var observedTheBundleStart: Bool { FailureObserver.shared.sawBundleStart }

        /// Whether XCTest's test bundle is running, so an `XCTFail` made
        /// while no test case runs lands in XCTest. Exposed for tests.
        static var xctestBundleIsRunning: Bool { FailureObserver.shared.isBundleRunning }
    }

    /// Counts the failures XCTest records, to learn whether `XCTFail` landed.
    ///
    /// It registers when the image is loaded (`registerTestObserver()`),
    /// as Nimble's does from an Objective-C `+load`, or else at the first
    /// failure.
    private final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
        static let shared: FailureObserver = {
            let observer = FailureObserver()
            #if canImport(Darwin)
                // A process that loads Deft without XCTest (weakly linked and
                // absent) has no observation center to register with.
                guard NSClassFromString("XCTestObservationCenter") != nil else { return observer }
                // Apple's XCTest accepts observers on the main thread only,
                // where XCTest loads the test bundle. Until one registered from
                // elsewhere is in place, a failure counts as not landed, so it
                // also goes to the next reporter: never lost.
                if Thread.isMainThread {
                    MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
                    observer.markRegistered()
                } else {
                    Task { @MainActor in
                        XCTestObservationCenter.shared.addTestObserver(observer)
                        observer.markRegistered()
                    }
                }
            #else
                XCTestObservationCenter.shared.addTestObserver(observer)
                observer.markRegistered()
            #endif
            return observer
        }()

        /// Registers the shared observer, once.
        static func register() { _ = shared }

        private let lock = NSLock()
        private var failures = 0
        private var registered = false
        private var bundleStarted = false
        private var bundleRunning = false

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return failures
        }

        var isRegistered: Bool {
            lock.lock()
            defer { lock.unlock() }
            return registered
        }

        var sawBundleStart: Bool {
            lock.lock()
            defer { lock.unlock() }
            return bundleStarted
        }

        /// Whether XCTest's test bundle has started and not yet finished.
        var isBundleRunning: Bool {
            lock.lock()
            defer { lock.unlock() }
            return bundleRunning
        }

        private func markRegistered() {
            lock.lock()
            registered = true
            lock.unlock()
        }

        private func countOne() {
            lock.lock()
            failures += 1
            lock.unlock()
        }

        func testBundleWillStart(_ testBundle: Bundle) {
            lock.lock()
            bundleStarted = true
            bundleRunning = true
            lock.unlock()
        }

        func testBundleDidFinish(_ testBundle: Bundle) {
            lock.lock()
            bundleRunning = false
            lock.unlock()
        }

        private var running: XCTestCase?
        private var runningCase: TestCaseRun?
        /// Counts the test cases started, so that each run of a test has a
        /// number of its own, even when one case object runs twice.
        private var started = 0

        /// The test case that is running, to record an issue on.
        var runningTestCase: XCTestCase? {
            lock.lock()
            defer { lock.unlock() }
            return running
        }

        /// The run of the test case that is running, if one is.
        var runningRun: TestCaseRun? {
            lock.lock()
            defer { lock.unlock() }
            return runningCase
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
            let name = testCase.name
            lock.lock()
            running = testCase
            started += 1
            runningCase = TestCaseRun(number: started, name: name)
            lock.unlock()
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            lock.lock()
            if running === testCase {
                running = nil
                runningCase = nil
            }
            lock.unlock()
        }

        #if canImport(Darwin)
            func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
                countOne()
            }

            /// A failure inside `XCTExpectFailure` arrives here instead of
            /// as an issue. It landed: XCTest took it, as expected.
            func testCase(_ testCase: XCTestCase, didRecord expectedFailure: XCTExpectedFailure) {
                countOne()
            }

            /// A failure while no test case runs (a suite's class `setUp`
            /// or `tearDown`), which XCTest records on the suite.
            func testSuite(_ testSuite: XCTestSuite, didRecord issue: XCTIssue) {
                countOne()
            }
        #else
            func testCase(
                _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
                atLine lineNumber: Int
            ) {
                countOne()
            }
        #endif
    }
#endif
