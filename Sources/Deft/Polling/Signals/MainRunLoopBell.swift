import CoreFoundation
import Foundation

/// What wakes the main thread while a synchronous check blocks it: a run-loop
/// source (version 0) on the main run loop, in the one mode the blocked
/// thread runs the loop in.
///
/// A blocked main thread runs the main run loop, so that main-queue and
/// main-actor work progresses. A main-queue block cannot be what wakes it:
/// on Darwin, a run loop that runs inside a main-queue callout (a main-actor
/// job, a `DispatchQueue.main.async` block) does not drain the main queue
/// (CFRunLoop.c services the main queue's port only when the thread is not
/// already servicing that queue). A version-0 source is serviced by every run
/// of the loop in its modes, nested or not: ``ring()`` marks it
/// (`CFRunLoopSourceSignal`) and wakes the loop (`CFRunLoopWakeUp`), both
/// callable from any thread. A ring before the loop runs leaves the source
/// marked, and the loop's next run performs it at once, so none is lost.
final class MainRunLoopBell: @unchecked Sendable {
    // @unchecked Sendable: `source` and `mainLoop` are only signalled and woken, which CFRunLoop allows from any
    // thread; `waits` is a LockedBox.
    private let source: CFRunLoopSource
    private let mainLoop: CFRunLoop
    /// The waits in progress, nested in one another on the main thread.
    private let waits = LockedBox(0)

    /// The one bell, added to the main run loop the first time a check
    /// blocks the main thread.
    static let shared = MainRunLoopBell()

    private init() {
        var context = CFRunLoopSourceContext(
            version: 0, info: nil, retain: nil, release: nil, copyDescription: nil, equal: nil, hash: nil,
            schedule: nil, cancel: nil, perform: { _ in })
        source = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)!
        mainLoop = CFRunLoopGetMain()!
        CFRunLoopAddSource(mainLoop, source, Self.mode)
    }

    /// Ends the main thread's current run of its loop, or its next one.
    func ring() {
        CFRunLoopSourceSignal(source)
        CFRunLoopWakeUp(mainLoop)
    }

    /// Runs the main run loop, on the main thread, until `isDone` says so: it
    /// asks before each run and after each source the loop handles. Whatever
    /// makes `isDone` true rings the bell after. With a `deadline`, it stops
    /// there too; returns whether `isDone` ended it.
    @discardableResult
    func waitOnMainThread(until deadline: Date? = .none, isDone: () -> Bool) -> Bool {
        waits.withLockQuietly { $0 += 1 }
        defer {
            // A wait nested in this one (a main-queue block it ran blocked
            // too) may have taken a ring that was for an outer wait: ring
            // again, and the outer wait asks again.
            if waits.withLockQuietly({ waits in
                waits -= 1
                return waits > 0
            }) {
                ring()
            }
        }
        while !isDone() {
            let end = deadline ?? .distantFuture
            guard end.timeIntervalSinceNow > 0 else { return false }
            _ = CFRunLoopRunInMode(Self.mode, end.timeIntervalSinceNow, true)
        }
        return true
    }

    #if canImport(Darwin)
        // Apple's SDK imports the C constant as `CFRunLoopMode.defaultMode` only.
        private static var mode: CFRunLoopMode { .defaultMode }
    #else
        private static var mode: CFRunLoopMode { kCFRunLoopDefaultMode }
    #endif
}
