/// Watches an async sequence for the length of `body`, which takes what it
/// produces one step at a time through ``SequenceEvents``: `next()`,
/// `skip(_:)`, `expectNoElements(for:)`, `expectFinish()`, `expectFailure()`.
///
/// Consuming starts when the scope starts, in a task of its own, and what
/// arrives waits until a step takes it. Each step waits on `clock`, up to
/// `timeout` (the polling defaults when omitted); on a ``VirtualClock`` that
/// the producer also sleeps on, waiting moves virtual time, so a 300 ms
/// debounce or a 5 s silence costs milliseconds.
///
/// Leaving the scope cancels the sequence and waits for its task to stop,
/// so nothing runs past the scope. Then, unless `body` threw or called
/// ``SequenceEvents/cancelAndIgnoreRemaining()``, elements that arrived and
/// were never taken fail the test at the scope's line, and so does a failure
/// of the sequence that no step looked at. Several scopes can be open at
/// once, nested, to interleave two sequences.
///
/// ```swift
/// try await withEvents(of: search.updates, clock: clock) { events in
///     search.query = "swift"
///     let results = try await events.next()
///     expect(results).to(equal(["Swift"]))
///     await events.expectNoElements(for: .seconds(5))
/// }
/// // 2 unconsumed elements: <[["Swift", "SwiftUI"], []]>
/// ```
@discardableResult
public func withEvents<S: AsyncSequence & SendableMetatype, Result, Failure: Error>(
    of sequence: sending S, timeout: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation, _ body: (SequenceEvents<S.Element>) async throws(Failure) -> Result
) async throws(Failure) -> Result where S.Element: Sendable {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let events = SequenceEvents(SequenceRecording(sequence), timeout: timeout, clock: clock)
    let result: Result
    do {
        result = try await body(events)
    } catch {
        await events.end(reportingRemaining: false, location: location)
        throw error
    }
    await events.end(reportingRemaining: true, location: location)
    return result
}

extension SequenceEvents {
    /// Cancels the sequence, waits for its task to stop, and reports what
    /// was left untaken.
    func end(reportingRemaining: Bool, location: SourceLocation, isolation: isolated (any Actor)? = #isolation) async {
        recording.cancel()
        if !recording.withState({ $0.stopped }) {
            // A timeout the steps refused still allows the default wait here.
            let timeout = timeout.flatMap { $0 > .zero ? $0 : nil }
            let result = await Poller.run(
                .toEventually, timeout: timeout, interval: .none, clock: clock, description: .none,
                location: location, caller: .events.reading(recording.consumer)
            ) { [recording] in
                let stopped = recording.withState { $0.stopped }
                return Verdict(value: stopped, matcher: beTrue(), verb: .toEventually, location: location)
            }
            if !result.passed {
                let limit = waitedText(timeout: timeout, clock: clock)
                Assertions.record(
                    false,
                    message: {
                        "the sequence was cancelled when the scope ended, and it did not stop within \(limit); "
                            + "its producer ignores cancellation"
                    }, location: location)
            }
        }
        guard reportingRemaining, !ignoresRemaining else { return }
        let (untaken, unseenFailure) = recording.withState { state -> ([Element], (any Error)?) in
            guard case .failed(let error) = state.ending, !state.endingSeen else { return (Array(state.untaken), nil) }
            return (Array(state.untaken), error)
        }
        if !untaken.isEmpty {
            let noun = untaken.count == 1 ? "element" : "elements"
            Assertions.record(
                false, message: { "\(untaken.count) unconsumed \(noun): <\(stringify(untaken))>" }, location: location)
        }
        if let unseenFailure {
            Assertions.record(
                false,
                message: {
                    "the sequence failed with <\(ValueRenderer.render(unseenFailure))>, and no step expected it"
                },
                location: location)
        }
    }
}
