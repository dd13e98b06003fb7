import Deft

/// A view model that counts `ticks` ticks, `gap` apart, on `clock`, as a
/// screen's refresh timer does.
@MainActor
final class TickerModel {
    private(set) var ticks = 0

    func start(_ ticks: Int, every gap: Duration, on clock: VirtualClock) {
        Task {
            for _ in 0..<ticks {
                guard (try? await clock.sleep(for: gap)) != nil else { return }
                self.ticks += 1
            }
        }
    }
}

/// A search field's view model: a query is searched once it has stood for
/// 300 ms.
@MainActor
final class SearchModel {
    private(set) var searches = 0
    private var pending: Task<Void, Never>?

    func type(_ query: String, on clock: VirtualClock) {
        pending?.cancel()
        pending = Task {
            guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
            self.searches += 1
        }
    }
}
