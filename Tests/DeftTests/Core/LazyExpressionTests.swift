import Deft
import Foundation
import Testing

/// Code under test that counts its runs, and a spy that a matcher arms
/// before it evaluates the expression.
private final class Service: @unchecked Sendable {
    var runs = 0
    var armed = false
    var runsWhileArmed = 0

    func run() -> Int {
        runs += 1
        if armed { runsWhileArmed += 1 }
        return runs
    }
}

private struct Broken: Error {}

/// A custom matcher as teams write them for Nimble: it sets up its spy, then
/// runs the expression.
private func runWhileArmed(_ service: Service) -> Matcher<Int> {
    Matcher { expression in
        service.armed = true
        defer { service.armed = false }
        _ = try expression.evaluate()
        return MatcherResult(bool: service.runsWhileArmed == 1, message: .expectedTo("run once while armed"))
    }
}

/// A matcher that decides without looking at the expression.
private func decideWithoutLooking(_ passes: Bool, message: ExpectationMessage) -> Matcher<Int> {
    Matcher { _ in MatcherResult(bool: passes, message: message) }
}

/// The matcher model: the matcher evaluates the expression, when it chooses;
/// the outcome is cached, and `withoutCaching()` runs it again.
struct LazyExpressionTests {
    @Test func theMatcherSetsUpBeforeTheExpressionRuns() {
        let service = Service()
        let messages = gatherFailingExpectations(silently: true) {
            expect(service.run()).to(runWhileArmed(service))
            expect(service.run()).toNot(runWhileArmed(Service()))
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
        #expect(service.runsWhileArmed == 1)
        #expect(service.runs == 2)
    }

    @Test func aMatcherThatNeverEvaluatesNeverRunsTheExpression() {
        let service = Service()
        let messages = gatherFailingExpectations(silently: true) {
            expect(service.run()).to(decideWithoutLooking(true, message: .expectedTo("pass")))
            expect(service.run()).to(decideWithoutLooking(false, message: .expectedTo("never look")))
            expect { service.run() }.toNot(decideWithoutLooking(false, message: .fail("decided unseen")))
        }.map(\.message.stringValue)
        #expect(messages == ["expected to never look"])
        #expect(service.runs == 0)
    }

    @Test func aMessageThatShowsTheValueEvaluatesItAsNimbleDoes() {
        let service = Service()
        let messages = gatherFailingExpectations(silently: true) {
            expect(service.run()).to(decideWithoutLooking(false, message: .expectedActualValueTo("be seen")))
        }.map(\.message.stringValue)
        #expect(messages == ["expected to be seen, got <1>"])
        #expect(service.runs == 1)
    }

    @Test func evaluateRunsOnceAndWithoutCachingRunsAgain() throws {
        let service = Service()
        var seen: [Int?] = []
        let messages = gatherFailingExpectations(silently: true) {
            expect(service.run()).to(
                Matcher { expression in
                    seen.append(try expression.evaluate())
                    seen.append(try expression.evaluate())
                    seen.append(try expression.withoutCaching().evaluate())
                    seen.append(try expression.withoutCaching().evaluate())
                    seen.append(try expression.evaluate())
                    return MatcherResult(bool: false, message: .expectedActualValueTo("be the last run"))
                })
        }.map(\.message.stringValue)
        #expect(seen == [1, 1, 2, 3, 3])
        #expect(messages == ["expected to be the last run, got <3>"])
    }

    @Test func chainedVerbsShareOneEvaluation() {
        let service = Service()
        let messages = gatherFailingExpectations(silently: true) {
            expect(service.run()).to(equal(1)).to(beLessThan(2)).toNot(equal(2)).to(equal(2))
        }.map(\.message.stringValue)
        #expect(messages == ["expected to equal <2>, got <1>"])
        #expect(service.runs == 1)
    }

    @Test func theMatcherSeesAThrownErrorAndItIsCachedToo() {
        var runs = 0
        let failing: () throws -> Int = {
            runs += 1
            throw Broken()
        }
        let catchesIt = Matcher<Int> { expression in
            do {
                _ = try expression.evaluate()
                return MatcherResult(bool: false, message: .expectedTo("throw"))
            } catch {
                let again = Result { try expression.evaluate() }
                return MatcherResult(bool: error is Broken && again.isFailure, message: .expectedTo("throw twice"))
            }
        }
        let messages = gatherFailingExpectations(silently: true) {
            expect { try failing() }.to(catchesIt)
            expect { try failing() }.to(equal(1))
        }.map(\.message.stringValue)
        #expect(messages == ["unexpected error thrown: <Broken()>"])
        #expect(runs == 2)
    }

    @Test func requireReturnsTheValueItEvaluatesAfterTheMatcher() throws {
        let service = Service()
        let value = try require(service.run()).to(runWhileArmed(service))
        #expect(value == 1)
        #expect(service.runs == 1)
        let unseen = try require(service.run()).to(decideWithoutLooking(true, message: .expectedTo("pass")))
        #expect(unseen == 2)
    }

    @Test func mapAndCompactMapEvaluateOnlyWhenTheirMatcherDoes() {
        let service = Service()
        let messages = gatherFailingExpectations(silently: true) {
            expect(service.run()).to(map({ $0 * 10 }, Matcher<Int> { _ in .init(bool: true, message: .fail("")) }))
            expect(service.run()).to(map({ $0 * 10 }, equal(10)))
            expect(service.run()).to(compactMap({ $0 * 10 }, equal(30)))
        }.map(\.message.stringValue)
        #expect(messages == ["expected to equal <30>, got <20>"])
        #expect(service.runs == 2)
    }

    @Test func postNotificationsObservesFromItsFirstCheckNotFromItsCreation() {
        let center = NotificationCenter()
        let name = Notification.Name("lazyExpressionTests")
        let matcher: Matcher<Void> = postNotifications(equal([Notification(name: name)]), from: center)
        center.post(name: name, object: nil)  // before the check: not seen
        let messages = gatherFailingExpectations(silently: true) {
            expect { center.post(name: name, object: nil) }.to(matcher)
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
    }
}

/// The same rules for async expressions and async matchers.
struct LazyAsyncExpressionTests {
    private actor Counter {
        var runs = 0
        var armed = false
        var runsWhileArmed = 0

        func run() -> Int {
            runs += 1
            if armed { runsWhileArmed += 1 }
            return runs
        }

        func arm(_ on: Bool) { armed = on }
    }

    private func runWhileArmed(_ counter: Counter) -> AsyncMatcher<Int> {
        AsyncMatcher { expression in
            await counter.arm(true)
            _ = try await expression.evaluate()
            await counter.arm(false)
            return MatcherResult(bool: await counter.runsWhileArmed == 1, message: .expectedTo("run once while armed"))
        }
    }

    @Test func theAsyncMatcherSetsUpBeforeTheExpressionIsAwaited() async {
        let counter = Counter()
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await counter.run() }.to(runWhileArmed(counter))
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
        #expect(await counter.runs == 1)
    }

    @Test func anAsyncMatcherOnASynchronousExpressionEvaluatesItLazily() async {
        let service = Service()
        let counter = Counter()
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(service.run()).to(
                AsyncMatcher { expression in
                    let before = service.runs
                    _ = await counter.run()
                    _ = try await expression.evaluate()
                    _ = try await expression.evaluate()
                    return MatcherResult(bool: before == 0, message: .expectedTo("run after set-up"))
                })
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
        #expect(service.runs == 1)
    }

    @Test func asyncExpressionsCacheAndRerunWithoutCaching() async {
        let counter = Counter()
        var seen: [Int?] = []
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await counter.run() }.to(
                AsyncMatcher { expression in
                    seen.append(try await expression.evaluate())
                    seen.append(try await expression.evaluate())
                    seen.append(try await expression.withoutCaching().evaluate())
                    return MatcherResult(bool: false, message: .expectedActualValueTo("be the last run"))
                })
        }.map(\.message.stringValue)
        #expect(seen == [1, 1, 2])
        #expect(messages == ["expected to be the last run, got <2>"])
    }

    @Test func anAsyncMatcherThatNeverEvaluatesNeverAwaitsTheExpression() async {
        let counter = Counter()
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await counter.run() }.to(
                AsyncMatcher { _ in MatcherResult(bool: false, message: .expectedTo("never look")) })
        }.map(\.message.stringValue)
        #expect(messages == ["expected to never look"])
        #expect(await counter.runs == 0)
    }

    @Test func everyPollEvaluatesAfreshAndOncePerPoll() async {
        let service = Service()
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(service.run()).toEventually(beGreaterThan(2) && beLessThan(10), clock: clock)
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
        #expect(service.runs == 3)
    }

    @Test func everyAsyncPollAwaitsAfresh() async {
        let counter = Counter()
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await counter.run() }.toEventually(equal(4), clock: clock)
            await expect { await counter.run() }.toNever(beGreaterThan(100), until: .milliseconds(30), clock: clock)
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
        #expect(await counter.runs == 8)
    }

    @Test func aFailingPollShowsEachPollsValue() async {
        let service = Service()
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(service.run()).toEventually(equal(0), timeout: .milliseconds(20), clock: clock)
        }.map(\.message.stringValue)
        let firstLine = messages.first?.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("expected to eventually equal <0>, got <3> (3 polls over 20 ms virtual / "))
        #expect(firstLine.hasSuffix(" real; seen <1> ×1, <2> ×1, <3> ×1)"))
        #expect(service.runs == 3)
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
