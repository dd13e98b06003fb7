/// The rules of one wait for events: when it can stop, and what its message
/// says. The waiting itself is the poller's; fulfilments wake it at once
/// through each event's ``WakeSource``.
final class EventWait: Sendable {
    let events: [TestEvent]
    let enforceOrder: Bool
    let timeout: Duration
    let location: SourceLocation
    private let polls = LockedBox(0)

    init(events: [TestEvent], enforceOrder: Bool, timeout: Duration?, location: SourceLocation) {
        self.events = events
        self.enforceOrder = enforceOrder
        self.timeout = timeout ?? PollingDefaults.current.timeout
        self.location = location
    }

    /// The sources that wake the wait: each event's fulfilments.
    var wakeSources: [WakeSource] { events.map(\.wakes) }

    /// One poll: passes once the wait is decided, either way. A wait with an
    /// inverted event is decided early only by a failure.
    func verdict() -> Verdict<Bool> {
        polls.withLockQuietly { $0 += 1 }
        let found = problems()
        let decided = !found.broken.isEmpty || (found.missing.isEmpty && !events.contains(where: \.isInverted))
        return Verdict(value: decided, matcher: beTrue(), verb: .toEventually, location: location)
    }

    /// Records the outcome; returns whether the wait passed.
    func report(_ result: PollResult<Bool>) -> Bool {
        guard polls.value > 0 else {
            // The poller refused the call (bad timeout, nesting); its message names wait(for:).
            if case .stopped(let message) = result {
                Assertions.record(false, message: { message }, location: location)
            }
            return false
        }
        // Real time ran out on a clock nobody advanced: the wait never
        // covered its timeout, so no verdict on the events holds.
        if case .stopped(let message) = result {
            Assertions.record(false, message: { message }, location: location)
            return false
        }
        let found = problems()
        guard let message = Self.message(found, events: events.count, timeout: timeout) else {
            Assertions.record(
                true, message: { "waited for \(Self.count(self.events.count)): all as expected" }, location: location)
            return true
        }
        Assertions.record(false, message: { message }, location: location)
        return false
    }

    /// What is wrong now: `broken` can no longer be put right, `missing`
    /// still could be.
    func problems() -> (broken: [String], missing: [String]) {
        let states = events.map(\.state)
        var broken: [String] = []
        var missing: [String] = []
        for (event, state) in zip(events, states) {
            let name = "\"\(event.name)\""
            let expected = event.expectedCount
            if event.isInverted {
                if state.count >= expected.lowerBound {
                    broken.append("\(name) was fulfilled \(times(state.count)), but it is inverted: it must not happen")
                }
            } else if state.count > expected.upperBound {
                broken.append("\(name) was fulfilled \(times(state.count)), expected \(expected.readable)")
            } else if state.count == 0 {
                missing.append("\(name) was not fulfilled")
            } else if state.count < expected.lowerBound {
                missing.append("\(name) was fulfilled \(times(state.count)), expected \(expected.readable)")
            }
        }
        if enforceOrder { broken += orderProblems(states) }
        return (broken, missing)
    }

    /// An event that reached its count before one listed ahead of it.
    private func orderProblems(_ states: [(count: Int, stamp: UInt64?)]) -> [String] {
        let ordered = zip(events, states).filter { !$0.0.isInverted }
        var found: [String] = []
        for (index, (event, state)) in ordered.enumerated() {
            guard let stamp = state.stamp else { continue }
            let earlier = ordered[..<index].first { (pair: (TestEvent, (count: Int, stamp: UInt64?))) -> Bool in
                guard let otherStamp = pair.1.stamp else { return true }
                return otherStamp > stamp
            }
            if let earlier {
                found.append("\"\(event.name)\" was fulfilled before \"\(earlier.0.name)\", which is listed first")
            }
        }
        return found
    }

    private static func message(_ found: (broken: [String], missing: [String]), events: Int, timeout: Duration)
        -> String?
    {
        let all = found.broken + found.missing
        guard !all.isEmpty else { return nil }
        let head =
            found.broken.isEmpty
            ? "waited \(timeout.readable) for \(count(events))"
            : "while waiting up to \(timeout.readable) for \(count(events))"
        return head + ": " + all.joined(separator: "; ")
    }

    private static func count(_ events: Int) -> String {
        events == 1 ? "1 event" : "\(events) events"
    }
}
