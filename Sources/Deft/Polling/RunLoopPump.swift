import CoreFoundation
import Foundation

/// Waiting without blocking the main run loop.
enum RunLoopPump {
    /// Waits until `deadline`. On the main thread it runs the main run loop
    /// and returns early once a source (a main-queue block, a timer) has run,
    /// so the caller can look again at once.
    static func run(until deadline: ContinuousClock.Instant) {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { return }
        let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
        if Thread.isMainThread {
            _ = CFRunLoopRunInMode(defaultMode, seconds, true)
        } else {
            Thread.sleep(forTimeInterval: seconds)
        }
    }

    #if canImport(Darwin)
        // Apple's SDK imports the C constant as `CFRunLoopMode.defaultMode` only.
        private static var defaultMode: CFRunLoopMode { .defaultMode }
    #else
        private static var defaultMode: CFRunLoopMode { kCFRunLoopDefaultMode }
    #endif
}
