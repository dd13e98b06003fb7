import Deft
import Foundation
import XCTest

/// The synchronous verbs called from async code, with every thread of the
/// cooperative pool blocked in one of them. Each helper below blocks the
/// pool thread it runs on, and there are more helpers than the pool has
/// threads (it is as wide as the machine has cores, and nothing narrows it
/// on Linux). Every check must still end, with its own verdict.
final class FullPoolXCTests: XCTestCase {
    /// Below macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2 there are
    /// no task executors, and the blocking driver runs on the cooperative
    /// pool: a check whose driver finds no pool thread there ends with the
    /// pool message instead of its verdict (``FullPoolBefore15XCTests``;
    /// CONTRIBUTING.md, Platforms).
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            throw XCTSkip("below macOS 15 / iOS 18 a full cooperative pool ends these checks with the pool message")
        }
    }

    /// More blocking helpers than the pool has threads, and at least eight.
    private let helpers = max(8, ProcessInfo.processInfo.activeProcessorCount + 1)

    /// The issue's example: two synchronous helpers in two child tasks.
    func testTwoHelpersInChildTasksSeeATaskTheTestStarted() async {
        await endingWithin(seconds: 30) {
            let a = Shared(0)
            let b = Shared(0)
            Task {
                a.value = 1
                b.value = 1
            }
            async let x = loaded(a)
            async let y = loaded(b)
            let messages = await (x, y)
            XCTAssertEqual(messages.0 + messages.1, [])
        }
    }

    func testEveryHelperPassesWhenAnotherThreadSetsItsValue() async {
        await endingWithin(seconds: 30) {
            let boxes = (0..<helpers).map { _ in Shared(0) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { for box in boxes { box.value = 1 } }
            let messages = await inChildTasks(boxes) { loaded($0) }
            XCTAssertEqual(messages, [])
        }
    }

    func testEveryHelperFailsAtItsRealTimeout() async {
        await endingWithin(seconds: 30) {
            let boxes = (0..<helpers).map { _ in Shared(0) }
            let messages = await inChildTasks(boxes) { box in
                gatherFailingExpectations(silently: true) {
                    expect(box.value).toEventually(equal(1), timeout: .milliseconds(50))
                }.map { maskingRealTime($0.message.stringValue) }
            }
            XCTAssertEqual(messages.count, helpers)
            for message in messages {
                XCTAssertTrue(message.hasPrefix("expected to eventually equal <1>, got <0> ("), message)
            }
        }
    }

    func testEveryHelperFailsOnTheVirtualClock() async {
        await endingWithin(seconds: 30) {
            let boxes = (0..<helpers).map { _ in Shared(0) }
            let messages = await inChildTasks(boxes) { box in
                gatherFailingExpectations(silently: true) {
                    expect(box.value).toEventually(equal(1), timeout: .seconds(1), clock: VirtualClock())
                }.map { maskingRealTime($0.message.stringValue) }
            }
            XCTAssertEqual(messages.count, helpers)
            for message in messages {
                XCTAssertTrue(
                    message.hasPrefix(
                        "expected to eventually equal <1>, got <0> (101 polls over 1.0 s virtual / <t> real; seen <0> ×101)"
                    ),
                    message)
            }
        }
    }

    func testEveryBlockingVerbEnds() async {
        await endingWithin(seconds: 60) {
            let messages = await inChildTasks((0..<helpers).map { $0 }) { index in
                gatherFailingExpectations(silently: true) { Self.passingBlockingVerb(index) }.map(\.message.stringValue)
            }
            XCTAssertEqual(messages, [])
        }
    }

    func testEveryBlockingVerbEndsOnAClockNobodyAdvances() async {
        await endingWithin(seconds: 60) {
            let messages = await inChildTasks((0..<helpers).map { $0 }) { index in
                gatherFailingExpectations(silently: true) { Self.blockingVerb(index, on: StillClock()) }
                    .map(\.message.stringValue)
            }
            XCTAssertEqual(messages.count, helpers)
            for message in messages {
                XCTAssertTrue(
                    message.contains(": its clock, StillClock, never moved toward its 30 ms timeout ("), message)
                // A pause that nothing ends early: a poll at the start and one at
                // the backstop (a busy loop of wake-ups would make hundreds). On
                // a loaded machine the first poll can start so late that the
                // backstop has passed by its end: then it is the only one.
                XCTAssertNotNil(message.range(of: #"\((1 poll|2 polls)[;)]"#, options: .regularExpression), message)
            }
        }
    }

    /// One of the blocking verbs, chosen by `index`, passing on a virtual clock.
    private static func passingBlockingVerb(_ index: Int) {
        let clock = VirtualClock(maxSpeedup: nil)
        let limit = Duration.milliseconds(50)
        switch index % 8 {
        case 0: expect(index).toNever(equal(-1), until: limit, clock: clock)
        case 1: expect(index).toAlways(beGreaterThan(-1), until: limit, clock: clock)
        case 2: waitUntil(timeout: limit) { done in DispatchQueue.global().async { done() } }
        case 3: eventually(timeout: limit, clock: clock) { expect(index).to(beGreaterThan(-1)) }
        case 4: continually(for: limit, clock: clock) { expect(index).to(beGreaterThan(-1)) }
        case 5: _ = try? pollUnwrap(Int?.some(index), timeout: limit, clock: clock)
        case 6: _ = try? require(index).toEventually(equal(index), timeout: limit, clock: clock)
        default:
            let loaded = TestEvent("loaded")
            DispatchQueue.global().async { loaded.fulfill() }
            TestEvent.wait(for: [loaded], timeout: .seconds(2))
        }
    }

    /// One of the blocking verbs, chosen by `index`, that cannot pass on
    /// `clock` unless it moves, with a 30 ms timeout.
    private static func blockingVerb(_ index: Int, on clock: StillClock) {
        let limit = Duration.milliseconds(30)
        switch index % 8 {
        case 0: expect(index).toNever(equal(-1), until: limit, clock: clock)
        case 1: expect(index).toAlways(beGreaterThan(-1), until: limit, clock: clock)
        case 2: waitUntil(timeout: limit, clock: clock) { _ in }
        case 3: eventually(timeout: limit, clock: clock) { expect(index).to(equal(-1)) }
        case 4: continually(for: limit, clock: clock) { expect(index).to(beGreaterThan(-1)) }
        case 5: _ = try? pollUnwrap(Int?.none, timeout: limit, clock: clock)
        case 6: _ = try? require(index).toEventually(equal(-1), timeout: limit, clock: clock)
        default: TestEvent.wait(for: [TestEvent("loaded")], timeout: limit, clock: clock)
        }
    }

    /// Runs `body` for each input in a child task of its own, all at once,
    /// and gathers what each returns.
    private func inChildTasks<Input: Sendable>(
        _ inputs: [Input], _ body: @escaping @Sendable (Input) -> [String]
    ) async -> [String] {
        await withTaskGroup(of: [String].self) { group in
            for input in inputs { group.addTask { body(input) } }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }
}

/// A synchronous helper of the kind suites keep: it blocks its thread.
private func loaded(_ box: Shared<Int>) -> [String] {
    gatherFailingExpectations(silently: true) {
        expect(box.value).toEventually(equal(1), timeout: .seconds(2))
    }.map(\.message.stringValue)
}

/// Ends the test process, naming the hang, if `body` has not returned within
/// `seconds` of real time: a check that hangs fails the run at once instead
/// of stalling it. The alarm is a dispatch timer, which needs no thread of
/// the cooperative pool.
func endingWithin<Result>(
    seconds: Double, function: String = #function, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let alarm = DispatchWorkItem {
        fatalError("\(function) did not end within \(seconds) s: a check hung")
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: alarm)
    defer { alarm.cancel() }
    return try await body()
}
