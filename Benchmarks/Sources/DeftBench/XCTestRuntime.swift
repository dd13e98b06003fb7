import XCTest

/// XCTest assertions in a real, running XCTestCase: failures are captured by
/// overriding `recordFailure`, after XCTest has built the message.
final class XCTestRuntimeCase: XCTestCase {
    var captured: [String] = []
    var samples: (equal: [Double], contain: [Double], failing: [Double]) = ([], [], [])

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        captured.append(description)
    }

    @inline(never)
    func passingEqual(_ n: Int) {
        for i in 0..<opaque(n) { XCTAssertEqual(i, i) }
    }

    @inline(never)
    func passingContain(_ n: Int) {
        let array = opaque(array100)
        for i in 0..<opaque(n) { XCTAssertTrue(array.contains(i % 100)) }
    }

    @inline(never)
    func failingEqual(_ n: Int) {
        captured.removeAll(keepingCapacity: true)
        for i in 0..<opaque(n) { XCTAssertEqual(i, i + 1) }
        precondition(captured.count == n, "expected \(n) failures, got \(captured.count)")
        var length = 0
        for message in captured { length += message.utf8.count }
        blackhole(length)
    }

    func testAll() {
        samples.equal = nsPerOp(runtimeN.equal, passingEqual)
        samples.contain = nsPerOp(runtimeN.contain, passingContain)
        samples.failing = nsPerOp(runtimeN.failing, failingEqual)
    }
}

enum XCTestRuntime {
    static func run() {
        let testCase = XCTestRuntimeCase(name: "testAll") { ($0 as! XCTestRuntimeCase).testAll() }
        testCase.run()
        let c = configuration
        report("\(metricEqual) (\(c))", "XCTest", testCase.samples.equal, unit: "ns/op")
        report("\(metricContain) (\(c))", "XCTest", testCase.samples.contain, unit: "ns/op")
        report("\(metricFailing) (\(c))", "XCTest", testCase.samples.failing, unit: "ns/op")
    }
}
