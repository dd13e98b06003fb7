#!/usr/bin/env python3
"""Compiles and runs every Swift code block of README.md and the DocC guides
(Sources/Deft/Deft.docc/*.md), and checks each failure message they print,
character for character (real-time figures such as `21 ms real` excepted);
compiles the Swift examples of the sources' doc comments.

How a block is read:
- Declarations (func, struct, class, actor, enum, extension, `@Test` and
  `@Suite` types and functions) go at file scope, private to their document;
  `@Test` functions and `XCTestCase` classes among them run as tests.
- The other lines are statements. They run in a `@MainActor` Swift Testing
  test, inside `gatherFailingExpectations`, after the block's hidden setup.
  The whole-line `//` comments that end the block are what it prints: the
  messages of its failures, one after another. A block that ends without
  such comments must not fail; a block of declarations alone, which no
  test body runs, must not end with them.
- An HTML comment on the line before a fence steers it:
    <!-- snippet: skip: REASON -->       not run; the report lists it with REASON
    <!-- snippet: setup: CODE -->        CODE runs first, unseen (`;` between statements)
    <!-- snippet: nonisolated -->        the test is not on the main actor
    <!-- snippet: declarations -->       every line goes at file scope (`let`s too)
    <!-- snippet: same as: PATH -->      not run: its text must be in PATH (a fixture, or a
                                         declaration the snippets share), without `public`
    <!-- snippet: output -->             (a plain block) what the Swift block before it prints
    <!-- snippet: output of: CODE -->    (a plain block) what CODE prints, after the setup before it
- A plain block (no language, or `text`) is a printed message: it must be
  marked `output`, `output of:` or `skip:`. Blocks in other languages (sh,
  json, ...) are not Swift and are left alone.
Every block left out is listed with its reason: nothing is skipped silently.

The Swift examples in the `///` doc comments of Sources/ that document public
declarations are compiled too, not run (an internal declaration's example may
use internal names, and is left alone): each becomes a method of the protocol `DocCommentContext`
(Examples/Tests/DocSnippetTests/DocCommentContext.swift), whose members stand
for the names an example takes as given; a source whose examples need names
of their own declares `protocol <Stem>DocContext: DocCommentContext` in
Examples/Tests/DocSnippetTests/DocContexts/, the types it names in `Given`
there, with a typealias where the example names a type (`User`). The method
is async only if the example awaits, and on the main actor unless the block
is marked `nonisolated`; a function the example declares is local to it (it
sees the context's names), its other declarations go at file scope, where
a `@Test` or `@Suite` is disabled and an XCTestCase class fileprivate:
compiled, not run. An example of a deprecated declaration compiles in a
deprecated method. `same as: PATH` and `skip: REASON` work as in the guides.
Their messages are not checked.

The tests go to Examples/Tests/DocSnippetTests (ExampleApp is the fixture set:
SearchModel, FeedModel, Cache, ProfileModel, Cart, Uploader), one file per
document, and are removed after the run.

Usage: python3 scripts/check-doc-snippets.py [--self-test] [--list] [FILE.md | SOURCE.swift ...]
  --self-test  also checks that copies of the README with one message, or one line of
               code, broken on purpose fail, and a source with a doc comment's example broken
  --list       only lists the blocks and what happens to each
  SOURCE.swift ...  only these sources' doc comments (and no document): a quick check of one area
  SNIPPETS_SCRATCH_PATH  build directory (default: <repo>/.build-examples, shared
                         with scripts/check-examples.sh)
"""

import os
import platform
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PKG = os.path.join(ROOT, "Examples")
OUT_DIR = os.path.join(PKG, "Tests", "DocSnippetTests")
SCRATCH = os.environ.get("SNIPPETS_SCRATCH_PATH", os.path.join(ROOT, ".build-examples"))
DEFAULT_DOCS = ["README.md"] + sorted(
    os.path.join("Sources/Deft/Deft.docc", f)
    for f in os.listdir(os.path.join(ROOT, "Sources/Deft/Deft.docc"))
    if f.endswith(".md"))
