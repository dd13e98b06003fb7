/// A feed screen's model: `refresh()` waits out a 300 ms debounce on its
/// clock, then shows three items and sets the badge.
@MainActor
public final class FeedModel {
    public struct Item: Equatable, Sendable {
        public let title: String
        public let isLoading: Bool
    }

    public private(set) var items: [Item] = []
    public private(set) var badge = ""
    public private(set) var isRefreshing = false
    private let clock: any Clock<Duration>

    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    public func refresh() async {
        isRefreshing = true
        items = [Item(title: "…", isLoading: true)]
        try? await clock.sleep(for: .milliseconds(300))
        items = ["Swift", "Deft", "Quick"].map { Item(title: $0, isLoading: false) }
        badge = "\(items.count)"
        isRefreshing = false
    }
}
