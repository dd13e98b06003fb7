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

private struct Address: Equatable {
    var street: String
    var city: String
}

private struct Customer: Equatable {
    var name: String
    var address: Address
}

private struct Item: Equatable {
    var name: String
    var price: Double
}

private struct Order: Equatable {
    var id: Int
    var customer: Customer
    var items: [Item]
}

private let expectedOrder = Order(
    id: 7, customer: Customer(name: "Ada", address: Address(street: "12 Baker Street", city: "London")),
    items: [Item(name: "pen", price: 1.5), Item(name: "ink", price: 4.5), Item(name: "paper", price: 3.0)])

private func loadOrder() -> Order {
    var order = expectedOrder
    order.items[1].price = 4.25
    return order
}

private let expectedScores = Array(1...20)

private func loadScores() -> [Int] {
    var scores = expectedScores
    scores[13] = 41
    return scores
}

private let expectedSettings = [
    "host": "example.com", "port": "443", "scheme": "https", "timeout": "30", "retries": "3",
]

private func loadSettings() -> [String: String] {
    var settings = expectedSettings
    settings["port"] = "8443"
    settings["proxy"] = "none"
    return settings
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
            message { expect(loadScores()).to(equal(expectedScores)) } == [
                #"""
                expected to equal <[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]>, got <[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 41, 15, 16, 17, 18, 19, 20]>
                Difference (- expected, + actual):
                at [13]:
                  … 11 unchanged elements
                  [11] 12
                  [12] 13
                - [13] 14
                + [13] 41
                  [14] 15
                  [15] 16
                  … 4 unchanged elements
                """#
            ])
    }

    @Test func equalDictionary() {
        #expect(
            message { expect(loadSettings()).to(equal(expectedSettings)) } == [
                #"""
                expected to equal <["host": "example.com", "port": "443", "retries": "3", "scheme": "https", "timeout": "30"]>, got <["host": "example.com", "port": "8443", "proxy": "none", "retries": "3", "scheme": "https", "timeout": "30"]>
                Difference (- expected, + actual):
                - "port": "443"
                + "port": "8443"
                + "proxy": "none"
                  … 4 unchanged entries
                """#
            ])
    }

    @Test func equalStruct() {
        #expect(
            message { expect(loadOrder()).to(equal(expectedOrder)) } == [
                #"""
                expected to equal <Order(id: 7, customer: Customer(name: "Ada", address: Address(street: "12 Baker Street", city: "London")), items: [Item(…), … 2 more])>, got <Order(id: 7, customer: Customer(name: "Ada", address: Address(street: "12 Baker Street", city: "London")), items: [Item(…), … 2 more])>
                Difference (- expected, + actual):
                at .items[1].price:
                - 4.5
                + 4.25
                """#
            ])
    }

    @Test func beNilOnOptional() {
        let name: String? = "Ada"
        #expect(message { expect(name).to(beNil()) } == [#"expected to be nil, got <"Ada">"#])
    }

    @Test func containStructInArray() {
        #expect(
            message { expect(loadOrder().items).to(contain(Item(name: "ink", price: 4.5))) } == [
                #"""
                expected to contain <Item(name: "ink", price: 4.5)>, got <[Item(name: "pen", price: 1.5), Item(name: "ink", price: 4.25), Item(name: "paper", price: 3.0)]>
                Closest to <Item(name: "ink", price: 4.5)> is element [1], which differs (- expected, + actual):
                at .price:
                - 4.5
                + 4.25
                """#
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