# The sources whose doc comments hold Swift examples: each compiles.
SOURCE_DOCS = sorted(
    os.path.relpath(os.path.join(d, f), ROOT)
    for d, _, fs in os.walk(os.path.join(ROOT, "Sources"))
    for f in fs if f.endswith(".swift")
    and re.search(r"^\s*/// ?```\s*swift\s*$", open(os.path.join(d, f), encoding="utf-8").read(), re.M))

FENCE = re.compile(r"^(\s*)```\s*([\w+-]*)\s*$")
ANNOTATION = re.compile(r"^\s*<!--\s*snippet:\s*(.*?)\s*-->\s*$")
DECLARATION = re.compile(
    r"^(?:(?:private|fileprivate|internal|public|nonisolated|final|static)\s+)*"
    r"(?:func|struct|class|enum|actor|extension|protocol|typealias)\b")
IMPORT = re.compile(r"^\s*(?:@testable\s+|internal\s+|public\s+)?import\s+(\w+)\s*(?://.*)?$")
BINDING = re.compile(r"^\s*(?:let|var)\s+(\w+)\b")


class Block:
    def __init__(self, doc, line, lang, lines, notes):
        self.doc, self.line, self.lang, self.lines, self.notes = doc, line, lang, lines, notes
        self.output = None          # the plain block that shows what this block prints
        self.hidden_code = None     # for `output of:`
        self.fate = ""              # what the check does with it, for the report

    @property
    def where(self):
        return f"{self.doc}:{self.line}"

    def note(self, key):
        for n in self.notes:
            if n == key or n.startswith(key + ":"):
                return n[len(key) + 1:].strip() if n.startswith(key + ":") else ""
        return None


DOC_COMMENT = re.compile(r"^\s*/// ?(.*)$")


def document_lines(doc):
    """The lines of a Markdown document; for a Swift source, the text of its
    `///` doc comments, every other line blank, so line numbers stay the
    source's."""
    text = open(os.path.join(ROOT, doc), encoding="utf-8").read().split("\n")
    if not doc.endswith(".swift"):
        return text
    return [m.group(1) if m else "" for m in map(DOC_COMMENT.match, text)]


def read_blocks(doc):
    text = document_lines(doc)
    blocks, i = [], 0
    while i < len(text):
        m = FENCE.match(text[i])
        if not m:
            i += 1
            continue
        indent, lang = m.group(1), m.group(2)
        notes, j = [], i - 1
        while j >= 0 and text[j].strip() == "":
            j -= 1
        while j >= 0 and ANNOTATION.match(text[j]):
            notes.insert(0, ANNOTATION.match(text[j]).group(1))
            j -= 1
        body, k = [], i + 1
        while k < len(text) and not re.match(r"^\s*```\s*$", text[k]):
            line = text[k]
            body.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
            k += 1
        blocks.append(Block(doc, i + 2, lang, body, notes))  # line of the block's first line
        i = k + 1
    return blocks


def strip_attributes(text):
    """`text` without its leading attributes (`@MainActor`, `@Suite(.polling(…))`)."""
    text = text.strip()
    while text.startswith("@"):
        i = 1
        while i < len(text) and (text[i].isalnum() or text[i] == "_"):
            i += 1
        if i < len(text) and text[i] == "(":
            depth = 0
            while i < len(text):
                depth += {"(": 1, ")": -1}.get(text[i], 0)
                i += 1
                if depth == 0:
                    break
        text = text[i:].strip()
    return text


def is_declaration(text):
    return bool(DECLARATION.match(text)) or text.startswith("#if")


LOCAL_FUNC = re.compile(r"^(?:(?:private|fileprivate|nonisolated)\s+)*func\b")


