import Foundation

/// A chat message.
public struct Message: Equatable, Sendable {
    public let author: String
    public let text: String

    public init(author: String, text: String) {
        self.author = author
        self.text = text
    }

    /// The message every user gets, even with nothing else to read.
    public static let welcome = Message(author: "The App", text: "Welcome in the app!")
}

/// Somewhere to run a piece of work: a queue, synchronously or not.
public protocol Dispatching: Sendable {
    func dispatch(_ work: @escaping @Sendable () -> Void)
}

/// Runs work on `queue` and waits for it: tests read the result on the next line.
public struct SyncQueue: Dispatching {
    let queue: DispatchQueue
    public init(queue: DispatchQueue) { self.queue = queue }
    public func dispatch(_ work: @escaping @Sendable () -> Void) { queue.sync(execute: work) }

    public static let main = SyncQueue(queue: .main)
    public static let global = SyncQueue(queue: .global())
    public static let background = SyncQueue(queue: .global(qos: .background))
}

/// Runs work on `queue` later, as the app does.
public struct AsyncQueue: Dispatching {
    let queue: DispatchQueue
    public init(queue: DispatchQueue) { self.queue = queue }
    public func dispatch(_ work: @escaping @Sendable () -> Void) { queue.async(execute: work) }

    public static let main = AsyncQueue(queue: .main)
    public static let global = AsyncQueue(queue: .global())
    public static let background = AsyncQueue(queue: .global(qos: .background))
}

/// Loads messages in the background and calls back on the "main" dispatcher.
public final class MessageLoader: Sendable {
    let main: any Dispatching
    let background: any Dispatching

    public init(main: any Dispatching, background: any Dispatching) {
        self.main = main
        self.background = background
    }

    public func load(_ completion: @escaping @Sendable ([Message]) -> Void) {
        background.dispatch { [main] in
            let messages = [Message.welcome]  // a real loader would fetch more here
            main.dispatch { completion(messages) }
        }
    }
}
