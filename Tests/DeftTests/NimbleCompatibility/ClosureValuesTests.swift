import Deft
import Testing

/// A closure held in a variable and passed unlabelled, as Nimble suites do:
/// the closure runs, in synchronous code too.
struct ClosureValuesTests {
    @Test func expectCallsAClosureHeldInAVariable() {
        var runs = 0
        let load: () -> Int = {
            runs += 1
            return 2
        }
        let messages = gatherFailingExpectations(silently: true) {
            expect(load).to(equal(2))
            expect(load).to(equal(3))
        }.map(\.message.stringValue)
        #expect(messages == ["expected to equal <3>, got <2>"])
        #expect(runs == 2)
    }

    @Test func requireAndUnwrapCallItToo() throws {
        let load: () -> Int? = { 7 }
        let missing: () -> Int? = { nil }
        #expect(try require(load).to(beGreaterThan(5)) == 7)
        #expect(try unwrap(load) == 7)
        let messages = gatherFailingExpectations(silently: true) {
            let value: Int? = try? unwrap(missing)
            #expect(value == nil)
        }.map(\.message.stringValue)
        #expect(messages == ["expected to not be nil, got <nil>"])
    }

    @Test func aThrowingClosureThrowsIntoTheMatcher() {
        struct Offline: Error {}
        let fetch: () throws -> Int = { throw Offline() }
        let messages = gatherFailingExpectations(silently: true) {
            expect(fetch).to(equal(1))
        }.map(\.message.stringValue)
        #expect(messages == ["unexpected error thrown: <Offline()>"])
    }

    @Test func aLocationFromAFileAndALine() {
        let location = SourceLocation(file: #filePath, line: 12)
        #expect(location.line == 12)
        #expect(location.column == 1)
        #expect(location.fileID == "Unknown/ClosureValuesTests.swift")
        let records = gatherFailingExpectations(silently: true) {
            fail("unexpected state", location: location)
        }
        #expect(records.map(\.location.line) == [12])
    }
}
