#!/usr/bin/env python3
"""Writes the verdict-parity suite: one XCTest file of spellings that compiles
against Nimble 14 and against Deft with only its import changed. Each spelling
runs inside gatherFailingExpectations and prints how many failures it recorded:
  PARITY<TAB>id<TAB>count
scripts/check-verdict-parity.sh compares the two runs.

  gen-rows.py MODULE OUT.swift
Spellings listed in skipped.txt (id, then the reason) are left out: they do not
compile on one library or the other."""
import sys

module, out = sys.argv[1], sys.argv[2]

# Subjects: (name, type, a value that matches the group's matchers, one that does not)
# Matchers: (spelling, subject group). Each matcher is tried on the matching and
# the non-matching value, nil, a closure held in a variable, a closure in
# parentheses, a trailing closure, and each of those negated.
groups = {
    "int": ("Int", "1", "5"),
    "double": ("Double", "1.0", "2.5"),
    "bool": ("Bool", "true", "false"),
    "string": ("String", '"abc"', '""'),
    "array": ("[Int]", "[1, 2]", "[]"),
    "doubles": ("[Double]", "[1.0, 2.0]", "[1.0, Double.nan]"),
    "set": ("Set<Int>", "[1, 2]", "[]"),
    "dict": ("[String: Int]", '["a": 1]', "[:]"),
    "object": ("Box", "box", "Box()"),
    "result": ("Result<Int, TestError>", ".success(1)", ".failure(.bad)"),
    "nested": ("Int??", ".some(.some(1))", ".some(.none)"),
    "nested3": ("Int???", ".some(.some(.some(1)))", ".some(.some(.none))"),
    "error": ("TestError", ".bad", ".worse"),
}
matchers = [
    ("equal(1)", "int"), ("beGreaterThan(0)", "int"), ("beLessThan(3)", "int"),
    ("beGreaterThanOrEqualTo(1)", "int"), ("beLessThanOrEqualTo(1)", "int"),
    ("beNil()", "int"), ("beAKindOf(Int.self)", "int"), ("beAnInstanceOf(Int.self)", "int"),
    ("satisfyAnyOf(equal(1), equal(2))", "int"), ("satisfyAllOf(equal(1), beGreaterThan(0))", "int"),
    ("satisfyAnyOf(beNil(), equal(1))", "int"),
    ("equal(1) || equal(2)", "int"), ("equal(1) && beGreaterThan(0)", "int"),
    ("map({ $0 }, equal(1))", "int"), ("map({ $0 }, beNil())", "int"), ("not(beNil())", "int"),
    ("beWithin(0...2)", "int"),
    ("beCloseTo(1.0)", "double"), ("beCloseTo(1.0, within: 0.1)", "double"), ("equal(1.0)", "double"),
    ("beTrue()", "bool"), ("beFalse()", "bool"), ("beTruthy()", "bool"), ("beFalsy()", "bool"),
    ("equal(true)", "bool"),
    ('equal("abc")', "string"), ("beEmpty()", "string"), ('contain("b")', "string"), ('contain("")', "string"),
    ('beginWith("a")', "string"), ('endWith("c")', "string"), ('match("a.c")', "string"), ("haveCount(3)", "string"),
    ("equal([1, 2])", "array"), ("beEmpty()", "array"), ("contain(1)", "array"), ("haveCount(2)", "array"),
    ("allPass(beGreaterThan(0))", "array"), ("beginWith(1)", "array"), ("endWith(2)", "array"),
    ("containElementSatisfying({ $0 > 1 })", "array"), ("elementsEqual([1, 2])", "array"),
    ("beCloseTo([1.0, 2.0])", "doubles"), ("beCloseTo([1.0, Double.nan])", "doubles"),
    ("equal(Set([1, 2]))", "set"), ("contain(1)", "set"), ("beEmpty()", "set"),
    ('equal(["a": 1])', "dict"), ("beEmpty()", "dict"), ("haveCount(1)", "dict"),
    ("beIdenticalTo(box)", "object"), ("be(box)", "object"), ("beNil()", "object"),
    ("beSuccess()", "result"), ("beFailure()", "result"), ("beSuccess { expect($0).to(equal(1)) }", "result"),
    ("beNil()", "nested"), ("beNil()", "nested3"),
    ("beNil() || equal(1)", "int"), ("equal(1) || beNil()", "int"), ("beNil() && equal(1)", "int"),
    ("beCloseTo(Double.nan)", "double"), ("beCloseTo(1.0) || beNil()", "double"),
    ("matchError(TestError.bad)", "error"), ("matchError(TestError.self)", "error"), ("equal(TestError.bad)", "error"),
    ("beginWith(prefix: [1])", "array"), ("containElementSatisfying({ $0 > 5 })", "array"),
    ("allPass({ $0 > 0 })", "array"), ("contain(1, 2)", "array"), ('contain("a", "c")', "string"),
]

