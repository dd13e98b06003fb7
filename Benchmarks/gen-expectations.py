#!/usr/bin/env python3
"""Writes a Swift file of N assorted expectations for the compile-cost benchmark.

usage: gen-expectations.py VARIANT COUNT > File.swift
VARIANT: deft-matcher | nimble-matcher | deft-operator | nimble-operator | xctest | testing | baseline-deft | ...
"baseline-X" writes the same imports and functions with no expectations.
"""
import sys

variant, count = sys.argv[1], int(sys.argv[2])
baseline = variant.startswith("baseline-")
kind = variant[len("baseline-"):] if baseline else variant

# One template per line; {k} is a literal that varies per expectation.
MATCHER = [
    "expect(n).to(equal({k}))",
    'expect(s).to(equal("s{k}"))',
    "expect([1, 2, {k}]).to(equal([1, 2, {k}]))",
    'expect(["a": {k}]).to(equal(["a": {k}]))',
    "expect(opt).to(equal({k}))",
    "expect(opt).toNot(beNil())",
    "expect(flag).to(beTrue())",
    "expect(n).to(beGreaterThan({k}))",
    "expect(n).to(beLessThanOrEqualTo({k}))",
    "expect([1, 2, {k}]).to(contain({k}))",
    "expect([Int]()).to(beEmpty())",
    "expect([1, 2, {k}]).to(haveCount(3))",
    "expect([{k}, 2]).to(beginWith({k}))",
    "expect {{ try thrower({k}) }}.to(throwError())",
    "expect(d).to(beCloseTo({k}.5, within: 0.1))",
    "expect([1, 2, {k}]).to(allPass {{ $0 > 0 }})",
    "expect(n).to(satisfyAnyOf(equal({k}), equal({k} + 1)))",
    'expect(s).toNot(equal("t{k}"))',
]
# Operator form where both libraries have an operator; the rest as in MATCHER.
OPERATOR = [
    "expect(n) == {k}",
    'expect(s) == "s{k}"',
    "expect([1, 2, {k}]) == [1, 2, {k}]",
    'expect(["a": {k}]) == ["a": {k}]',
    "expect(opt) == {k}",
    "expect(opt) != nil",
    "expect(flag) == true",
    "expect(n) > {k}",
    "expect(n) <= {k}",
] + MATCHER[9:17] + ['expect(s) != "t{k}"']
XCTEST = [
    "XCTAssertEqual(n, {k})",
    'XCTAssertEqual(s, "s{k}")',
    "XCTAssertEqual([1, 2, {k}], [1, 2, {k}])",
    'XCTAssertEqual(["a": {k}], ["a": {k}])',
    "XCTAssertEqual(opt, {k})",
    "XCTAssertNotNil(opt)",
    "XCTAssertTrue(flag)",
    "XCTAssertGreaterThan(n, {k})",
    "XCTAssertLessThanOrEqual(n, {k})",
    "XCTAssertTrue([1, 2, {k}].contains({k}))",
    "XCTAssertTrue([Int]().isEmpty)",
    "XCTAssertEqual([1, 2, {k}].count, 3)",
    "XCTAssertEqual([{k}, 2].first, {k})",
    "XCTAssertThrowsError(try thrower({k}))",
    "XCTAssertEqual(d, {k}.5, accuracy: 0.1)",
    "XCTAssertTrue([1, 2, {k}].allSatisfy {{ $0 > 0 }})",
    "XCTAssertTrue(n == {k} || n == {k} + 1)",
    'XCTAssertNotEqual(s, "t{k}")',
]
TESTING = [
    "#expect(n == {k})",
    '#expect(s == "s{k}")',
    "#expect([1, 2, {k}] == [1, 2, {k}])",
    '#expect(["a": {k}] == ["a": {k}])',
    "#expect(opt == {k})",
    "#expect(opt != nil)",
    "#expect(flag)",
    "#expect(n > {k})",
    "#expect(n <= {k})",
    "#expect([1, 2, {k}].contains({k}))",
    "#expect([Int]().isEmpty)",
    "#expect([1, 2, {k}].count == 3)",
    "#expect([{k}, 2].first == {k})",
    "#expect(throws: (any Error).self) {{ try thrower({k}) }}",
    "#expect(abs(d - {k}.5) <= 0.1)",
    "#expect([1, 2, {k}].allSatisfy {{ $0 > 0 }})",
    "#expect(n == {k} || n == {k} + 1)",
    '#expect(s != "t{k}")',
]
templates, module = {
    "deft-matcher": (MATCHER, "Deft"),
    "nimble-matcher": (MATCHER, "Nimble"),
    "deft-operator": (OPERATOR, "Deft"),
    "nimble-operator": (OPERATOR, "Nimble"),
    "xctest": (XCTEST, "XCTest"),
    "testing": (TESTING, "Testing"),
}[kind]

out = [f"import {module}", "", "struct BenchError: Error {}",
       "func thrower(_ k: Int) throws -> Int { if k >= 0 { throw BenchError() }; return k }", ""]
per_function = 10
for f in range((count + per_function - 1) // per_function):
    out.append(f"func check{f}(n: Int, s: String, opt: Int?, flag: Bool, d: Double) {{")
    if not baseline:
        for i in range(f * per_function, min(count, (f + 1) * per_function)):
            out.append("    " + templates[i % len(templates)].format(k=i))
    out.append("}")
    out.append("")
print("\n".join(out))
