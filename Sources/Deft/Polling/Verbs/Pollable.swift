/// A check the polling verbs can run again and again: an expectation made by
/// `expect`, or a requirement made by `require`.
///
/// The polling verbs are declared once, on this protocol, and every one of
/// them runs through Deft's one poller. An expectation's verbs return the
/// expectation, so checks chain; a requirement's verbs return the value and
/// throw when the check fails.
///
/// ```swift
/// await expect { await feed.count }.toEventually(equal(3))               // an expectation
/// let user = try await require { await session.user }.toEventuallyNot(beNil())  // a requirement
/// ```
public protocol Pollable<Value> {
    /// The type of the value under test.
    associatedtype Value
    /// What a polling verb returns: the expectation itself, or the value a
    /// requirement passed with.
    associatedtype Outcome
    /// What a polling verb throws: `Never` for an expectation, whose verbs
    /// need no `try`, and `any Error` for a requirement.
    associatedtype Failure: Error
    /// How the poller runs this check. Deft's expectations and requirements
    /// provide it; the polling verbs read it.
    ///
    /// ```swift
    /// let plan = expect(inbox.count).pollingPlan   // what toEventually runs
    /// ```
    var pollingPlan: PollingPlan<Value, Outcome, Failure> { get }
}

/// A pollable check on a synchronous expression. Outside async code, its
/// polling verbs block the calling thread between polls; in an XCTest
/// method on the main thread they run the main run loop meanwhile, so
/// `DispatchQueue.main` and `@MainActor` work progresses, except inside a
/// main-queue callout on Apple platforms (a `DispatchQueue.main` block, or
/// main-actor work run as one): a run loop nested there does not run the
/// main queue, so main-actor work waits until the check ends. `await` the
/// async verbs there.
///
/// ```swift
/// expect(loader.isDone).toEventually(beTrue())            // blocks, in a synchronous test
/// let count = try require(inbox.count).toEventually(beGreaterThan(0))
/// ```
public protocol BlockingPollable<Value>: Pollable {}

/// What the poller needs from a check: the expression to evaluate afresh on
/// each poll, where the check was written, and what a finished poll returns
/// or throws. Only Deft's expectations and requirements make one.
///
/// ```swift
/// let plan = expect(inbox.count).pollingPlan
/// ```
public struct PollingPlan<Value, Outcome, Failure: Error> {
    /// The expression; each poll awaits it afresh.
    let expression: AsyncExpression<Value>
    /// The same expression, for checks that may block; each poll runs it afresh.
    let blockingExpression: Expression<Value>?
    /// Where the check was written.
    let location: SourceLocation
    /// How messages name the public call for a verb.
    let caller: (Verb) -> PollCaller
    /// Reports or throws the poll's result, and makes the verb's return value.
    let conclude: (PollResult<Value>, _ description: String?) throws(Failure) -> Outcome
}

extension SyncExpectation: BlockingPollable {
    /// How the poller runs this expectation: afresh on each poll, returning
    /// the expectation with the outcome counted.
    ///
    /// ```swift
    /// let plan = expect(inbox.count).pollingPlan
    /// ```
    public var pollingPlan: PollingPlan<Value, Self, Never> {
        PollingPlan(
            expression: expression.toAsyncExpression(), blockingExpression: expression,
            location: location, caller: PollCaller.expectation
        ) { result, description in counting(result.report(description: description, location: location)) }
    }
}

extension AsyncExpectation: Pollable {
    /// How the poller runs this expectation: awaited afresh on each poll,
    /// returning the expectation with the outcome counted.
    ///
    /// ```swift
    /// let plan = expect { await store.count }.pollingPlan
    /// ```
    public var pollingPlan: PollingPlan<Value, Self, Never> {
        PollingPlan(
            expression: expression, blockingExpression: nil, location: location,
            caller: PollCaller.expectation
        ) { result, description in counting(result.report(description: description, location: location)) }
    }
}

extension SyncRequirement: BlockingPollable {
    /// How the poller runs this requirement: afresh on each poll, returning
    /// the value it passed with or throwing.
    ///
    /// ```swift
    /// let plan = require(inbox.count).pollingPlan
    /// ```
    public var pollingPlan: PollingPlan<Value, Value, any Error> {
        PollingPlan(
            expression: expression.toAsyncExpression(), blockingExpression: expression,
            location: location, caller: PollCaller.requirement
        ) { result, description in
            try result.value(description: description, location: location, customError: customError)
        }
    }
}

extension AsyncRequirement: Pollable {
    /// How the poller runs this requirement: awaited afresh on each poll,
    /// returning the value it passed with or throwing.
    ///
    /// ```swift
    /// let plan = require { await store.count }.pollingPlan
    /// ```
    public var pollingPlan: PollingPlan<Value, Value, any Error> {
        PollingPlan(
            expression: expression, blockingExpression: nil, location: location,
            caller: PollCaller.requirement
        ) { result, description in
            try result.value(description: description, location: location, customError: customError)
        }
    }
}
