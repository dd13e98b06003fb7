import Deft
import Foundation
import Testing

private let didSave = Notification.Name("didSave")
private let didLoad = Notification.Name("didLoad")

/// `postNotifications` sees what the expression posts, on a center of the
/// test's own, so tests running in parallel never see each other's.
struct PostNotificationsTests {
    @Test func passesOnTheNotificationsTheExpressionPosts() {
        let center = NotificationCenter()
        let messages = failures {
            expect { center.post(name: didSave, object: nil) }
                .to(postNotifications(equal([Notification(name: didSave)]), from: center))
            expect { () }.to(postNotifications(beEmpty(), from: center))
        }
        #expect(messages.isEmpty)
    }

    @Test func failuresShowWhatWasPosted() {
        let center = NotificationCenter()
        let messages = failures {
            expect { () }.to(postNotifications(equal([Notification(name: didSave)]), from: center))
            expect { center.post(name: didLoad, object: nil) }
                .to(postNotifications(equal([Notification(name: didSave)]), from: center))
        }
        #expect(
            messages == [
                "expected to equal <[name = didSave]>, got no notifications",
                "expected to equal <[name = didSave]>, got <[name = didLoad]>",
            ])
    }

    @Test func seesNotificationsPostedFromAnotherThread() {
        let center = NotificationCenter()
        let messages = failures {
            expect {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    center.post(name: didSave, object: nil)
                    done.signal()
                }
                done.wait()
            }.to(postNotifications(contain([Notification(name: didSave)]), from: center))
        }
        #expect(messages.isEmpty)
    }
}
