import Foundation

/// Something a test waits for: a callback that must run, a notification that
/// must arrive, work that must be cancelled before it happens.
///
/// Fulfil it from any thread or task with a plain, synchronous ``fulfill()``,
/// and wait for one or several with
/// ``wait(for:timeout:enforceOrder:clock:fileID:file:line:column:isolation:)``:
///
/// ```swift
/// let loaded = TestEvent("loaded")
/// loader.load { _ in loaded.fulfill() }   // a GCD completion handler
/// await TestEvent.wait(for: [loaded], timeout: .seconds(1))
/// // waited 1.0 s for 1 event: "loaded" was not fulfilled
/// ```
///
/// It is named `TestEvent` so it does not clash with XCTest's
/// `XCTestExpectation` or with Deft's own `Expectation`, which is what `expect`
/// returns.
public final class TestEvent: @unchecked Sendable {
    // @unchecked Sendable: `count` and `stamp` are read and written only under `lock`.
    /// The name that failure messages use.
    public let name: String
    /// How many fulfilments the event needs: `1...1` unless you ask otherwise.
    public let expectedCount: ClosedRange<Int>
    /// Whether the event must *not* happen while it is waited for.
    public let isInverted: Bool

    private let lock = NSLock()
    private var count = 0
    private var stamp: UInt64?
    /// Wakes the waits for this event at every fulfilment.
    let wakes = WakeSource()

    /// Creates an event that must be fulfilled exactly `expectedCount` times,
    /// or, if `isInverted`, must not be fulfilled that often while it is
    /// waited for.
    ///
    /// ```swift
    /// let saved = TestEvent("saved")
    /// let threeRetries = TestEvent("retry", expectedCount: 3)
    /// let notCalled = TestEvent("completion after cancel", isInverted: true)
    /// ```
    public convenience init(_ name: String, expectedCount: Int = 1, isInverted: Bool = false) {
        self.init(name, expectedCount: expectedCount...expectedCount, isInverted: isInverted)
    }

    /// Creates an event that must be fulfilled a number of times within
    /// `expectedCount`.
    ///
    /// ```swift
    /// let progress = TestEvent("progress", expectedCount: 2...5)
    /// ```
    public init(_ name: String, expectedCount: ClosedRange<Int>, isInverted: Bool = false) {
        precondition(expectedCount.lowerBound >= 1, "a TestEvent needs an expectedCount of at least 1")
        self.name = name
        self.expectedCount = expectedCount
        self.isInverted = isInverted
    }

    /// Records that the event happened. Call it from any thread or task; it
    /// never blocks or suspends, and wakes any wait for this event at once.
    ///
    /// ```swift
    /// DispatchQueue.global().async { done.fulfill() }
    /// ```
    public func fulfill() {
        lock.lock()
        count += 1
        if count == expectedCount.lowerBound { stamp = FulfilmentClock.tick() }
        lock.unlock()
        wakes.fire()
    }

    /// How many times ``fulfill()`` has been called.
    ///
    /// ```swift
    /// expect(retry.fulfillmentCount).to(equal(3))
    /// ```
    public var fulfillmentCount: Int { state.count }

    /// Whether the number of fulfilments is within ``expectedCount``.
    ///
    /// ```swift
    /// expect(saved.isFulfilled).to(beTrue())
    /// ```
    public var isFulfilled: Bool { expectedCount.contains(fulfillmentCount) }

    /// The count, and when the event reached its expected count, in one read.
    var state: (count: Int, stamp: UInt64?) {
        lock.lock()
        defer { lock.unlock() }
        return (count, stamp)
    }

}

extension TestEvent: TestOutputStringConvertible {
    /// The event as failure messages show it.
    ///
    /// ```swift
    /// let text = TestEvent("saved").testDescription  // "saved", fulfilled 0 times, expected 1
    /// ```
    public var testDescription: String {
        "\"\(name)\", fulfilled \(times(fulfillmentCount)), expected \(expectedCount.readable)"
    }
}

/// The order in which events reached their expected counts, across all
/// events, for `enforceOrder`.
private enum FulfilmentClock {
    private static let last = LockedBox<UInt64>(0)

    static func tick() -> UInt64 {
        last.withLockQuietly {
            $0 += 1
            return $0
        }
    }
}

/// `1 time`, `3 times`.
func times(_ count: Int) -> String {
    count == 1 ? "1 time" : "\(count) times"
}

extension ClosedRange<Int> {
    /// `1`, or `2 to 5`.
    var readable: String {
        lowerBound == upperBound ? "\(lowerBound)" : "\(lowerBound) to \(upperBound)"
    }
}
