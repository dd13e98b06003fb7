import Deft
import Testing

/// Counts how many times an expression ran.
private final class Calls: @unchecked Sendable {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

struct SyncExpectationTests {
    @Test func aVerbEvaluatesTheExpressionOnceAndChainedVerbsReplayIt() {
        let calls = Calls()
        let messages = gatherFailingExpectations(silently: true) {
            expect(calls.next()).to(equal(1)).to(equal(1)).toNot(equal(2))
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
        #expect(calls.count == 1)
    }

    @Test func eachExpectEvaluatesAfresh() {
        let calls = Calls()
        expect(calls.next()).to(equal(1))
        expect(calls.next()).to(equal(2))
        #expect(calls.count == 2)
    }

    @Test func aChainedFailureReportsTheReplayedValue() {
        let calls = Calls()
        let messages = gatherFailingExpectations(silently: true) {
            expect(calls.next()).to(equal(1)).to(equal(2))
        }.map(\.message.stringValue)
        #expect(messages == ["expected to equal <2>, got <1>"])
    }

    @Test func aChainedVerbReplaysAThrownError() {
        struct Broken: Error {}
        let messages = gatherFailingExpectations(silently: true) {
            expect { () throws -> Int in throw Broken() }.toNot(equal(1)).to(equal(1))
        }.map(\.message.stringValue)
        #expect(messages == ["unexpected error thrown: <Broken()>", "unexpected error thrown: <Broken()>"])
    }

    @Test func theExpressionOfACheckedExpectationReplaysTheValue() throws {
        let calls = Calls()
        let checked = expect(calls.next()).to(equal(1))
        #expect(try checked.expression.evaluate() == 1)
        #expect(try checked.expression.evaluate() == 1)
        #expect(calls.count == 1)
        let unchecked = expect(calls.next())
        #expect(try unchecked.expression.evaluate() == 2)
        #expect(try unchecked.expression.evaluate() == 2)
        #expect(try unchecked.expression.withoutCaching().evaluate() == 3)
    }

    @Test func statusCountsEveryCheck() {
        _ = gatherFailingExpectations(silently: true) {
            #expect(expect(1).status == .pending)
            #expect(expect(1).to(equal(1)).status == .passed)
            #expect(expect(1).to(equal(2)).toNot(equal(1)).status == .failed)
            #expect(expect(1).to(equal(1)).to(equal(2)).status == .mixed)
            #expect(expect(1).verify(true, FailureMessage(stringValue: "")).status == .passed)
        }
    }

    @Test func theLocationSurvivesVerbs() {
        let line: UInt = #line + 1
        let checked = expect(1).to(equal(1)).toNot(equal(2))
        #expect(checked.location.fileID == #fileID)
        #expect("\(checked.location.filePath)" == #filePath)
        #expect(checked.location.line == line)
        #expect(checked.location.column == 29)  // #column is the call's opening parenthesis
    }

    @Test func anExplicitLocationRoundTrips() {
        let location = expect(
            fileID: "Module/Ünïcode.swift", file: "/tmp/Ünïcode tests/Ünïcode.swift", line: 7, column: 9, 1
        )
        .to(equal(1)).location
        #expect(location.fileID == "Module/Ünïcode.swift")
        #expect("\(location.filePath)" == "/tmp/Ünïcode tests/Ünïcode.swift")
        #if !canImport(Darwin)
            #expect(!location.filePath.isASCII)
            #expect(location.filePath.utf8CodeUnitCount == "/tmp/Ünïcode tests/Ünïcode.swift".utf8.count)
        #endif
        #expect((location.line, location.column) == (7, 9))
    }

    @Test func hugeLinesAndColumnsAreKeptExactly() {
        let location = expect(line: UInt.max, column: UInt.max, 1).to(equal(1)).location
        #expect(location.line == UInt.max)
        #expect(location.column == UInt.max)
    }

    @Test func theLargestLinesAndColumnsThatFitAreKeptExactly() {
        let location = expect(line: 16_777_214, column: 16_382, 1).to(equal(1)).location
        #expect((location.line, location.column) == (16_777_214, 16_382))
    }

    @Test func theHeaderKeepsTheStatusAndWhetherTheExpressionWasAClosure() {
        var expectation: SyncExpectation<Int>?
        let failures = gatherFailingExpectations(silently: true) {
            expectation = expect(line: 12, column: 34, 1).to(equal(1)).toNot(equal(1))
        }
        #expect(failures.map(\.message.stringValue) == ["expected to not equal <1>, got <1>"])
        #expect(expectation?.status == .mixed)
        #expect(expectation?.expression.isClosure == true)
        #expect(!Expression<Int>(expression: { 1 }, location: SourceLocation(), isClosure: false).isClosure)
        #expect(expectation.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (12, 34))
    }

    @Test func aFailureIsReportedAtTheLineOfExpect() {
        let line: UInt = #line + 2
        let records = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(1)).to(equal(2))
        }
        #expect(records.map(\.location.line) == [line])
        #expect(records.map(\.location.fileID) == [#fileID])
    }

    /// An unexpected error reads as Swift describes it, so a class names its
    /// type, as in Nimble.
    @Test func anUnexpectedErrorReadsAsSwiftDescribesIt() {
        enum Code: Error { case timeout }
        struct Detailed: Error { let reason: String }
        let messages = failures {
            expect { () throws -> Int in throw ThrownClassError() }.to(equal(1))
            expect { () throws -> Int in throw Code.timeout }.to(equal(1))
            expect { () throws -> Int in throw Detailed(reason: "gone") }.to(equal(1))
        }
        #expect(
            messages == [
                "unexpected error thrown: <DeftTests.ThrownClassError>",
                "unexpected error thrown: <timeout>",
                #"unexpected error thrown: <Detailed(reason: "gone")>"#,
            ])
    }
}

/// A class error, which Swift describes by its type's full name.
final class ThrownClassError: Error {}
