import Deft
import Testing

private struct Point: Equatable {
    let x: Int
    let y: Double
}

private struct Labelled: Equatable, CustomStringConvertible {
    let id: Int
    var description: String { "#\(id)" }
}

private struct Debugged: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "plain" }
    var debugDescription: String { "debug" }
}

private struct Money: TestOutputStringConvertible {
    let cents: Int
    var testDescription: String { "\(cents / 100).\(cents % 100) EUR" }
}

private enum Status: Equatable {
    case idle
    case loaded(Int)
    case failed(reason: String, code: Int)
}

private final class Node {
    let value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}

private class Animal {
    let name: String
    init(name: String) { self.name = name }
}

private final class Dog: Animal {
    let good = true
}

private indirect enum Nest {
    case leaf
    case node(Nest)
}

struct ValueRendererTests {
    @Test func scalars() {
        #expect(stringify(42) == "42")
        #expect(stringify(-7 as Int8) == "-7")
        #expect(stringify(UInt64.max) == "18446744073709551615")
        #expect(stringify(true) == "true")
        #expect(stringify(1.00001) == "1.00001")
        #expect(stringify(0.1 + 0.2) == "0.30000000000000004")
        #expect(stringify(Float(1.5)) == "1.5")
        #expect(stringify(Double.nan) == "nan")
        #expect(stringify(nil as Int?) == "nil")
    }

    @Test func stringsAreQuotedAndEscaped() {
        #expect(stringify("a\"b") == #""a\"b""#)
        #expect(stringify("line 1\nline 2\ttab") == #""line 1\nline 2\ttab""#)
        #expect(stringify("x"[...]) == #""x""#)
        #expect(stringify(Character("é")) == #""é""#)
    }

    @Test func optionalsShowTheirValue() {
        let nested: Int?? = 3
        #expect(stringify(nested) == "3")
        #expect(stringify([1, nil, 3] as [Int?]) == "[1, nil, 3]")
    }

    @Test func nestedCollections() {
        #expect(stringify([[1, 2], [], [3]]) == "[[1, 2], [], [3]]")
        #expect(stringify([String]()) == "[]")
        #expect(stringify(["a": [1, 2]]) == #"["a": [1, 2]]"#)
    }

    @Test func dictionariesAreSortedByKey() {
        #expect(stringify([10: "ten", 9: "nine", 100: "hundred"]) == #"[9: "nine", 10: "ten", 100: "hundred"]"#)
        #expect(stringify(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
        #expect(stringify([String: Int]()) == "[:]")
    }

    @Test func setsAreSorted() {
        #expect(stringify(Set([3, 10, 1])) == "[1, 3, 10]")
        #expect(stringify(Set(["b", "a"])) == #"["a", "b"]"#)
    }

    @Test func tuples() {
        #expect(stringify((1, "a")) == #"(1, "a")"#)
        #expect(stringify((x: 1, y: 2.5)) == "(x: 1, y: 2.5)")
    }

    @Test func structsAndNestedStructs() {
        #expect(stringify(Point(x: 1, y: 2.5)) == "Point(x: 1, y: 2.5)")
        #expect(stringify([Point(x: 0, y: 0)]) == "[Point(x: 0, y: 0.0)]")
    }

    @Test func enumsWithAndWithoutAssociatedValues() {
        #expect(stringify(Status.idle) == "idle")
        #expect(stringify(Status.loaded(3)) == "loaded(3)")
        #expect(stringify(Status.failed(reason: "timeout", code: 7)) == #"failed(reason: "timeout", code: 7)"#)
    }

    @Test func classesShowTheirPropertiesIncludingInherited() {
        #expect(stringify(Node(1, next: Node(2))) == "Node(value: 1, next: Node(value: 2, next: nil))")
        #expect(stringify(Dog(name: "Rex")) == #"Dog(name: "Rex", good: true)"#)
    }

    @Test func cyclesAreCut() {
        let first = Node(1)
        first.next = Node(2, next: first)
        #expect(stringify(first) == "Node(value: 1, next: Node(value: 2, next: <cycle: Node>))")
    }

    @Test func veryDeepValuesAreCut() {
        var nest = Nest.leaf
        for _ in 0..<20 { nest = .node(nest) }
        let expected = String(repeating: "node(", count: 12) + "…" + String(repeating: ")", count: 12)
        #expect(stringify(nest) == expected)
    }

    @Test func customDescriptionsAreHonoured() {
        #expect(stringify(Labelled(id: 4)) == "#4")
        #expect(stringify(Debugged()) == "debug")
        #expect(stringify([Labelled(id: 1)]) == "[#1]")
    }

    @Test func testOutputStringConvertibleWins() {
        #expect(stringify(Money(cents: 1250)) == "12.50 EUR")
        #expect(stringify(["total": Money(cents: 5)]) == #"["total": 0.5 EUR]"#)
    }
}
