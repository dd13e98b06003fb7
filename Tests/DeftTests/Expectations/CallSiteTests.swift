import Deft
import Testing
import XCTest

@MainActor
final class ViewModel {
    var state = 0
    func load() async { state = 1 }
}

actor Counter {
    var value = 0
    func increment() { value += 1 }
}

@MainActor
final class MainActorCallSiteTests: XCTestCase {
    func testSyncExpectationsCompileOnTheMainActor() {
        let model = ViewModel()
        expect(model.state).to(equal(0))
        expect { model.state }.toNot(equal(1))
    }

    func testAsyncExpectationsCompileOnTheMainActor() async {
        let model = ViewModel()
        await model.load()
        expect { model.state }.to(equal(1))  // a closure with no await stays synchronous, as in Nimble
        await expect {
            await model.load()
            return model.state
        }.to(equal(1))
    }
}

struct SwiftTestingCallSites {
    @Test func syncAndAsyncExpectations() async {
        let counter = Counter()
        await counter.increment()
        await expect { await counter.value }.to(equal(1))
        expect(1 + 1).to(equal(2))
    }

    @Test func closureValuesArePassedWithTheClosureLabel() throws {
        var calls = 0
        let read: () throws -> Int = {
            calls += 1
            return 3
        }
        let missing: () -> Int? = { nil }
        expect(closure: read).to(equal(3))
        expect(closure: missing).to(beNil())
        #expect(try require(closure: read).to(equal(3)) == 3)
        #expect(try unwrap(closure: read) == 3)
        #expect(calls == 3)
    }

    @Test func capturedFailureHasExactText() {
        let messages = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(2))
        }.map { $0.message.stringValue }
        #expect(messages == ["expected to equal <2>, got <1>"])
    }
}

func nonisolatedAsyncHelper() async {
    let counter = Counter()
    await expect { await counter.value }.to(equal(0))
}
