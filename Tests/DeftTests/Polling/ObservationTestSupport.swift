import Deft
import Foundation
import Observation

/// A view model as apps write them: main-actor, `@Observable`.
@MainActor @Observable final class FeedModel {
    var items: [String] = []
    var title = ""

    /// Read through a computed property.
    var firstItem: String? { items.first }
}

/// An `@Observable` model that other threads change: its storage is behind
/// a lock, and the change notifications come from the mutating thread.
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
@MainActor final class ModelHolder {
    var model: FeedModel?
    init(_ model: FeedModel) { self.model = model }
}
