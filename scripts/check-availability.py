#!/usr/bin/env python3
"""Finds uses of standard-library API that is newer than the package's floor
and not under a matching `@available` or `#available`.

Linux never type-checks Apple availability, yet the toolchain's own
.swiftinterface files carry it: `_Concurrency`, `Observation`,
`Synchronization`, the standard library, regex. This script reads them, lists
every name whose declarations are all newer than the floor in Package.swift on
some Apple platform, and looks for those names in Sources, Tests and Examples
outside an availability scope that covers them. Attributes and macros count
as uses (`@Observable`), and so do argument labels that only newer
declarations have (`Task(executorPreference:)`, `Task.detached(executorPreference:)`).

It is lexical, not a compiler. What it still cannot catch:
- an overload or initializer that shares its name and all its labels with a
  declaration at the floor (`UnownedJob.init(_: ExecutorJob)`), or a label
  that some declaration at the floor also has (`name:` of `Task(name:)`);
- a label the package itself declares anywhere, which counts as its own;
- an attribute written before the `@available` that covers it;
- members of the package's own `@available` types, names the package declares;
- Foundation, Dispatch, XCTest and Testing (no interface with Apple
  availability on Linux), code in string interpolations, `#if` conditions
  other than `os(…)`, `canImport(Darwin)` and `_runtime(_ObjC)`, the `else`
  of a `guard #available` (counted as covered), and runtime-only limits
  (parameter packs on older runtimes). CONTRIBUTING.md (Platforms) lists them too.

    python3 scripts/check-availability.py [--verbose] [--interfaces DIR]
"""

import argparse
import os
import re
import shutil
import sys

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
APPLE = frozenset(PLATFORMS)
# The interface files read. Dispatch and Foundation have no .swiftinterface on
# Linux (corelibs ship binary modules without Apple availability).
MODULES = ("Swift", "_Concurrency", "Observation", "Synchronization", "_StringProcessing", "RegexBuilder")
# Names also declared, at or below the floor, by Apple modules this script
# cannot read. Each one's source:
ELSEWHERE = {
    # Foundation's `NSLocking.withLock(_:)` (swift-corelibs-foundation
    # Sources/Foundation/NSLock.swift; Apple's Foundation overlay), which Deft
    # uses on NSLock; the interfaces have only Synchronization's `Mutex.withLock`.
    "withLock",
}
INFINITY = (9999, 0, 0)

# ---------------------------------------------------------------- lexing

TOKEN = re.compile(
    r"""
    (?P<nl>\n)
  | (?P<space>[ \t\r\f]+)
  | (?P<linecomment>//[^\n]*)
  | (?P<blockcomment>/\*)
  | (?P<string>\#*\"\"\"|\#*\")
  | (?P<directive>[@\#][A-Za-z_][A-Za-z0-9_]*)
  | (?P<ident>`[^`\n]+`|[A-Za-z_][A-Za-z0-9_]*)
  | (?P<number>[0-9][0-9_]*(?:\.[0-9][0-9_]*)*)
  | (?P<punct>.)
    """,
    re.VERBOSE,
)


def tokens(text):
    """(kind, value, line) for code only: comments and string literals
    (interpolations included) are skipped."""
    i, line, n = 0, 1, len(text)
    while i < n:
        m = TOKEN.match(text, i)
        kind, value = m.lastgroup, m.group()
        if kind == "blockcomment":
            depth, j = 1, m.end()
            while depth and j < n:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            line += text.count("\n", i, j)
            i = j
            continue
        if kind == "string":
            hashes = value.count("#")
            closing = value.lstrip("#") + "#" * hashes
            j = m.end()
            while j < n:
                if text[j] == "\\" and hashes == 0:
                    j += 2
                    continue
                if text.startswith(closing, j):
                    j += len(closing)
                    break
                if text[j] == "\n" and closing == '"':
                    break  # an unterminated string ends at its line
                j += 1
            line += text.count("\n", i, j)
            i = j
            continue
        i = m.end()
        if kind == "nl":
            yield ("nl", "\n", line)
            line += 1
        elif kind not in ("space", "linecomment"):
            yield (kind, value.strip("`") if kind == "ident" else value, line)


