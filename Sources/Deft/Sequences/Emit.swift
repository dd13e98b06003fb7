/// How a sequence must end after the elements `emit` expects.
///
/// ```swift
/// await expect(results).to(emit(1, 2, 3, then: .finish))
/// ```
public enum SequenceEnd: Sendable {
    /// The sequence finishes right after the expected elements.
    case finish
    /// The sequence throws (any error) right after the expected elements.
    case failure
}

/// Matches an async sequence whose first elements are `elements`, in order,
/// and, with `then:`, that ends as asked right after them. It consumes the
/// sequence only as far as it needs, waiting on the polling clock (`timeout:`
/// and `clock:` as on `toEventually`, with the same defaults), and cancels it
/// when done. Negated, it matches when the first elements differ.
///
/// The timeout is for the whole match, from the check's start to the last
/// element (and the end, with `then:`), not for the wait between two
/// elements: give a producer that sleeps 1 s between three elements more
/// than 3 s.
///
/// On a ``VirtualClock`` shared with the producer, waiting moves virtual time,
/// so a producer that sleeps 100 ms between elements costs milliseconds.
///
/// ```swift
/// await expect(search.updates).to(emit(["Swift"], clock: clock))
/// await expect(numbers).to(emit(1, 2, 3, clock: clock))
/// // expected to emit <[1, 2, 3]>, got <[1, 2]>, then nothing more before the 1.0 s timeout (virtual)
/// ```
public func emit<S: AsyncSequence & Sendable>(
    _ elements: S.Element..., then end: SequenceEnd? = .none, timeout: Duration? = .none,
    clock: (any Clock<Duration>)? = .none
) -> AsyncMatcher<S> where S.Element: Equatable & Sendable {
    AsyncMatcher { expression in
        let expectation =
            "emit <\(stringify(elements))>" + (end.map { $0 == .finish ? " then finish" : " then fail" } ?? "")
        guard let sequence = try await expression.evaluate() else {
            return MatcherResult(status: .fail) { ExpectationMessage.expectedTo(expectation).appendedBeNilHint() }
        }
        let recording = SequenceRecording(sequence)
        defer { recording.cancel() }
        let needed = elements.count + (end == nil ? 0 : 1)
        await awaitProducerSleep(on: clock) {
            let (seen, ending) = recording.snapshot
            return ending != nil || !seen.isEmpty
        }
        let result = await Poller.run(
            .toEventually, timeout: timeout, interval: .none, clock: clock, description: .none,
            location: expression.location, caller: .emit.reading(recording.consumer)
        ) {
            let (seen, ending) = recording.snapshot
            let decided = ending != nil || seen.count >= needed || !seen.starts(with: elements.prefix(seen.count))
            return Verdict(value: decided, matcher: beTrue(), verb: .toEventually, location: expression.location)
        }
        if case .stopped(let message) = result { return MatcherResult(status: .fail, message: .fail(message)) }
        let (seen, ending) = recording.snapshot
        let status = emitStatus(seen: seen, ending: ending, expected: elements, end: end)
        // Nothing came on real time: the producer may sleep on a virtual clock nobody drives.
        var hint: String?
        if case .failed = result, ending == nil, (clock ?? PollingDefaults.current.clock).runsInRealTime {
            hint = UnpolledVirtualClocks.hint()
        }
        return MatcherResult(status: status) {
            let message = ExpectationMessage.expectedCustomValueTo(
                expectation,
                actual: emitActual(
                    seen, ending, expected: elements, end: end, waited: result, timeout: timeout, clock: clock))
            return hint.map { message.appended(details: $0) } ?? message
        }
    }
}

/// Whether what arrived is what was expected.
private func emitStatus<Element: Equatable>(
    seen: [Element], ending: SequenceRecording<Element>.Ending?, expected: [Element], end: SequenceEnd?
) -> MatcherStatus {
    guard seen.starts(with: expected) else { return .doesNotMatch }
    switch end {
    case .none: return .matches
    case .finish:
        guard seen.count == expected.count, case .finished = ending else { return .doesNotMatch }
        return .matches
    case .failure:
        guard seen.count == expected.count, case .failed = ending else { return .doesNotMatch }
        return .matches
    }
}

/// What arrived, in order, and how it ended or how long nothing came. Only
/// what decided the match is shown (up to the first element that differs, or
/// the one too many), so the text never depends on what raced in after.
private func emitActual<Element: Equatable>(
    _ seen: [Element], _ ending: SequenceRecording<Element>.Ending?, expected: [Element], end: SequenceEnd?,
    waited result: PollResult<Bool>, timeout: Duration?, clock: (any Clock<Duration>)?
) -> String {
    var count = min(seen.count, expected.count + (end == nil ? 0 : 1))
    if let mismatch = zip(seen, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
        count = min(count, mismatch + 1)
    }
    var text = "<\(stringify(Array(seen.prefix(count))))>"
    guard count == seen.count, count <= expected.count else { return text }
    switch ending {
    case .finished: text += ", then finished"
    case .failed(let error): text += ", then failed with <\(ValueRenderer.render(error))>"
    case .none:
        // The timeout is the whole match's: say "before", not "for".
        if case .failed = result {
            text +=
                ", then nothing\(count > 0 ? " more" : "") before the \(timeoutText(timeout: timeout, clock: clock))"
        }
    }
    return text
}

/// How long a wait on the sequence lasted, for messages: `1.0 s (virtual)`.
func waitedText(timeout: Duration?, clock: (any Clock<Duration>)?) -> String {
    let limit = (timeout ?? PollingDefaults.current.timeout).readable
    let kind = (clock ?? PollingDefaults.current.clock) is any DrivableClock ? "virtual" : "real"
    return "\(limit) (\(kind))"
}

/// The timeout of a whole wait, for messages: `1.0 s timeout (virtual)`.
func timeoutText(timeout: Duration?, clock: (any Clock<Duration>)?) -> String {
    let limit = (timeout ?? PollingDefaults.current.timeout).readable
    let kind = (clock ?? PollingDefaults.current.clock) is any DrivableClock ? "virtual" : "real"
    return "\(limit) timeout (\(kind))"
}

extension PollCaller {
    static let emit = PollCaller(
        name: "emit", asyncForm: "`await expect(sequence).to(emit(…))`", jumpsToSleepers: true, showsValues: false)
}
