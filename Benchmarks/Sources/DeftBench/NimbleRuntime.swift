import Nimble

enum NimbleRuntime {
    @inline(never)
    static func passingEqual(_ n: Int) {
        for i in 0..<opaque(n) {
            blackhole(expect(i).to(equal(i)))
        }
    }

    @inline(never)
    static func passingContain(_ n: Int) {
        let array = opaque(array100)
        for i in 0..<opaque(n) {
            blackhole(expect(array).to(contain(i % 100)))
        }
    }

    @inline(never)
    static func failingEqual(_ n: Int) {
        let records = gatherFailingExpectations(silently: true) {
            for i in 0..<opaque(n) {
                expect(i).to(equal(i + 1))
            }
        }
        precondition(records.count == n, "expected \(n) failures, got \(records.count)")
        var length = 0
        for record in records { length += record.message.stringValue.utf8.count }
        blackhole(length)
    }

    static func run() {
        let c = configuration
        // Nimble is ~100x slower per op: fewer repetitions keep the run short.
        let reps = max(3, repetitions / 2)
        report("\(metricEqual) (\(c))", "Nimble 14", nsPerOp(runtimeN.equal, reps: reps, passingEqual), unit: "ns/op")
        report(
            "\(metricContain) (\(c))", "Nimble 14", nsPerOp(runtimeN.contain, reps: reps, passingContain),
            unit: "ns/op")
        report("\(metricFailing) (\(c))", "Nimble 14", nsPerOp(runtimeN.failing, failingEqual), unit: "ns/op")
    }
}
