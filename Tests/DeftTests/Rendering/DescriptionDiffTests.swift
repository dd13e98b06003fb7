import Deft
import Foundation
import Testing

/// A value with a description of its own and storage named as a library
/// names what is not public.
private struct Wrapped: Equatable, CustomStringConvertible {
    var _bytes: [UInt8]
    var description: String
}

/// A user's own type with a description: its fields keep their key paths.
private struct Labelled: Equatable, CustomStringConvertible {
    var id: Int
    var label: String
    var description: String { "Labelled #\(id) with a label that is long enough to need a diff" }
}

/// A description of several lines.
private struct Report: Equatable, CustomStringConvertible {
    var lines: [String]
    var description: String { lines.joined(separator: "\n") }
}

/// Memory at an address.
private final class Memory {
    let bytes = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    deinit { bytes.deallocate() }
}

/// A description that names an address, as a default class description does.
private struct Pointing: Equatable, CustomStringConvertible {
    var _memory: Memory
    var count: Int
    var description: String { "Pointing { memory: \(_memory.bytes), count: \(count) }" }
    static func == (lhs: Pointing, rhs: Pointing) -> Bool { lhs._memory === rhs._memory && lhs.count == rhs.count }
}

/// Exact text of diffs that compare descriptions: line by line, by key, by
/// their smallest differing spans, and never by address.
struct DescriptionDiffTests {
    @Test func storageWithADescriptionIsComparedByTheDescriptionByKey() {
        let expected = Wrapped(
            _bytes: [1], description: #"{"id":7,"name":"Ada","tags":["a","b"],"age":36,"city":"London"}"#)
        let actual = Wrapped(
            _bytes: [2], description: #"{"id":7,"name":"Ada","tags":["a","c"],"age":36,"city":"London"}"#)
        #expect(
            failures { expect(actual) == expected } == [
                #"expected to equal <{"id":7,"name":"Ada","tags":["a","b"],"age":36,"city":"London"}>, "#
                    + #"got <{"id":7,"name":"Ada","tags":["a","c"],"age":36,"city":"London"}>"# + "\n"
                    + "Difference (- expected, + actual):\n"
                    + "in the description, by key:\n"
                    + #"  "id":7"# + "\n"
                    + #"  "name":"Ada""# + "\n"
                    + #"- "tags":["a","b"]"# + "\n"
                    + #"+ "tags":["a","c"]"# + "\n"
                    + #"  "age":36"# + "\n"
                    + #"  "city":"London""#
            ])
    }

    @Test func aLongDescriptionShowsItsDifferingSpans() {
        let expected = Wrapped(
            _bytes: [1],
            description: "Request GET /orders/7 from 10.0.0.1 accepted in 12 ms by worker 3 of the east pool")
        let actual = Wrapped(
            _bytes: [2],
            description: "Request GET /orders/7 from 10.0.0.1 accepted in 15 ms by worker 3 of the west pool")
        #expect(
            failures { expect([actual]) == [expected] }.first?.split(separator: "\n").dropFirst() == [
                "Difference (- expected, + actual):",
                "at [0] (in the description):",
                "- …0.1 accepted in 12 ms by worker 3 of the east pool",
                "+ …0.1 accepted in 15 ms by worker 3 of the west pool",
            ])
    }

