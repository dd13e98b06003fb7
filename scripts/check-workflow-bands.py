#!/usr/bin/env python3
"""Checks that the GitHub workflow runs the tests in every runtime band the
code branches on.

The bands come from the code: every `#available`, `#unavailable` and
`@available` in Sources, Tests and Examples names, per platform, a release
where the code takes another path (task executors from macOS 15, iOS 18,
tvOS 18, watchOS 11 and visionOS 2; `Task.immediate` from the 26 releases;
Observation from macOS 14, iOS 17, tvOS 17 and watchOS 10). Between
Package.swift's floor and those releases, each platform's range splits into
bands, such as macOS 13-13, 14-14, 15-25 and 26 on. A band is covered by a
leg that runs the tests (`swift test` or `xcodebuild test`) on that platform
at a release inside it:

- a `swift test` job runs on its runner's macOS: `runs-on: macos-15` is
  macOS 15 (a label without a version, such as macos-latest, is an error);
- an `xcodebuild test` job runs on the simulator its matrix leg names with
  `platform` and `os` (the runtime's major version), which its steps must
  read (`matrix.platform`, `matrix.os`).

A leg with `continue-on-error` or an `if:` on its job or test step covers
nothing: its failures would not fail the run, or it may not run. A band no
leg can cover is listed in WAIVED below with the reason; a waiver for a band
that no longer exists, or that a leg now covers, is an error too, so the
list stays true.

  python3 scripts/check-workflow-bands.py [--self-test] [--workflow FILE] [--extra-source FILE]

`--self-test` also checks that a copy of the workflow without its macOS 15
leg fails, that a copy whose macOS 15 leg may fail (`continue-on-error`)
fails, and that a source with a new `#available(macOS 27, …)` fails.
"""

import copy
import re
import sys
import tempfile
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover - the caller installs it
    sys.exit("check-workflow-bands: needs PyYAML (python3 -m pip install pyyaml)")

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIRS = ["Sources", "Tests", "Examples/Sources", "Examples/Tests"]
PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

# Bands no hosted runner can test, keyed by platform and the band's first
# release, with the reason. Each must still be a band, and no leg may cover it.
XCODE_26_HOSTS = (
    "Xcode 26, which Swift 6.2 (the manifest's tools version) needs, runs on macOS 15.6 or later "
    "(Apple's Xcode system requirements), and GitHub's macOS 13 image is gone and its macOS 14 image "
    "unsupported since 2026-11-02 (actions/runner-images#13518): no hosted Mac runs this band natively"
)
SAME_AS_IOS = (
    "the code takes the same branches here as on iOS at the same release; the runner images have no "
    "runtime of this band, and each download is several gigabytes"
)
WAIVED = {
    ("macOS", (13,)): XCODE_26_HOSTS + "; the iOS 16 leg runs the same branches (no Observation, no executors)",
    ("macOS", (14,)): XCODE_26_HOSTS + "; the iOS 17 leg runs the same branches (Observation, no executors)",
    ("tvOS", (16,)): SAME_AS_IOS + ": the iOS 16 leg runs them",
    ("tvOS", (17,)): SAME_AS_IOS + ": the iOS 17 leg runs them",
    ("watchOS", (9,)): SAME_AS_IOS + ": the iOS 16 leg runs them",
    ("watchOS", (10,)): SAME_AS_IOS + ": the iOS 17 leg runs them",
    ("visionOS", (1,)): SAME_AS_IOS + " (Observation, no executors): the iOS 17 leg runs them",
}


def version(text):
    return tuple(int(part) for part in text.split("."))


def shown(release):
    return ".".join(map(str, release))


def read_floor():
    manifest = (ROOT / "Package.swift").read_text()
    floor = {}
    for platform, major, minor in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)", manifest):
        floor[platform] = (int(major), int(minor)) if minor else (int(major),)
    missing = [p for p in PLATFORMS if p not in floor]
    if missing:
        sys.exit(f"check-workflow-bands: Package.swift's platforms name no floor for {', '.join(missing)}")
    return floor