def version(text):
    parts = [int(part) for part in text.replace("_", "").split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def parse_availability(toks, start):
    """Reads `( … )` after `@available`/`#available` from toks[start]: the
    platforms with a version or `unavailable`, and the index after `)`."""
    assert toks[start][1] == "("
    depth, i, args, current = 0, start, [], []
    while i < len(toks):
        value = toks[i][1]
        if value == "(":
            depth += 1
            if depth == 1:
                i += 1
                continue
        elif value == ")":
            depth -= 1
            if depth == 0:
                break
        if value == "," and depth == 1:
            args.append(current)
            current = []
        elif toks[i][0] != "nl":
            current.append(toks[i])
        i += 1
    args.append(current)
    found = {}
    first = [t[1] for t in args[0]]
    if len(first) == 1 and first[0] in PLATFORMS:
        # The long form, one platform: `@available(macOS, introduced: 14)`.
        for arg in args[1:]:
            words = [t[1] for t in arg]
            if words[:2] == ["introduced", ":"] and len(arg) > 2:
                found[first[0]] = version(arg[2][1])
            elif words == ["unavailable"]:
                found[first[0]] = INFINITY
    else:
        # The shorthand: `@available(macOS 14, iOS 17, *)`.
        for arg in args:
            if len(arg) == 2 and arg[0][1] in PLATFORMS and arg[1][0] == "number":
                found[arg[0][1]] = version(arg[1][1])
    return found, i + 1


def vision_from_ios(ios):
    """visionOS inherits iOS availability: iOS 17 is visionOS 1, iOS 18 is
    visionOS 2, and from 26 the numbers are the same."""
    if ios is None:
        return None
    if ios >= (26, 0, 0):
        return ios
    if ios >= (18, 0, 0):
        return (ios[0] - 16,) + ios[1:]
    return (1, 0, 0)


def show(v):
    return ".".join(map(str, v[:2] if v[2] == 0 else v))


def requirement(avail, floor):
    """Per Apple platform, the release an availability needs (the floor when
    it says nothing about that platform)."""
    needs = {}
    for platform in PLATFORMS:
        if platform in avail:
            needs[platform] = avail[platform]
        elif platform == "visionOS" and "iOS" in avail:
            needs[platform] = max(vision_from_ios(avail["iOS"]), floor[platform])
        else:
            needs[platform] = floor[platform]
    return needs


def merge(outer, inner):
    merged = dict(outer)
    for platform, needed in inner.items():
        merged[platform] = max(merged.get(platform, (0, 0, 0)), needed)
    return merged


TYPE_KEYWORDS = {"struct", "class", "enum", "actor", "protocol", "extension"}
DECL_KEYWORDS = TYPE_KEYWORDS | {
    "func", "init", "var", "let", "subscript", "typealias", "associatedtype", "case", "macro",
}
# Accessor and other contextual keywords that macro declarations name.
KEYWORDS = {"get", "set", "didSet", "willSet", "init", "deinit", "_modify", "_read", "self", "Self", "Type", "newValue", "oldValue"}
OWN_TYPE_KEYWORDS = {"struct", "class", "enum", "actor", "protocol", "typealias"}
HIDDEN = {"internal", "private", "fileprivate", "@usableFromInline", "@_spi", "@_spi_available"}

# ------------------------------------------------------ interface reading


def read_interface(path, module, records, hidden_too=False):
    """Appends (name, availability, module, keyword) for each public
    declaration, and for each tuple label in a declaration's type."""
    with open(path, encoding="utf-8") as f:
        toks = list(tokens(f.read()))
    scopes = [({}, "type")]  # (availability, kind): declarations are read in type scopes only
    pending, statement, keyword, i = {}, [], None, 0
    while i < len(toks):
        kind, value, _ = toks[i]
        in_code = scopes[-1][1] == "code"
        if value in ("@available", "@_originallyDefinedIn") and i + 1 < len(toks) and toks[i + 1][1] == "(":
            found, i = parse_availability(toks, i + 1)
            if value == "@available":
                pending = merge(pending, found)
            continue
        if value == "{":
            body = "type" if keyword in TYPE_KEYWORDS and not in_code else "code"
            scopes.append((merge(scopes[-1][0], pending), body))
            pending, statement, keyword = {}, [], None
        elif value == "}":
            scopes.pop()
            pending, statement, keyword = {}, [], None
        elif kind == "nl":
            if keyword is not None:
                pending, statement, keyword = {}, [], None
        elif not in_code:
            # A tuple's element labels in a declaration's type, such as
            # `Duration.components`' `attoseconds`, are members too.
            typed = "->" in "".join(statement) or keyword in ("var", "let")
            if (
                typed
                and value == ":"
                and len(statement) >= 2
                and statement[-2] in ("(", ",")
                and not any(word in HIDDEN for word in statement)
            ):
                records.append((statement[-1], merge(scopes[-1][0], pending), module, "label"))
            # An argument label of a function, initializer, subscript or
            # case, such as `Task.init`'s `executorPreference`: the first
            # word of a parameter in the declaration's own parentheses.
            if (
                keyword in ("func", "init", "subscript", "case")
                and value == ":"
                and not any(word in HIDDEN for word in statement)
            ):
                depth = statement.count("(") - statement.count(")")
                label = argument_label(statement)
                if depth == 1 and label:
                    records.append((label, merge(scopes[-1][0], pending), module, "argument"))
            statement.append(value)
            if kind == "ident" and value in DECL_KEYWORDS and keyword is None:
                keyword = value
                name = "init" if value == "init" else next_name(toks, i + 1)
                hidden = not hidden_too and any(word in HIDDEN for word in statement)
                if value != "extension" and name and not name.startswith("_") and not hidden:
                    records.append((name, merge(scopes[-1][0], pending), module, value))
        i += 1


def argument_label(statement):
    """The external label of the parameter whose `:` comes next, if the
    statement so far ends with `( label :`, `, label :` or `( label name :`."""
    if len(statement) >= 2 and statement[-2] in ("(", ","):
        label = statement[-1]
    elif len(statement) >= 3 and statement[-3] in ("(", ","):
        label = statement[-2]
    else:
        return None
    return label if re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", label) else None


def next_name(toks, i):
    while i < len(toks) and toks[i][0] == "nl":
        i += 1
    if i < len(toks) and toks[i][0] == "ident":
        return toks[i][1]
    return None


# ------------------------------------------------------- project reading

NEVER_APPLE_OS = {"Linux", "Windows", "Android", "WASI", "FreeBSD", "OpenBSD", "Cygwin", "PS4", "Haiku"}
DARWIN_MODULES = {"Darwin", "ObjectiveC"}


def platforms_of_condition(toks):
    """The Apple platforms on which an `#if` condition may hold, or all of
    them where the condition says nothing certain about Apple platforms."""
    pos = 0

    def atom():
        nonlocal pos
        value = toks[pos][1] if pos < len(toks) else ""
        if value == "!":
            pos += 1
            inner, exact = atom()
            return (APPLE - inner, True) if exact else (APPLE, False)
        if value == "(":
            pos += 1
            result = disjunction()
            pos += 1
            return result
        name = value
        pos += 1
        argument = None
        if pos < len(toks) and toks[pos][1] == "(":
            depth, words = 0, []
            while pos < len(toks):
                if toks[pos][1] == "(":
                    depth += 1
                elif toks[pos][1] == ")":
                    depth -= 1
                    if depth == 0:
                        pos += 1
                        break
                else:
                    words.append(toks[pos][1])
                pos += 1
            argument = words[0] if words else None
        if name == "os" and argument in APPLE:
            return frozenset({argument}), True
        if name == "os" and argument in NEVER_APPLE_OS:
            return frozenset(), True
        if name == "canImport" and argument in DARWIN_MODULES:
            return APPLE, True
        if name == "_runtime" and argument == "_ObjC":
            return APPLE, True
        return APPLE, False

    def conjunction():
        nonlocal pos
        result, exact = atom()
        while pos < len(toks) and toks[pos][1] == "&" and pos + 1 < len(toks) and toks[pos + 1][1] == "&":
            pos += 2
            other, other_exact = atom()
            # A conjunct that is not exact can only narrow the platforms.
            result = result & other if other_exact else result
            exact = exact and other_exact
        return result, exact

    def disjunction():
        nonlocal pos
        result, exact = conjunction()
        while pos < len(toks) and toks[pos][1] == "|" and pos + 1 < len(toks) and toks[pos + 1][1] == "|":
            pos += 2
            other, other_exact = conjunction()
            result, exact = result | other, exact and other_exact
            if not other_exact:
                result = APPLE
        return result, exact

    return disjunction()


def check_file(path, flagged, labels, floor, problems):
    with open(path, encoding="utf-8") as f:
        toks = list(tokens(f.read()))
    # Conditional compilation: a stack of (platforms of this branch, platforms
    # taken by earlier exact branches, whether all earlier branches were exact).
    conditions = []
    scopes = [{}]  # availability of each brace scope
    pending, pending_seen_decl, condition_avail = {}, False, None
    paren = 0
    signatures = []  # for each open parenthesis: whether it is a declaration's parameter list
    i = 0

    def live_platforms():
        result = APPLE
        for branch, _, _ in conditions:
            result = result & branch
        return result

    while i < len(toks):
        kind, value, line = toks[i]
        if value in ("#if", "#elseif", "#else", "#endif"):
            j = i + 1
            while j < len(toks) and toks[j][0] != "nl":
                j += 1
            condition = toks[i + 1 : j]
            if value == "#if":
                branch, exact = platforms_of_condition(condition)
                conditions.append((branch, branch if exact else frozenset(), exact))
            elif value == "#elseif" and conditions:
                _, taken, all_exact = conditions.pop()
                branch, exact = platforms_of_condition(condition)
                branch = branch - taken if all_exact else branch
                conditions.append((branch, taken | branch if exact else taken, all_exact and exact))
            elif value == "#else" and conditions:
                _, taken, all_exact = conditions.pop()
                conditions.append((APPLE - taken if all_exact else APPLE, taken, all_exact))
            elif value == "#endif" and conditions:
                conditions.pop()
            i = j
            continue
        live = live_platforms()
        if not live:
            i += 1
            continue
        if value == "@available" and i + 1 < len(toks) and toks[i + 1][1] == "(":
            found, i = parse_availability(toks, i + 1)
            if found:
                pending = merge(pending, found)
                pending_seen_decl = False
            continue
        if value in ("#available",) and i + 1 < len(toks) and toks[i + 1][1] == "(":
            found, i = parse_availability(toks, i + 1)
            back = i - 1
            while back > 0 and toks[back][1] != "guard" and toks[back][1] != "if" and toks[back][0] != "nl":
                back -= 1
            if toks[back][1] == "guard":
                # The rest of the enclosing scope (its `else` block too: a
                # lexical check cannot tell that block apart cheaply).
                scopes[-1] = merge(scopes[-1], found)
            else:
                condition_avail = merge(condition_avail or {}, found)
            continue
        if value == "(":
            paren += 1
            # A declaration's parameter list, where labels are declared, not used.
            before = [t[1] for t in toks[max(0, i - 12) : i] if t[0] != "nl"]
            declaring = bool(before) and (
                before[-1] in ("init", "subscript")
                or (len(before) > 1 and before[-2] in ("func", "case"))
                or (before[-1] == ">" and "func" in before)
            )
            signatures.append(declaring)
        elif value == ")":
            paren = max(0, paren - 1)
            if signatures:
                signatures.pop()
        elif value == "{":
            opened = scopes[-1]
            if pending:
                opened = merge(opened, pending)
                pending, pending_seen_decl = {}, False
            if condition_avail is not None:
                opened = merge(opened, condition_avail)
                condition_avail = None
            scopes.append(opened)
        elif value == "}":
            if len(scopes) > 1:
                scopes.pop()
            pending, pending_seen_decl = {}, False
        elif kind == "nl":
            if pending and pending_seen_decl and paren == 0:
                pending, pending_seen_decl = {}, False
        elif kind == "ident" and value in DECL_KEYWORDS:
            pending_seen_decl = True
        used = None
        if kind == "ident" and value in flagged:
            previous = toks[i - 1][1] if i else ""
            if previous not in DECL_KEYWORDS:
                used = (value, flagged[value])
        elif kind == "directive" and value[1:] in flagged:
            # An attached or freestanding macro, or a property wrapper:
            # `@Observable`, `#Predicate`.
            used = (value, flagged[value[1:]])
        if (
            kind == "ident"
            and value in labels
            and paren > 0
            and i + 1 < len(toks)
            and toks[i + 1][1] == ":"
            and toks[i - 1][1] in ("(", ",")
            and not (signatures and signatures[-1])
        ):
            used = (value + ":", labels[value])
        if used:
            here = merge(scopes[-1], pending)
            if condition_avail is not None:
                here = merge(here, condition_avail)
            report(path, line, used[0], used[1], here, floor, live, problems)
        i += 1


def report(path, line, name, needed_by, here, floor, live, problems):
    needs, modules = needed_by
    has = requirement(here, floor)
    short = [
        f"{platform} {show(needs[platform])}"
        for platform in PLATFORMS
        if platform in live and needs[platform] > floor[platform] and has[platform] < needs[platform]
    ]
    if short:
        problems.append(
            f"{path}:{line}: '{name}' ({'/'.join(sorted(modules))}) needs {', '.join(short)}, above the "
            f"package's floor: put this use under a matching @available or #available"
        )


# ------------------------------------------------------------ self-test

# Run before every check, against the same interfaces: a line marked
# `// flagged` must be reported, every other line must not. If the
# interfaces change form and the reader stops seeing these, the check fails
# instead of passing on nothing.
SELF_TEST = """
func a() { Task.immediate { } }  // flagged
func b() {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { Task.immediate { } }
}
@available(macOS 14, *)
func c(_ j: consuming ExecutorJob) {}  // flagged
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Held: SerialExecutor {
    func enqueue(
        _ job: consuming ExecutorJob
    ) {}
}
func d() { _ = Held() }  // flagged
#if os(Linux)
    let m = Mutex<Int>(0)
#else
    let n = Mutex<Int>(0)  // flagged
#endif
func e() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else { return }
    let m = Mutex<Int>(0)
    Task.immediate { }  // flagged: 26, above the guard's 15
}
#if os(macOS)
    @available(macOS 15, *)
    func f() -> Mutex<Int> { Mutex(0) }
#endif
// ExecutorJob in a comment, "ExecutorJob" in a string
let (seconds, attoseconds) = Duration.zero.components
@Observable  // flagged
final class Model {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class CoveredModel {}
func g() { _ = Task(executorPreference: nil) {} }  // flagged
func h() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        _ = Task(executorPreference: nil) {}
    }
}
func i(executorPreference: Int) {}
"""


def self_test(flagged, flagged_labels, floor):
    import tempfile

    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "SelfTest.swift")
        with open(path, "w", encoding="utf-8") as f:
            f.write(SELF_TEST)
        own = []
        read_interface(path, "the self-test", own, hidden_too=True)
        names = dict(flagged)
        for name, avail, _, kind in own:
            needs = requirement(avail, floor)
            if kind in OWN_TYPE_KEYWORDS and any(needs[p] > floor[p] for p in PLATFORMS):
                names[name] = (needs, {"the self-test"})
        problems = []
        check_file(path, names, flagged_labels, floor, problems)
    reported = {int(problem.split(":")[1]) for problem in problems}
    expected = {n for n, line in enumerate(SELF_TEST.split("\n"), 1) if "// flagged" in line}
    if reported != expected:
        sys.exit(
            f"check-availability: the self-test reported lines {sorted(reported)}, expected {sorted(expected)}; "
            "the interfaces or this script changed"
        )


