import Deft
import Testing

private final class Delegate: CustomStringConvertible {
    var description: String { "Delegate" }
}

private struct Opaque {}

/// `== nil` and `!= nil` check nil for a value of any type, as in Nimble; before
/// `ExpectationNil`, a type that is not `Equatable` compiled through the
/// standard library's `Optional`-to-`nil` comparison and checked nothing.
struct NilOperatorTests {
    @Test func everyTypeIsChecked() {
        let delegate: Delegate? = Delegate()
        let noDelegate: Delegate? = nil
        let any: Any? = 1
        let object: AnyObject? = Delegate()
        let error: (any Error)? = nil
        let handler: (() -> Void)? = nil
        let opaque: Opaque? = Opaque()
        #expect(
            failures {
                expect(delegate) == nil
                expect(noDelegate) != nil
                expect(any) == nil
                expect(object) == nil
                expect(error) != nil
                expect(handler) != nil
                expect(opaque) == nil
            } == [
                "expected to be nil, got <Delegate>",
                "expected to not be nil, got <nil>",
                "expected to be nil, got <1>",
                "expected to be nil, got <Delegate>",
                "expected to not be nil, got <nil>",
                "expected to not be nil, got <nil>",
                "expected to be nil, got <Opaque()>",
            ])
    }

    @Test func passingChecksRecordNoFailure() {
        let delegate: Delegate? = Delegate()
        let noDelegate: Delegate? = nil
        let handler: (() -> Void)? = {}
        #expect(
            failures {
                expect(delegate) != nil
                expect(noDelegate) == nil
                expect(handler) != nil
            }.isEmpty)
    }

    /// A closure is called, and its value compared with nil.
    @Test func aClosureIsCalled() {
        let load: () -> Delegate? = { Delegate() }
        #expect(
            failures {
                expect(load) == nil
                expect { Opaque() } == nil
            } == ["expected to be nil, got <Delegate>", "expected to be nil, got <Opaque()>"])
    }

    @Test func asyncForms() async {
        let delegate: Delegate? = Delegate()
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () async -> Delegate? in delegate } == nil
            await expect { () async -> Opaque? in nil } != nil
            await expect { () async -> Opaque? in nil } == nil
        }.map(\.message.stringValue)
        #expect(messages == ["expected to be nil, got <Delegate>", "expected to not be nil, got <nil>"])
    }
}
