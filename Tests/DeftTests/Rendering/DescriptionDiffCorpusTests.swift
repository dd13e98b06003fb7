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

struct DescriptionDiffCorpusTests {
    @Test func dump() {
        for (name, check) in corpus() {
            for message in failures(check) { print("===== \(name) (\(message.count))\n" + message) }
        }
    }
}
