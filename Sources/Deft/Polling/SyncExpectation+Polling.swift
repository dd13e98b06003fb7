extension SyncExpectation {
    /// Polls the value until it matches, or fails when `timeout` passes.
    ///
    /// In an XCTest method on the main thread it runs the main run loop
    /// between polls, so `DispatchQueue.main` and `@MainActor` work progresses.
    /// In async code, the async overload is used instead.
    ///
    /// ```swift
    /// expect(loader.isDone).toEventually(beTrue(), timeout: .seconds(2))
    /// // expected to eventually be true, got <false> (201 polls over 2.0 s; seen <false> ×201)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) -> Self {
        poll(.toEventually, matcher, timeout, pollInterval, clock, description)
    }

    /// Polls the value until it stops matching, or fails when `timeout` passes.
    ///
    /// ```swift
    /// expect(spinner.isVisible).toEventuallyNot(beTrue())
    /// // expected to eventually not be true, got <true> (101 polls over 1.0 s; seen <true> ×101)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) -> Self {
        poll(.toEventuallyNot, matcher, timeout, pollInterval, clock, description)
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:clock:description:)``.
    ///
    /// ```swift
    /// expect(spinner.isVisible).toNotEventually(beTrue())
    /// // expected to eventually not be true, got <true> (101 polls over 1.0 s; seen <true> ×101)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) -> Self {
        poll(.toEventuallyNot, matcher, timeout, pollInterval, clock, description)
    }

    /// Polls until `until` passes and fails at the first poll that matches.
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
    ) -> Self {
        poll(.toNever, matcher, until, pollInterval, clock, description)
    }

    /// The same as ``toNever(_:until:pollInterval:clock:description:)``.
    ///
    /// ```swift
    /// expect(session.isExpired).neverTo(beTrue())
    /// // expected to never be true, got <true> (at poll 12, after 110 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func neverTo(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) -> Self {
        poll(.toNever, matcher, until, pollInterval, clock, description)
    }

    /// Polls until `until` passes and fails at the first poll that does not match.
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
    ) -> Self {
        poll(.toAlways, matcher, until, pollInterval, clock, description)
    }

    /// The same as ``toAlways(_:until:pollInterval:clock:description:)``.
    ///
    /// ```swift
    /// expect(connection.isOpen).alwaysTo(beTrue())
    /// // expected to always be true, got <false> (at poll 7, after 60 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) -> Self {
        poll(.toAlways, matcher, until, pollInterval, clock, description)
    }

    private func poll(
        _ verb: Verb, _ matcher: Matcher<Value>, _ timeout: Duration?, _ interval: Duration?,
        _ clock: (any Clock<Duration>)?, _ description: String?
    ) -> Self {
        let location = location
        let result = Poller.runBlocking(
            verb, timeout: timeout, interval: interval, clock: clock, description: description, location: location
        ) { Verdict(checking: expression.fresh(), with: matcher, verb: verb) }
        return counting(result.report(description: description, location: location))
    }
}