# ---------------------------------------------------------------- main


def manifest_floor(package):
    with open(package, encoding="utf-8") as f:
        text = f.read()
    floor = {}
    for platform, major, minor in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)", text):
        floor[platform] = (int(major), int(minor or 0), 0)
    missing = [platform for platform in PLATFORMS if platform not in floor]
    if missing:
        sys.exit(f"check-availability: Package.swift declares no floor for {', '.join(missing)}")
    return floor


def default_interfaces():
    swift = shutil.which("swift")
    if not swift:
        sys.exit("check-availability: no swift on PATH; pass --interfaces")
    root = os.path.dirname(os.path.dirname(os.path.realpath(swift)))
    return os.path.join(root, "lib", "swift", "linux")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--interfaces", default=None, help="the toolchain's lib/swift/<os> directory")
    parser.add_argument("--verbose", action="store_true", help="list the names checked")
    parser.add_argument("paths", nargs="*", default=["Sources", "Tests", "Examples"])
    args = parser.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    floor = manifest_floor("Package.swift")
    directory = args.interfaces or default_interfaces()

    records = []
    for module in MODULES:
        module_dir = os.path.join(directory, module + ".swiftmodule")
        candidates = sorted(p for p in os.listdir(module_dir) if p.endswith(".swiftinterface") and ".private." not in p)
        if not candidates:
            sys.exit(f"check-availability: no .swiftinterface in {module_dir}")
        read_interface(os.path.join(module_dir, candidates[0]), module, records)

    at_floor, above = set(), {}
    labels_at_floor, labels_above = set(), {}
    for name, avail, module, kind in records:
        needs = requirement(avail, floor)
        if kind == "argument":
            # A label is flagged only if every declaration that has it is
            # newer than the floor: `name:` is everywhere, `executorPreference:` is not.
            if any(needs[p] > floor[p] for p in PLATFORMS):
                least, modules = labels_above.get(name, (None, set()))
                least = needs if least is None else {p: min(least[p], needs[p]) for p in PLATFORMS}
                labels_above[name] = (least, modules | {module})
            else:
                labels_at_floor.add(name)
            continue
        if any(needs[p] > floor[p] for p in PLATFORMS):
            if kind == "label":
                continue  # a label only ever clears a name: as a use it says too little
            least, modules = above.get(name, (None, set()))
            least = needs if least is None else {p: min(least[p], needs[p]) for p in PLATFORMS}
            above[name] = (least, modules | {module})
        else:
            at_floor.add(name)

    files = []
    for root in args.paths:
        for base, dirs, names in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith(".build") and d != ".swiftpm"]
            files += [os.path.join(base, n) for n in names if n.endswith(".swift")]
    files.sort()

    # A name the project declares itself (a local, a member) is most likely
    # its own, not the library's: unchecked.
    declared = set()
    for path in files:
        with open(path, encoding="utf-8") as f:
            toks = list(tokens(f.read()))
        for a, b in zip(toks, toks[1:]):
            if a[0] == "ident" and a[1] in DECL_KEYWORDS and b[0] == "ident":
                declared.add(b[1])
    flagged = {
        name: needed
        for name, needed in above.items()
        if name not in at_floor and name not in ELSEWHERE and name not in declared and name not in KEYWORDS
    }
    # The project's own types count as well: a use of a type it marks
    # `@available(macOS 14, …)` needs the same cover. (Its members do not:
    # their names are too common to find lexically.)
    own = []
    for path in files:
        read_interface(path, "this package", own, hidden_too=True)
    own_above, own_at_floor = {}, set()
    for name, avail, module, kind in own:
        needs = requirement(avail, floor)
        if kind not in OWN_TYPE_KEYWORDS:
            continue
        if any(needs[p] > floor[p] for p in PLATFORMS):
            least = own_above.get(name, needs)
            own_above[name] = ({p: min(least[p], needs[p]) for p in PLATFORMS}, {module})
        else:
            own_at_floor.add(name)
    flagged.update({name: needed for name, needed in own_above.items() if name not in own_at_floor})
    # The project's own argument labels are its own.
    own_labels = {name for name, _, _, kind in own if kind == "argument"}
    flagged_labels = {
        name: needed
        for name, needed in labels_above.items()
        if name not in labels_at_floor and name not in own_labels
    }
    if args.verbose:
        shadowed = sorted(n for n in above if n not in at_floor and n in declared)
        print(f"check-availability: {len(flagged)} names newer than the floor; project declares {shadowed}")
        for name in sorted(flagged):
            print("  ", name, ", ".join(f"{p} {show(v)}" for p, v in flagged[name][0].items()))
        print(f"check-availability: {len(flagged_labels)} argument labels newer than the floor")
        for name in sorted(flagged_labels):
            print("  ", name + ":", ", ".join(f"{p} {show(v)}" for p, v in flagged_labels[name][0].items()))

    self_test(flagged, flagged_labels, floor)
    problems = []
    for path in files:
        check_file(path, flagged, flagged_labels, floor, problems)
    for problem in problems:
        print(problem, file=sys.stderr)
    floor_text = ", ".join(f"{p} {show(floor[p])}" for p in PLATFORMS)
    if problems:
        print(f"check-availability: {len(problems)} use(s) newer than the floor ({floor_text})", file=sys.stderr)
        return 1
    print(
        f"check-availability: {len(files)} files, {len(flagged)} names and {len(flagged_labels)} argument labels "
        f"from {', '.join(MODULES)} newer than "
        f"{floor_text}: every use is under a matching @available or #available"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
