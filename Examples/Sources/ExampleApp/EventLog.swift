import Foundation

/// A log of named events that a spy matcher records while the code under
/// test runs (Writing Custom Matchers).
public final class EventLog: @unchecked Sendable {
    // @unchecked Sendable: its state is behind `lock`.
    private let lock = NSLock()
    private var recording = false
    private var events: [String] = []

    public init() {}

    /// Starts keeping the events logged from now on.
    public func startRecording() {
        lock.withLock {
            recording = true
            events = []
        }
    }

    /// Stops, and returns what was logged since `startRecording()`.
    public func stopRecording() -> [String] {
        lock.withLock {
            recording = false
            return events
        }
    }

    /// Logs `name`, if recording.
    public func log(_ name: String) {
        lock.withLock { if recording { events.append(name) } }
    }
}

/// A checkout that logs what a payment did; this one's card is declined.
public struct Checkout: Sendable {
    private let log: EventLog

    public init(log: EventLog) { self.log = log }

    public func pay() { log.log("declined") }
}
