enum FloorRuntime {
    static var failures: [String] = []

    @inline(never)
    static func passingEqual(_ n: Int) {
        for i in 0..<opaque(n) where opaque(i) != i {
            failures.append("not equal")
        }
    }

    @inline(never)
    static func passingContain(_ n: Int) {
        let array = opaque(array100)
        for i in 0..<opaque(n) where !array.contains(i % 100) {
            failures.append("not contained")
        }
    }

    @inline(never)
    static func failingEqual(_ n: Int) {
        var messages: [String] = []
        for i in 0..<opaque(n) where opaque(i) != i + 1 {
            messages.append("expected to equal <\(i + 1)>, got <\(i)>")
        }
        precondition(messages.count == n)
        blackhole(messages)
    }

    static func run() {
        let c = configuration
        report("\(metricEqual) (\(c))", "floor (bare if)", nsPerOp(runtimeN.equal, passingEqual), unit: "ns/op")
        report("\(metricContain) (\(c))", "floor (bare if)", nsPerOp(runtimeN.contain, passingContain), unit: "ns/op")
        report("\(metricFailing) (\(c))", "floor (bare if)", nsPerOp(runtimeN.failing, failingEqual), unit: "ns/op")
    }
}
