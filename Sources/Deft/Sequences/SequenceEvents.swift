/// The elements and the ending of an async sequence, taken one step at a
/// time inside ``withEvents(of:timeout:clock:fileID:filePath:line:column:isolation:_:)``.
///
/// The sequence is consumed from the moment the scope starts, and what it
/// produces waits here until a step takes it. A step that waits does so on
/// the scope's clock, up to its timeout: on a ``VirtualClock`` that costs
/// milliseconds. A step that fails reports at its own line and throws
/// ``RequireError``, so the test stops there.
///
/// ```swift
/// try await withEvents(of: search.updates, clock: clock) { events in
///     search.query = "swift"
///     let results = try await events.next()
///     expect(results).to(equal(["Swift"]))
///     await events.expectNoElements(for: .seconds(5))
/// }
/// ```
public final class SequenceEvents<Element: Sendable>: Sendable {
    let recording: SequenceRecording<Element>
    let timeout: Duration?
    let clock: (any Clock<Duration>)?
    private let ignoringRemaining = LockedBox(false)

    init(_ recording: SequenceRecording<Element>, timeout: Duration?, clock: (any Clock<Duration>)?) {
        self.recording = recording
        self.timeout = timeout
        self.clock = clock
    }

    /// Takes the next element, waiting for it up to the scope's timeout.
    /// Fails at this line, and throws, if nothing arrives in time, or if the
    /// sequence finishes or fails instead.
    ///
    /// ```swift
    /// let results = try await events.next()
    /// expect(results).to(equal(["Swift"]))
    /// // or, in one line: await expecta(try await events.next()).to(equal(["Swift"]))
    /// // expected an element, got nothing for 1.0 s (virtual)
    /// ```
    @discardableResult
    public func next(
        fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Element {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let waited = await waitForEvent(location: location)
        if let element = recording.withState({ $0.take() }) {
            Assertions.record(true, message: { "expected an element" }, location: location)
            return element
        }
        throw failure("expected an element", got: waited, location: location)
    }

    /// Takes the next `count` elements, whatever they are, failing as
    /// ``next(fileID:filePath:line:column:isolation:)`` does if one does not come.
    ///
    /// ```swift
    /// try await events.skip(2)
    /// // expected to skip 2 elements, got 1, then nothing for 1.0 s (virtual)
    /// ```
    public func skip(
        _ count: Int, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
        column: UInt = #column, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard count >= 0 else {
            throw Requirement.failure(
                "skip needs a count of zero or more, got \(count)", location: location, customError: .none)
        }
        let noun = count == 1 ? "element" : "elements"
        for skipped in 0..<count {
            let waited = await waitForEvent(location: location)
            guard recording.withState({ $0.take() }) != nil else {
                throw failure(
                    "expected to skip \(count) \(noun)", soFar: skipped > 0 ? "got \(skipped)" : .none, got: waited,
                    location: location)
            }
        }
        Assertions.record(true, message: { "expected to skip \(count) \(noun)" }, location: location)
    }

    /// Waits `duration` on the scope's clock and fails at this line if an
    /// element arrives meanwhile, or is already waiting. With no duration it
    /// checks only what has arrived. The sequence ending is not an element:
    /// it ends the wait early and stays for ``expectFinish(fileID:filePath:line:column:isolation:)``.
    ///
    /// ```swift
    /// await events.expectNoElements(for: .seconds(5))   // milliseconds on a VirtualClock
    /// // expected no elements for 5.0 s (virtual), got <["Swift"]>
    /// ```
    public func expectNoElements(
        for duration: Duration = .zero, fileID: String = #fileID, filePath: FileString = #filePath,
        line: UInt = #line, column: UInt = #column, isolation: isolated (any Actor)? = #isolation
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard duration >= .zero else {
            let message = "expectNoElements needs a duration of zero or more, got \(duration.readable)"
            Assertions.record(false, message: { message }, location: location)
            return
        }
        let expectation =
            duration > .zero
            ? "expected no elements for \(waitedText(timeout: duration, clock: clock))" : "expected no elements"
        if duration > .zero, recording.withState({ $0.pending == nil && $0.ending == nil }) {
            await awaitProducerSleep(on: clock) { recording.withState { $0.pending != nil || $0.ending != nil } }
            let result = await Poller.run(
                .toEventually, timeout: duration, interval: .none, clock: clock, description: .none,
                location: location, caller: .events.reading(recording.consumer)
            ) { [recording] in
                let arrived = recording.withState { $0.pending != nil || $0.ending != nil }
                return Verdict(value: arrived, matcher: beTrue(), verb: .toEventually, location: location)
            }
            if case .stopped(let message) = result {
                Assertions.record(false, message: { message }, location: location)
                return
            }
        }
        guard let pending = recording.withState({ $0.pending }) else {
            Assertions.record(true, message: { expectation }, location: location)
            return
        }
        Assertions.record(false, message: { "\(expectation), got <\(stringify(pending))>" }, location: location)
    }

