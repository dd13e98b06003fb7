/// What a poll observed, run-length compressed: `<0> ×1, <1> ×12, <2> ×18`.
struct PollHistory {
    private(set) var polls = 0
    private var runs: [(text: String, count: Int)] = []
    private static let keptRuns = 5

    mutating func record(_ text: String) {
        polls += 1
        if let last = runs.last, last.text == text {
            runs[runs.count - 1].count += 1
            return
        }
        runs.append((text, 1))
        if runs.count > Self.keptRuns { runs.removeFirst() }
    }

    /// The last few distinct observations, oldest first.
    var summary: String {
        runs.map { "\($0.text) ×\($0.count)" }.joined(separator: ", ")
    }
}

extension Duration {
    /// A short human reading: `1.0 s`, `20 ms`, `350 µs`.
    var readable: String {
        let (seconds, attoseconds) = components
        let total = Double(seconds) + Double(attoseconds) / 1e18
        if abs(total) >= 1 { return "\((total * 10).rounded() / 10) s" }
        if abs(total) >= 1e-3 { return "\(Int((total * 1e3).rounded())) ms" }
        return "\(Int((total * 1e6).rounded())) µs"
    }
}
