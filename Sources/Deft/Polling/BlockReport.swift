/// How an `eventually` or `continually` block ended, reported once: the
/// deciding run's failures at their own lines, and a summary at the call.
struct BlockReport<Value> {
    let runs: BlockRuns<Value>
    let caller: PollCaller
    let description: String?
    let location: SourceLocation

    /// Reports the result; returns the passing run's value, or throws the
    /// error that ends a throwing block.
    func settle(_ result: PollResult<Bool>, verb: Verb) throws -> Value {
        switch result {
        case .passed:
            Assertions.record(true, message: { "\(caller.name) passed" }, location: location)
            if let value = runs.last.value { return value }
            throw RequireError(message: "\(caller.name) passed", location: location)
        case .failed:
            runs.reportLastRun()
            return try fail(verb == .toAlways ? violation : timeout)
        case .stopped(let message):
            return try fail(message)
        case .abandoned:
            runs.reportLastRun()
            throw RequireError(message: "an eventual assertion inside \(caller.name) was refused", location: location)
        }
    }

    /// `eventually gave up after 101 runs over 1.0 s; the last run failed at: …`
    private var timeout: String {
        "\(caller.name) gave up after \(plural(runs.count, "run")) over \(runs.elapsed); the last run "
            + lastRunOutcome
    }

    /// `continually failed at run 5, after 40 ms: …`
    private var violation: String {
        "\(caller.name) failed at run \(runs.count), after \(runs.elapsed); that run " + lastRunOutcome
    }

    /// What the deciding run did: threw, or failed at these lines.
    private var lastRunOutcome: String {
        if let thrown = runs.last.thrown, !(thrown is RequireError) {
            return "threw: " + unexpectedError(thrown)
        }
        return "failed at:" + runs.stableFailures
    }

    private func fail(_ text: String) throws -> Value {
        let message = description.map { $0.isEmpty ? text : $0 + "\n" + text } ?? text
        Assertions.record(false, message: { message }, location: location)
        throw RequireError(message: message, location: location)
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension PollCaller {
    static let eventually = PollCaller(
        name: "eventually", asyncForm: "`await eventually { … }`", showsValues: false)
    static let continually = PollCaller(
        name: "continually", asyncForm: "`await continually(for: …) { … }`", showsValues: false)
}
