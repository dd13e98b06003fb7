#!/usr/bin/env python3
"""Compiles Deft's Darwin-only Swift lines on Linux, against stand-ins for
Apple's modules with Apple's signatures.

scripts/darwin-standins/modules/ holds stand-ins for the parts of Darwin,
CoreFoundation, Foundation and XCTest that those lines use, each declared as
Apple's SDK imports it (the files cite Apple's documentation). They are
built as modules of those names, found before the toolchain's, so that
`canImport(Darwin)` is true, `import Foundation` is the stand-in, and the
Darwin branches type-check against Apple's declarations instead of corelibs'.
A call with the wrong labels or types, a name Apple's SDK lacks or renames
(`kCFRunLoopDefaultMode`), or an `XCTestObservation` callback whose signature
misses Apple's (which Xcode only warns "nearly matches", and then never calls)
is an error here.

What it compiles (CHECKED below): whole files where the Darwin lines lean on
the rest of the file (SourceLocation's `FileString`, with its user in
XCTestReporter; MainRunLoopBell; XCTestReporter), and, in files that other
areas change often, the declaration that holds the Darwin branch. Deft's
own names those need from other files are declared in
scripts/darwin-standins/branches/DeftStandIns.swift; a C target the files
import is read from its real header. Every Swift file in Sources with a
`canImport(Darwin)` branch must be covered here, or listed in ELSEWHERE
with the check that covers it, or this script fails.

It cannot see: what the calls do; Apple's concurrency annotations (none of
these types is declared Sendable or main-actor here, as Apple's documentation
shows none); overloads the stand-ins do not declare (add them, copied from
Apple's documentation, when a Mac build finds one); and the three
CFRunLoopSourceContext callbacks Linux cannot type exactly (see the stand-in).

  python3 scripts/check-darwin-branches.py [--self-test]

--self-test also compiles copies with one Darwin line broken on purpose,
each of which must fail. Takes a few seconds (four small modules, one type-check each).
"""

import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STANDINS = ROOT / "scripts/darwin-standins"
MODULES = ["Darwin", "CoreFoundation", "Foundation", "XCTest"]

# (file, None) compiles the whole file; (file, pattern) compiles only the
# declaration whose first line matches `pattern` (to its closing brace, or
# to the `#endif` when it is an `#if`), inside `wrapper`.
CHECKED = [
    ("Sources/Deft/Core/SourceLocation.swift", None, None),
    ("Sources/Deft/Polling/Signals/MainRunLoopBell.swift", None, None),
    ("Sources/Deft/Reporting/XCTestReporter.swift", None, None),
    ("Sources/Deft/Polling/Signals/ObservedReads.swift", r"static var currentThread\b", "enum ObservedReads"),
    ("Sources/Deft/Rendering/RenderedValue+Reflection.swift", r"func isBoolean\(", "struct RenderedValue"),
    ("Sources/Deft/Matchers/ThrowAssertion.swift", r"#if canImport\(Darwin\)", None),
]
# Appended to a checked file's copy: Deft's observer must implement each of
# Apple's optional callbacks it means to, exactly (see the XCTest stand-in).
APPENDED = {
    "Sources/Deft/Reporting/XCTestReporter.swift":
        "\n#if canImport(XCTest)\n    extension FailureObserver: XCTestObservationCallbacks {}\n#endif\n",
}
# Darwin branches another check compiles.
ELSEWHERE = {
    "Sources/Deft/Reporting/SwiftTestingReporter.swift":
        "scripts/check-testing-optional.sh builds its Darwin branch (DEFT_TESTING_IMPLEMENTATION_ONLY) on Linux",
}
# Each: a file, a Darwin line in it, the wrong line a copy has instead, and
# what the error must say.
MUTATIONS = [
    ("Sources/Deft/Polling/Signals/MainRunLoopBell.swift", "CFRunLoopMode { .defaultMode }",
     "CFRunLoopMode { kCFRunLoopDefaultMode }", "renamed to 'CFRunLoopMode.defaultMode'"),
    ("Sources/Deft/Polling/Signals/MainRunLoopBell.swift", "CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)",
     "CFRunLoopSourceCreate(kCFAllocatorDefault, 0, context)", "error"),
    ("Sources/Deft/Reporting/XCTestReporter.swift", "lineNumber: Int(clamping: location.line)",
     "lineNumber: location.line", "error"),
    ("Sources/Deft/Reporting/XCTestReporter.swift", "func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue)",
     "func testCase(_ testCase: XCTestCase, didRecordIssue issue: XCTIssue)", "XCTestObservationCallbacks"),
    ("Sources/Deft/Reporting/XCTestReporter.swift",
     "func testCase(_ testCase: XCTestCase, didRecord expectedFailure: XCTExpectedFailure)",
     "func testCase(_ testCase: XCTestCase, didRecordExpectedFailure expectedFailure: XCTExpectedFailure)",
     "XCTestObservationCallbacks"),
    ("Sources/Deft/Reporting/XCTestReporter.swift", "func testCaseDidFinish(_ testCase: XCTestCase) {",
     "func testSuiteDidFinished(_ testSuite: XCTestSuite) {}\n\n        func testCaseDidFinish(_ testCase: XCTestCase) {",
     "not one of XCTestObservationCallbacks"),
    ("Sources/Deft/Reporting/XCTestReporter.swift", "type: .assertionFailure, compactDescription: message,",
     "type: .assertionFailure, description: message,", "error"),
    ("Sources/Deft/Core/SourceLocation.swift", "public typealias FileString = String",
     "public typealias FileString = Substring", "error"),
    ("Sources/Deft/Polling/Signals/ObservedReads.swift", "UInt(bitPattern: pthread_self())",
     "UInt(pthread_self())", "error"),
    ("Sources/Deft/Rendering/RenderedValue+Reflection.swift", "CFGetTypeID(number) == CFBooleanGetTypeID()",
     "CFGetTypeID(number) == kCFBooleanTrue", "error"),
]


