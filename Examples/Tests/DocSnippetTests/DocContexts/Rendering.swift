import Deft

// The names the examples of Sources/Deft/Rendering take as given.

/// Sources/Deft/Rendering/Stringify.swift.
protocol StringifyDocContext: DocCommentContext {}

extension StringifyDocContext {
    typealias Point = Given.Point
}