def read_thresholds(extra_sources=()):
    """Per platform, each release an availability check names, with where it is first named."""
    files = [f for d in SOURCE_DIRS for f in sorted((ROOT / d).rglob("*.swift"))] + list(extra_sources)
    thresholds = {p: {} for p in PLATFORMS}
    for path in files:
        text = path.read_text()
        for match in re.finditer(r"[#@](?:un)?available\s*\((.*?)\)", text, re.S):
            line = text.count("\n", 0, match.start()) + 1
            for item in match[1].split(","):
                spec = re.fullmatch(r"\s*(macOS|iOS|tvOS|watchOS|visionOS)(?:ApplicationExtension)?\s+(\d+(?:\.\d+)*)\s*",
                                    item)
                if spec:
                    where = f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}:{line}"
                    release = version(spec[2])
                    if any(release[1:]):
                        # Legs are counted by major version: a split inside one
                        # would need a leg on each side of the minor release.
                        sys.exit(f"check-workflow-bands: {where} branches at {spec[1]} {spec[2]}, inside a major "
                                 "release; this script counts legs by major version: teach it minor ones first")
                    thresholds[spec[1]].setdefault(release[0], where)
    return thresholds


def bands(floor, thresholds):
    """Per platform, [(first, next or None, why)]: majors from the floor on, split at each named release."""
    result = {}
    for platform in PLATFORMS:
        low = floor[platform][0]
        cuts = sorted(m for m in thresholds[platform] if m > low)
        starts = [low] + cuts
        result[platform] = [
            (start, starts[i + 1] if i + 1 < len(starts) else None,
             "the package's floor" if i == 0 else f"named at {thresholds[platform][start]}")
            for i, start in enumerate(starts)
        ]
    return result


def expand(matrix):
    if not isinstance(matrix, dict):
        return [{}]
    legs = [{}]
    for key, values in matrix.items():
        if key in ("include", "exclude"):
            continue
        legs = [dict(leg, **{key: value}) for leg in legs for value in (values if isinstance(values, list) else [values])]
    include = matrix.get("include") or []
    if include and legs == [{}]:
        legs = []
    return legs + [dict(entry) for entry in include]


def substitute(text, leg):
    return re.sub(r"\$\{\{\s*matrix\.(\w+)\s*\}\}", lambda m: str(leg.get(m[1], m[0])), str(text))


def read_legs(workflow_path):
    """[(platform, major, description)] for each leg that runs the tests, and the problems found."""
    workflow = yaml.safe_load(Path(workflow_path).read_text())
    legs, problems = [], []
    for name, job in (workflow.get("jobs") or {}).items():
        steps = job.get("steps") or []

        def code(step):
            return "\n".join(line for line in str(step.get("run", "")).splitlines() if not line.strip().startswith("#"))

        swift = [s for s in steps if re.search(r"\bswift\s+test\b", code(s))]
        xcode = [s for s in steps if re.search(r"\bxcodebuild\s+test\b", code(s))]
        if not swift and not xcode:
            continue
        for leg in expand((job.get("strategy") or {}).get("matrix")):
            runs_on = substitute(job.get("runs-on", ""), leg)
            label = f"job {name} ({', '.join(f'{k}: {v}' for k, v in leg.items()) or runs_on})"
            if runs_on.startswith("ubuntu") or "container" in job:
                continue
            blockers = [what for what, where in (("continue-on-error", job), ("if", job)) if where.get(what)]
            blockers += [f"{what} on its test step" for s in swift + xcode for what in ("continue-on-error", "if") if s.get(what)]
            if blockers:
                problems.append(f"{label} does not count: it has {', '.join(blockers)}")
                continue
            if swift:
                host = re.fullmatch(r"macos-(\d+)(?:-\w+)?", runs_on)
                if not host:
                    problems.append(f"{label} runs `swift test` on {runs_on!r}: name the macOS version (macos-15)")
                    continue
                legs.append(("macOS", int(host[1]), label))
            if xcode:
                text = yaml.safe_dump(job)
                if not ({"platform", "os"} <= leg.keys()) or "matrix.platform" not in text or "matrix.os" not in text:
                    problems.append(f"{label} runs `xcodebuild test` but no matrix `platform` and `os` steer it")
                    continue
                if leg["platform"] not in PLATFORMS:
                    problems.append(f"{label}: unknown platform {leg['platform']!r}")
                    continue
                legs.append((leg["platform"], version(str(leg["os"]))[0], label))
    return legs, problems