rows = []  # (id, statement, async?)
def add(ident, stmt, is_async=False):
    rows.append((ident, stmt, is_async))

for m, g in matchers:
    ty, good, bad = groups[g]
    for vname, v in (("match", good), ("other", bad)):
        for verb in ("to", "toNot"):
            add(f"{g} {vname} expect(v).{verb}({m})", f"let v: {ty} = {v}; expect(v).{verb}({m})")
            add(f"{g} {vname} expect(c).{verb}({m})", f"let c: () throws -> {ty} = {{ {v} }}; expect(c).{verb}({m})")
            add(f"{g} {vname} expect(({{}})).{verb}({m})", f"expect({{ () throws -> {ty} in {v} }}).{verb}({m})")
            add(f"{g} {vname} expect {{}}.{verb}({m})", f"expect {{ () -> {ty} in {v} }}.{verb}({m})")
            add(f"{g} {vname} expect(f).{verb}({m})", f"func f() -> {ty} {{ {v} }}; expect(f).{verb}({m})")
            add(f"{g} {vname} expect(c?).{verb}({m})", f"let c: () throws -> {ty}? = {{ {v} }}; expect(c).{verb}({m})")
            add(f"{g} {vname} expects(c).{verb}({m})", f"let c: () throws -> {ty} = {{ {v} }}; expects(c).{verb}({m})")
            add(f"{g} {vname} require(c).{verb}({m})", f"let c: () throws -> {ty} = {{ {v} }}; _ = try? require(c).{verb}({m})")
            add(f"{g} {vname} expecta(c).{verb}({m})", f"let c: () async throws -> {ty} = {{ {v} }}; await expecta(c).{verb}({m})", True)
            add(f"{g} {vname} await expect {{}}.{verb}({m})", f"await expect {{ () async -> {ty} in {v} }}.{verb}({m})", True)
    for verb in ("to", "toNot"):
        add(f"{g} nil expect(v).{verb}({m})", f"let v: {ty}? = nil; expect(v).{verb}({m})")
        add(f"{g} nil expect(c).{verb}({m})", f"let c: () throws -> {ty}? = {{ nil }}; expect(c).{verb}({m})")
        add(f"{g} throws expect(c).{verb}({m})", f"let c: () throws -> {ty} = {{ throw TestError.bad }}; expect(c).{verb}({m})")

# Polling verbs, on a closure held in a variable and on a value.
for m, g in [("equal(1)", "int"), ("beNil()", "int"), ("beTrue()", "bool"), ("beEmpty()", "array")]:
    ty, good, bad = groups[g]
    for vname, v in (("match", good), ("other", bad)):
        for verb, arg in (("toEventually", "timeout: .milliseconds(50), pollInterval: .milliseconds(10)"),
                          ("toEventuallyNot", "timeout: .milliseconds(50), pollInterval: .milliseconds(10)"),
                          ("toNever", "until: .milliseconds(30), pollInterval: .milliseconds(10)"),
                          ("toAlways", "until: .milliseconds(30), pollInterval: .milliseconds(10)")):
            add(f"poll {g} {vname} expect(c).{verb}({m})", f"let c: () -> {ty} = {{ {v} }}; expect(c).{verb}({m}, {arg})")
            add(f"poll {g} {vname} expect(v).{verb}({m})", f"let v: {ty} = {v}; expect(v).{verb}({m}, {arg})")
            add(f"poll {g} {vname} await expect {{}}.{verb}({m})", f"await expect {{ () async -> {ty} in {v} }}.{verb}({m}, {arg})", True)

