import Deft
import Foundation

/// Metric 8: one failing check on a million-element array whose message is
/// bounded, with `DEFT_ATTACHMENTS_DIR` set, so the whole value (or both
/// values and their unified diff) is written to a file while the failure
/// is reported (issue #54). Each row's time includes the check, the
/// message and the file; the file is removed after each repetition.
enum DeftAttachments {
    typealias L = LargeValues
    typealias S = ShapeValues

    static let metrics = [
        "8a equal [Int] 1e6 one changed, pair and diff written",
        "8b contain(-5) in [Int] 1e6, the array written",
        "8c equal struct holding [Int] 1e6, pair and diff written",
    ]

    /// The message's last line names the file: `… written to PATH (N lines, M MB)`.
    static func writtenFile(_ message: String) -> String? {
        guard let line = message.split(separator: "\n").last, let range = line.range(of: " written to ") else {
            return nil
        }
        return String(line[range.upperBound...].prefix { $0 != " " })
    }

    static func run(reps: Int) {
        // Read by Deft at its first failure: set it before any check runs.
        var madeFolder: String?
        if ProcessInfo.processInfo.environment["DEFT_ATTACHMENTS_DIR"] == nil {
            let folder = NSTemporaryDirectory() + "deft-bench-attachments-\(getpid())"
            setenv("DEFT_ATTACHMENTS_DIR", folder, 1)
            madeFolder = folder
        }
        defer { if let madeFolder { try? FileManager.default.removeItem(atPath: madeFolder) } }
        L.prepare()
        S.prepare()
        let checks: [() -> Void] = [
            { expect(L.intsOneChanged).to(equal(L.ints)) },
            { expect(L.ints).to(contain(-5)) },
            { expect(S.tableChanged).to(equal(S.table)) },
        ]
        let only = ProcessInfo.processInfo.environment["BENCH_ATTACH_ONLY"]
        for (metric, check) in zip(metrics, checks) where only.map({ metric.hasPrefix($0) }) ?? true {
            var times: [Double] = []
            var fileBytes = 0
            for _ in 0..<reps {
                let start = nowNanoseconds()
                let messages = gatherFailingExpectations(silently: true, closure: check).map {
                    $0.message.stringValue
                }
                times.append(wallMilliseconds(start))
                precondition(messages.count == 1, "\(metric): expected 1 failure, got \(messages.count)")
                guard let path = writtenFile(messages[0]) else {
                    preconditionFailure("\(metric): no file named in \(messages[0].suffix(300))")
                }
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                fileBytes = (attributes?[.size] as? Int) ?? 0
                try? FileManager.default.removeItem(atPath: path)
            }
            report("\(metric) time (\(configuration))", "Deft", times, unit: "ms")
            report("\(metric) file (\(configuration))", "Deft", [Double(fileBytes)], unit: "bytes")
        }
    }
}
