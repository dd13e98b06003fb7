import Foundation

/// Metric 6: one failing check on a large value, captured in-process, its
/// message read. The values are built once, outside the timed region.
enum LargeValues {
    /// A row of a decoded payload: the 20,000-row table of metric 6g.
    struct Row: Equatable, Hashable {
        var id: Int
        var name: String
        var score: Double
    }

    static let ints: [Int] = Array(0..<1_000_000)
    static let intsOneChanged: [Int] = {
        var changed = ints
        changed[500_000] = -1
        return changed
    }()
    static let text: String = String(repeating: "abcdefghij", count: 1_000_000)
    static let textPlusOne: String = text + "!"
    static let dictionary: [String: Int] = {
        var result: [String: Int] = [:]
        result.reserveCapacity(100_000)
        for i in 0..<100_000 { result["key\(i)"] = i }
        return result
    }()
    static let dictionaryOneChanged: [String: Int] = {
        var changed = dictionary
        changed["key50000"] = -1
        return changed
    }()
    static let set: Set<Int> = Set(0..<100_000)
    static let setOneRemoved: Set<Int> = {
        var removed = set
        removed.remove(50_000)
        return removed
    }()
    static let small: [Int] = Array(0..<100_000)
    static let rows: [Row] = (0..<20_000).map { Row(id: $0, name: "row \($0)", score: Double($0) / 4) }
    /// 2,800 of the 20,000 rows changed: every seventh row of the first 19,600.
    static let rowsChanged: [Row] = rows.map { row in
        guard row.id < 19_600, row.id % 7 == 3 else { return row }
        var changed = row
        changed.score += 0.5
        return changed
    }

    static let metrics = [
        "6a equal [Int] 1e6 one changed",
        "6b contain(-5) in [Int] 1e6",
        "6c equal 10 MB String vs s+\"!\"",
        "6d equal [String: Int] 1e5 one changed",
        "6e equal Set<Int> 1e5 one removed",
        "6f allPass(beLessThan(0)) on 0..<1e5",
        "6g equal [struct] 2e4, 2,800 rows changed",
    ]

    static func prepare() {
        blackhole(
            (ints.count, intsOneChanged.count, textPlusOne.utf8.count, dictionaryOneChanged.count,
             setOneRemoved.count, small.count, rowsChanged.count))
    }

    /// Times each check (which returns the captured messages) and prints its
    /// wall time and message size, `reps` times; `BENCH_LARGE_ONLY=6d` runs
    /// only the rows whose metric starts with it.
    static func measure(_ implementation: String, reps: Int, _ checks: [() -> [String]]) {
        prepare()
        let only = ProcessInfo.processInfo.environment["BENCH_LARGE_ONLY"]
        for (metric, check) in zip(metrics, checks) where only.map({ metric.hasPrefix($0) }) ?? true {
            var times: [Double] = []
            var bytes = 0
            for _ in 0..<reps {
                let start = nowNanoseconds()
                let messages = check()
                times.append(wallMilliseconds(start))
                precondition(messages.count == 1, "\(metric): expected 1 failure, got \(messages.count)")
                bytes = messages[0].utf8.count
                if ProcessInfo.processInfo.environment["BENCH_LARGE_PRINT"] != nil {
                    print("MESSAGE|\(metric)|\(implementation)|\(messages[0].prefix(4000))")
                }
            }
            report("\(metric) time (\(configuration))", implementation, times, unit: "ms")
            report("\(metric) message (\(configuration))", implementation, [Double(bytes)], unit: "bytes")
        }
    }
}
