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

private struct Stamped: Equatable {
    var id: Int
    var at: Date
    var link: URL
    var amount: Decimal
    var uuid: UUID
    var note: String
}

/// A handle on memory, equal when it points at the same place.
private struct Handle: Equatable {
    var pointer: UnsafeRawPointer
    var owner: ObjectIdentifier
    var size: Int
}

struct DescriptionDiffCorpusTests {
    @Test func dump() {
        let bsonExpected = BSON.document(Document(["month": "1", "day": "2", "year": "19"]))
        let bsonActual = BSON.document(Document(["month": "01", "day": "02", "year": "2019"]))
        let result = TaskResult(
            error: .shellTaskFailed(
                command: "ls /nonexistent", exitCode: 2,
                output: "ls: cannot access '/nonexistent': No such file or directory"))
        let all = failures {
            expect(bsonActual) == bsonExpected
            expect(result.error) == TaskError.shellTaskFailed(
                command: "ls /nonexistent", exitCode: 1,
                output: "ls: cannot access '/nonexistent': Permission denied")
            expect(result.error) == TaskError.shellTaskFailed(
                command: "xcrun simctl spawn booted log stream --predicate 'subsystem == \"com.example.app\"'",
                exitCode: 2,
                output: "ls: cannot access '/nonexistent': No such file or directory")
            expect(Stamped(id: 1, at: Date(timeIntervalSinceReferenceDate: 0), link: URL(string: "https://a.example")!, amount: 1, uuid: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, note: String(repeating: "n", count: 100)))
                == Stamped(id: 1, at: Date(timeIntervalSinceReferenceDate: 60), link: URL(string: "https://b.example")!, amount: Decimal(string: "1.5")!, uuid: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5E")!, note: String(repeating: "n", count: 100))
            let owner = ByteStorage([1])
            let other = ByteStorage([2])
            expect(Handle(pointer: UnsafeRawPointer(owner.bytes), owner: ObjectIdentifier(owner), size: 1))
                == Handle(pointer: UnsafeRawPointer(other.bytes), owner: ObjectIdentifier(other), size: 1)
            expect(Data([1, 2, 3, 4])) == Data([1, 2, 5, 4])
            expect(Data(repeating: 7, count: 300)) == Data(repeating: 7, count: 301)
            expect(Date(timeIntervalSinceReferenceDate: 100)) == Date(timeIntervalSinceReferenceDate: 160)
            expect(URL(string: "https://example.com/a/b?q=1")) == URL(string: "https://example.com/a/c?q=1")
            expect(Decimal(string: "12.50")) == Decimal(string: "12.05")
            expect(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
                == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5E")
            expect(NSError(domain: "app", code: 1, userInfo: ["reason": "offline"]))
                == NSError(domain: "app", code: 2, userInfo: ["reason": "offline"])
            expect(Temperature(kelvin: 300)) == Temperature(kelvin: 301)
            expect(Headers(["Host": "example.com", "Accept": "text/html"]))
                == Headers(["Host": "example.com", "Accept": "application/json"])
        }
        for message in all { print("=====\n" + message) }
    }
}
