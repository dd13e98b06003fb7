// `Task { expect(x).to(equal(1)) }` returns the expectation from its closure,
// which would make it the task's result; an expectation is not `Sendable`, so
// Swift 6 refuses that. These overloads pick the closures that end in an
// expectation and make them tasks with no result, as the writer meant.
// (Making expectations `Sendable` instead would break the common
// `it { await MainActor.run { expect(…).to(…) } }`, which Nimble compiles.)

extension Task where Success == Void, Failure == Never {
    /// Runs a closure that ends in a synchronous expectation as a task with
    /// no result.
    ///
    /// <!-- snippet: nonisolated -->
    /// ```swift
    /// Task { expect(model.items).to(haveCount(3)) }
    /// ```
    @discardableResult
    public init<Value>(
        name: String? = .none, priority: TaskPriority? = .none,
        @_inheritActorContext @_implicitSelfCapture
        operation: sending @escaping @isolated(any) () async -> sending SyncExpectation<Value>
    ) {
        self.init(name: name, priority: priority) { _ = await operation() }
    }

    /// Runs a closure that ends in an async expectation as a task with no
    /// result.
    ///
    /// <!-- snippet: nonisolated -->
    /// ```swift
    /// Task { await expect { await store.count }.to(equal(1)) }
    /// ```
    @discardableResult
    public init<Value>(
        name: String? = .none, priority: TaskPriority? = .none,
        @_inheritActorContext @_implicitSelfCapture
        operation: sending @escaping @isolated(any) () async -> sending AsyncExpectation<Value>
    ) {
        self.init(name: name, priority: priority) { _ = await operation() }
    }

    /// Runs a closure that ends in a synchronous expectation as a detached
    /// task with no result.
    ///
    /// ```swift
    /// Task.detached { expect(worker.isIdle).to(beTrue()) }
    /// ```
    @discardableResult
    public static func detached<Value>(
        name: String? = .none, priority: TaskPriority? = .none,
        operation: sending @escaping @isolated(any) () async -> sending SyncExpectation<Value>
    ) -> Task<Void, Never> {
        Task.detached(name: name, priority: priority) { _ = await operation() }
    }

    /// Runs a closure that ends in an async expectation as a detached task
    /// with no result.
    ///
    /// ```swift
    /// Task.detached { await expect { await worker.count }.to(equal(0)) }
    /// ```
    @discardableResult
    public static func detached<Value>(
        name: String? = .none, priority: TaskPriority? = .none,
        operation: sending @escaping @isolated(any) () async -> sending AsyncExpectation<Value>
    ) -> Task<Void, Never> {
        Task.detached(name: name, priority: priority) { _ = await operation() }
    }
}
