import Dispatch
import Testing

@testable import Deft

/// The executor that `withEvents` and `emit` consume a sequence on: it says
/// whether the consuming task has a job queued or running. Proved by events,
/// not by waiting: the task's job blocks on a gate the test opens.
struct WatchedExecutorTests {
    @Test func aTaskIsWatchedFromItsResumptionToItsNextSuspension() async {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let executor = WatchedExecutor()
        let (idleTimes, idle) = AsyncStream.makeStream(of: Void.self)
        let token = Shared(0)
        executor.becameIdle.attach(token) { idle.yield() }
        defer { executor.becameIdle.detach(token) }
        var becameIdle = idleTimes.makeAsyncIterator()
        let parked = Shared<CheckedContinuation<Void, Never>?>(nil)
        let gate = DispatchSemaphore(value: 0)
        let task = executor.task {
            await withCheckedContinuation { parked.value = $0 }
            wait(on: gate)
        }
        // The job that started the task returned at its suspension.
        await becameIdle.next()
        #expect(executor.isIdle)
        // Resuming queues the task's next job here at once, before it runs.
        parked.value?.resume()
        #expect(!executor.isIdle)
        gate.signal()
        await becameIdle.next()
        #expect(executor.isIdle)
        await task.value
    }
}

private func wait(on gate: DispatchSemaphore) {
    gate.wait()
}
