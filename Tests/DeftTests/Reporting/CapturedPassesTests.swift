import Deft
import Testing

/// A value that counts how often it is rendered.
private final class Rendered: CustomStringConvertible, Equatable, @unchecked Sendable {
    let renders = Shared(0)
    static func == (lhs: Rendered, rhs: Rendered) -> Bool { lhs === rhs }
    var description: String {
        renders.value += 1
        return "rendered"
    }
}

/// A pass costs a message only where something keeps passes.
struct CapturedPassesTests {
    @Test func gatheringFailuresBuildsNoMessageForAPass() {
        let value = Rendered()
        let failures = gatherFailingExpectations(silently: true) {
            expect(value).to(equal(value))
        }
        #expect(failures.isEmpty)
        #expect(value.renders.value == 0)
    }

    @Test func gatheringFailuresAlongsideTheTestFrameworkBuildsNoMessageForAPass() {
        let value = Rendered()
        let failures = gatherFailingExpectations {
            expect(value).to(equal(value))
        }
        #expect(failures.isEmpty)
        #expect(value.renders.value == 0)
    }

    @Test func aRecorderThatKeepsPassesGetsTheirMessages() {
        let value = Rendered()
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) {
            expect(value).to(equal(value))
        }
        #expect(recorder.assertions.map(\.success) == [true])
        #expect(recorder.assertions.map(\.message.stringValue) == ["expected to equal <rendered>, got <rendered>"])
        #expect(value.renders.value > 0)
    }

    @Test func gatheringAllOutcomesKeepsPassesWithTheirMessages() {
        let records = gatherExpectations(silently: true) {
            expect(1).to(equal(1))
        }
        #expect(records.map(\.message.stringValue) == ["expected to equal <1>, got <1>"])
    }
}
