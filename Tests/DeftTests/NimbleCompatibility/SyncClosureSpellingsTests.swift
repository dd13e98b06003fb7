import Deft
import Testing

private struct ParseError: Error, Equatable {}

private func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError() }
    return value
}

/// `requires { … }` and `unwraps { … }`, Nimble's always-synchronous closure
/// forms, behave as `require { … }` and `unwrap { … }`, in async code too.
struct SyncClosureSpellingsTests {
    @Test func requiresReturnsTheClosuresValue() async throws {
        #expect(try requires { try parse("3") }.to(equal(3)) == 3)
        #expect(try requires { Int?.some(4) }.toNot(beNil()) == 4)
        let load: () throws -> Int = { 5 }
        #expect(try requires(closure: load).to(beGreaterThan(1)) == 5)
    }

    @Test func requiresReportsAndThrows() {
        var errors: [any Error] = []
        let messages = failures {
            do { _ = try requires { try parse("3") }.to(equal(4)) } catch { errors.append(error) }
            do { _ = try requires { try parse("x") }.to(equal(4)) } catch { errors.append(error) }
            do {
                _ = try requires(customError: ParseError()) { Int?.none }.toNot(beNil())
            } catch { errors.append(error) }
        }
        #expect(
            messages == [
                "expected to equal <4>, got <3>",
                "unexpected error thrown: <ParseError()>",
                "expected to not be nil, got <nil>",
            ])
        #expect((errors.first as? RequireError)?.message == "expected to equal <4>, got <3>")
        #expect(errors.last as? ParseError == ParseError())
    }

    @Test func unwrapsReturnsTheValueOrThrows() async throws {
        #expect(try unwraps { try parse("7") } == 7)
        var thrown: (any Error)?
        let messages = failures {
            do { _ = try unwraps(description: "the port") { Int?.none } } catch { thrown = error }
        }
        #expect(messages == ["the port\nexpected to not be nil, got <nil>"])
        #expect(thrown is RequireError)
    }

    @Test func reportsAtTheLineOfTheCall() {
        let line = #line + 2
        let records = gatherFailingExpectations(silently: true) {
            _ = try? requires { 1 }.to(equal(2))
        }
        #expect(records.map(\.location.line) == [UInt(line)])
    }
}
