/// The runs of one `eventually` or `continually` block: each run's captured
/// outcomes, and the one report at the end, the deciding run's failures at
/// their own lines and a summary at the call. The poller decides when to run
/// and when to stop; this type only keeps score.
final class BlockRuns<Value>: Sendable {
    /// One run of the block: what its expectations recorded, and how it ended.
    struct Run {
        var records: [AssertionRecord] = []
        var value: Value?
        var thrown: (any Error)?

        /// A run passes when nothing in it failed and it did not throw.
        var passed: Bool { thrown == nil && !records.contains { !$0.success } }
    }

    private struct State: Sendable {
        var finished = false
        var runs = 0
        /// Whether a run has passed: then a failure is a hold's (``PollHold``).
        var anyPassed = false
        /// Handed over by the run's task, which returns once it is kept.
        var latest = HandedOver(Run())
        /// For each failing line: its message, and the run since which it has read so.
        var unchanged: [String: (message: String, since: Int, at: Duration)] = [:]
    }

    private let verb: Verb
    let caller: PollCaller
    private let description: String?
    private let location: SourceLocation
    private let state = LockedBox(State())
    private let clock: PollClock
    private let wall = PollTiming.current.wall
    private let wallStart: Duration
    /// What a timeout failure adds when ``TimeoutScale`` scaled the timeout.
    private let scaleNote: String

    init(
        _ verb: Verb, description: String?, location: SourceLocation, clock: (any Clock<Duration>)?,
        timeout: Duration? = .none
    ) {
        let defaults = PollingDefaults.current
        scaleNote =
            TimeoutScale.apply(
                to: timeout ?? defaults.timeout, on: clock ?? defaults.clock, scales: verb.endsOnPass
            ).note
        self.verb = verb
        self.caller = verb == .toAlways ? .continually : .eventually
        self.description = description
        self.location = location
        self.clock = PollClock(clock ?? PollingDefaults.current.clock)
        self.wallStart = wall.now()
    }

    /// Keeps the run's outcome and returns the verdict the poller judges.
    /// A run that returns after ``finish()`` is not kept: its check is over.
    func record(_ run: Run) -> Verdict<Bool> {
        state.withLockQuietly { state in
            guard !state.finished else { return }
            state.runs += 1
            if run.passed { state.anyPassed = true }
            state.latest = HandedOver(run)
            let now = clock.elapsed()
            var seen: [String: (message: String, since: Int, at: Duration)] = [:]
            for record in run.records where !record.success {
                let key = "\(record.location.fileID):\(record.location.line)"
                let message = record.message.stringValue
                if let before = state.unchanged[key], before.message == message {
                    seen[key] = before
                } else {
                    seen[key] = (message, state.runs, now)
                }
            }
            state.unchanged = seen
        }
        if let stop = run.thrown as? StopPolling {
            // The stop is the run's answer, as an expression's would be.
            let stopped = Expression<Bool>(outcome: .failure(stop), location: location)
            return Verdict(checking: stopped, with: beTrue(), verb: .toEventually)
        }
        return Verdict(value: run.passed, matcher: beTrue(), verb: .toEventually, location: location)
    }

    /// Keeps no more runs: the check has ended, and what it reports is
    /// decided.
    func finish() {
        state.withLockQuietly { $0.finished = true }
    }

    private var last: Run {
        state.withLockQuietly { $0.latest.value }
    }

    /// Reports the last run's failures at their own lines, as if each had
    /// failed on its own.
    private func reportLastRun() {
        for record in last.records where !record.success {
            Assertions.record(false, message: { record.message.stringValue }, location: record.location)
        }
    }

    private var count: Int {
        state.withLockQuietly { $0.runs }
    }

    private var elapsed: String { clock.timeSpent(since: wallStart, on: wall) }

    /// For each line that failed in the last run, since when it has failed
    /// with the same message: `  File.swift:12 since run 3 (20 ms)`.
    private var stableFailures: String {
        state.withLockQuietly { $0.unchanged.sorted { $0.key < $1.key } }
            .map { "\n  \($0.key): failing the same way since run \($0.value.since) (\($0.value.at.readable))" }
            .joined()
    }

    /// Reports the result; returns the passing run's value, or throws the
    /// error that ends a throwing block.
    func settle(_ result: PollResult<Bool>) throws -> Value {
        switch result {
        case .passed:
            Assertions.record(true, message: { "\(caller.name) passed" }, location: location)
            if let value = last.value { return value }
            throw RequireError(message: "\(caller.name) passed", location: location)
        case .failed(let message):
            reportLastRun()
            // A run passed, but the match did not hold: the session says how far it got.
            if verb != .toAlways, state.value.anyPassed {
                return try fail(last.passed ? message : message + "; that run " + lastRunOutcome)
            }
            return try fail(verb == .toAlways ? violation : timeout)
        case .stopped(let message):
            return try fail(message)
        case .abandoned:
            reportLastRun()
            throw RequireError(message: "an eventual assertion inside \(caller.name) was refused", location: location)
        }
    }

    /// `eventually gave up after 101 runs over 1.0 s; the last run failed at: …`
    private var timeout: String {
        let runs = count
        return "\(caller.name) gave up after \(runs) run\(runs == 1 ? "" : "s") over \(elapsed); the last run "
            + lastRunOutcome + scaleNote
    }

    /// `continually failed at run 5, after 40 ms: …`
    private var violation: String {
        "\(caller.name) failed at run \(count), after \(elapsed); that run " + lastRunOutcome
    }

    /// What the deciding run did: threw, or failed at these lines.
    private var lastRunOutcome: String {
        if let thrown = last.thrown, !(thrown is RequireError) {
            return "threw: " + unexpectedError(thrown)
        }
        return "failed at:" + stableFailures
    }

    private func fail(_ text: String) throws -> Value {
        let message = text.described(by: description)
        Assertions.record(false, message: { message }, location: location)
        throw RequireError(message: message, location: location)
    }
}

extension BlockRuns.Run {
    /// Runs `block` once with its outcomes captured, not reported.
    ///
    /// The run's capture scope belongs to the check polling it, which closes
    /// it when the check ends, even if this run is still going then: its late
    /// outcomes reach only its own recorder, which nobody reads any more.
    static func capture(
        isolation: isolated (any Actor)? = #isolation, _ block: () async throws -> Value
    ) async -> Self {
        var run = Self()
        let recorder = AssertionRecorder()
        let check = Check.current
        let scope = check?.openScope(recorder) ?? CaptureScope(recorder)
        defer {
            if let check { check.close(scope) } else { scope.close() }
        }
        await AssertionContext.$installed.withValue(recorder) {
            do { run.value = try await block() } catch { run.thrown = error }
        }
        run.records = recorder.assertions
        return run
    }

    /// Runs the synchronous `block` once with its outcomes captured.
    static func capture(_ block: () throws -> Value) -> Self {
        var run = Self()
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) {
            do { run.value = try block() } catch { run.thrown = error }
        }
        run.records = recorder.assertions
        return run
    }
}