def split(lines, local_funcs=False):
    """(declarations, statements) as lists of (offset, line); offset is the
    line's index in the block. With `local_funcs`, a `func` with no attribute
    is a statement: a local function, which sees the names around it."""
    decls, stmts, depth, i = [], [], 0, 0
    while i < len(lines):
        line = lines[i]
        if local_funcs and depth == 0 and LOCAL_FUNC.match(line.strip()):
            pass
        elif depth == 0 and line.strip().startswith(("@", "#if")) or depth == 0 and is_declaration(line.strip()):
            j = i
            while j < len(lines) and lines[j].strip().startswith("@") and strip_attributes(lines[j]) == "":
                j += 1
            if j < len(lines) and is_declaration(strip_attributes(lines[j])):
                start, level = i, 0
                i = j
                while i < len(lines):
                    level += balance(lines[i])
                    level += 1 if lines[i].strip().startswith("#if") else 0
                    level -= 1 if lines[i].strip().startswith("#endif") else 0
                    i += 1
                    if level <= 0:
                        break
                decls.extend((o, lines[o]) for o in range(start, i))
                continue
        depth += balance(line)
        stmts.append((i, line))
        i += 1
    return decls, stmts


def balance(line):
    code = re.sub(r'#?"(?:[^"\\]|\\.)*"#?', '""', line.split("//")[0] if '"' not in line else line)
    code = re.sub(r"//.*$", "", code)
    return code.count("{") + code.count("(") + code.count("[") - code.count("}") - code.count(")") - code.count("]")


def swift_string(text):
    return '#"""\n' + "\n".join(text.split("\n")) + '\n"""#' if text else '""'


def plan(blocks):
    """Pairs output blocks with their Swift blocks and decides each block's fate."""
    last_swift = None
    for b in blocks:
        if b.lang == "swift":
            last_swift = b
            continue
        if b.lang not in ("", "text"):
            b.fate = f"not Swift ({b.lang}): left alone"
            continue
        if b.note("skip") is not None:
            b.fate = "skipped: " + b.note("skip")
        elif b.note("output of") is not None:
            b.hidden_code = b.note("output of")
            b.fate = "message checked: the output of hidden code"
        elif b.note("output") is not None:
            if last_swift is None or last_swift.note("skip") is not None:
                b.fate = "ERROR: marked output, but no Swift block before it runs"
            else:
                last_swift.output = b
                b.fate = f"message checked: the output of {last_swift.where}"
        else:
            b.fate = "ERROR: a plain block must be marked output, output of: or skip: (see the script's header)"


