import Foundation

/// Matches when the notifications posted to `center` while the expression
/// runs match `matcher`. Observing starts when the matcher is made, so the
/// expression's own notifications are seen; with `toEventually` the
/// expression runs once and later polls see what was posted since.
///
/// ```swift
/// expect { cart.checkOut() }.to(postNotifications(equal([Notification(name: .didCheckOut)])))
/// // expected to equal <[name = didCheckOut, object = nil, userInfo = nil]>, got no notifications
/// ```
public func postNotifications<Out>(
    _ matcher: Matcher<[Notification]>, from center: NotificationCenter = .default
) -> Matcher<Out> {
    let collector = NotificationCollector(center: center)
    let evaluated = LockedBox(false)
    return Matcher { expression in
        let isFirst = evaluated.withLock { done in
            defer { done = true }
            return !done
        }
        if isFirst { _ = try expression.evaluate() }
        let notifications = collector.notifications
        let observed = Expression<[Notification]>(outcome: .success(notifications), location: expression.location)
        let result = try matcher.satisfies(observed)
        let actual = notifications.isEmpty ? "no notifications" : "<\(stringify(notifications))>"
        return MatcherResult(status: result.status) {
            result.message.replacedExpectation { leaf in .expectedCustomValueTo(leaf.expectedMessage, actual: actual) }
        }
    }
}

/// Observes every notification posted to one center, from any thread, until
/// it is released. Notifications are not `Sendable`; the lock guards them.
private final class NotificationCollector: @unchecked Sendable {
    private let center: NotificationCenter
    private let lock = NSLock()
    private var received: [Notification] = []
    private var token: (any NSObjectProtocol)?

    init(center: NotificationCenter) {
        self.center = center
        token = center.addObserver(forName: nil, object: nil, queue: nil) { [weak self] notification in
            self?.append(notification)
        }
    }

    private func append(_ notification: Notification) {
        lock.lock()
        received.append(notification)
        lock.unlock()
    }

    var notifications: [Notification] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    deinit {
        if let token { center.removeObserver(token) }
    }
}