def code_only(line):
    """The line without string literals and `//` comments, for counting braces."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def extract(path, text, pattern):
    """The declaration whose first line matches `pattern`: to its closing brace, or its `#endif`."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if re.search(pattern, line)]
    if len(starts) != 1:
        raise LookupError(f"{path}: {len(starts)} lines match {pattern!r}, expected one: update CHECKED")
    start = starts[0]
    if lines[start].strip().startswith("#if"):
        depth = 0
        for end in range(start, len(lines)):
            stripped = lines[end].strip()
            depth += stripped.startswith("#if") - stripped.startswith("#endif")
            if depth == 0:
                return start, end
    else:
        depth, opened = 0, False
        for end in range(start, len(lines)):
            code = code_only(lines[end])
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if opened and depth == 0:
                return start, end
    raise LookupError(f"{path}: the declaration at line {start + 1} does not end")


def darwin_lines(text):
    return [i for i, line in enumerate(text.splitlines()) if re.search(r"canImport\(Darwin\)", line)]


def coverage_problems():
    """Files in Sources with a Darwin branch that no entry covers."""
    covered = {}
    for path, pattern, _ in CHECKED:
        text = (ROOT / path).read_text()
        covered.setdefault(path, set())
        if pattern is None:
            covered[path] |= set(darwin_lines(text))
        else:
            start, end = extract(path, text, pattern)
            covered[path] |= {i for i in darwin_lines(text) if start <= i <= end}
    problems = []
    for file in sorted((ROOT / "Sources").rglob("*.swift")):
        path = str(file.relative_to(ROOT))
        if path in ELSEWHERE:
            continue
        missed = [i + 1 for i in darwin_lines(file.read_text()) if i not in covered.get(path, set())]
        if missed:
            problems.append(f"{path}:{missed[0]}: a canImport(Darwin) branch no entry of CHECKED compiles: "
                            "add it there (or to ELSEWHERE, naming the check that compiles it)")
    return problems


def darwin_view(text):
    """`text` with the `#else` part of each `#if canImport(Darwin)` dropped (nested `#if`s kept)."""
    kept, stack = [], []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append(["darwin" if re.search(r"canImport\(Darwin\)", stripped) else "other", True])
        elif stripped.startswith("#else") and stack and stack[-1][0] == "darwin":
            stack[-1][1] = False
            continue
        elif stripped.startswith("#endif"):
            stack.pop()
        if all(keep for _, keep in stack) and not re.match(r"#(if|endif)\b.*canImport\(Darwin\)", stripped):
            kept.append(line)
    return "\n".join(kept)


def selectors(text):
    """The `test…` methods declared in `text`, as `name(label:…)`."""
    found = set()
    for name, params in re.findall(r"\bfunc\s+(test\w*)\s*\(([^)]*)\)", text):
        labels = [param.split(":")[0].split()[0] for param in params.split(",") if param.strip()]
        found.add(f"{name}({''.join(label + ':' for label in labels)})")
    return found


def callback_problems(text=None):
    """The observer's Darwin `test…` methods that XCTestObservationCallbacks does not declare."""
    reporter = darwin_view(text or (ROOT / "Sources/Deft/Reporting/XCTestReporter.swift").read_text())
    stand_in = (STANDINS / "modules/XCTest.swift").read_text()
    declared = selectors(stand_in[stand_in.index("protocol XCTestObservationCallbacks"):])
    return [f"Sources/Deft/Reporting/XCTestReporter.swift: the observer's {selector} is not one of "
            "XCTestObservationCallbacks' methods (scripts/darwin-standins/modules/XCTest.swift): add it there, "
            "with the signature of Apple's XCTestObservation"
            for selector in sorted(selectors(reporter) - declared)]


def build_modules(scratch):
    modules = scratch / "modules"
    modules.mkdir()
    for name in MODULES:
        result = subprocess.run(
            ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", name,
             "-I", str(modules), "-module-cache-path", str(scratch / "cache"),
             "-o", str(modules / f"{name}.swiftmodule"), str(STANDINS / "modules" / f"{name}.swift")],
            capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"check-darwin-branches: the {name} stand-in does not build:\n{result.stderr}")
    return modules


