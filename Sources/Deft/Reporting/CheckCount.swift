/// Fails unless `closure` made at least `count` checks, passing or failing:
/// a test whose expectations sit in a callback that never ran fails instead
/// of passing with nothing checked (Jest's `expect.assertions(n)`).
///
/// Every verb (`to`, `toEventually`, `waitUntil`, `require`, …) and every
/// `fail()` counts as one check. Checks made in a `Task {}` started inside
/// count while the closure runs; checks on a GCD queue or a `Thread` count
/// when Deft routes them here (see ``AssertionContext``).
///
/// ```swift
/// expectChecks(atLeast: 1) {
///     parser.onToken = { token in expect(token).to(equal("let")) }
///     parser.feed("let")
/// }
/// // expected at least 1 check, made 0 (a check in a callback that never ran?)
/// ```
public func expectChecks(
    atLeast count: Int = 1, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line,
    column: UInt = #column, closure: () throws -> Void
) {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let counter = CheckCounter(forwardingTo: AssertionContext.current)
    withAssertionHandler(counter, fileID: fileID, file: file, line: line, column: column, closure: closure)
    counter.verify(atLeast: count, at: location)
}

/// Fails unless the async `closure` made at least `count` checks.
///
/// ```swift
/// await expectChecks(atLeast: 2) {
///     await expect { await feed.items }.toEventually(haveCount(3))
///     await expect { await feed.isLoading }.to(beFalse())
/// }
/// ```
public func expectChecks(
    atLeast count: Int = 1, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation, closure: () async throws -> Void
) async {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let counter = CheckCounter(forwardingTo: AssertionContext.current)
    await withAssertionHandler(counter, fileID: fileID, file: file, line: line, column: column, closure: closure)
    counter.verify(atLeast: count, at: location)
}

/// Counts the outcomes that reach it and passes each on to the handler that
/// was in force.
struct CheckCounter: SelectiveHandler {
    private let made = LockedBox(0)
    private let outer: any AssertionHandler

    init(forwardingTo outer: any AssertionHandler) {
        self.outer = outer
    }

    /// Passes must reach the counter, whether or not `outer` keeps them.
    var keepsPasses: Bool { true }

    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        made.withLockQuietly { $0 += 1 }
        if assertion && !outer.mayKeepPasses { return }
        outer.assert(assertion, message: message, location: location)
    }

    /// Records the count's own outcome with the handler that was in force.
    func verify(atLeast count: Int, at location: SourceLocation) {
        let made = made.withLockQuietly { $0 }
        guard count >= 1 else {
            let text = "expectChecks(atLeast: \(count)): the count must be 1 or more"
            return outer.assert(false, message: FailureMessage(stringValue: text), location: location)
        }
        let noun = count == 1 ? "check" : "checks"
        let hint = made == 0 ? " (a check in a callback that never ran?)" : ""
        let text = "expected at least \(count) \(noun), made \(made)\(hint)"
        if made < count || outer.mayKeepPasses {
            outer.assert(made >= count, message: FailureMessage(stringValue: text), location: location)
        }
    }
}
