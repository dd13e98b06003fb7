/// What an async sequence produced while Deft watched it: its elements in
/// order, and how it ended, if it did. A task consumes the sequence into it;
/// each element is a ``LockedBox`` write, so a waiting poll wakes at once.
final class SequenceRecording<Element: Sendable>: Sendable {
    /// How a sequence ended.
    enum Ending: Sendable {
        case finished
        case failed(String)
    }

    private let state = LockedBox<(elements: [Element], ending: Ending?)>(([], nil))
    private let consumer: LockedBox<Task<Void, Never>?> = LockedBox(nil)

    /// Starts consuming `sequence` in a task of its own.
    init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
        let state = self.state
        consumer.set(
            Task {
                do {
                    for try await element in sequence {
                        state.withLock { $0.elements.append(element) }
                    }
                    state.withLock { $0.ending = .finished }
                } catch is CancellationError {
                } catch {
                    state.withLock { $0.ending = .failed(ValueRenderer.render(error)) }
                }
            })
    }

    /// The elements so far, and the ending if there was one.
    var snapshot: (elements: [Element], ending: Ending?) { state.value }

    /// Stops consuming; cancellation reaches the sequence's producer.
    func cancel() {
        consumer.value?.cancel()
    }
}
