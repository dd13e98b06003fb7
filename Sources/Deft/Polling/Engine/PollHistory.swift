/// What a poll observed, run-length compressed: `<0> ×1, <1> ×12, <2> ×18`.
///
/// Runs are told apart by each value's full rendering, and shown cut after
/// ``valueLimit`` characters, so long values keep the summary on one line.
struct PollHistory {
    /// The longest rendering of one observed value in the summary.
    static let valueLimit = 60
    private(set) var polls = 0
    private var runs: [(text: String, shown: String, count: Int)] = []
    private static let keptRuns = 5

    /// Counts one observation, rendered in full as `text`; `shown` is its
    /// text in the summary, built only when a new run starts.
    mutating func record(_ text: String, shown: @autoclosure () -> String) {
        polls += 1
        if let last = runs.last, last.text == text {
            runs[runs.count - 1].count += 1
            return
        }
        runs.append((text, shown(), 1))
        if runs.count > Self.keptRuns { runs.removeFirst() }
    }

    /// Counts one observation no summary will show (the pass that ends a
    /// wait), without rendering it.
    mutating func countUnshown() {
        polls += 1
    }

    /// The last few distinct observations, oldest first.
    var summary: String {
        runs.map { "\($0.shown) ×\($0.count)" }.joined(separator: ", ")
    }
}

extension Duration {
    /// A short human reading: `1.0 s`, `20 ms`, `350 µs`, `1 ns`, and `0 s` for zero.
    var readable: String {
        let (seconds, attoseconds) = components
        let total = Double(seconds) + Double(attoseconds) / 1e18
        if total == 0 { return "0 s" }
        if abs(total) >= 1 { return "\((total * 10).rounded() / 10) s" }
        if abs(total) >= 1e-3 { return "\(Int((total * 1e3).rounded())) ms" }
        if abs(total) >= 1e-6 { return "\(Int((total * 1e6).rounded())) µs" }
        return "\(Int((total * 1e9).rounded())) ns"
    }
}
