import Deft
import Foundation
import Testing

private func later<T>(_ value: T) async -> T {
    await Task.yield()
    return value
}

/// Nimble's explicit sync (`…s`) and async (`…a`) spellings behave as the
/// entry points they name.
struct ExplicitSpellingsTests {
    @Test func expectsAndExpecta() async {
        let messages = await gatherFailingExpectations(silently: true) {
            expects(1).to(equal(2))
            expects { 3 }.to(equal(4))
            await expecta(await later(5)).to(equal(6))
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "expected to equal <2>, got <1>", "expected to equal <4>, got <3>", "expected to equal <6>, got <5>",
            ])
    }

    @Test func requiresAndRequireaReturnOrThrow() async throws {
        #expect(try requires(1).to(equal(1)) == 1)
        #expect(try await requirea(await later(2)).to(equal(2)) == 2)
        var thrown: (any Error)?
        let messages = await gatherFailingExpectations(silently: true) {
            do { _ = try await requirea(await later(3)).to(equal(4)) } catch { thrown = error }
        }.map(\.message.stringValue)
        #expect(messages == ["expected to equal <4>, got <3>"])
        #expect((thrown as? RequireError)?.message == "expected to equal <4>, got <3>")
    }

    @Test func unwrapsAndUnwrapa() async throws {
        #expect(try unwraps(Int?.some(1)) == 1)
        #expect(try await unwrapa(await later(Int?.some(2))) == 2)
        let messages = await gatherFailingExpectations(silently: true) {
            _ = try? unwraps(description: "a token", Int?.none)
            _ = try? await unwrapa(await later(Int?.none))
        }.map(\.message.stringValue)
        #expect(messages == ["a token\nexpected to not be nil, got <nil>", "expected to not be nil, got <nil>"])
    }

    @Test func pollUnwrapsAndPollUnwrapaOnTheVirtualClock() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        #expect(try await pollUnwrapa(clock: clock, await later(Int?.some(7))) == 7)
        let messages = await gatherFailingExpectations(silently: true) {
            _ = try? await pollUnwrapa(timeout: .milliseconds(20), clock: clock, await later(Int?.none))
        }.map(\.message.stringValue)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("expected to eventually not be nil, got <nil> (3 polls over 20 ms") == true)
    }

    @Test func requirementPollingAliases() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        #expect(try await require { await later(1) }.neverTo(equal(0), until: .milliseconds(20), clock: clock) == 1)
        #expect(try await require { await later(1) }.alwaysTo(equal(1), until: .milliseconds(20), clock: clock) == 1)
        let messages = await gatherFailingExpectations(silently: true) {
            _ = try? await require { await later(1) }.neverTo(equal(1), until: .milliseconds(20), clock: clock)
        }.map(\.message.stringValue)
        #expect(messages.first?.hasPrefix("expected to never equal <1>, got <1> (at poll 1") == true)
    }

    @Test func onFailureThrowsOnlyAfterAFailedCheck() throws {
        struct Stop: Error, Equatable {}
        try expect(1).to(equal(1)).onFailure(throw: Stop())
        var thrown: (any Error)?
        let messages = gatherFailingExpectations(silently: true) {
            do { try expect(1).to(equal(2)).onFailure(throw: Stop()) } catch { thrown = error }
            try? expect(1).onFailure(throw: Stop())
        }.map(\.message.stringValue)
        #expect(thrown as? Stop == Stop())
        #expect(
            messages == [
                "expected to equal <2>, got <1>",
                """
                Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.
                Try using `expect(...).to(...).onFailure(throw: ...`) instead.
                """,
            ])
    }

    @Test func nimbleTimeIntervalIsADuration() {
        let timeout: NimbleTimeInterval = .milliseconds(1_500)
        #expect(timeout == .seconds(1.5))
        #expect(timeout.timeInterval == 1.5)
        #expect(timeout.dispatchTimeInterval == .nanoseconds(1_500_000_000))
        #expect(2.25.nimbleInterval == .milliseconds(2_250))
        #expect(NimbleTimeInterval.seconds(10) / NimbleTimeInterval.seconds(4) == 2.5)
        #expect(Duration.seconds(Int64.max).dispatchTimeInterval == .seconds(.max))
        #expect(timeout.nanoseconds == 1_500_000_000)
        #expect(NimbleTimeInterval.microseconds(3).nanoseconds == 3_000)
        #expect(NimbleTimeInterval.seconds(-1).nanoseconds == 0)
        #expect(Duration.seconds(Int64.max).nanoseconds == .max)
        let start = Date(timeIntervalSinceReferenceDate: 100)
        #expect(start.advanced(by: timeout) == Date(timeIntervalSinceReferenceDate: 101.5))
    }

    /// A stored timeout compiles where Nimble's `NimbleTimeInterval` did, and
    /// matches a case written as a value; a `case .seconds(let n)` binding
    /// does not compile, since `Duration` is not an enum.
    @Test func nimbleTimeIntervalMatchesCasesWrittenAsValues() {
        func label(_ interval: NimbleTimeInterval) -> String {
            switch interval {
            case .seconds(1): return "one second"
            case .milliseconds(10): return "ten milliseconds"
            default: return "\(interval)"
            }
        }
        #expect(label(.seconds(1)) == "one second")
        #expect(label(.milliseconds(10)) == "ten milliseconds")
        #expect(label(.milliseconds(1_500)) == "1.5 seconds")
    }

    @Test func nimbleReporterNames() {
        let handlers: [any AssertionHandler] = [
            NimbleXCTestHandler(), NimbleSwiftTestingHandler(), NimbleTestingHandler(),
        ]
        #expect(handlers.allSatisfy { $0 is TestFrameworkHandler })
    }
}