def check(workflow_path, extra_sources=(), quiet=False):
    """The failures, [] when every band is covered or waived; prints the table unless quiet."""
    floor = read_floor()
    thresholds = read_thresholds(extra_sources)
    legs, failures = read_legs(workflow_path)
    lines = []
    for platform, platform_bands in bands(floor, thresholds).items():
        for start, end, why in platform_bands:
            span = f"{platform} {start}" + (f"-{end - 1}" if end and end - 1 != start else "" if end else " on")
            covering = [label for p, major, label in legs if p == platform and major >= start and (end is None or major < end)]
            waiver = WAIVED.get((platform, (start,)))
            if covering and waiver:
                failures.append(f"{span} is waived in check-workflow-bands.py but {covering[0]} covers it: drop the waiver")
            elif covering:
                lines.append(f"  {span} ({why}): {'; '.join(covering)}")
            elif waiver:
                lines.append(f"  {span} ({why}): no leg, waived: {waiver}")
            else:
                failures.append(f"{span} ({why}): no leg runs the tests there")
    starts = {(p, (s,)) for p, bs in bands(floor, thresholds).items() for s, _, _ in bs}
    failures += [f"the waiver for {p} {shown(r)} names no band the code has: drop it" for p, r in WAIVED if (p, r) not in starts]
    if not quiet:
        print(f"check-workflow-bands: the bands the code branches on, and the legs of {workflow_path} that run the tests:")
        print("\n".join(lines))
    return failures


def self_test(workflow_path):
    original = yaml.safe_load(Path(workflow_path).read_text())
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)

        def fails(workflow, what, expected, extra=()):
            path = scratch / "ci.yml"
            path.write_text(yaml.safe_dump(workflow, sort_keys=False))
            failures = check(path, extra, quiet=True)
            if not any(expected in failure for failure in failures):
                sys.exit(f"check-workflow-bands self-test: {what} should fail with {expected!r}, got {failures}")
            print(f"check-workflow-bands self-test: {what} fails: {'; '.join(failures)}")

        def without(workflow, platform, major):
            workflow = copy.deepcopy(workflow)
            for job in workflow["jobs"].values():
                matrix = (job.get("strategy") or {}).get("matrix")
                if isinstance(matrix, dict) and matrix.get("include"):
                    matrix["include"] = [leg for leg in matrix["include"]
                                         if not (str(leg.get("os")) == str(major) and
                                                 (leg.get("platform", "macOS") == platform))]
            return workflow

        dropped = without(original, "macOS", 15)
        assert dropped != original, "the self-test found no macOS 15 leg to drop"
        fails(dropped, "a copy without the macOS 15 leg", "macOS 15-25")

        flaky = copy.deepcopy(original)
        flaky["jobs"]["macos"]["continue-on-error"] = "${{ matrix.os == '15' }}"
        fails(flaky, "a copy whose macOS jobs may fail (continue-on-error)", "macOS 15-25")

        newer = scratch / "Newer.swift"
        newer.write_text("if #available(macOS 27, iOS 27, tvOS 27, watchOS 27, visionOS 27, *) {}\n")
        fails(original, "a source with a new #available(macOS 27, …)", "macOS 27 on", [newer])


if __name__ == "__main__":
    args = sys.argv[1:]
    workflow = ROOT / ".github/workflows/ci.yml"
    extra = []
    if "--workflow" in args:
        workflow = Path(args[args.index("--workflow") + 1])
    if "--extra-source" in args:
        extra.append(Path(args[args.index("--extra-source") + 1]).resolve())
    failures = check(workflow, extra)
    if failures:
        print("check-workflow-bands: " + "\ncheck-workflow-bands: ".join(failures), file=sys.stderr)
        sys.exit(1)
    print("check-workflow-bands: every band has a leg that runs the tests, or a listed reason")
    if "--self-test" in args:
        self_test(workflow)