# Operators, nil, unwrap, the empty combinators.
for ty, v in (("Int", "1"), ("Box", "Box()"), ("Any", "1"), ("AnyObject", "Box()"), ("(any Error)", "TestError.bad"), ("(() -> Void)", "{}")):
    for vname, val in (("some", v), ("nil", "nil")):
        add(f"op {ty} {vname} == nil", f"let v: {ty}? = {val}; expect(v) == nil")
        add(f"op {ty} {vname} != nil", f"let v: {ty}? = {val}; expect(v) != nil")
        add(f"op {ty} {vname} await == nil", f"let v: {ty}? = {val}; await expect {{ () async -> {ty}? in v }} == nil", True)
        add(f"unwrap {ty} {vname} unwrap(v)", f"let v: {ty}? = {val}; _ = try? unwrap(v)")
        add(f"unwrap {ty} {vname} unwrap(c)", f"let c: () throws -> {ty}? = {{ {val} }}; _ = try? unwrap(c)")
        add(f"unwrap {ty} {vname} unwraps(c)", f"let c: () throws -> {ty}? = {{ {val} }}; _ = try? unwraps(c)")
        add(f"unwrap {ty} {vname} requires(c)", f"let c: () throws -> {ty}? = {{ {val} }}; _ = try? requires(c).toNot(beNil())")
        add(f"unwrap {ty} {vname} unwrapa(c)", f"let c: () async throws -> {ty}? = {{ {val} }}; _ = try? await unwrapa(c)", True)
for vname, v in (("1", "1"), ("nil", "nil")):
    add(f"empty {vname} satisfyAnyOf()", f"let v: Int? = {v}; expect(v).to(satisfyAnyOf([Matcher<Int>]()))")
    add(f"empty {vname} satisfyAllOf()", f"let v: Int? = {v}; expect(v).to(satisfyAllOf([Matcher<Int>]()))")
    add(f"empty {vname} toNot satisfyAllOf()", f"let v: Int? = {v}; expect(v).toNot(satisfyAllOf([Matcher<Int>]()))")
    add(f"op {vname} == 1", f"let v: Int? = {v}; expect(v) == 1")
    add(f"op {vname} != 1", f"let v: Int? = {v}; expect(v) != 1")
    add(f"op {vname} < 1", f"let v: Int? = {v}; expect(v) < 1")
    add(f"op {vname} > 0", f"let v: Int? = {v}; expect(v) > 0")
add("throws-then-matches toEventually", "var n = 0; let c: () throws -> Int = { n += 1; if n < 3 { throw TestError.bad }; return 1 }; expect(c).toEventually(equal(1), timeout: .milliseconds(100), pollInterval: .milliseconds(10))")
add("throwError c", "let c: () throws -> Int = { throw TestError.bad }; expect(c).to(throwError())")
add("throwError c toNot", "let c: () throws -> Int = { throw TestError.bad }; expect(c).toNot(throwError())")
add("throwError (c) toNot", "expect({ () throws -> Int in throw TestError.bad }).toNot(throwError())")
add("succeed c", "let c: () -> ToSucceedResult = { .failed(reason: \"no\") }; expect(c).to(succeed())")
add("succeed (c) toNot", "expect({ () -> ToSucceedResult in .succeeded }).toNot(succeed())")

skipped = {}
try:
    for line in open(__file__.rsplit("/", 1)[0] + "/skipped.txt"):
        line = line.rstrip("\n")
        if line and not line.startswith("#"):
            ident, _, reason = line.partition("\t")
            skipped[ident] = reason
except FileNotFoundError:
    pass

seen = set()
with open(out, "w") as f:
    f.write(f"import {module}\nimport XCTest\n\n")
    f.write("enum TestError: Error { case bad, worse }\nfinal class Box {}\nlet box = Box()\n")
    f.write("func report(_ id: String, _ count: Int) { print(\"PARITY\\t\\(id)\\t\\(count)\") }\n\n")
    f.write("final class VerdictParity: XCTestCase {\n")
    chunk = 40
    for is_async, name, effect, wait in ((False, "Sync", "", ""), (True, "Async", " async", "await ")):
        group = [r for r in rows if r[2] == is_async]
        for part in range(0, len(group), chunk):
            f.write(f"    func test{name}{part // chunk:03d}(){effect} {{\n")
            for ident, stmt, _ in group[part:part + chunk]:
                if ident in skipped or ident in seen: continue
                seen.add(ident)
                lit = ident.replace("\\", "\\\\").replace('"', '\\"')
                f.write(f"        report(\"{lit}\", {wait}gatherFailingExpectations(silently: true) {{ {stmt} }}.count)\n")
            f.write("    }\n")
    f.write("}\n")
print(len(seen), "spellings;", len(skipped), "skipped", file=sys.stderr)
