import Foundation
import Observation

/// A main-actor view model whose `items` a `Task` fills once a delay has
/// passed on a clock, as a model loading through a service would.
@MainActor @Observable final class ItemsModel {
    var items: [String] = []

    /// Sets `items` to `value` after `delay` on `clock`, from a `Task`.
    func load(_ value: [String], after delay: Duration, on clock: any Clock<Duration>) {
        Task {
            do { try await clock.sleep(for: delay) } catch { return }
            self.items = value
        }
    }
}

/// An `@Observable` model that other threads change: its storage is behind a
/// lock, and the change notifications come from the mutating thread.
final class SharedItems: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var stored: [String] = []

    var items: [String] {
        get {
            registrar.access(self, keyPath: \.items)
            return lock.withLock { stored }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.items) { lock.withLock { stored = newValue } }
        }
    }
}
