#!/usr/bin/env python3
"""Finds integer literals that the compiler types as `Int` (or `UInt`) with a
value that does not fit in 32 bits.

On a 32-bit watch (watchOS on arm64_32, Apple Watch Series 4 and later) `Int`
and `UInt` are 32 bits, so such a literal is a compile error there ("integer
literal '3153600000' overflows when stored into 'Int'"), while every 64-bit
build, Linux included, accepts it. `Duration.seconds(3_153_600_000)` is one:
the generic `seconds<T: BinaryInteger>(_:)` takes the literal's default type,
`Int`. Spell the type out: `.seconds(Int64(3_153_600_000))`.

It asks the compiler, not a pattern: it type-checks each target with
`swiftc -dump-ast`, against the modules of the last debug build (as
scripts/check-darwin-overloads.sh does), and reads the type the compiler gave
each `integer_literal_expr`. So a literal whose type comes from its context
(`x.uptimeNanoseconds + 3_000_000_000` is `UInt64`) is not flagged, and one
that defaults to `Int` is, wherever it is written.

What it cannot see:
- arithmetic on small `Int` literals whose result overflows 32 bits
  (`100 * 365 * 24 * 60 * 60`): each literal fits, and only the 32-bit build's
  constant folding finds the overflow. Write such products in `Int64`;
- code under `#if` branches that Linux does not compile (`#if canImport(Darwin)`,
  `#if os(watchOS)`): the compiler skips them, so this does too;
- literals typed by a generic parameter that Linux resolves to a 64-bit type
  and arm64_32 would too: none is a problem, so none is missed.

    python3 scripts/check-32bit-literals.py [--replace PATH=FILE ...] [TARGET ...]

`--replace` type-checks FILE in place of the target's PATH (to check an old
version: `git show REV:PATH > /tmp/old.swift`). TARGETs default to Deft,
DeftTesting and DeftTests.
"""

import argparse
import os
import re
import subprocess
import sys

INT32 = (-(2**31), 2**31 - 1)
UINT32 = (0, 2**32 - 1)
LITERAL = re.compile(
    r'integer_literal_expr type="(?P<type>U?Int)" location=(?P<location>\S+) .*?(?P<negative>negative )?'
    r'value="(?P<value>[^"]+)"'
)


def build_paths(root):
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=root, check=True, capture_output=True, text=True
    ).stdout.strip()
    if not os.path.exists(os.path.join(bin_path, "DeftTests.build", "sources")):
        subprocess.run(["swift", "build", "--build-tests"], cwd=root, check=True)
    return bin_path


def literals(root, bin_path, target, replacements):
    """(location, type, value) of every Int or UInt literal in the target."""
    with open(os.path.join(bin_path, f"{target}.build", "sources")) as listing:
        sources = [line.strip().strip("'\"") for line in listing if line.strip()]
    sources = [replacements.get(os.path.relpath(path, root), path) for path in sources]
    command = [
        "swiftc", "-dump-ast", "-wmo", "-parse-as-library", "-swift-version", "6",
        "-I", os.path.join(bin_path, "Modules"),
        "-module-cache-path", os.path.join(bin_path, "ModuleCache"),
        "-DSWIFT_PACKAGE", "-DDEBUG",
        "-Xcc", "-fmodule-map-file=" + os.path.join(bin_path, "DeftCShims.build", "module.modulemap"),
        "-Xcc", "-I", "-Xcc", os.path.join(root, "Sources", "DeftCShims", "include"),
        "-module-name", target,
    ] + sources
    found, errors = set(), []
    # One compiler job (-wmo), whose dump, large, goes to stderr with the
    # diagnostics: read as it comes, so no pipe fills.
    process = subprocess.Popen(command, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in process.stderr:
        match = LITERAL.search(line)
        # A literal the user wrote inside a macro's argument is listed at its
        # own place too, and again in the expansion's buffer: once is enough.
        if match and not match["location"].startswith("@"):
            value = int(match["value"].replace("_", ""), 0)
            found.add((match["location"], match["type"], -value if match["negative"] else value))
        elif ": error:" in line:
            errors.append(line)
    if process.wait() != 0:
        sys.stderr.write("".join(errors))
        sys.exit(f"check-32bit-literals: {target} does not type-check")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--replace", action="append", default=[], metavar="PATH=FILE")
    parser.add_argument("targets", nargs="*", default=["Deft", "DeftTesting", "DeftTests"])
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    replacements = {}
    for pair in args.replace:
        path, _, file = pair.partition("=")
        replacements[os.path.normpath(path)] = os.path.abspath(file)
    bin_path = build_paths(root)
    bad = []
    for target in args.targets:
        for location, kind, value in sorted(literals(root, bin_path, target, replacements)):
            low, high = INT32 if kind == "Int" else UINT32
            if not low <= value <= high:
                bad.append((location, kind, value))
    for location, kind, value in bad:
        shown = location
        for path, file in replacements.items():
            shown = shown.replace(file, path)
        print(
            f"{os.path.relpath(shown, root) if os.path.isabs(shown) else shown}: the literal {value:,} is typed "
            f"{kind}, which is 32 bits on arm64_32 (watchOS); spell its type out, e.g. Int64({value})",
            file=sys.stderr,
        )
    if bad:
        sys.exit(f"check-32bit-literals: {len(bad)} literal(s) overflow a 32-bit {'/'.join(sorted({b[1] for b in bad}))}")
    print(f"check-32bit-literals: no Int or UInt literal outside 32 bits in {', '.join(args.targets)}")


if __name__ == "__main__":
    main()
