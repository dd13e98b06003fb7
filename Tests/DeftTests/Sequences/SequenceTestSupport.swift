import Deft
import Foundation

/// A stream that yields `values`, sleeping `gap` on `clock` before each, then
/// finishes, throws, or stays open; `cancelled` is set when it is cancelled.
func stream(
    _ values: [Int], every gap: Duration, on clock: some Clock<Duration>, then end: SequenceEnd? = .none,
    cancelled: LockedBox<Bool> = LockedBox(false)
) -> AsyncThrowingStream<Int, any Error> {
    AsyncThrowingStream { continuation in
        let producer = Task {
            for value in values {
                do { try await clock.sleep(for: gap) } catch { return }
                continuation.yield(value)
            }
            switch end {
            case .finish: continuation.finish()
            case .failure: continuation.finish(throwing: Offline())
            case .none: break
            }
        }
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.set(true) }
            producer.cancel()
        }
    }
}

struct Offline: Error {}

/// A search box whose results follow its query once typing pauses for
/// 300 ms: shorter queries than three letters find nothing.
@MainActor final class DebouncedSearch {
    let results: AsyncStream<[String]>
    private let continuation: AsyncStream<[String]>.Continuation
    private let clock: any Clock<Duration>
    private var pending: Task<Void, Never>?
    private let catalog = ["Swift", "Rust", "Kotlin", "SwiftUI"]

    init(clock: any Clock<Duration>) {
        self.clock = clock
        (results, continuation) = AsyncStream.makeStream()
    }

    var query = "" {
        didSet {
            pending?.cancel()
            let query = query.lowercased()
            pending = Task { [clock, continuation, catalog] in
                do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
                continuation.yield(query.count < 3 ? [] : catalog.filter { $0.lowercased() == query })
            }
        }
    }

    /// Ends the results stream.
    func close() { continuation.finish() }
}

/// `base`, with each element held on the consuming task's thread for
/// `delay` of real time before it is handed on: a consumer that the system
/// stopped on its way, as a busy machine does.
struct HandedOnSlowly<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable {
    let base: Base
    let delay: TimeInterval

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let delay: TimeInterval

        mutating func next() async throws -> Base.Element? {
            let element = try await base.next()
            if element != nil { holdThread(for: delay) }
            return element
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), delay: delay)
    }
}

/// Blocks the calling thread for `seconds` of real time.
private func holdThread(for seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
}
