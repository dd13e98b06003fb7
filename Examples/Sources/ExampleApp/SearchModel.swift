/// A search box's model: its results follow the query once typing pauses for
/// 300 ms on its clock. A query shorter than three letters finds nothing.
@MainActor
public final class SearchModel {
    /// Each search's results, as they are found.
    public let results: AsyncStream<[String]>
    private let continuation: AsyncStream<[String]>.Continuation
    private let clock: any Clock<Duration>
    private let catalog: [String]
    private var pending: Task<Void, Never>?

    public init(catalog: [String] = ["Swift", "SwiftUI", "Kotlin", "Rust"], clock: any Clock<Duration>) {
        self.catalog = catalog
        self.clock = clock
        (results, continuation) = AsyncStream.makeStream()
    }

    /// What the user has typed; each change restarts the 300 ms pause.
    public var query = "" {
        didSet {
            pending?.cancel()
            let query = query.lowercased()
            pending = Task { [clock, continuation, catalog] in
                do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
                continuation.yield(query.count < 3 ? [] : catalog.filter { $0.lowercased() == query })
            }
        }
    }

    /// Closes the search: the results stream finishes.
    public func close() {
        pending?.cancel()
        continuation.finish()
    }
}
