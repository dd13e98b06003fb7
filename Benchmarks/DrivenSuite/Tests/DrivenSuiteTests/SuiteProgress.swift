import Foundation

/// How many of the suite's driven tests have ended in this process, so that
/// the CPU-bound tests spin for as long as the driven ones run.
final class SuiteProgress: @unchecked Sendable {
    // @unchecked Sendable: `count` is read and written under `lock`.
    static let shared = SuiteProgress()

    /// The Swift Testing tests the CPU-bound ones wait for (`DrivenSuiteTests`).
    static let drivenTests = 80

    private let lock = NSLock()
    private var count = 0

    var finished: Int { lock.withLock { count } }
    func finishOne() { lock.withLock { count += 1 } }
}
