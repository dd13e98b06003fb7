#if canImport(Synchronization) && !canImport(Darwin)
    import Synchronization
#endif

/// The handlers installed outside the task-local binding: every open
/// ``withAssertionHandler(_:fileID:file:line:column:closure:)`` scope, and
/// the process-wide fallback that assigning `NimbleAssertionHandler` sets.
///
/// Code that runs where no handler is bound (a GCD queue, a `Thread`, a
/// `Task.detached`) reports to the one scope that is open, when exactly one
/// is open in the whole process and the code does not run inside a Swift
/// Testing test: that scope is then the only one it can have been raised
/// under. Otherwise it goes to the fallback, or to the test framework, so it
/// is never lost and never charged to a scope that may not own it.
enum InstalledHandlers {
    /// The open scopes, oldest first, and the fallback.
    private struct Registry: Sendable {
        var scopes: [(id: Int, handler: any AssertionHandler)] = []
        var nextID = 0
        var fallback: (any AssertionHandler)?

        /// How many reasons a pass may have to be recorded.
        var installedCount: Int { scopes.count + (fallback == nil ? 0 : 1) }
    }

    private static let registry = LockedBox(Registry())

    /// An open scope, as ``open(_:)`` returns it to be closed.
    struct Scope {
        fileprivate let id: Int
    }

    /// Registers a scope's handler until ``close(_:)``.
    static func open(_ handler: any AssertionHandler) -> Scope {
        let id = registry.withLockQuietly { registry in
            registry.nextID += 1
            registry.scopes.append((registry.nextID, handler))
            return registry.nextID
        }
        hint(adding: 1)
        return Scope(id: id)
    }

    /// Unregisters a scope.
    static func close(_ scope: Scope) {
        registry.withLockQuietly { $0.scopes.removeAll { $0.id == scope.id } }
        hint(adding: -1)
    }

    /// The handler for code with nothing bound in its task, set by assigning
    /// `NimbleAssertionHandler`; `nil` restores Deft's default.
    static var fallback: (any AssertionHandler)? {
        get { registry.withLockQuietly { $0.fallback } }
        set {
            let change = registry.withLockQuietly { registry -> Int in
                defer { registry.fallback = newValue }
                return (newValue == nil ? 0 : 1) - (registry.fallback == nil ? 0 : 1)
            }
            hint(adding: change)
        }
    }

    /// The handler for code that runs with no task-local handler bound: the
    /// sole open scope (outside Swift Testing tests), or else the fallback.
    static var forUnboundCode: (any AssertionHandler)? {
        let insideTest = SwiftTestingReporter.isInsideTest
        return registry.withLockQuietly { registry in
            if !insideTest, registry.scopes.count == 1 { return registry.scopes[0].handler }
            return registry.fallback
        }
    }

    #if canImport(Synchronization) && !canImport(Darwin)
        /// How many scopes are open, plus one while a fallback is set.
        static let count = Atomic<Int>(0)

        /// Whether some code may have a handler other than the default:
        /// while there is none, a passing expectation records nothing.
        static var any: Bool { count.load(ordering: .acquiring) != 0 }

        private static func hint(adding change: Int) {
            if change != 0 { count.add(change, ordering: .releasing) }
        }
    #else
        // `Atomic` needs macOS 15 and its peers; until Deft requires them,
        // Apple platforms always take the slow path for passes.
        static var any: Bool { true }

        private static func hint(adding change: Int) {}
    #endif
}
