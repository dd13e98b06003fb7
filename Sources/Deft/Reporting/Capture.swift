/// Sends every outcome in `closure` to `handler` instead of the default.
///
/// The handler is bound to the current task, so tests running in parallel
/// never see each other's outcomes. Code that the closure starts on a GCD
/// queue, a `Thread` or a `Task.detached` reports here too while this is the
/// only scope open in the process and it was not opened inside a Swift
/// Testing test (see ``AssertionContext``). An error thrown by `closure` is
/// recorded as a failure at the caller's line. A `Task {}` started inside
/// inherits the handler; if it runs on after `closure` returns, its failures
/// still reach the handler but its passes are no longer recorded.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) {
///     expect(1).to(equal(2))
/// }
/// ```
public func withAssertionHandler(
    _ tempAssertionHandler: any AssertionHandler,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: () throws -> Void
) {
    let scope = CaptureScope(tempAssertionHandler)
    defer { scope.close() }
    AssertionContext.$installed.withValue(tempAssertionHandler) {
        do {
            try closure()
        } catch {
            let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
            Assertions.record(false, message: { unexpectedError(error) }, location: location)
        }
    }
}

/// Sends every outcome in the async `closure` to `handler`, across `await`s
/// and child tasks.
///
/// ```swift
/// await withAssertionHandler(recorder) {
///     await expect { await store.count }.to(equal(1))
/// }
/// ```
public func withAssertionHandler(
    _ tempAssertionHandler: any AssertionHandler,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async {
    let scope = CaptureScope(tempAssertionHandler)
    defer { scope.close() }
    await AssertionContext.$installed.withValue(tempAssertionHandler) {
        do {
            try await closure()
        } catch {
            let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
            Assertions.record(false, message: { unexpectedError(error) }, location: location)
        }
    }
}

/// Runs `closure` and returns every outcome it produced, passing or failing.
///
/// With `silently: false` the outcomes are also passed on to the handler that
/// was in force, so failures still fail the test.
///
/// ```swift
/// let records = gatherExpectations(silently: true) {
///     expect(1).to(equal(1))
///     expect(2).to(equal(3))
/// }
/// let outcomes = records.map(\.success)  // [true, false]
/// ```
public func gatherExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
    let recorder = AssertionRecorder()
    withAssertionHandler(gatheringHandler(recorder, silently: silently), closure: closure)
    return recorder.assertions
}

/// Runs the async `closure` and returns every outcome it produced.
///
/// ```swift
/// let records = await gatherExpectations(silently: true) {
///     await expect { await counter.value }.to(equal(1))
/// }
/// ```
public func gatherExpectations(
    silently: Bool = false, isolation: isolated (any Actor)? = #isolation, closure: () async -> Void
) async -> [AssertionRecord] {
    let recorder = AssertionRecorder()
    await withAssertionHandler(gatheringHandler(recorder, silently: silently), closure: closure)
    return recorder.assertions
}

/// Runs `closure` and returns the outcomes that failed: the way to test a
/// custom matcher's messages.
///
/// ```swift
/// let messages = gatherFailingExpectations(silently: true) {
///     expect(3).to(beEven())
/// }.map { $0.message.stringValue }
/// // ["expected to be even, got <3>"]
/// ```
public func gatherFailingExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
    let recorder = AssertionRecorder(keepingPasses: false)
    withAssertionHandler(gatheringHandler(recorder, silently: silently), closure: closure)
    return recorder.assertions
}

/// Runs the async `closure` and returns the outcomes that failed.
///
/// ```swift
/// let failures = await gatherFailingExpectations(silently: true) {
///     await expect { await queue.isEmpty }.to(beTrue())
/// }
/// ```
public func gatherFailingExpectations(
    silently: Bool = false, isolation: isolated (any Actor)? = #isolation, closure: () async -> Void
) async -> [AssertionRecord] {
    let recorder = AssertionRecorder(keepingPasses: false)
    await withAssertionHandler(gatheringHandler(recorder, silently: silently), closure: closure)
    return recorder.assertions
}

private func gatheringHandler(_ recorder: AssertionRecorder, silently: Bool) -> any AssertionHandler {
    silently ? recorder : AssertionDispatcher(handlers: [recorder, AssertionContext.current])
}

/// The message for an error nobody expected: the error as Swift describes
/// it, which names a class by its type, as Nimble does.
func unexpectedError(_ error: any Error) -> String {
    "unexpected error thrown: <\(String(describing: error))>"
}