def generate(doc, blocks):
    """The Swift test file for one document, and how many checks it holds."""
    imports = {"Deft", "ExampleApp", "Testing"}
    decl_chunks, tests, checks = [], [], 0
    loc = lambda line: f'#sourceLocation(file: "{doc}", line: {line})'
    for n, b in enumerate(blocks):
        setup = [s.strip() for s in (b.note("setup") or "").split(";") if s.strip()]
        if b.lang in ("", "text"):
            if b.hidden_code is None:
                continue
            body = [(None, s.strip()) for s in b.hidden_code.split(";") if s.strip()]
            decls, printed = [], "\n".join(b.lines)
            prior = [p for p in blocks[:n] if p.lang == "swift"]
            setup = [s.strip() for s in ((prior[-1].note("setup") or "") if prior else "").split(";") if s.strip()]
        elif b.lang == "swift":
            if b.note("same as") is not None:
                source = b.note("same as")
                if contains(os.path.join(ROOT, source), b.lines):
                    b.fate = f"checked: the same text as {source}"
                else:
                    b.fate = f"ERROR: its text is not in {source} (compared without `public`, imports and whole-line comments)"
                continue
            if b.note("skip") is not None:
                b.fate = "skipped: " + b.note("skip")
                continue
            lines = []
            for i, line in enumerate(b.lines):
                m = IMPORT.match(line)
                if m:
                    imports.add(m.group(1))
                    lines.append("")
                else:
                    lines.append(line)
            decls, stmts = split(lines)
            if b.note("declarations") is not None:
                decls, stmts = sorted(decls + [(o, l) for o, l in stmts if l.strip()]), []
            # the trailing whole-line comments: what the block prints
            trailing = []
            while stmts and (stmts[-1][1].strip().startswith("//") or stmts[-1][1].strip() == ""):
                o, s = stmts.pop()
                if s.strip():
                    trailing.insert(0, re.sub(r"^//\s?", "", s.strip()))
            body = [(o, s) for o, s in stmts]
            printed = "\n".join(trailing)
            if b.output is not None:
                if trailing:
                    b.fate = "ERROR: prints both in comments and in the plain block after it"
                    continue
                printed = "\n".join(b.output.lines)
            runs_tests = any(re.search(r"@Test\b|XCTestCase", s) for _, s in decls)
            if decls:
                chunk = [loc(b.line + decls[0][0])]
                prev = decls[0][0] - 1
                for o, s in decls:
                    if o != prev + 1:
                        chunk.append(loc(b.line + o))
                    prev = o
                    chunk.append(s)
                decl_chunks.append(make_private(chunk))
            if not any(s.strip() for _, s in body) and not setup:
                if printed:
                    b.fate = "ERROR: it shows messages, but only declares: nothing runs to print them"
                    continue
                b.fate = "compiled" + (", its tests run" if runs_tests else "") + " (declarations)"
                continue
            b.fate = "run" + (f", {len(printed.splitlines())} message line(s) checked" if printed else ", must not fail") \
                + (", its tests run" if runs_tests else "")
        else:
            continue
        checks += 1
        name = f"snippet_line{b.line}"
        isolation = "" if b.note("nonisolated") is not None else "@MainActor "
        top_level, level = [], 0
        for _, s in body:
            if level == 0:
                top_level.append(s)
            level += balance(s)
        t = [f"@Test {isolation}private func {name}() async throws {{"]
        t += ["    " + s for s in setup]
        is_async = any(re.search(r"\bawait\b", s) for _, s in body)
        t.append("    func body() async throws {" if is_async else "    func body() throws {")
        prev, located = None, False
        for o, s in body:
            if o is not None and o != prev:
                t.append(loc(b.line + o))
                located = True
            prev = (o + 1) if o is not None else None
            t.append("        " + s)
        if located:  # hidden code (`output of:`) has no place in the document
            t.append("#sourceLocation()")
        names = [BINDING.match(s).group(1) for s in top_level if BINDING.match(s)]
        t += [f"        _ = {v}" for v in dict.fromkeys(names)]
        t.append("    }")
        t += [f"    _ = {v}" for v in dict.fromkeys(BINDING.match(s).group(1) for s in setup if BINDING.match(s))]
        t.append("    let failures = await gatherFailingExpectations(silently: true) { try? await body() }" if is_async
                 else "    let failures = gatherFailingExpectations(silently: true) { try? body() }")
        t.append(f"    expectPrinted(failures, {swift_string(printed)}, block: \"{b.where}\")")
        t.append("}")
        tests.append("\n".join(t))
    head = ["// Generated by scripts/check-doc-snippets.py from " + doc + "; do not edit, do not commit."]
    head += [f"import {m}" for m in sorted(imports)]
    return "\n".join(head) + "\n\n" + "\n\n".join(decl_chunks + tests) + "\n", checks


