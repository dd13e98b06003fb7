import Deft
import Testing

// The failures of Sources/Deft/Deft.docc/FailureGallery.md, run. Each test
// holds the assertion and the message that the gallery shows, character for
// character, so the gallery fails here before it goes out of date. Keep the
// two in step: change the article and the test together.

private struct User: Equatable {
    var name: String
    var age: Int
}

private enum ParseError: Error, Equatable {
    case badToken
    case unexpectedEnd
}

private func parse(_ text: String) throws -> Int {
    throw ParseError.badToken
}

private func message(_ body: () -> Void) -> [String] {
    gatherFailingExpectations(silently: true, closure: body).map { $0.message.stringValue }
}

struct GalleryTests {
    @Test func equalInt() {
        #expect(message { expect(40).to(equal(42)) } == ["expected to equal <42>, got <40>"])
    }

    @Test func equalDouble() {
        #expect(message { expect(1.00001).to(equal(1.00002)) } == ["expected to equal <1.00002>, got <1.00001>"])
    }

    @Test func equalString() {
        #expect(
            message { expect("Hello, world").to(equal("Hello, World")) } == [
                #"expected to equal <"Hello, World">, got <"Hello, world">"#
            ])
    }

    @Test func equalArray() {
        #expect(
            message { expect([1, 2, 3, 4]).to(equal([1, 2, 4, 4])) } == [
                "expected to equal <[1, 2, 4, 4]>, got <[1, 2, 3, 4]>"
            ])
    }

    @Test func equalDictionary() {
        #expect(
            message { expect(["apples": 3, "pears": 1]).to(equal(["apples": 3, "pears": 2])) } == [
                #"expected to equal <["apples": 3, "pears": 2]>, got <["apples": 3, "pears": 1]>"#
            ])
    }

    @Test func equalStruct() {
        #expect(
            message { expect(User(name: "Ada", age: 36)).to(equal(User(name: "Ada", age: 37))) } == [
                #"expected to equal <User(name: "Ada", age: 37)>, got <User(name: "Ada", age: 36)>"#
            ])
    }

    @Test func beNilOnOptional() {
        let name: String? = "Ada"
        #expect(message { expect(name).to(beNil()) } == [#"expected to be nil, got <"Ada">"#])
    }

    @Test func containInArray() {
        #expect(
            message { expect(["apple", "pear"]).to(contain("banana")) } == [
                #"expected to contain <"banana">, got <["apple", "pear"]>"#
            ])
    }

    @Test func throwErrorOfAnotherCase() {
        #expect(
            message { expect { try parse("1 +") }.to(throwError(ParseError.unexpectedEnd)) } == [
                "expected to throw error <unexpectedEnd>, got <badToken>"
            ])
    }

    /// The counter reaches 2 at 45 ms of virtual time and stays there. The
    /// real time the wait took varies from run to run, so it is masked.
    @Test func toEventuallyTimesOut() async {
        let clock = VirtualClock()
        let counter = LockedBox(0)
        Task {
            try await clock.sleep(for: .milliseconds(45))
            counter.set(2)
        }
        while clock.sleeperCount == 0 { await Task.yield() }

        let messages = await gatherFailingExpectations(silently: true) {
            await expect { counter.value }.toEventually(equal(5), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }

        #expect(
            messages == [
                maskingRealTime(
                    "expected to eventually equal <5>, got <2> "
                        + "(101 polls over 1.0 s virtual / 26 ms real; seen <0> ×5, <2> ×96)")
            ])
    }
}
