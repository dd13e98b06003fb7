import Foundation

/// Metric 7: one failing check on a large value in the shapes real models
/// have (issue #54), captured in-process, its message read. The values are
/// built once, outside the timed region.
enum ShapeValues {
    struct Table: Equatable {
        var name: String
        var rows: [Int]
    }

    struct Outer: Equatable {
        var id: Int
        var table: Table
    }

    struct Wrapper: Equatable {
        var outer: Outer
    }

    enum Payload: Equatable {
        case empty
        case rows([Int])
    }

    /// Hashable but not Comparable.
    struct Tag: Hashable {
        var name: String
        var code: Int
    }

    /// A collection of its own (not an array): any `Collection`.
    struct Column: RandomAccessCollection, Equatable {
        var values: [Int]
        var startIndex: Int { values.startIndex }
        var endIndex: Int { values.endIndex }
        subscript(position: Int) -> Int { values[position] }
    }

    final class Node: Equatable {
        let value: Int
        var children: [Node]
        /// A back reference: the graph has cycles.
        weak var parent: Node?

        init(value: Int, children: [Node] = []) {
            self.value = value
            self.children = children
            for child in children { child.parent = self }
        }

        static func == (lhs: Node, rhs: Node) -> Bool {
            lhs === rhs || (lhs.value == rhs.value && lhs.children == rhs.children)
        }

        /// A tree of `count` nodes, ten children each, numbered in order;
        /// the node numbered `changed` holds -1.
        static func tree(_ count: Int, changed: Int? = nil) -> Node {
            var next = 0
            func build(_ budget: Int) -> Node {
                let value = next == changed ? -1 : next
                next += 1
                var children: [Node] = []
                var left = budget - 1
                let share = max(1, left / 10)
                while left > 0 {
                    let size = min(share, left)
                    children.append(build(size))
                    left -= size
                }
                return Node(value: value, children: children)
            }
            return build(count)
        }
    }

    static let ints: [Int] = Array(0..<1_000_000)
    static let intsChanged: [Int] = {
        var changed = ints
        changed[500_000] = -1
        return changed
    }()
    static let table = Table(name: "t", rows: ints)
    static let tableChanged = Table(name: "t", rows: intsChanged)
    static let wrapper = Wrapper(outer: Outer(id: 1, table: table))
    static let wrapperChanged = Wrapper(outer: Outer(id: 1, table: tableChanged))
    static let payload = Payload.rows(ints)
    static let payloadChanged = Payload.rows(intsChanged)
    static let optional: Table? = table
    static let optionalChanged: Table? = tableChanged
    static let tuple: (Int, [Int]) = (1, ints)
    static let tupleChanged: (Int, [Int]) = (1, intsChanged)
    static let contiguous = ContiguousArray(ints)
    static let contiguousChanged = ContiguousArray(intsChanged)
    static let slice = ints[...]
    static let sliceChanged = intsChanged[...]
    static let tags: Set<Tag> = Set((0..<100_000).map { Tag(name: "tag\($0)", code: $0) })
    static let tagsOneRemoved: Set<Tag> = {
        var removed = tags
        removed.remove(Tag(name: "tag50000", code: 50_000))
        return removed
    }()
    static let byTag: [Tag: Int] = Dictionary(uniqueKeysWithValues: tags.map { ($0, $0.code) })
    static let byTagOneChanged: [Tag: Int] = {
        var changed = byTag
        changed[Tag(name: "tag50000", code: 50_000)] = -1
        return changed
    }()
    static let tree = Node.tree(100_000)
    static let treeChanged = Node.tree(100_000, changed: 77_777)
    /// Equal to `tree`, not the same instances: `==` reads all of it.
    static let treeCopy = Node.tree(100_000)
    static let column = Column(values: ints)
    static let columnChanged = Column(values: intsChanged)
    static let tables = [table]
    static let data = Data(repeating: 7, count: 10_000_000)
    static let dataChanged: Data = {
        var changed = data
        changed[5_000_000] = 8
        return changed
    }()
    static let columns: [String: [Int]] = Dictionary(
        uniqueKeysWithValues: (0..<1_000).map { ("c\($0)", Array($0 * 1_000..<($0 + 1) * 1_000)) })
    static let columnsChanged: [String: [Int]] = {
        var changed = columns
        changed["c500", default: []][500] = -1
        return changed
    }()

    static let metrics = [
        "7a equal struct holding [Int] 1e6, one changed",
        "7b equal same two levels deep",
        "7c equal enum payload [Int] 1e6",
        "7d equal Optional(struct holding [Int] 1e6)",
        "7e equal tuple (Int, [Int] 1e6)",
        "7f equal ContiguousArray 1e6",
        "7g equal ArraySlice 1e6",
        "7h equal Set of non-Comparable 1e5, one removed",
        "7i equal [non-Comparable: Int] 1e5, one changed",
        "7j equal class tree 1e5 nodes (parent cycles)",
        "7k contain on [struct holding [Int] 1e6]",
        "7l allPass on [struct holding [Int] 1e6]",
        "7m beginWith on [struct holding [Int] 1e6]",
        "7n equal Data 10 MB, one byte changed",
        "7o equal [String: [Int]] 1e3 x 1e3, one changed",
        "7p passing equal class tree 1e5 nodes (7j's floor)",
        "7q equal a Collection of its own, 1e6 Int, one changed",
    ]

    static func prepare() {
        blackhole(
            (wrapperChanged.outer.id, payloadChanged, optionalChanged?.rows.count, tupleChanged.1.count,
             contiguousChanged.count, sliceChanged.count, tagsOneRemoved.count, byTagOneChanged.count,
             treeChanged.value, tree.value, treeCopy.value, dataChanged.count, columnsChanged.count, columnChanged.count))
    }

    /// Times each check and prints its wall time and message size, `reps`
    /// times; `BENCH_SHAPES_ONLY=7d` runs only the rows starting with it
    /// (`7j,7p`: with either).
    static func measure(_ implementation: String, reps: Int, _ checks: [() -> [String]]) {
        prepare()
        let only = ProcessInfo.processInfo.environment["BENCH_SHAPES_ONLY"]
        let prefixes = only.map { $0.split(separator: ",").map(String.init) }
        for (metric, check) in zip(metrics, checks) where prefixes?.contains(where: metric.hasPrefix) ?? true {
            var times: [Double] = []
            var bytes = 0
            for _ in 0..<reps {
                let start = nowNanoseconds()
                let messages = check()
                times.append(wallMilliseconds(start))
                // A row named "passing" is a check that passes: no message.
                let failures = metric.contains(" passing ") ? 0 : 1
                precondition(messages.count == failures, "\(metric): expected \(failures), got \(messages.count)")
                bytes = messages.first?.utf8.count ?? 0
                if ProcessInfo.processInfo.environment["BENCH_LARGE_PRINT"] != nil, let message = messages.first {
                    print("MESSAGE|\(metric)|\(implementation)|\(message.prefix(4000))")
                }
            }
            report("\(metric) time (\(configuration))", implementation, times, unit: "ms")
            report("\(metric) message (\(configuration))", implementation, [Double(bytes)], unit: "bytes")
        }
    }
}
