import Foundation
import Testing

@testable import Deft

private struct Point: Equatable {
    var x: Int
    var y: Double
}

private struct Shape {
    var name: String
    var points: [Point]
    var tags: Set<String>
    var weights: [String: Point]
    var origin: Point?
    var pair: (Int, String)
    var kind: Kind
}

private enum Kind {
    case plain
    case scaled(Double, Point)
}

private final class Link {
    var value = 1
    var next: Link?
}

private final class Tree {
    let value: Int
    var children: [Tree]
    weak var parent: Tree?

    init(_ value: Int, _ children: [Tree] = []) {
        self.value = value
        self.children = children
        for child in children { child.parent = self }
    }
}

private struct Mirrored: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["a": 1, "b": [1, 2, 3]]) }
}

private final class Object: NSObject {
    var items = [1, 2, 3]
}

/// How many nodes reflecting `value` whole reads.
private func reflectedNodes(_ value: Any) -> Int {
    var used = 0
    _ = RenderedValue(reflecting: value, nodeLimit: 1_000_000, used: &used)
    return used
}

/// The cheap count that lets a whole reflection refuse a value unread never
/// refuses one that fits, and refuses a class graph whose nodes point back
/// to their parents, which every attempt used to render up to its limit.
struct NodeCountTests {
    @Test func aValueThatFitsIsNeverRefused() {
        let link = Link()
        link.next = link
        let values: [Any] = [
            Point(x: 1, y: 2),
            Array(repeating: Point(x: 1, y: 2), count: 200),
            Shape(
                name: "s", points: [Point(x: 1, y: 2)], tags: ["a", "b"], weights: ["w": Point(x: 3, y: 4)],
                origin: .none, pair: (1, "one"), kind: .scaled(2, Point(x: 5, y: 6))),
            [[1, 2], [3, 4, 5]] as [[Int]],
            Optional(Optional(Point(x: 1, y: 2))) as Any,
            Optional([Point(x: 1, y: 2), Point(x: 3, y: 4)]) as Any,
            [Optional(Point(x: 1, y: 2)), .none] as [Point?],
            [Optional([1, 2]), .none, Optional([])] as [[Int]?],
            link,
            Tree(0, (1...40).map { Tree($0) }),
            Mirrored(),
            Object(),
            "text",
            Substring("text"),
            Data(repeating: 7, count: 100),
            UnsafeRawPointer(bitPattern: 0x1000) as Any,
            (1, [Point(x: 1, y: 2)], "x"),
        ]
        for value in values {
            let nodes = reflectedNodes(value)
            #expect(!NodeCount.exceeds(value, limit: nodes), "\(type(of: value)): \(nodes) nodes")
        }
    }

    @Test func aClassGraphWithParentPointersIsRefusedUnrendered() {
        let tree = Tree(0, (1...30).map { Tree($0, (0..<30).map { Tree($0) }) })
        #expect(NodeCount.exceeds(tree, limit: 300))
        #expect(NodeCount.exceeds(tree.children, limit: 300))
        #expect(!NodeCount.exceeds(tree, limit: reflectedNodes(tree)))
        #expect(RenderedValue(reflecting: tree, nodeLimit: 300) == nil)
        #expect(RenderedValue(reflecting: tree.children[0].children, nodeLimit: 300) == nil)
    }

    @Test func aLargeCollectionInsideIsLeftToTheReflection() {
        // The reflection stops at a collection of more than 1,000 elements
        // after reading a few nodes: the count proves nothing there.
        struct Holder {
            var rows: [Int]
        }
        #expect(!NodeCount.exceeds(Holder(rows: Array(0..<5_000)), limit: 100))
        var used = 0
        #expect(RenderedValue(reflecting: Holder(rows: Array(0..<5_000)), nodeLimit: 100, used: &used) == nil)
        #expect(used == 2)
    }

    @Test func aRefusedValueCountsAsTheLimitsNodesRead() {
        let tree = Tree(0, (1...30).map { Tree($0, (0..<30).map { Tree($0) }) })
        var used = 0
        #expect(RenderedValue(reflecting: tree, nodeLimit: 300, used: &used) == nil)
        #expect(used == 301)
    }
}
