import Deft

// The names the examples of Sources/Deft/State take as given.

/// Sources/Deft/State/LockedBox.swift.
protocol LockedBoxDocContext: DocCommentContext {
    var socket: Given.Socket { get }
    var calls: LockedBox<Int> { get }
    var isLoading: LockedBox<Bool> { get }
    var requests: LockedBox<[String]> { get }
}
