/// A search box whose results follow its query once typing pauses for
/// 300 ms on `clock`: queries shorter than three letters find nothing.
/// (The stress package cannot import the test target's model, so this is
/// its own copy.)
@MainActor final class DebouncedSearch {
    let results: AsyncStream<[String]>
    private let continuation: AsyncStream<[String]>.Continuation
    private let clock: any Clock<Duration>
    private var pending: Task<Void, Never>?
    private let catalog = ["Swift", "Rust", "Kotlin", "SwiftUI"]

    init(clock: any Clock<Duration>) {
        self.clock = clock
        (results, continuation) = AsyncStream.makeStream()
    }

    var query = "" {
        didSet {
            pending?.cancel()
            let query = query.lowercased()
            pending = Task { [clock, continuation, catalog] in
                do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
                continuation.yield(query.count < 3 ? [] : catalog.filter { $0.lowercased() == query })
            }
        }
    }

    /// Ends the results stream.
    func close() { continuation.finish() }
}
