// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// A stand-in for the part of Apple's XCTest that Deft's Darwin branches use,
// with Apple's signatures (developer.apple.com/documentation/xctest:
// XCTestObservation, XCTestCase.record(_:), XCTActivity.add(_:),
// XCTAttachment(string:), its name and lifetime, XCTIssue, XCTSourceCodeLocation,
// XCTSourceCodeContext, XCTestObservationCenter, XCTFail). Built as a module
// named XCTest by scripts/check-darwin-branches.py. Never linked.
@_exported import Foundation

open class XCTest: NSObject {
    open var name: String { fatalError("a type-checking stand-in") }
}

open class XCTestCase: XCTest, XCTActivity {
    /// Records an issue on the running test (Swift's value type, which
    /// bridges to the Objective-C `XCTIssue`, `XCTIssueReference`).
    open func record(_ issue: XCTIssue) {}
    /// `XCTActivity`'s: keeps an attachment with the test's results.
    open func add(_ attachment: XCTAttachment) {}
}

/// A named activity of a test, which attachments are added to.
public protocol XCTActivity: NSObjectProtocol {
    func add(_ attachment: XCTAttachment)
}

open class XCTestSuite: XCTest {}

open class XCTExpectedFailure: NSObject {}

open class XCTAttachment: NSObject {
    /// Whether Xcode keeps the attachment after a test that passed.
    public enum Lifetime: Int {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    public convenience init(string: String) { fatalError("a type-checking stand-in") }
    open var name: String?
    open var lifetime: Lifetime = .deleteOnSuccess
}

open class XCTSourceCodeFrame: NSObject {}

open class XCTSourceCodeLocation: NSObject {
    public init(fileURL: URL, lineNumber: Int) {}
    public convenience init(filePath: String, lineNumber: Int) { fatalError("a type-checking stand-in") }
}

extension XCTSourceCodeLocation {
    /// The Swift overlay's overload.
    public convenience init(filePath: StaticString = #filePath, lineNumber: UInt = #line) {
        fatalError("a type-checking stand-in")
    }
}

open class XCTSourceCodeContext: NSObject {
    public init(callStack: [XCTSourceCodeFrame], location: XCTSourceCodeLocation?) {}
    public convenience init(location: XCTSourceCodeLocation?) { self.init(callStack: [], location: location) }
    public override convenience init() { self.init(callStack: [], location: nil) }
}

public struct XCTIssue {
    public enum IssueType: Int {
        case assertionFailure = 0
        case thrownError = 1
        case uncaughtException = 2
        case performanceRegression = 3
        case system = 4
        case unmatchedExpectedFailure = 5
    }

    public init(
        type: IssueType, compactDescription: String, detailedDescription: String? = nil,
        sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(), associatedError: (any Error)? = nil,
        attachments: [XCTAttachment] = []
    ) {}
}

/// Apple's protocol is Objective-C's, and all of its methods are optional:
/// `testBundleWillStart(_:)`, `testBundleDidFinish(_:)`,
/// `testSuiteWillStart(_:)`, `testSuite(_:didRecord:)` (an `XCTIssue`, or an
/// `XCTExpectedFailure`), `testSuiteDidFinish(_:)`, `testCaseWillStart(_:)`,
/// `testCase(_:didRecord:)` (the same two), `testCaseDidFinish(_:)`. A method
/// whose signature misses one of them only warns that it "nearly matches",
/// and is never called. Here the protocol declares none of them, and
/// `XCTestObservationCallbacks` below declares, without defaults, the ones
/// Deft implements, so that such a miss is an error.
public protocol XCTestObservation: NSObjectProtocol {}

/// Not Apple's: the optional methods of `XCTestObservation` that Deft's
/// observer implements, with Apple's signatures, as requirements without
/// defaults. scripts/check-darwin-branches.py declares the observer's
/// conformance to it, and fails when the observer has a `test…` method that
/// is not one of these: add the method here, copied from Apple's protocol.
public protocol XCTestObservationCallbacks: XCTestObservation {
    func testBundleWillStart(_ testBundle: Bundle)
    func testBundleDidFinish(_ testBundle: Bundle)
    func testCaseWillStart(_ testCase: XCTestCase)
    func testCaseDidFinish(_ testCase: XCTestCase)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue)
    func testCase(_ testCase: XCTestCase, didRecord expectedFailure: XCTExpectedFailure)
    func testSuite(_ testSuite: XCTestSuite, didRecord issue: XCTIssue)
}

open class XCTestObservationCenter: NSObject {
    open class var shared: XCTestObservationCenter { fatalError("a type-checking stand-in") }
    open func addTestObserver(_ testObserver: any XCTestObservation) {}
    open func removeTestObserver(_ testObserver: any XCTestObservation) {}
}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
