import Testing

/// Swift Testing's `#expect` outside a test run: the passing path only, as a
/// failure outside a test cannot be captured in-process.
enum TestingRuntime {
    @inline(never)
    static func passingEqual(_ n: Int) {
        for i in 0..<opaque(n) { #expect(i == opaque(i)) }
    }

    @inline(never)
    static func passingContain(_ n: Int) {
        let array = opaque(array100)
        for i in 0..<opaque(n) { #expect(array.contains(i % 100)) }
    }

    static func run() {
        let c = configuration
        report("\(metricEqual) (\(c))", "Swift Testing #expect", nsPerOp(runtimeN.equal, passingEqual), unit: "ns/op")
        report(
            "\(metricContain) (\(c))", "Swift Testing #expect", nsPerOp(runtimeN.contain, passingContain),
            unit: "ns/op")
        print(
            "NOTE|\(metricFailing) (\(c))|Swift Testing #expect|n/a: an issue recorded outside a running test cannot be captured in-process"
        )
    }
}
