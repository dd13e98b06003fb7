// Deft's own internal names that the files scripts/check-darwin-branches.py
// compiles refer to but that live in other files, declared as they are in
// Deft (with the signatures those files call), so that the files compile on
// their own against the stand-ins of Apple's modules. Never linked.

/// `Sources/Deft/Core/LockedBox.swift`: only the members the checked files call.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    init(_ value: Value) {}

    @discardableResult
    func withLockQuietly<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        fatalError("a type-checking stand-in")
    }
}
