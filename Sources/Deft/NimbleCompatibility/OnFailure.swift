extension Expectation {
    /// Throws `error` if a check of this expectation failed: Nimble's way to
    /// stop a test after a failed expectation.
    ///
    /// Prefer `require`, which returns the value and throws in one step.
    /// Called before any verb, it records a failure that says so.
    ///
    /// ```swift
    /// try expect(response.status).to(equal(200)).onFailure(throw: StopTest())
    /// ```
    public func onFailure(throw error: any Error) throws {
        switch status {
        case .pending:
            Assertions.record(
                false,
                message: {
                    """
                    Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.
                    Try using `expect(...).to(...).onFailure(throw: ...`) instead.
                    """
                }, location: location)
        case .passed:
            return
        case .failed, .mixed:
            throw error
        }
    }
}
