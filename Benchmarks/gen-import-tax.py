#!/usr/bin/env python3
"""Writes a Swift file of everyday code that uses nothing of a test library, for the
import-tax benchmark: the same file is type-checked with and without the library's import.

usage: gen-import-tax.py KIND IMPORT COUNT > File.swift
KIND:   compare   COUNT plain `==`/`!=` comparisons: Int arithmetic with literals, Double,
                  String, arrays and optionals (no Foundation);
        everyday  COUNT statements of code Deft's public extensions touch: `Task { }`,
                  `Duration` and `Date` arithmetic, `TimeInterval` literals (imports Foundation).
IMPORT: a module name (Deft, Nimble, XCTest, Testing) or "none".
COUNT 0 writes the same imports and an empty function, to subtract module loading.
"""
import sys

kind, module, count = sys.argv[1], sys.argv[2], int(sys.argv[3])

COMPARE = [
    "_ = n + {k} == {k}",
    "_ = n * 2 != {k}",
    "_ = (n - {k}) / 2 == m",
    "_ = d == {k}.5",
    "_ = d + 0.25 != {k}.0",
    '_ = s == "s{k}"',
    '_ = s + "x" != "t{k}"',
    "_ = xs == [1, 2, {k}]",
    '_ = names != ["a", "b{k}"]',
    "_ = opt == nil",
    "_ = opt == {k}",
    '_ = optS != "o{k}"',
    "_ = xs.count + 1 == {k}",
    "_ = opt != n + {k}",
]
EVERYDAY = [
    "Task {{ _ = {k} }}",
    "let d{g} = Duration.seconds({k}) + .milliseconds(500)",
    "_ = d{g} * 2 < .seconds({k} + 1)",
    "let t{g}: TimeInterval = {k}.5",
    "_ = t{g} * 2 + 0.25",
    "_ = date.addingTimeInterval({k}.5) > date",
    "_ = date + t{g} == date",
    "_ = date.timeIntervalSince(date) < 0.5",
    "_ = Date(timeIntervalSinceNow: {k}) != date",
    "let w{g}: Duration = .milliseconds({k}); _ = w{g} + d{g}",
]

lines = []
if module != "none":
    lines.append(f"import {module}")
if kind == "everyday":
    lines.append("import Foundation")
templates = COMPARE if kind == "compare" else EVERYDAY
per_function = 50
functions = max(1, (count + per_function - 1) // per_function)
i = 0
for f in range(functions):
    if kind == "compare":
        lines.append(f"func compare{f}(n: Int, m: Int, d: Double, s: String, xs: [Int], names: [String], opt: Int?, optS: String?) {{")
    else:
        lines.append(f"func everyday{f}(date: Date) {{")
    for _ in range(min(per_function, count - i)):
        lines.append("    " + templates[i % len(templates)].format(k=i, g=i // len(templates)))
        i += 1
    lines.append("}")
print("\n".join(lines))
