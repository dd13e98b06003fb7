#if canImport(Synchronization) && !canImport(Darwin)
    import Synchronization
#endif

/// How many ``withAssertionHandler(_:fileID:file:line:column:closure:)``
/// scopes are open, in any task: while there are none, no task can have a
/// handler bound, so a passing expectation skips the task-local read.
///
/// Only a hint for the fast path: when it is not zero, the task-local value
/// decides, so tests running in parallel still never see each other's handler.
/// Failures always read the task-local value. The binding is internal, so
/// every handler comes with an open scope; the one outcome this can keep from
/// a handler is a pass in a `Task {}` that inherited it and runs on after the
/// scope has returned (its failures still reach the handler).
@usableFromInline
enum InstalledHandlers {
    #if canImport(Synchronization) && !canImport(Darwin)
        @usableFromInline
        static let count = Atomic<Int>(0)

        /// Whether some task may have a handler bound.
        @inlinable
        static var any: Bool { count.load(ordering: .acquiring) != 0 }

        static func open() { count.add(1, ordering: .releasing) }
        static func close() { count.subtract(1, ordering: .releasing) }
    #else
        // `Atomic` needs macOS 15 and its peers; until Deft requires them,
        // Apple platforms always read the task-local value.
        @inlinable
        static var any: Bool { true }

        static func open() {}
        static func close() {}
    #endif
}