    @Test func theUsersOwnFieldsKeepTheirKeyPaths() {
        #expect(
            failures { expect(Labelled(id: 1, label: "b")) == Labelled(id: 1, label: "a") }.first?
                .split(separator: "\n").dropFirst() == [
                    "Difference (- expected, + actual):", "at .label:", #"- "a""#, #"+ "b""#,
                ])
    }

    @Test func aMultiLineDescriptionIsComparedLineByLine() {
        let expected = Report(lines: [
            "Build failed:", "  3 errors", "  error: missing semicolon in main.swift", "done",
        ])
        var actual = expected
        actual.lines[2] = "  error: missing brace in main.swift"
        #expect(
            failures { expect(actual) == expected } == [
                "expected to equal <Build failed: … (3 more lines)>, got <Build failed: … (3 more lines)>\n"
                    + "Difference (- expected, + actual):\n"
                    + "at .lines[2]:\n"
                    + "  [0] \"Build failed:\"\n"
                    + "  [1] \"  3 errors\"\n"
                    + "- [2] \"  error: missing semicolon in main.swift\"\n"
                    + "+ [2] \"  error: missing brace in main.swift\"\n"
                    + "  [3] \"done\""
            ])
    }

    @Test func aMultiLineScalarDescriptionIsComparedLineByLine() {
        let expected = Failure.failed("Build failed:\n  3 errors\n  error: missing semicolon\ndone")
        let actual = Failure.failed("Build failed:\n  3 errors\n  error: missing brace\ndone")
        #expect(
            failures { expect(actual) == expected } == [
                "expected to equal <Build failed: … (3 more lines)>, got <Build failed: … (3 more lines)>\n"
                    + "Difference (- expected, + actual):\n"
                    + "  Build failed:\n"
                    + "    3 errors\n"
                    + "-   error: missing semicolon\n"
                    + "+   error: missing brace\n"
                    + "  done"
            ])
    }

    @Test func theFirstLineCutsADescriptionBetweenWords() {
        let long = Failure.failed(String(repeating: "word ", count: 40) + "end")
        let other = Failure.failed(String(repeating: "word ", count: 40) + "stop")
        let first = failures { expect(long) == other }.first?.split(separator: "\n").first ?? ""
        #expect(first.hasPrefix("expected to equal <word word"))
        #expect(first.contains(" word…>, got <word"))
        let trailing = Failure.failed("one line\n")
        #expect(
            failures { expect(trailing) == Failure.failed("two\nlines") }.first?.split(separator: "\n").first
                == "expected to equal <two … (1 more line)>, got <one line>")
    }

    @Test func aMessageWithNoDiffShowsTheLinesThatFit() {
        let denied = Failure.failed("Build failed:\n  error: permission denied")
        let missing = Failure.failed("Build failed:\n  error: no such file")
        #expect(
            failures { expect { throw missing }.to(throwError(denied)) } == [
                "expected to throw error <Build failed:\n  error: permission denied>, "
                    + "got <Build failed:\n  error: no such file>"
            ])
        let log = Failure.failed((1...6).map { "step \($0) of the build done" }.joined(separator: "\n"))
        #expect(
            MessageDefaults.withValue(MessageDefaults(valueLimit: 80)) {
                failures { expect(log).to(beNil()) }
            } == [
                "expected to be nil, got <step 1 of the build done\nstep 2 of the build done … (4 more lines)>"
            ])
    }

    @Test func descriptionsThatDifferOnlyByAddressSaySo() {
        let expected = Pointing(_memory: Memory(), count: 2)
        let actual = Pointing(_memory: Memory(), count: 2)
        #expect(
            failures { expect([actual]) == [expected] }.first?.split(separator: "\n").dropFirst() == [
                "Difference (- expected, + actual):", "at [0]._memory.bytes: only the address differs",
            ])
        let counted = Pointing(_memory: Memory(), count: 3)
        #expect(
            failures { expect([counted]) == [expected] }.first?.split(separator: "\n").dropFirst() == [
                "Difference (- expected, + actual):", "at [0] (in the description):",
                "- Pointing { memory: 0x…, count: 2 }", "+ Pointing { memory: 0x…, count: 3 }",
            ])
        #expect(
            failures {
                expect([Failure.failed("Connection to the database at 0x000055b9a920b260")])
                    == [Failure.failed("Connection to the database at 0x000055b9a920b210")]
            }
            .first?.split(separator: "\n").dropFirst() == [
                "Difference (- expected, + actual):", "at [0]: only the address differs",
            ])
    }

    @Test func aValueShownWholeInADiffHidesItsAddresses() {
        withTwoPointers { one, two in
            let note = "a note long enough for the first line to need a diff below it"
            #expect(
                failures { expect(Job(state: .loaded(one), note: note)) == Job(state: .failed(two), note: note) }
                    .first?.split(separator: "\n").dropFirst() == [
                        "Difference (- expected, + actual):", "at .state:", "- failed(0x…)", "+ loaded(0x…)",
                    ])
        }
    }

    @Test func listedElementsHideTheirAddresses() {
        withTwoPointers { one, two in
            let listed = failures { expect([JobState.loaded(one)]) == [JobState.loaded(one), JobState.failed(two)] }
            // The first line shows each value as Swift prints it; the listing below it, context
            // lines included, hides the addresses.
            #expect(
                listed.map { Array($0.split(separator: "\n").dropFirst()) } == [
                    ["Difference (- expected, + actual):", "at [1]:", "  [0] loaded(0x…)", "- [1] failed(0x…)"]
                ])
        }
    }

    @Test func addressesAreNamedInWords() {
        withTwoPointers { one, two in
            #expect(
                failures { expect(Slot(pointer: one, index: 1)) == Slot(pointer: two, index: 1) }.first?
                    .split(separator: "\n").dropFirst() == [
                        "Difference (- expected, + actual):", "at .pointer: only the address differs",
                    ])
        }
    }
}

private enum Failure: Error, Equatable, CustomStringConvertible {
    case failed(String)
    var description: String {
        switch self {
        case .failed(let text): return text
        }
    }
}

/// Runs `body` with two distinct live pointers, freed after it.
private func withTwoPointers(_ body: (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void) {
    let one = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    let two = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    defer {
        one.deallocate()
        two.deallocate()
    }
    body(one, two)
}

private struct Slot: Equatable {
    var pointer: UnsafeMutableRawPointer
    var index: Int
}

private enum JobState: Equatable {
    case loaded(UnsafeMutableRawPointer)
    case failed(UnsafeMutableRawPointer)
}

private struct Job: Equatable {
    var state: JobState
    var note: String
}
