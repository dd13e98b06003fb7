import Deft
import ExampleApp

// The names that the examples in Deft's doc comments take as given (`cart`,
// `clock`, `numbers`), for scripts/check-doc-snippets.py, which compiles each
// example, unrun, as a method of `DocCommentContext`: inside it, the
// protocol's members stand for those names. A source whose examples need
// names of their own declares `protocol <Stem>DocContext: DocCommentContext`
// here (`EmitDocContext` for Sequences/Emit.swift); its examples are compiled
// in an extension of that protocol. Nothing here runs.
protocol DocCommentContext: Sendable {}

/// Sources/Deft/Sequences/Emit.swift.
protocol EmitDocContext: DocCommentContext {
    var results: AsyncStream<Int> { get }
    var numbers: AsyncStream<Int> { get }
    var search: SearchModel { get }
    var clock: VirtualClock { get }
}
