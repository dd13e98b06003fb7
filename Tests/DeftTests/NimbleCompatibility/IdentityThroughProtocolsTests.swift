import Deft
import Testing

/// Returns `value` after a suspension, so each expression really awaits.
private func later<T>(_ value: T) async -> T {
    await Task.yield()
    return value
}

private protocol Scope: AnyObject {}
private final class Box: Scope {}

private func hex(_ object: AnyObject) -> String {
    "<0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16) + ">"
}

/// `===` and `!==` take objects seen through a class-bound protocol, as
/// Nimble's do (Swinject's `expect(entry?.objectScope) === .container`), with
/// the messages of any other object.
struct IdentityThroughProtocolsTests {
    @Test func existentialsPassAndFailWithAddresses() {
        let box = Box()
        let other = Box()
        let scope: any Scope = box
        let maybeScope: (any Scope)? = box
        let none: (any Scope)? = nil
        #expect(
            failures {
                expect(scope) === box
                expect(maybeScope) === box
                expect(scope) !== Box()
                expect(box) === scope
                expect(scope) === other
                expect(maybeScope) !== box
                expect(none) === box
            } == [
                "expected to be identical to \(hex(other)), got \(hex(box))",
                "expected to not be identical to \(hex(box)), got \(hex(box))",
                // As for any object: a nil object reads `nil`.
                "expected to be identical to \(hex(box)), got nil (use beNil() to match nils)",
            ])
    }

    @Test func awaitedExistentialsPassAndFailWithAddresses() async {
        let box = Box()
        let other = Box()
        let scope: any Scope = box
        let maybeScope: (any Scope)? = box
        let messages = await asyncFailures {
            await expect { await later(scope) } === box
            await expect { await later(maybeScope) } === box
            await expect { await later(scope) } !== Box()
            await expect { await later(box) } === scope
            await expect { await later(scope) } === other
            await expect { await later(maybeScope) } !== box
        }
        #expect(
            messages == [
                "expected to be identical to \(hex(other)), got \(hex(box))",
                "expected to not be identical to \(hex(box)), got \(hex(box))",
            ])
    }

    /// Awaited `()` goes through the awaited tuples' pack, with `beVoid()`'s messages.
    @Test func awaitedVoidChecksAsBeVoid() async {
        let nothing: Void? = nil
        let messages = await asyncFailures {
            await expect { await later(()) } == ()
            await expect { await later(nothing) } != ()
            await expect { await later(()) } != ()
            await expect { await later(nothing) } == ()
            await expect { await later(nothing) } == nil
            await expect { await later(()) } == nil
        }
        #expect(
            messages == [
                "expected to not be void, got <()>",
                "expected to be void, got <nil>",
                "expected to be nil, got <()>",
            ])
    }
}
