/// Moving a ``VirtualClock`` by hand without losing the advance.
///
/// `advance(by:)` moves time at once and wakes the tasks asleep by then. A
/// task the test has just started, that has not yet begun its sleep, is not
/// among them: it begins its sleep later, at the new time, and the advance
/// never reaches it. These wait, on a budget of real time, until the tasks
/// the test expects are asleep on the clock.
extension VirtualClock {
    /// Waits until at least `count` tasks (1 or more) sleep on this clock,
    /// so that an advance after it reaches them. When `timeout` of real time
    /// passes first, it reports the failure here and throws, so the test
    /// stops instead of checking a result that time never reached.
    ///
    /// ```swift
    /// let clock = VirtualClock()
    /// let search = SearchModel(clock: clock)
    /// search.query = "swift"                 // debounces 300 ms on `clock`
    /// try await clock.waitForSleepers(1)     // the debounce has begun its sleep
    /// clock.advance(by: .milliseconds(350))
    /// ```
    public func waitForSleepers(
        _ count: Int = 1, timeout: Duration = .seconds(1),
        fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        try await awaitSleepers(count, timeout: timeout, call: "waitForSleepers(\(count))", location: location)
    }

    /// Waits until at least `sleepers` tasks (1 or more) sleep on this
    /// clock, then moves time forward by `duration`: an advance that cannot be lost to
    /// a task that had not begun its sleep yet. It returns once the tasks
    /// it woke have run again (up to their next suspension), so a check
    /// right after it sees what they did. When `timeout` of real time passes
    /// before the sleepers are there, it reports the failure here and throws
    /// without moving time.
    ///
    /// ```swift
    /// let clock = VirtualClock()
    /// let search = SearchModel(clock: clock)   // on the main actor, as the test
    /// search.query = "swift"                   // debounces 300 ms on `clock`
    /// try await clock.advance(by: .milliseconds(350), afterSleepers: 1)
    /// expect(search.results).to(equal(["Swift"]))
    /// ```
    public func advance(
        by duration: Duration, afterSleepers sleepers: Int, timeout: Duration = .seconds(1),
        fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        let call = "advance(by: \(duration.readable), afterSleepers: \(sleepers))"
        let wall = ContinuousClock()
        let start = wall.now
        try await awaitSleepers(sleepers, timeout: timeout, call: call, location: location)
        advance(by: duration)
        // Let the woken tasks run again, within what is left of the budget.
        while hasWakingSleepers, start.duration(to: wall.now) < timeout, !Task.isCancelled {
            await Task.yield()
        }
        await Task.yield()
    }

    /// Waits for `count` sleepers on real time, yielding first and then
    /// sleeping a millisecond between looks; reports and throws at the end
    /// of the budget, or at once for a count below 1 or a timeout below zero.
    private func awaitSleepers(
        _ count: Int, timeout: Duration, call: String, location: SourceLocation
    ) async throws {
        guard count >= 1, timeout >= .zero else {
            let problem = count < 1 ? "a count of at least 1, got \(count)" : "a timeout of zero or more"
            throw Requirement.failure("\(call) needs \(problem)", location: location, customError: .none)
        }
        let wall = ContinuousClock()
        let start = wall.now
        var looks = 0
        while sleeperCount < count {
            if start.duration(to: wall.now) >= timeout {
                throw Requirement.failure(
                    sleepersMissingMessage(count, call: call, after: start.duration(to: wall.now)),
                    location: location, customError: .none)
            }
            try Task.checkCancellation()
            looks += 1
            // Most tasks begin their sleep within a few rounds of the executor.
            if looks < 50 { await Task.yield() } else { try? await wall.sleep(for: .milliseconds(1)) }
        }
    }

    private func sleepersMissingMessage(_ count: Int, call: String, after waited: Duration) -> String {
        let asleep = sleeperCount
        let tasks = asleep == 0 ? "no task sleeps" : asleep == 1 ? "1 task sleeps" : "\(asleep) tasks sleep"
        return "\(call) gave up after \(waited.readable) of real time: \(tasks) on the VirtualClock, \(count) "
            + "expected, so time was not moved. Start the work that sleeps before waiting for it, and give it this "
            + "clock: work that sleeps on another clock (Task.sleep without a clock, DispatchQueue.asyncAfter) never "
            + "sleeps on this one"
    }
}
