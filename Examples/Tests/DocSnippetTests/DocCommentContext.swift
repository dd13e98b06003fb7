import Deft
import ExampleApp

// The names that the examples in Deft's doc comments take as given (`cart`,
// `clock`, `numbers`), for scripts/check-doc-snippets.py, which compiles each
// example, unrun, as a method of `DocCommentContext`: inside it, the
// protocol's members stand for those names. A source whose examples need
// names of their own declares `protocol <Stem>DocContext: DocCommentContext`
// in DocContexts/<Area>.swift (`EmitDocContext` for Sequences/Emit.swift);
// its examples are compiled in an extension of that protocol. The types those
// names have are in `Given` (DocContexts/Given.swift). Nothing here runs.
protocol DocCommentContext: Sendable {}
