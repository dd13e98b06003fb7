#!/usr/bin/env python3
"""Reads RESULT|metric|implementation|median|min|unit and NOTE|metric|implementation|text
lines on stdin and prints one Markdown table with a Deft/Nimble ratio per Deft row."""
import re
import sys

rows, notes = [], []
for line in sys.stdin:
    parts = line.rstrip("\n").split("|")
    if parts[0] == "RESULT" and len(parts) == 6:
        rows.append(parts[1:])
    elif parts[0] == "NOTE" and len(parts) >= 4:
        rows.append([parts[1], parts[2], "n/a", "n/a", "", "|".join(parts[3:])])


def number(text):
    try:
        return float(text.lstrip("<"))
    except ValueError:
        return None


def suffix(impl):
    m = re.search(r"\(([^)]*)\)$", impl)
    return m.group(1) if m else ""


order = []
for r in rows:
    if r[0] not in order:
        order.append(r[0])
print("| metric | implementation | median | min | unit | Deft/Nimble ratio |")
print("|---|---|---:|---:|---|---:|")
for metric in sorted(order, key=lambda m: (m.split(" ")[0], order.index(m))):
    group = [r for r in rows if r[0] == metric]
    nimble = [r for r in group if r[1].startswith("Nimble")]
    for r in group:
        ratio = ""
        if r[1].startswith("Deft") and nimble:
            match = [n for n in nimble if suffix(n[1]) == suffix(r[1])] or nimble
            a, b = number(r[2]), number(match[0][2])
            if a is not None and b:
                ratio = f"{a / b:.3g}"
        extra = f" ({r[5]})" if len(r) > 5 and r[2] == "n/a" else ""
        unit = r[4] if r[2] != "n/a" else ""
        print(f"| {r[0]} | {r[1]}{extra} | {r[2]} | {r[3]} | {unit} | {ratio} |")
