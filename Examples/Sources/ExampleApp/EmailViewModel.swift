/// Starts async work the caller does not await: a `Task` in the app, a
/// recorder in tests.
public protocol AsyncRunner: Sendable {
    func run(_ work: @escaping @Sendable () async -> Void)
}

/// The app's runner: an unstructured `Task` per piece of work.
public struct TaskRunner: AsyncRunner {
    public init() {}
    public func run(_ work: @escaping @Sendable () async -> Void) { Task { await work() } }
}

/// A sign-up form's model: setting `email` checks its availability in the
/// background, without an async API.
@MainActor
public final class EmailViewModel {
    public typealias CheckAvailability = @Sendable (String) async -> Bool

    public private(set) var isEmailAvailable = false
    public var email = "" {
        didSet { checkEmail(email) }
    }

    private let checkAvailability: CheckAvailability
    private let runner: any AsyncRunner

    public init(runner: any AsyncRunner = TaskRunner(), checkAvailability: @escaping CheckAvailability) {
        self.runner = runner
        self.checkAvailability = checkAvailability
    }

    private func checkEmail(_ email: String) {
        runner.run { [checkAvailability] in
            let available = await checkAvailability(email)
            await MainActor.run { self.isEmailAvailable = available }
        }
    }
}
