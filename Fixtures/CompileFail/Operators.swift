// Operator spellings that must not compile, as with Nimble 14, beside the
// same forms on values they take, which must. scripts/check-compile-fails.sh
// type-checks every line marked "must not compile" on its own, in the function
// around it, and checks that each fails at that line; the rest of this file must
// type-check with no error and no warning.
import Deft

struct Plain {}
struct Point: Equatable, Comparable {
    var x = 0
    static func < (lhs: Point, rhs: Point) -> Bool { lhs.x < rhs.x }
}
final class Box {}
protocol Scope: AnyObject {}
final class ScopeBox: Scope {}

func later<T>(_ value: T) async -> T { value }

// Values that are not Equatable, Comparable or objects.
func notEquatable(plain: Plain, maybe: Plain?, point: Point, box: Box) {
    expect(plain) == Plain()  // must not compile
    expect(plain) != Plain()  // must not compile
    expect(maybe) == Plain()  // must not compile
    expect((1, plain)) == (1, Plain())  // must not compile
    expect((1, "a", plain)) != (1, "a", Plain())  // must not compile
    expect(["a": plain]) == ["a": Plain()]  // must not compile
    expect(Set<Int>()) == [plain]  // must not compile
    expect(box) == box  // must not compile
    expect(plain) < Plain()  // must not compile
    expect(box) >= box  // must not compile
    expect(plain) === Plain()  // must not compile
    expect(point) !== point  // must not compile
    expect(plain) ≈ 1.0  // must not compile
    expect("a") ≈ "b"  // must not compile
    expect(plain) == 1.0 ± 0.1  // must not compile
}

// Values of another type than the expectation's.
func wrongTypes(n: Int, s: String, box: Box, scope: any Scope) {
    expect(n) == "1"  // must not compile
    expect(s) != 1  // must not compile
    expect(n) < "2"  // must not compile
    expect(n) == (1, 2)  // must not compile
    expect((1, 2)) == (1, 2, 3)  // must not compile
    expect((1, "a")) == ("a", 1)  // must not compile
    expect(box) === Point()  // must not compile
    expect(n) === box  // must not compile
    expect(scope) === 1  // must not compile
}

func awaited(plain: Plain, box: Box) async {
    await expect { await later(plain) } == Plain()  // must not compile
    await expect { await later(plain) } != Plain()  // must not compile
    await expect { await later((1, plain)) } == (1, Plain())  // must not compile
    await expect { await later(plain) } > Plain()  // must not compile
    await expect { await later(1) } == "1"  // must not compile
    await expect { await later(1) } === box  // must not compile
}

// A check on an awaited value needs an async context.
func synchronous(point: Point) {
    expect { await later(point) } == point  // must not compile
}

// The same forms on values they take compile.
func compiles(n: Int, point: Point, box: Box, scope: any Scope, maybeScope: (any Scope)?) async {
    expect(point) == Point()
    expect(point) != nil
    expect((1, "a")) == (1, "a")
    expect((1, two: "2")) == (1, two: "2")
    expect(["a": point]) == ["a": Point()]
    expect([Plain()]) != []  // arrays of any elements compile on purpose, as arrays of tuples do
    expect(n) < 2
    expect(point) >= Point()
    expect(box) === box
    expect(scope) === box
    expect(maybeScope) === box
    expect(scope) !== ScopeBox()
    expect(box) === scope
    expect(1.0) ≈ 1.0
    expect(1.0) == 1.0 ± 0.1
    await expect { await later(point) } == Point()
    await expect { await later(n) } > 0
    await expect { await later(scope) } === box
    await expect { await later(maybeScope) } === box
    await expect { await later(scope) } !== ScopeBox()
    await expect { await later(box) } === scope
}
