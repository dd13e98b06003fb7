// A state that several expectations describe together, waited for with one
// `eventually` block on a VirtualClock: the 300 ms debounce costs no real
// time, and a failure shows every property that is still wrong.
import Deft
import ExampleApp
import Quick
import Testing

final class FeedSpec: AsyncSpec {
    override class func spec() {
        describe("refresh()") {
            it("shows three loaded items and the badge") { @MainActor in
                let clock = VirtualClock()
                let feed = FeedModel(clock: clock)
                let refreshing = Task { await feed.refresh() }
                await eventually(clock: clock) {
                    expect(feed.items).to(haveCount(3))
                    expect(feed.items).to(allPass { !$0.isLoading })
                    expect(feed.badge).to(equal("3"))
                }
                await refreshing.value
            }
        }
    }
}

#if !canImport(Darwin)
    extension FeedSpec {
        func testAllExamples() throws {
            for (_, run) in Self.allTests { try run(self)() }
        }
    }
#endif

@MainActor
struct FeedTests {
    @Test func refreshShowsTheLoadedFeed() async {
        let clock = VirtualClock()
        let feed = FeedModel(clock: clock)
        let refreshing = Task { await feed.refresh() }
        await eventually(clock: clock) {
            expect(feed.isRefreshing).to(beFalse())
            expect(feed.items.map(\.title)).to(equal(["Swift", "Deft", "Quick"]))
            expect(feed.badge).to(equal("3"))
        }
        await refreshing.value
    }
}
