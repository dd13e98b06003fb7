import Deft

enum DeftRuntime {
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
        report("\(metricEqual) (\(c))", "Deft", nsPerOp(runtimeN.equal, passingEqual), unit: "ns/op")
        report("\(metricContain) (\(c))", "Deft", nsPerOp(runtimeN.contain, passingContain), unit: "ns/op")
        report("\(metricFailing) (\(c))", "Deft", nsPerOp(runtimeN.failing, failingEqual), unit: "ns/op")
    }
}
