/// A search box's model: its results follow the query once typing pauses for
/// 300 ms on its clock. A query shorter than three letters finds nothing.
/// The README and the DocC guides use this one model.
@MainActor
public final class SearchModel {
    /// The latest search's results.
    public private(set) var results: [String] = []
    /// Each search's results, as they are found; finishes at `close()`.
    public let updates: AsyncStream<[String]>
    private let continuation: AsyncStream<[String]>.Continuation
    private let catalog: [String]
    private let clock: any Clock<Duration>
    private var pending: Task<Void, Never>?

    public init(
        catalog: [String] = ["Swift", "SwiftUI", "Kotlin", "Rust"], clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.catalog = catalog
        self.clock = clock
        (updates, continuation) = AsyncStream.makeStream()
    }

    /// What the user has typed; each change restarts the 300 ms pause.
    public var query = "" {
        didSet {
            pending?.cancel()
            pending = Task { [query, clock] in
                do { try await clock.sleep(for: .milliseconds(300)) } catch { return }  // the debounce
                let found = query.count < 3 ? [] : catalog.filter { $0.lowercased() == query.lowercased() }
                results = found
                continuation.yield(found)
            }
        }
    }

    /// Closes the search: `updates` finishes.
    public func close() {
        pending?.cancel()
        continuation.finish()
    }
}