def generate_doc_comments(doc, blocks):
    """The Swift file for the doc comments of one source file: each example
    compiles, unrun, as a method of `DocCommentContext` (whose members stand
    for the names the examples take as given, such as `cart` or `clock`),
    its declarations at file scope. Its messages are not checked: the
    values they show are the example's story, not the stand-ins'."""
    # Testing only where an example uses it: an XCTest user's `SourceLocation`
    # is Deft's, with no Swift Testing name beside it.
    imports = {"Deft", "DeftTesting", "ExampleApp", "Foundation"}
    if any(re.search(r"@Test\b|@Suite\b|#expect\b|#require\b", l) for b in blocks for l in b.lines):
        imports.add("Testing")
    decl_chunks, bodies, checks = [], [], 0
    loc = lambda line: f'#sourceLocation(file: "{doc}", line: {line})'
    for b in blocks:
        if b.lang != "swift":
            if not b.fate:
                b.fate = "left alone (a doc comment's plain block)"
            continue
        if b.note("skip") is not None:
            b.fate = "skipped: " + b.note("skip")
            continue
        if b.note("same as") is not None:
            source = b.note("same as")
            b.fate = f"compiled: the same text as {source}" if contains(os.path.join(ROOT, source), b.lines) \
                else f"ERROR: its text is not in {source} (compared without `public`, imports and whole-line comments)"
            continue
        if not documents_public_api(doc, b.line):
            b.fate = "left alone (an internal declaration's example)"
            continue
        lines = []
        for line in b.lines:
            m = IMPORT.match(line)
            if m:
                imports.add(m.group(1))
                lines.append("")
            else:
                lines.append(line)
        # A function the example declares is local to its method, where the
        # context's names (`store`, `loader`) are in scope.
        decls, stmts = split(lines, local_funcs=True)
        if b.note("declarations") is not None:
            decls, stmts = sorted(decls + [(o, l) for o, l in stmts if l.strip()]), []
        if decls:
            chunk = [loc(b.line + decls[0][0])]
            prev = decls[0][0] - 1
            for o, l in decls:
                if o != prev + 1:
                    chunk.append(loc(b.line + o))
                prev = o
                chunk.append(l)
            decl_chunks.append(make_private([not_run(l) for l in chunk], tests_too=True) + "\n#sourceLocation()")
        checks += 1
        if not any(l.strip() and not l.strip().startswith("//") for _, l in stmts):
            b.fate = "compiled (declarations)"
            continue
        b.fate = "compiled"
        setup = [x.strip() for x in (b.note("setup") or "").split(";") if x.strip()]
        isolation = "nonisolated " if b.note("nonisolated") is not None else "@MainActor "
        stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(doc))[0])
        # As in the guides: async only when the example awaits (in an async
        # context, Swift prefers an overload that is async).
        effects = "async throws" if any(re.search(r"\bawait\b", l) for _, l in stmts) else "throws"
        # An example of a deprecated declaration uses it: it compiles in a
        # deprecated method, where that is no warning.
        deprecated = "@available(*, deprecated) " if documents_deprecated(doc, b.line) else ""
        t = [f"    {deprecated}{isolation}func docExample_{stem}_line{b.line}() {effects} {{"]
        t += ["        " + x for x in setup]
        prev, top_level, level = None, [], 0
        for o, l in stmts:
            if o != prev:
                t.append(loc(b.line + o))
            prev = o + 1
            t.append("        " + l)
            if level == 0:
                top_level.append(l)
            level += balance(l)
        t.append("#sourceLocation()")
        names = [BINDING.match(x).group(1) for x in setup + top_level if BINDING.match(x)]
        t += [f"        _ = {v}" for v in dict.fromkeys(names)]
        t.append("    }")
        bodies.append("\n".join(t))
    head = ["// Generated by scripts/check-doc-snippets.py from the doc comments of " + doc
            + "; do not edit, do not commit."]
    head += [f"import {m}" for m in sorted(imports)]
    source = "\n".join(head) + "\n\n" + "\n\n".join(decl_chunks)
    if bodies:
        # A source's own stand-ins, when its examples need names of their own
        # types: `protocol <Stem>DocContext: DocCommentContext` in DocCommentContext.swift.
        own = re.sub(r"\W", "", os.path.splitext(os.path.basename(doc))[0]) + "DocContext"
        context = own if re.search(rf"\bprotocol {own}\b", doc_contexts()) else "DocCommentContext"
        source += f"\n\nextension {context} {{\n" + "\n\n".join(bodies) + "\n}"
    return source + "\n", checks


