extension Pollable {
    /// Polls until the value matches, or fails when `timeout` passes. A
    /// requirement returns the value it passed with, or throws. With
    /// `andHold`, the match must then keep holding (see ``PollHold``).
    ///
    /// Awaiting suspends the caller between polls, so the main actor's other
    /// work runs meanwhile, even when the caller is on the main actor: use it
    /// where the synchronous form would block a main-queue callout.
    ///
    /// ```swift
    /// await expect { await feed.items.count }.toEventually(equal(3))
    /// // expected to eventually equal <3>, got <2> (101 polls over 1.0 s; seen <0> ×4, <2> ×97)
    /// let count = try await require { await store.count }.toEventually(beGreaterThan(0))
    /// await expect { await model.state }.toEventually(equal(.ready), andHold: .for(.milliseconds(500)))
    /// ```
    @discardableResult
    public func toEventually(
        _ matcher: some AsyncableMatcher<Value>, andHold hold: PollHold? = .none, timeout: Duration? = .none,
        pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Outcome {
        try await poll(
            .toEventually, matcher, timeout, pollInterval, clock, description, hold: hold, isolation: isolation)
    }

    /// Polls until the value stops matching, or fails when `timeout` passes.
    ///
    /// ```swift
    /// await expect { await loader.isLoading }.toEventuallyNot(beTrue())
    /// // expected to eventually not be true, got <true> (101 polls over 1.0 s; seen <true> ×101)
    /// ```
    @discardableResult
    public func toEventuallyNot(
        _ matcher: some AsyncableMatcher<Value>, andHold hold: PollHold? = .none, timeout: Duration? = .none,
        pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Outcome {
        try await poll(
            .toEventuallyNot, matcher, timeout, pollInterval, clock, description, hold: hold, isolation: isolation)
    }

    /// Polls until `until` passes; fails at the first poll that matches. A
    /// requirement returns the last value.
    ///
    /// ```swift
    /// await expect { await log.errors }.toNever(contain("crash"), until: .milliseconds(300))
    /// // expected to never contain <"crash">, got <["crash"]> (at poll 3, after 20 ms)
    /// ```
    @discardableResult
    public func toNever(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Outcome {
        try await poll(.toNever, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls until `until` passes; fails at the first poll that does not
    /// match. A requirement returns the last value.
    ///
    /// ```swift
    /// await expect { await socket.isOpen }.toAlways(beTrue(), until: .seconds(1))
    /// // expected to always be true, got <false> (at poll 7, after 60 ms)
    /// ```
    @discardableResult
    public func toAlways(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Outcome {
        try await poll(.toAlways, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls by awaiting, each poll on a fresh expression; `caller` names
    /// the public call in messages when it is not the verb.
    func poll(
        _ verb: Verb, _ matcher: some AsyncableMatcher<Value>, _ timeout: Duration?, _ interval: Duration?,
        _ clock: (any Clock<Duration>)?, _ description: String?, caller: PollCaller? = .none,
        hold: PollHold? = .none, isolation: isolated (any Actor)?
    ) async throws(Failure) -> Outcome {
        let plan = pollingPlan
        let result = await Poller.run(
            verb, timeout: timeout, interval: interval, clock: clock, description: description,
            location: plan.location, caller: (caller ?? plan.caller(verb)).holding(hold)
        ) {
            // Capturing `isolation` keeps the evaluation on the caller's actor.
            _ = isolation
            return await Verdict(checking: plan.expression.fresh(), with: matcher, verb: verb)
        }
        return try plan.conclude(result, description)
    }
}

extension BlockingPollable {
    /// Polls the value until it matches, or fails when `timeout` passes,
    /// blocking the calling thread in between. In async code, the async
    /// overload is used instead.
    ///
    /// On Apple platforms, avoid it inside a main-queue callout (a
    /// `DispatchQueue.main` block, or main-actor work the system runs as
    /// one): there the main actor's other work cannot run while it polls,
    /// so a check that waits for that work times out. Make the test async
    /// and `await` the async overload instead:
    /// `await expect { feed.badge }.toEventually(equal("3"))`.
    ///
    /// ```swift
    /// expect(loader.isDone).toEventually(beTrue(), timeout: .seconds(2))
    /// // expected to eventually be true, got <false> (201 polls over 2.0 s; seen <false> ×201)
    /// let count = try require(inbox.count).toEventually(beGreaterThan(0))
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value>, andHold hold: PollHold? = .none, timeout: Duration? = .none,
        pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws(Failure) -> Outcome {
        try pollBlocking(.toEventually, matcher, timeout, pollInterval, clock, description, hold: hold)
    }

    /// Polls the value until it stops matching, or fails when `timeout`
    /// passes, blocking the calling thread in between.
    ///
    /// ```swift
    /// expect(spinner.isVisible).toEventuallyNot(beTrue())
    /// // expected to eventually not be true, got <true> (101 polls over 1.0 s; seen <true> ×101)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, andHold hold: PollHold? = .none, timeout: Duration? = .none,
        pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws(Failure) -> Outcome {
        try pollBlocking(.toEventuallyNot, matcher, timeout, pollInterval, clock, description, hold: hold)
    }

    /// Polls until `until` passes and fails at the first poll that matches,
    /// blocking the calling thread in between.
    ///
    /// ```swift
    /// expect(analytics.events).toNever(contain("crash"), until: .milliseconds(500))
    /// // expected to never contain <"crash">, got <["launch", "crash"]> (at poll 3, after 20 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toNever(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws(Failure) -> Outcome {
        try pollBlocking(.toNever, matcher, until, pollInterval, clock, description)
    }

    /// Polls until `until` passes and fails at the first poll that does not
    /// match, blocking the calling thread in between.
    ///
    /// ```swift
    /// expect(connection.isOpen).toAlways(beTrue(), until: .seconds(1))
    /// // expected to always be true, got <false> (at poll 7, after 60 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toAlways(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws(Failure) -> Outcome {
        try pollBlocking(.toAlways, matcher, until, pollInterval, clock, description)
    }

    /// Polls by blocking, each poll on a fresh expression; `caller` names the
    /// public call in messages when it is not the verb.
    func pollBlocking(
        _ verb: Verb, _ matcher: Matcher<Value>, _ timeout: Duration?, _ interval: Duration?,
        _ clock: (any Clock<Duration>)?, _ description: String?, caller: PollCaller? = .none,
        hold: PollHold? = .none
    ) throws(Failure) -> Outcome {
        let plan = pollingPlan
        let caller = (caller ?? plan.caller(verb)).holding(hold)
        guard let expression = plan.blockingExpression else {
            return try plan.conclude(.stopped("\(caller.name) cannot block on an async expression"), description)
        }
        let result = Poller.runBlocking(
            verb, timeout: timeout, interval: interval, clock: clock, description: description,
            location: plan.location, caller: caller
        ) { Verdict(checking: expression.fresh(), with: matcher, verb: verb) }
        return try plan.conclude(result, description)
    }
}
