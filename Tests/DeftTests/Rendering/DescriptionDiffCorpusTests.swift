import Deft
import Foundation
import Testing

// A corpus of real types, compared by `equal`: each message is checked
// verbatim. The first few mimic SwiftNIO's `ByteBuffer` and a BSON document
// over it: a class holding a raw pointer, indices named with underscores, and
// descriptions of their own.

/// The storage of a NIO-style buffer: raw bytes at an address.
private final class ByteStorage {
    let bytes: UnsafeMutableRawPointer
    let capacity: Int

    init(_ content: [UInt8]) {
        capacity = max(content.count, 16)
        bytes = .allocate(byteCount: capacity, alignment: 1)
        bytes.copyMemory(from: content, byteCount: content.count)
    }

    deinit { bytes.deallocate() }
}

/// A NIO-style byte buffer: shared storage and the indices into it.
private struct ByteBuffer: CustomStringConvertible {
    var _storage: ByteStorage
    var _readerIndex: UInt32
    var _writerIndex: UInt32
    var _slice: Range<UInt32>

    init(_ content: [UInt8]) {
        _storage = ByteStorage(content)
        _readerIndex = 0
        _writerIndex = UInt32(content.count)
        _slice = 0..<UInt32(_storage.capacity)
    }

    var readableBytes: [UInt8] {
        (Int(_readerIndex)..<Int(_writerIndex)).map { _storage.bytes.load(fromByteOffset: $0, as: UInt8.self) }
    }

    var description: String {
        "ByteBuffer { readerIndex: \(_readerIndex), writerIndex: \(_writerIndex), storage: \(_storage.bytes) }"
    }
}

/// A BSON-like document over a byte buffer, described as JSON.
private struct Document: Equatable, CustomStringConvertible {
    struct Storage {
        var buffer: ByteBuffer
    }

    var storage: Storage

    init(_ pairs: KeyValuePairs<String, String>) {
        let json = "{" + pairs.map { "\"\($0.key)\":\"\($0.value)\"" }.joined(separator: ",") + "}"
        storage = Storage(buffer: ByteBuffer(Array(json.utf8)))
    }

    var description: String { String(decoding: storage.buffer.readableBytes, as: UTF8.self) }

    static func == (lhs: Document, rhs: Document) -> Bool {
        lhs.storage.buffer.readableBytes == rhs.storage.buffer.readableBytes
    }
}

private enum BSON: Equatable {
    case document(Document)
    case string(String)
}

/// An error whose description spans two lines.
private enum TaskError: Error, Equatable, CustomStringConvertible {
    case shellTaskFailed(command: String, exitCode: Int32, output: String)
    case cancelled

    var description: String {
        switch self {
        case .shellTaskFailed(let command, let exitCode, let output):
            return "Shell task `\(command)` failed with exit code \(exitCode):\n\(output)"
        case .cancelled:
            return "Task cancelled"
        }
    }
}

private struct TaskResult {
    var error: TaskError?
}

/// A class with a description of its own.
private final class Temperature: Equatable, CustomStringConvertible {
    let kelvin: Double
    init(kelvin: Double) { self.kelvin = kelvin }
    var description: String { "\(kelvin - 273.15) °C" }
    static func == (lhs: Temperature, rhs: Temperature) -> Bool { lhs.kelvin == rhs.kelvin }
}

/// A struct backed by a dictionary.
private struct Headers: Equatable {
    private var fields: [String: String] = [:]
    init(_ fields: [String: String]) { self.fields = fields }
}

/// A record of Foundation values, with a field long enough for a diff.
private struct Stamped: Equatable {
    var id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    var amount: Decimal
    var at: Date
    var link = URL(string: "https://example.com/orders/7")!
}

/// A handle on memory, equal when it points at the same place.
private struct Handle: Equatable {
    var pointer: UnsafeRawPointer
    var owner: ObjectIdentifier
    var size: Int
}

private let path = "/Users/runner/work/project/build/nonexistent"