    /// Waits for the sequence to finish, up to the scope's timeout. Fails at
    /// this line, and throws, if an element comes first, if the sequence
    /// fails, or if nothing happens in time.
    ///
    /// ```swift
    /// try await events.expectFinish()
    /// // expected the sequence to finish, got <4>
    /// ```
    public func expectFinish(
        fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let waited = await waitForEvent(location: location)
        guard case .finished = recording.withState({ $0.pending == nil ? $0.seeEnding() : nil }) else {
            throw failure("expected the sequence to finish", subject: "it", got: waited, location: location)
        }
        Assertions.record(true, message: { "expected the sequence to finish" }, location: location)
    }

    /// Waits for the sequence to throw, up to the scope's timeout, and
    /// returns the error. Fails at this line, and throws, if an element comes
    /// first, if the sequence finishes, or if nothing happens in time.
    ///
    /// ```swift
    /// let error = try await events.expectFailure()
    /// expect(error).to(matchError(UploadError.cancelled))
    /// ```
    @discardableResult
    public func expectFailure(
        fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> any Error {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let waited = await waitForEvent(location: location)
        guard case .failed(let error) = recording.withState({ $0.pending == nil ? $0.seeEnding() : nil }) else {
            throw failure("expected the sequence to fail", subject: "it", got: waited, location: location)
        }
        Assertions.record(true, message: { "expected the sequence to fail" }, location: location)
        return error
    }

    /// Stops consuming the sequence now; cancellation reaches its producer.
    /// Elements that arrived and were not taken still fail the test when
    /// the scope ends.
    ///
    /// ```swift
    /// events.cancel()
    /// ```
    public func cancel() {
        recording.cancel()
    }

    /// Stops consuming the sequence now, and lets the scope end without
    /// failing for the elements that arrived and were not taken.
    ///
    /// ```swift
    /// _ = try await events.next()
    /// events.cancelAndIgnoreRemaining()
    /// ```
    public func cancelAndIgnoreRemaining() {
        ignoringRemaining.set(true)
        recording.cancel()
    }

    /// Whether the scope may end without checking what was not taken.
    var ignoresRemaining: Bool { ignoringRemaining.value }

    /// Waits on the scope's clock until an element or the ending is there,
    /// and says how the wait went, for a failure's message.
    private nonisolated(nonsending) func waitForEvent(location: SourceLocation) async -> Waited {
        guard recording.withState({ $0.pending == nil && $0.ending == nil }) else { return .arrived }
        await awaitProducerSleep(on: clock) { recording.withState { $0.pending != nil || $0.ending != nil } }
        let result = await Poller.run(
            .toEventually, timeout: timeout, interval: .none, clock: clock, description: .none, location: location,
            caller: .events.reading(recording.consumer)
        ) { [recording] in
            let arrived = recording.withState { $0.pending != nil || $0.ending != nil }
            return Verdict(value: arrived, matcher: beTrue(), verb: .toEventually, location: location)
        }
        switch result {
        case .passed: return .arrived
        case .failed: return .nothingFor(waitedText(timeout: timeout, clock: clock))
        case .stopped(let message): return .stopped(message)
        case .abandoned: return .stopped("the wait was abandoned: an eventual assertion inside it was refused")
        }
    }

    /// Reports a failed step at its line and returns the error that stops
    /// the test. After `soFar` (what the step already took: "got 1"), what
    /// happened next follows with "then".
    private func failure(
        _ expectation: String, soFar: String? = .none, subject: String = "the sequence", got waited: Waited,
        location: SourceLocation
    ) -> any Error {
        let lead = soFar.map { "\(expectation), \($0), then" }
        let message: String
        switch waited {
        case .stopped(let reason): message = reason
        case .nothingFor(let limit): message = "\(lead ?? "\(expectation), got") nothing for \(limit)"
        case .arrived:
            message = recording.withState { state in
                if let pending = state.pending { return "\(lead ?? "\(expectation), got") <\(stringify(pending))>" }
                let opening = lead.map { "\($0) the sequence" } ?? "\(expectation), but \(subject)"
                switch state.seeEnding() {
                case .finished: return "\(opening) finished"
                case .failed(let error): return "\(opening) failed with <\(ValueRenderer.render(error))>"
                case .none: return expectation
                }
            }
        }
        return Requirement.failure(message, location: location, customError: .none)
    }

    /// How a wait for the next event went.
    private enum Waited {
        case arrived
        case nothingFor(String)
        case stopped(String)
    }
}

extension SequenceRecording.State {
    /// Takes the first element not taken yet.
    mutating func take() -> Element? {
        guard let element = pending else { return nil }
        taken += 1
        return element
    }

    /// The ending, now that a test has looked at it.
    mutating func seeEnding() -> SequenceRecording.Ending? {
        if ending != nil { endingSeen = true }
        return ending
    }
}

extension PollCaller {
    static let events = PollCaller(
        name: "withEvents", asyncForm: "`try await withEvents(of: sequence) { … }`", jumpsToSleepers: true,
        showsValues: false)
}