def compile_checked(scratch, modules, replace=None):
    """Type-checks the checked code (with `replace` = (file, old, new) applied); returns (ok, output)."""
    sources = {path: (ROOT / path).read_text() for path, _, _ in CHECKED}
    if replace:
        path, old, new = replace
        sources[path] = sources[path].replace(old, new, 1)
    files, names = [], {}
    # The extracted declarations, each in its wrapper, and where each came from:
    # (first line, last line, file, its first line there).
    harness, spans = ["import Foundation\n"], []
    for index, (path, pattern, wrapper) in enumerate(CHECKED):
        text = sources[path]
        if pattern is None:
            copy = scratch / "files" / path
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(text + APPENDED.get(path, ""))
            files.append(str(copy))
            names[str(copy)] = path
        else:
            start, end = extract(path, text, pattern)
            body = text.splitlines(keepends=True)[start:end + 1]
            if wrapper:
                harness.append(f"{wrapper} {{\n")
            first = len(harness) + 1
            harness += body
            spans.append((first, first + len(body) - 1, path, start + 1))
            if wrapper:
                harness.append("}\n")
    extracted = scratch / "files" / "Extracted.swift"
    extracted.parent.mkdir(parents=True, exist_ok=True)
    extracted.write_text("".join(harness))
    files.append(str(extracted))
    files += [str(f) for f in sorted((STANDINS / "branches").glob("*.swift"))]
    # The C targets the files import, read from their own headers.
    maps = []
    imported = set(re.findall(r"^\s*(?:\w+\s+)?import\s+(\w+)", "\n".join(sources.values()), re.M))
    for name in sorted(imported - set(MODULES) - {"Observation", "Synchronization", "Dispatch"}):
        headers = sorted((ROOT / "Sources" / name / "include").glob("*.h"))
        if not headers:
            continue
        modulemap = scratch / f"{name}.modulemap"
        modulemap.write_text(f'module {name} {{\n' + "".join(f'    header "{h}"\n' for h in headers) + "    export *\n}\n")
        maps += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    result = subprocess.run(
        ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Deft",
         "-warnings-as-errors", "-I", str(modules), "-module-cache-path", str(scratch / "cache"), *maps, *files],
        capture_output=True, text=True)
    output = result.stdout + result.stderr
    for copy, path in names.items():
        output = output.replace(copy, path)

    def original(match):
        line = int(match[1])
        for first, last, path, there in spans:
            if first <= line <= last:
                return f"{path}:{there + line - first}:"
        return match[0]

    output = re.sub(re.escape(str(extracted)) + r":(\d+):", original, output)
    return result.returncode == 0, output


def main():
    missing = sorted({path for path, _, _ in CHECKED if not (ROOT / path).exists()})
    if missing:
        sys.exit(f"check-darwin-branches: CHECKED names {', '.join(missing)}, which no longer exist(s): "
                 "update CHECKED (and MUTATIONS) in scripts/check-darwin-branches.py")
    try:
        problems = coverage_problems() + callback_problems()
    except LookupError as error:
        sys.exit(f"check-darwin-branches: {error}")
    if problems:
        sys.exit("check-darwin-branches: " + "\ncheck-darwin-branches: ".join(problems))
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)
        modules = build_modules(scratch)
        ok, output = compile_checked(scratch, modules)
        if not ok:
            print(output, file=sys.stderr)
            sys.exit("check-darwin-branches: the Darwin branches above do not compile against Apple's declarations "
                     "(scripts/darwin-standins/modules)")
        print("check-darwin-branches: the Darwin branches of "
              + ", ".join(sorted({Path(path).name for path, _, _ in CHECKED}))
              + " compile against the stand-ins for Apple's Darwin, CoreFoundation, Foundation and XCTest")
        if "--self-test" not in sys.argv:
            return
        for path, right, _, _ in MUTATIONS:
            if right not in (ROOT / path).read_text():
                sys.exit(f"check-darwin-branches self-test: {path} no longer has `{right}`: update MUTATIONS")

        def broken(index):
            path, right, wrong, _ = MUTATIONS[index]
            ok, output = compile_checked(scratch / f"m{index}", modules, (path, right, wrong))
            errors = [line for line in output.splitlines() if "error:" in line]
            if path.endswith("XCTestReporter.swift"):
                text = (ROOT / path).read_text().replace(right, wrong, 1)
                errors = [f"error: {problem}" for problem in callback_problems(text)] + errors
                ok = ok and not errors
            return ok, output, errors

        # Two compilers at a time: each copy type-checks on its own.
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(broken, range(len(MUTATIONS))))
        for (path, _, wrong, expected), (ok, output, errors) in zip(MUTATIONS, results):
            if ok or not any(expected in line for line in errors):
                sys.exit(f"check-darwin-branches self-test: a copy of {path} with `{wrong}` "
                         f"{'compiled' if ok else 'failed without ' + repr(expected)}; the check would miss it\n{output}")
            print(f"check-darwin-branches self-test: `{wrong.splitlines()[0]}` fails: {errors[0].strip()}")

if __name__ == "__main__":
    main()