private func taskFailure(_ output: String) -> TaskError {
    .shellTaskFailed(command: "ls \(path)", exitCode: 2, output: "ls: cannot access '\(path)': \(output)")
}

/// Each case of the corpus, by name.
private func corpus() -> [(String, () -> Void)] {
    [
        (
            "bson",
            {
                expect(BSON.document(Document(["month": "01", "day": "02", "year": "2019"])))
                    == BSON.document(Document(["month": "1", "day": "2", "year": "19"]))
            }
        ),
        (
            "task",
            {
                expect(TaskResult(error: taskFailure("No such file or directory")).error)
                    == taskFailure("Permission denied")
            }
        ),
        ("data", { expect(Data([1, 2, 3, 4])) == Data([1, 2, 5, 4]) }),
        ("data count", { expect(Data(repeating: 7, count: 300)) == Data(repeating: 7, count: 301) }),
        (
            "date", { expect(Date(timeIntervalSinceReferenceDate: 100)) == Date(timeIntervalSinceReferenceDate: 160) }
        ),
        (
            "url",
            { expect(URL(string: "https://example.com/a/b?q=1")) == URL(string: "https://example.com/a/c?q=1") }
        ),
        ("decimal", { expect(Decimal(string: "12.50")) == Decimal(string: "12.05") }),
        (
            "uuid",
            {
                expect(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
                    == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5E")
            }
        ),
        (
            "foundation fields",
            {
                expect(Stamped(amount: 12.5, at: Date(timeIntervalSinceReferenceDate: 0)))
                    == Stamped(amount: Decimal(string: "12.05")!, at: Date(timeIntervalSinceReferenceDate: 60))
            }
        ),
        (
            "nserror",
            {
                expect(NSError(domain: "app", code: 1, userInfo: ["reason": "offline"]))
                    == NSError(domain: "app", code: 2, userInfo: ["reason": "offline"])
            }
        ),
        ("class", { expect(Temperature(kelvin: 300)) == Temperature(kelvin: 301) }),
        (
            "dictionary",
            {
                expect(Headers(["Host": "example.com", "Accept": "text/html"]))
                    == Headers(["Host": "example.com", "Accept": "application/json"])
            }
        ),
        (
            "pointers",
            {
                let one = ByteStorage([1])
                let two = ByteStorage([1])
                expect(Handle(pointer: UnsafeRawPointer(one.bytes), owner: ObjectIdentifier(one), size: 1))
                    == Handle(pointer: UnsafeRawPointer(two.bytes), owner: ObjectIdentifier(two), size: 1)
            }
        ),
    ]
}

/// Each case's message (addresses masked as `0x…`), and the length of the
/// message it got before #55: no message may be longer.
private let expectedMessages: [String: (before: Int, lines: [String])] = [
    "bson": (
        421,
        [
            #"expected to equal <document({"month":"1","day":"2","year":"19"})>, got <document"#
                + #"({"month":"01","day":"02","year":"2019"})>"#,
            #"Difference (- expected, + actual):"#,
            #"at .document (in the description, by key):"#,
            #"- "month":"1""#,
            #"+ "month":"01""#,
            #"- "day":"2""#,
            #"+ "day":"02""#,
            #"- "year":"19""#,
            #"+ "year":"2019""#,
        ]
    ),
    "task": (
        657,
        [
            #"expected to equal <Shell task `ls /Users/runner/work/project/build/nonexistent` "#
                + #"failed with exit code 2: … (1 more line)>, got <Shell task `ls /Users/runner/wor"#
                + #"k/project/build/nonexistent` failed with exit code 2: … (1 more line)>"#,
            #"Difference (- expected, + actual):"#,
            #"  Shell task `ls /Users/runner/work/project/build/nonexistent` failed with exit "# + #"code 2:"#,
            #"- …/nonexistent': Permission denied"#,
            #"+ …/nonexistent': No such file or directory"#,
        ]
    ),
    "data": (
        131,
        [
            #"expected to equal <4 bytes>, got <4 bytes>"#,
            #"Difference (- expected, + actual):"#,
            #"at .bytes[2]:"#,
            #"  [0] 1"#,
            #"  [1] 2"#,
            #"- [2] 5"#,
            #"+ [2] 3"#,
            #"  [3] 4"#,
        ]
    ),
    "data count": (
        46,
        [
            #"expected to equal <301 bytes>, got <300 bytes>"#
        ]
    ),
    "date": (
        76,
        [
            #"expected to equal <2001-01-01 00:02:40.0000>, got <2001-01-01 00:01:40.0000>"#
        ]
    ),
    "url": (
        82,
        [
            #"expected to equal <https://example.com/a/c?q=1>, got <https://example.com/a/b?q="# + #"1>"#
        ]
    ),
    "decimal": (
        37,
        [
            #"expected to equal <12.05>, got <12.5>"#
        ]
    ),
    "uuid": (
        100,
        [
            #"expected to equal <E621E1F8-C36C-495A-93FC-0C247A3E6E5E>, got <E621E1F8-C36C-495"#
                + #"A-93FC-0C247A3E6E5F>"#
        ]
    ),
    "foundation fields": (
        453,
        [
            #"expected to equal <Stamped(id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F, amount: 12."#
                + #"05, at: 2001-01-01 00:01:00.0000, link: https://example.com…)>, got <Stamped(id:"#
                + #" E621E1F8-C36C-495A-93FC-0C247A3E6E5F, amount: 12.5, at: 2001-01-01 00:00:00.000"#
                + #"0, link: https://example.com/…)>"#,
            #"Differences (- expected, + actual):"#,
            #"at .amount:"#,
            #"- 12.05"#,
            #"+ 12.5"#,
            #"at .at:"#,
            #"- 2001-01-01 00:01:00.0000"#,
            #"+ 2001-01-01 00:00:00.0000"#,
        ]
    ),
    "nserror": (
        196,
        [
            #"expected to equal <Error Domain=app Code=2 "(null)"UserInfo={reason=offline}>, g"#
                + #"ot <Error Domain=app Code=1 "(null)"UserInfo={reason=offline}>"#
        ]
    ),
    "class": (
        70,
        [
            #"expected to equal <27.850000000000023 °C>, got <26.850000000000023 °C>"#
        ]
    ),
    "dictionary": (
        295,
        [
            #"expected to equal <Headers(fields: ["Accept": "application/json", "Host": "examp"#
                + #"le.com"])>, got <Headers(fields: ["Accept": "text/html", "Host": "example.com"])"# + #">"#,
            #"Difference (- expected, + actual):"#,
            #"at .fields["Accept"]:"#,
            #"- "Accept": "application/json""#,
            #"+ "Accept": "text/html""#,
            #"  … 1 unchanged entry"#,
        ]
    ),
    "pointers": (
        386,
        [
            #"expected to equal <Handle(pointer: 0x…, owner: ObjectIdentifier(0x…), size: 1)>,"#
                + #" got <Handle(pointer: 0x…, owner: ObjectIdentifier(0x…), size: 1)>"#,
            #"Differences (- expected, + actual):"#,
            #"at .pointer: only the address differs"#,
            #"at .owner: only the address differs"#,
        ]
    ),
]

/// The messages of `equal` on real types: none walks into storage the reader
/// does not own, none prints an address, a description of several lines is
/// compared line by line, and none is longer than before.
struct DescriptionDiffCorpusTests {
    @Test func eachMessageNamesTheDifferenceAndIsNoLongerThanBefore() {
        for (name, check) in corpus() {
            let messages = failures(check)
            let expected = expectedMessages[name]
            #expect(messages.map(maskingAddresses) == [expected?.lines.joined(separator: "\n") ?? ""], "\(name)")
            #expect(messages.allSatisfy { $0.count <= expected?.before ?? 0 }, "\(name)")
        }
    }
}

/// `text` with each address (`0x` and 12 to 16 hexadecimal digits) as `0x…`.
private func maskingAddresses(_ text: String) -> String {
    text.replacing(/0x[0-9a-f]{12,16}/, with: "0x…")
}
