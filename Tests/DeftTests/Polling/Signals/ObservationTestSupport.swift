import Deft
import Foundation
import Observation

// Observation, and so these models and the tests that use them, needs
// macOS 14 / iOS 17 / tvOS 17 / watchOS 10; the package supports older ones.

/// A view model as apps write them: main-actor, `@Observable`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class FeedModel {
    var items: [String] = []
    var title = ""

    /// Read through a computed property.
    var firstItem: String? { items.first }
}

/// An `@Observable` model that other threads change: its storage is behind
/// a lock, and the change notifications come from the mutating thread.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ThreadedModel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var stored = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return lock.withLock { stored }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { lock.withLock { stored = newValue } }
        }
    }
}

/// Holds a model strongly until told to let go.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor final class ModelHolder {
    var model: FeedModel?
    init(_ model: FeedModel) { self.model = model }
}
