/// What an async sequence produced while Deft watched it: its elements in
/// order, how many of them a test has taken, and how it ended, if it did. A
/// task consumes the sequence into it; each element is a ``LockedBox`` write,
/// so a waiting poll on a real clock wakes at once. That task runs on a
/// ``WatchedExecutor``, so a poll on a driven clock reads the recording only
/// once the task has recorded what it was handed.
final class SequenceRecording<Element: Sendable>: Sendable {
    /// How a sequence ended.
    enum Ending: Sendable {
        case finished
        case failed(any Error)
    }

    /// Everything the consuming task and the test share.
    struct State: Sendable {
        var elements: [Element] = []
        /// How many elements, from the front, a test has taken.
        var taken = 0
        var ending: Ending?
        /// Whether a test has looked at the ending.
        var endingSeen = false
        /// Whether the consuming task has returned.
        var stopped = false

        /// The first element not taken yet.
        var pending: Element? { taken < elements.count ? elements[taken] : nil }
        /// The elements not taken yet.
        var untaken: ArraySlice<Element> { elements[taken...] }
    }

    private let state = LockedBox(State())
    /// Owns the consuming task: ``cancel()`` ends it, and what it reports
    /// after that (the sequence's own code runs in it) is dropped.
    private let check = Check()
    /// Where the consuming task runs.
    let consumer = WatchedExecutor()

    /// Starts consuming `sequence` in a task of its own.
    init<S: AsyncSequence & SendableMetatype>(_ sequence: sending S) where S.Element == Element {
        let state = self.state
        let check = self.check
        check.adopt(
            consumer.task {
                defer { state.withLock { $0.stopped = true } }
                await ExecutionMark.bound { mark in
                    await AssertionContext.$installed.withValue(Check.Handler(check: check, boundIn: mark)) {
                        await Self.consume(sequence, into: state)
                    }
                }
            })
    }

    private static func consume<S: AsyncSequence>(_ sequence: S, into state: LockedBox<State>) async
    where S.Element == Element {
        do {
            for try await element in sequence {
                state.withLock { $0.elements.append(element) }
            }
            state.withLock { $0.ending = .finished }
        } catch is CancellationError {
        } catch {
            state.withLock { $0.ending = .failed(error) }
        }
    }

    /// The elements so far, and the ending if there was one.
    var snapshot: (elements: [Element], ending: Ending?) {
        let current = state.value
        return (current.elements, current.ending)
    }

    /// The shared state, read and changed in one step.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLockQuietly(body)
    }

    /// Stops consuming; cancellation reaches the sequence's producer.
    func cancel() {
        check.end()
    }
}
