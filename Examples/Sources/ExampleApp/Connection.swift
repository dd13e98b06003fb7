import Foundation

/// The states of a ``Connection``.
public enum ConnectionState: Sendable, Equatable {
    case connecting, connected, dropped
}

/// A connection that connects 100 ms after `start()` on its clock; a flaky
/// one drops 120 ms later.
public final class Connection: @unchecked Sendable {
    // @unchecked Sendable: its state is behind `lock`.
    private let lock = NSLock()
    private var current = ConnectionState.connecting
    private let clock: any Clock<Duration>
    private let flaky: Bool

    public init(clock: any Clock<Duration>, flaky: Bool = false) {
        self.clock = clock
        self.flaky = flaky
    }

    public var state: ConnectionState { lock.withLock { current } }

    @discardableResult
    public func start() -> Task<Void, Never> {
        Task {
            try? await clock.sleep(for: .milliseconds(100))
            lock.withLock { current = .connected }
            guard flaky else { return }
            try? await clock.sleep(for: .milliseconds(120))
            lock.withLock { current = .dropped }
        }
    }
}

/// A server process that is starting, until it exits 20 ms after `start()`.
public final class FakeServer: @unchecked Sendable {
    // @unchecked Sendable: its state is behind `lock`.
    private let lock = NSLock()
    private var exited = false
    private let clock: any Clock<Duration>

    public init(clock: any Clock<Duration>) { self.clock = clock }

    public var hasExited: Bool { lock.withLock { exited } }
    public var status: Int32 { 1 }
    public var health: String { "starting" }

    @discardableResult
    public func start() -> Task<Void, Never> {
        Task {
            try? await clock.sleep(for: .milliseconds(20))
            lock.withLock { exited = true }
        }
    }
}

/// A user of ``UserAPI``.
public struct User: Sendable, Equatable {
    public let id: Int
    public let name: String
}

/// An API with a completion handler, answering 200 ms later on its clock.
public struct UserAPI: Sendable {
    let clock: any Clock<Duration>
    public init(clock: any Clock<Duration>) { self.clock = clock }

    public func fetchUser(id: Int, completion: @escaping @Sendable (User) -> Void) {
        Task {
            try? await clock.sleep(for: .milliseconds(200))
            completion(User(id: id, name: "Ada"))
        }
    }
}