def doc_contexts():
    """The text of the hand-written files of the doc-comment examples'
    stand-ins: DocCommentContext.swift and the files of DocContexts/."""
    paths = [os.path.join(OUT_DIR, "DocCommentContext.swift")]
    folder = os.path.join(OUT_DIR, "DocContexts")
    if os.path.isdir(folder):
        paths += [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if f.endswith(".swift")]
    return "\n".join(open(p, encoding="utf-8").read() for p in paths)


def not_run(line):
    """A doc comment's `@Test` or `@Suite` line, disabled: its example is
    compiled, traits and all, but not run."""
    m = re.search(r"@(Test|Suite)\b", line) if line.strip().startswith("@") else None
    if not m:
        return line
    trait = '.disabled("a doc comment\'s example: compiled, not run")'
    i = m.end()
    if i < len(line) and line[i] == "(":
        depth, j = 0, i
        while j < len(line):
            depth += {"(": 1, ")": -1}.get(line[j], 0)
            if depth == 0:
                break
            j += 1
        return line[:j] + ", " + trait + line[j:]
    return line[:i] + "(" + trait + ")" + line[i:]


TYPE_DECL = re.compile(r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*((?:\w+\s+)*)(?:protocol|enum|struct|class|actor|extension)\b")


def declaration_after(doc, line):
    """The lines from the end of the doc comment holding `line` of the source
    `doc` to the declaration it documents (its attributes, then itself)."""
    text = open(os.path.join(ROOT, doc), encoding="utf-8").read().split("\n")
    i = line - 1
    while i < len(text) and DOC_COMMENT.match(text[i]):
        i += 1
    j = i
    while j < len(text) and text[j].strip().startswith("@") and not re.search(
            r"\b(func|var|let|init|case|subscript|struct|class|enum|protocol|actor|extension|typealias)\b", text[j]):
        j += 1
    return text[i:j + 1]


def documents_deprecated(doc, line):
    """Whether the doc comment holding `line` documents a deprecated declaration."""
    return any(re.search(r"@available\(.*\bdeprecated\b", l) for l in declaration_after(doc, line))


def documents_public_api(doc, line):
    """Whether the doc comment holding `line` of the source `doc` documents a
    public declaration: one marked `public` or `open`, a requirement of a
    public protocol, or a case of a public enum. Examples of internal
    declarations are for Deft's own readers, and may use internal names."""
    text = open(os.path.join(ROOT, doc), encoding="utf-8").read().split("\n")
    i = line - 1
    while i < len(text) and (DOC_COMMENT.match(text[i]) or text[i].strip().startswith("@")
                             and not re.search(r"\b(func|var|let|init|case|subscript|struct|class|enum|protocol|actor|"
                                               r"extension|typealias)\b", text[i])):
        i += 1
    if i >= len(text):
        return False
    decl = text[i]
    if re.search(r"\b(public|open)\b", decl.split("{")[0]):
        return True
    indent = len(decl) - len(decl.lstrip())
    for j in range(i - 1, -1, -1):
        m = TYPE_DECL.match(text[j])
        if m and len(m.group(1)) < indent:
            modifiers = m.group(2)
            return "public" in modifiers and re.search(r"\b(protocol|enum)\b", text[j]) is not None
    return False


def contains(path, lines):
    """Whether `lines` appear, in a row, in the file at `path`, compared
    without `public `, imports, whole-line comments, blank lines and
    indentation."""
    def norm(ls):
        out = []
        for l in ls:
            l = re.sub(r"\bpublic ", "", l).strip()
            if l and not l.startswith("//") and not IMPORT.match(l):
                out.append(l)
        return out
    want, have = norm(lines), norm(open(path, encoding="utf-8").read().split("\n"))
    return any(have[i:i + len(want)] == want for i in range(len(have) - len(want) + 1))


def make_private(chunk, tests_too=False):
    """Top-level declarations become fileprivate, so that two documents may
    declare the same name; XCTestCase classes stay internal for discovery
    (unless `tests_too`: a doc comment's example is compiled, not run)."""
    out, depth = [], 0
    for line in chunk:
        rest = strip_attributes(line)
        if depth == 0 and not line.startswith("#") and (DECLARATION.match(rest) or re.match(r"^(let|var)\b", rest)) \
                and not re.match(r"^(private|fileprivate|public|internal)\b", rest) \
                and not re.match(r"^extension\b.*:\s*[@\w]", rest) and (tests_too or "XCTestCase" not in rest):
            line = line[: len(line) - len(rest)] + "fileprivate " + rest
        if not line.startswith("#sourceLocation"):
            depth += balance(line)
        out.append(line)
    return "\n".join(out)


def run(cmd, log):
    with open(log, "w") as f:
        return subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode


def check(docs, label):
    """Generates, builds and runs the snippets of `docs`; True when all pass."""
    all_blocks, errors, written = [], [], []
    for stale in os.listdir(OUT_DIR):
        if stale.endswith(".generated.swift"):
            os.remove(os.path.join(OUT_DIR, stale))
    listing = "--list" in sys.argv
    for doc in docs:
        blocks = read_blocks(doc)
        if doc.endswith(".swift"):
            source, checks = generate_doc_comments(doc, blocks)
            name = "DocComments." + re.sub(r"\W", "_", os.path.splitext(doc)[0])
        else:
            plan(blocks)
            source, checks = generate(doc, blocks)
            name = "Snippets." + re.sub(r"\W", "_", os.path.splitext(os.path.basename(doc))[0])
        all_blocks += blocks
        if (checks or "fileprivate" in source) and not listing:
            path = os.path.join(OUT_DIR, name + ".generated.swift")
            open(path, "w", encoding="utf-8").write(source)
            written.append(path)
    for b in all_blocks:
        if b.fate.startswith("ERROR"):
            errors.append(f"{b.where}: {b.fate[7:]}")
    print(f"== {label}: the blocks")
    for b in all_blocks:
        # A doc comment's example that compiles is counted, not listed.
        if b.doc.endswith(".swift") and b.fate.startswith(("compiled", "left alone")) \
                and "--list" not in sys.argv:
            continue
        print(f"  {b.where:52} {b.lang or 'plain':6} {b.fate}")
    if listing:
        return not errors
    try:
        if errors:
            print("\n".join(errors))
            return False
        logs = tempfile.mkdtemp()
        build = [
            "swift", "build", "--build-tests", "--package-path", PKG, "--scratch-path", SCRATCH,
            "-Xswiftc", "-warnings-as-errors"]
        if platform.system() == "Darwin":
            # As in check-examples.sh: Testing is imported implementation-only
            # there, and that one deprecation warning stays a warning.
            build += ["-Xswiftc", "-Wwarning", "-Xswiftc", "ImplementationOnlyDeprecated"]
        if run(build, f"{logs}/build.log") != 0:
            lines = open(f"{logs}/build.log").read().splitlines()
            shown = list(dict.fromkeys(l for l in lines if re.search(r"^\S+:\d+:\d+: (error|warning):", l)
                                       and "'quick': found" not in l))
            print("\n".join(shown or lines[-40:]))
            print(f"{label}: the snippets do not build without warnings")
            return False
        test = ["swift", "test", "--skip-build", "--package-path", PKG, "--scratch-path", SCRATCH,
                "--filter", "DocSnippetTests", "--no-parallel"]
        rc = run(test, f"{logs}/test.log")
        out = open(f"{logs}/test.log").read()
        passed = re.findall(r"Test snippet_line\d+\(\) passed", out)
        swift_testing = re.findall(r"Test run with (\d+) tests?", out)
        xctest = re.findall(r"Executed (\d+) tests?", out)
        print(out[-300:] if rc == 0 else "\n".join(
            l for l in out.splitlines() if re.search(r"recorded an issue|failed|error:|but running it|^\S", l)
            or not l.startswith("􀟈")))
        ran = [b for b in all_blocks if b.fate.startswith("run") or b.fate.startswith("message checked: the output of hidden")]
        outputs = [b for b in all_blocks if b.fate.startswith("message checked")]
        left = [b for b in all_blocks if b.fate.startswith("skipped")]
        compiled = [b for b in all_blocks if b.fate.startswith("compiled")]
        swift = [b for b in all_blocks if b.lang == "swift" and not b.doc.endswith(".swift")]
        in_comments = [b for b in all_blocks if b.lang == "swift" and b.doc.endswith(".swift")]
        compiled = [b for b in compiled if not b.doc.endswith(".swift")]
        if in_comments:
            print(f"{label}: the doc comments of {len([d for d in docs if d.endswith('.swift')])} source files: "
                  f"{len([b for b in in_comments if b.fate.startswith('compiled')])} of {len(in_comments)} Swift examples "
                  f"compiled, "
                  f"{len([b for b in in_comments if b.fate.startswith('left alone')])} of internal declarations "
                  f"left alone, {len([b for b in in_comments if b.fate.startswith('skipped')])} left out with a reason")
        docs = [d for d in docs if not d.endswith(".swift")]
        print(f"{label}: {len(swift)} Swift blocks in {len(docs)} documents: {len(ran)} run as checks "
              f"({len(passed)} passed), {len(compiled)} compiled (declarations), "
              f"{len([b for b in all_blocks if b.fate.startswith('checked: the same text')])} the same text as a source file, "
              f"{len([b for b in left if b.lang == 'swift'])} left out with a reason; "
              f"{len(outputs)} plain message blocks checked, {len([b for b in left if b.lang != 'swift'])} left out with a reason; "
              f"tests run: {swift_testing[-1] if swift_testing else 0} (Swift Testing), {xctest[-1] if xctest else 0} (XCTest)")
        return rc == 0
    finally:
        for path in written:
            os.remove(path)


def main():
    docs = [a for a in sys.argv[1:] if not a.startswith("--")] or DEFAULT_DOCS + SOURCE_DOCS
    ok = check(docs, "the documents")
    print(("PASS" if ok else "FAIL") + "  every code block of the documents compiles, runs and prints what it shows")
    if "--self-test" in sys.argv:
        # Copies of the README, one with a printed message broken and one with
        # a line of code broken, must fail.
        original = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
        for what, old, new in [
            ("a message", "// expected to equal <42>, got <40>", "// expected to equal <42>, got <41>"),
            ("a line of code", "expect(cart.prices).to(haveCount(2))", "expect(cart.prices).to(haveCount(\"2\"))"),
        ]:
            broken = original.replace(old, new, 1)
            assert broken != original, f"the self-test's {what} is no longer in the README"
            copy = os.path.join(ROOT, ".build-snippets-broken-README.md")
            open(copy, "w", encoding="utf-8").write(broken)
            try:
                broken_ok = check([os.path.relpath(copy, ROOT)], f"a README with {what} broken on purpose")
            finally:
                os.remove(copy)
            if broken_ok:
                print(f"FAIL  the README with {what} broken passed")
                ok = False
            else:
                print(f"PASS  the README with {what} broken fails")
        # A copy of a source with a line of a doc comment's example broken
        # must fail too. It keeps its file name, which names its context.
        source = "Sources/Deft/Matchers/Equal.swift"
        original = open(os.path.join(ROOT, source), encoding="utf-8").read()
        broken = original.replace("/// expect(total).to(equal(42))", "/// expect(total).to(equal(\"42\"))", 1)
        assert broken != original, f"the self-test's line is no longer in {source}"
        folder = os.path.join(ROOT, ".build-snippets-broken")
        os.makedirs(folder, exist_ok=True)
        copy = os.path.join(folder, os.path.basename(source))
        open(copy, "w", encoding="utf-8").write(broken)
        try:
            broken_ok = check([os.path.relpath(copy, ROOT)], f"{source} with an example broken on purpose")
        finally:
            os.remove(copy)
            os.rmdir(folder)
        if broken_ok:
            print(f"FAIL  {source} with a doc comment's example broken passed")
            ok = False
        else:
            print(f"PASS  {source} with a doc comment's example broken fails")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
