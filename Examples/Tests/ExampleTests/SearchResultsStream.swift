// A debounced search's results stream, checked step by step with `withEvents`
// and in one go with `emit`, under each runner. The producer sleeps on the
// same VirtualClock the checks wait on, so each 300 ms debounce and the 5 s of
// silence cost milliseconds.
import Deft
import ExampleApp
import Quick
import Testing
import XCTest

final class SearchResultsSpec: AsyncSpec {
    override class func spec() {
        describe("the results stream") {
            it("follows the query once typing pauses") { @MainActor in
                let clock = VirtualClock()
                let search = SearchModel(clock: clock)
                try await withEvents(of: search.updates, clock: clock) { events in
                    search.query = "sw"
                    let tooShort = try await events.next()
                    expect(tooShort).to(beEmpty())
                    search.query = "swi"
                    search.query = "swift"
                    let found = try await events.next()
                    expect(found).to(equal(["Swift"]))
                    await events.expectNoElements(for: .seconds(5))
                    search.close()
                    try await events.expectFinish()
                }
            }
        }
    }
}

#if !canImport(Darwin)
    extension SearchResultsSpec {
        func testAllExamples() throws {
            for (_, run) in Self.allTests { try run(self)() }
        }
    }
#endif

@MainActor
struct SearchResultsTests {
    @Test func typingPausesBeforeEachSearch() async throws {
        let clock = VirtualClock()
        let search = SearchModel(clock: clock)
        try await withEvents(of: search.updates, clock: clock) { events in
            search.query = "swiftui"
            await expecta(try await events.next()).to(equal(["SwiftUI"]))
            search.query = "kot"
            search.query = "kotlin"
            await expecta(try await events.next()).to(equal(["Kotlin"]))
            await events.expectNoElements(for: .seconds(5))
        }
    }

    @Test func theFirstResultsInOneCheck() async {
        let clock = VirtualClock()
        let search = SearchModel(clock: clock)
        search.query = "rust"
        await expect(search.updates).to(emit(["Rust"], clock: clock))
    }
}

final class SearchResultsXCTests: XCTestCase {
    @MainActor
    func testClosingFinishesTheStream() async throws {
        let clock = VirtualClock()
        let search = SearchModel(clock: clock)
        try await withEvents(of: search.updates, clock: clock) { events in
            search.query = "swift"
            let found = try await events.next()
            expect(found).to(equal(["Swift"]))
            search.close()
            try await events.expectFinish()
        }
    }
}
