import Foundation

/// Runs `action` and waits until it calls `done` with a value, and returns
/// that value; when `timeout` passes first, fails at this call and returns
/// `nil`. `done` may be called from any thread or task, once: a second call
/// fails the check, and its message shows both values.
///
/// The same timeout, clock and rules as `waitUntil`; only `done` takes the
/// value the callback delivers. `of:` names its type when nothing else does.
///
/// ```swift
/// let user = await waitForValue(of: User.self, timeout: .seconds(2)) { done in
///     api.fetchUser(id: 7) { user in done(user) }
/// }
/// // waitForValue timed out: done(_:) was not called within 2.0 s
/// ```
public func waitForValue<Value: Sendable>(
    of type: Value.Type = Value.self, timeout: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable (Value) -> Void) async -> Void
) async -> Value? {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal<Value>(timeout: timeout, clock: clock, location: location, caller: .waitForValue)
    return signal.report(await waitForDone(signal, timeout, clock, location, action: action))
}

/// `waitForValue`, blocking between polls: for synchronous XCTest methods.
///
/// ```swift
/// func testFetchesTheUser() {
///     let user = waitForValue(of: User.self) { done in api.fetchUser(id: 7) { done($0) } }
///     expect(user?.name).to(equal("Ada"))
/// }
/// ```
@_disfavoredOverload
public func waitForValue<Value: Sendable>(
    of type: Value.Type = Value.self, timeout: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    action: (@escaping @Sendable (Value) -> Void) -> Void
) -> Value? {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal<Value>(timeout: timeout, clock: clock, location: location, caller: .waitForValue)
    return signal.report(waitForDoneBlocking(signal, timeout, clock, location, action: action))
}

/// `waitForValue` in the `require` style: returns the value `done` was
/// called with, or reports the failure at this call and throws, so the test
/// stops there.
///
/// ```swift
/// let token = try await requireValue(of: String.self) { done in
///     auth.signIn { token in done(token) }
/// }
/// // requireValue timed out: done(_:) was not called within 1.0 s
/// ```
public func requireValue<Value: Sendable>(
    of type: Value.Type = Value.self, timeout: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable (Value) -> Void) async -> Void
) async throws -> Value {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal<Value>(timeout: timeout, clock: clock, location: location, caller: .requireValue)
    return try signal.require(
        await waitForDone(signal, timeout, clock, location, caller: .requireValue, action: action))
}

/// `requireValue`, blocking between polls: for synchronous XCTest methods.
///
/// ```swift
/// func testSignsIn() throws {
///     let token = try requireValue(of: String.self) { done in auth.signIn { done($0) } }
///     expect(token).toNot(beEmpty())
/// }
/// ```
@_disfavoredOverload
public func requireValue<Value: Sendable>(
    of type: Value.Type = Value.self, timeout: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    action: (@escaping @Sendable (Value) -> Void) -> Void
) throws -> Value {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal<Value>(timeout: timeout, clock: clock, location: location, caller: .requireValue)
    return try signal.require(
        waitForDoneBlocking(signal, timeout, clock, location, caller: .requireValue, action: action))
}

/// Runs the action with the signal's `done`, then polls, as `waitUntil` does.
private func waitForDone<Value: Sendable>(
    _ signal: DoneSignal<Value>, _ timeout: Duration?, _ clock: (any Clock<Duration>)?, _ location: SourceLocation,
    caller: PollCaller = .waitForValue, isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable (Value) -> Void) async -> Void
) async -> PollResult<Bool> {
    // The action and the tasks it starts are the test's (see TestTaskHandler).
    await AssertionContext.$installed.withValue(TestTaskHandler()) { await action { signal.done($0) } }
    if signal.actionRanPastTimeout { return .failed("") }
    return await Poller.run(
        .toEventually, timeout: timeout, interval: nil, clock: clock, description: nil, location: location,
        caller: caller
    ) { await evaluateSynchronously { signal.verdict() } }
}

/// The blocking twin of `waitForDone`.
private func waitForDoneBlocking<Value: Sendable>(
    _ signal: DoneSignal<Value>, _ timeout: Duration?, _ clock: (any Clock<Duration>)?, _ location: SourceLocation,
    caller: PollCaller = .waitForValue, action: (@escaping @Sendable (Value) -> Void) -> Void
) -> PollResult<Bool> {
    AssertionContext.$installed.withValue(TestTaskHandler()) { action { signal.done($0) } }
    if signal.actionRanPastTimeout { return .failed("") }
    return Poller.runBlocking(
        .toEventually, timeout: timeout, interval: nil, clock: clock, description: nil, location: location,
        caller: caller
    ) { signal.verdict() }
}

extension PollCaller {
    /// `requireValue`, which its messages name as such.
    static let requireValue = PollCaller(
        name: "requireValue", asyncForm: "`try await requireValue { done in … }`", showsValues: false)
}
