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

private final class ByteStorage {
    let bytes: UnsafeMutableRawPointer
    init(_ content: [UInt8]) {
        bytes = .allocate(byteCount: content.count, alignment: 1)
        bytes.copyMemory(from: content, byteCount: content.count)
    }
    deinit { bytes.deallocate() }
}

private struct ByteBuffer {
    var _storage: ByteStorage
    var _readerIndex: Int
    var _writerIndex: Int
}

private struct Document: Equatable, CustomStringConvertible {
    var buffer: ByteBuffer
    init(_ json: String) {
        buffer = ByteBuffer(_storage: ByteStorage(Array(json.utf8)), _readerIndex: 0, _writerIndex: json.utf8.count)
    }
    var description: String {
        let bytes = UnsafeRawBufferPointer(start: buffer._storage.bytes, count: buffer._writerIndex)
        return String(decoding: bytes[buffer._readerIndex...], as: UTF8.self)
    }
    static func == (lhs: Document, rhs: Document) -> Bool { lhs.description == rhs.description }
}

private enum BSON: Equatable {
    case document(Document)
}

private enum TaskError: Error, Equatable, CustomStringConvertible {
    case shellTaskFailed(command: String, output: String)

    var description: String {
        switch self {
        case .shellTaskFailed(let command, let output):
            return "Shell task `\(command)` failed:\n\(output)"
        }
    }
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

    @Test func equalOverAByteBuffer() {
        #expect(
            message {
                expect(BSON.document(Document(#"{"month":"01","day":"02","year":"2019"}"#)))
                    .to(equal(.document(Document(#"{"month":"1","day":"2","year":"19"}"#))))
            } == [
                #"expected to equal <document({"month":"1","day":"2","year":"19"})>, "#
                    + #"got <document({"month":"01","day":"02","year":"2019"})>"# + "\n"
                    + "Difference (- expected, + actual):\n"
                    + "at .document (in the description, by key):\n"
                    + #"- "month":"1""# + "\n"
                    + #"+ "month":"01""# + "\n"
                    + #"- "day":"2""# + "\n"
                    + #"+ "day":"02""# + "\n"
                    + #"- "year":"19""# + "\n"
                    + #"+ "year":"2019""#
            ])
    }

    @Test func equalOnAnErrorOfTwoLines() {
        let missing = "ls: cannot access '/Users/runner/work/app/build/products': No such file or directory"
        let denied = "ls: cannot access '/Users/runner/work/app/build/products': Permission denied"
        #expect(
            message {
                expect(TaskError.shellTaskFailed(command: "ls build/products", output: missing))
                    .to(equal(TaskError.shellTaskFailed(command: "ls build/products", output: denied)))
            } == [
                "expected to equal <Shell task `ls build/products` failed: … (1 more line)>, "
                    + "got <Shell task `ls build/products` failed: … (1 more line)>\n"
                    + "Difference (- expected, + actual):\n"
                    + "  Shell task `ls build/products` failed:\n"
                    + "- …/products': Permission denied\n"
                    + "+ …/products': No such file or directory"
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

private struct Ledger: Equatable {
    var owner: String
    var entries: [Int]
}

/// The large value of the gallery's last section.
struct GalleryLargeValueTests {
    @Test func equalOnAStructHoldingAMillionEntries() {
        var entries = Array(0..<1_000_000)
        let expected = Ledger(owner: "Ada", entries: entries)
        entries[500_000] = -1
        let messages = message { expect(Ledger(owner: "Ada", entries: entries)).to(equal(expected)) }
        let shown =
            #"Ledger(owner: "Ada", entries: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, "#
            + "20, 21, 22, 23, 24, … 999,975 more])"
        #expect(
            messages == [
                """
                expected to equal <\(shown)>, got <\(shown)>
                Difference (- expected, + actual):
                at .entries[500000]:
                  … 499,998 unchanged elements
                  [499998] 499998
                  [499999] 499999
                - [500000] 500000
                + [500000] -1
                  [500001] 500001
                  [500002] 500002
                  … 499,997 unchanged elements
                """
            ])
    }
}
