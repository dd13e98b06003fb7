// Polling that Nimble has no spelling for (issue #45), on a VirtualClock:
// a callback's value (waitForValue / requireValue), a match that must hold
// (andHold:), and a poll that stops early (StopPolling). The same checks in
// a QuickSpec, an XCTestCase and a Swift Testing suite.
import Deft
import ExampleApp
import Quick
import Testing
import XCTest

final class BeyondNimblePollingSpec: AsyncSpec {
    override class func spec() {
        describe("a connection") {
            it("connects and stays connected for half a second") {
                let clock = VirtualClock()
                let connection = Connection(clock: clock)
                connection.start()
                await expect { connection.state }.toEventually(
                    equal(.connected), andHold: .for(.milliseconds(500)), clock: clock)
            }
        }
        describe("the user API") {
            it("delivers the user to its callback") {
                let clock = VirtualClock()
                let user = try await requireValue(of: User.self, clock: clock) { done in
                    UserAPI(clock: clock).fetchUser(id: 7) { done($0) }
                }
                expect(user.name).to(equal("Ada"))
            }
        }
    }
}

#if !canImport(Darwin)
    extension BeyondNimblePollingSpec {
        func testAllExamples() throws {
            for (_, run) in Self.allTests { try run(self)() }
        }
    }
#endif

final class BeyondNimblePollingXCTests: XCTestCase {
    func testAFlakyConnectionIsCaughtDropping() async {
        let clock = VirtualClock()
        let connection = Connection(clock: clock, flaky: true)
        connection.start()
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { connection.state }.toEventually(
                equal(.connected), andHold: .for(.milliseconds(500)), clock: clock)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.stringValue.contains("held for 120 ms of 500 ms") == true)
    }

    func testTheUserArrivesInABlockingWait() {
        let clock = VirtualClock()
        let user = waitForValue(of: User.self, clock: clock) { done in
            UserAPI(clock: clock).fetchUser(id: 7) { done($0) }
        }
        XCTAssertEqual(user?.name, "Ada")
    }
}

struct BeyondNimblePollingTests {
    @Test func aServerThatExitsEndsTheWaitAtOnce() async {
        let clock = VirtualClock()
        let server = FakeServer(clock: clock)
        server.start()
        let failures = await gatherFailingExpectations(silently: true) {
            await expect {
                if server.hasExited { throw StopPolling("the server exited with status \(server.status)") }
                return server.health
            }.toEventually(equal("ok"), timeout: .seconds(10), clock: clock)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.stringValue.contains("the server exited with status 1") == true)
        #expect(clock.now.offset < .seconds(1))
    }

    @Test func aWatchOfAReleasedObjectEndsAsPassed() async {
        let clock = VirtualClock()
        let server = FakeServer(clock: clock)
        server.start()
        await expect {
            if server.hasExited { throw StopPolling(passing: "the server is gone: nothing left to watch") }
            return server.health
        }.toAlways(equal("starting"), until: .seconds(10), clock: clock)
        #expect(clock.now.offset < .seconds(1))
    }

    @Test func aConnectionHoldsForThreePollsInARow() async {
        let clock = VirtualClock()
        let connection = Connection(clock: clock)
        connection.start()
        await eventually(andHold: .polls(3), clock: clock) {
            expect(connection.state).to(equal(.connected))
        }
    }
}
