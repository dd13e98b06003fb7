import Foundation

/// Matches when the notifications posted to `center` while the expression
/// runs match `matcher`. Observing starts when the matcher first checks an
/// expression, just before it evaluates it, so the expression's own
/// notifications are seen and earlier ones are not; with `toEventually` the
/// expression runs once and later polls see what was posted since.
///
/// ```swift
/// expect { cart.checkOut() }.to(postNotifications(equal([Notification(name: .didCheckOut)])))
/// // expected to equal <[name = didCheckOut, object = nil, userInfo = nil]>, got no notifications
/// ```
public func postNotifications<Out>(
    _ matcher: Matcher<[Notification]>, from center: NotificationCenter = .default
) -> Matcher<Out> {
    let observing = LockedBox<NotificationCollector?>(.none)
    return Matcher { expression in
        let (collector, isFirst) = observing.withLockQuietly { started in
            if let started { return (started, false) }
            let collector = NotificationCollector(center: center)
            started = collector
            return (collector, true)
        }
        if isFirst { _ = try expression.evaluate() }
        let (notifications, descriptions) = collector.received
        let observed = Expression<[Notification]>(value: notifications, location: expression.location)
        let result = try matcher.satisfies(observed)
        let actual = descriptions.isEmpty ? "no notifications" : "<[\(descriptions.joined(separator: ", "))]>"
        return MatcherResult(status: result.status) {
            result.message.replacedExpectation { leaf in .expectedCustomValueTo(leaf.expectedMessage, actual: actual) }
        }
    }
}

/// Observes every notification posted to one center, from any thread, until
/// it is released. Each is described on the thread that posted it, as its
/// object may only be read there (a Core Data object, say). Notifications
/// are not `Sendable`; the lock guards them.
private final class NotificationCollector: @unchecked Sendable {
    private let center: NotificationCenter
    private let lock = NSLock()
    private var notifications: [Notification] = []
    private var descriptions: [String] = []
    private var token: (any NSObjectProtocol)?

    init(center: NotificationCenter) {
        self.center = center
        token = center.addObserver(forName: nil, object: nil, queue: nil) { [weak self] notification in
            self?.append(notification)
        }
    }

    private func append(_ notification: Notification) {
        let description = stringify(notification)
        lock.lock()
        notifications.append(notification)
        descriptions.append(description)
        lock.unlock()
    }

    /// What was posted so far, and how each read when it arrived.
    var received: ([Notification], [String]) {
        lock.lock()
        defer { lock.unlock() }
        return (notifications, descriptions)
    }

    deinit {
        if let token { center.removeObserver(token) }
    }
}
