#!/usr/bin/env bash
# Verdict parity: every spelling in Fixtures/VerdictParity runs on Nimble 14 and on
# Deft (the same file, only the import changed), inside gatherFailingExpectations,
# and prints how many failures it recorded. Fails when Deft records fewer failures
# than Nimble for any spelling, unless Fixtures/VerdictParity/deliberate.txt lists
# it with the reason Deft's verdict is not a false pass.
#   scripts/check-verdict-parity.sh            # the whole matrix
#   PARITY_VERBOSE=1 scripts/check-verdict-parity.sh   # also lists where Deft fails more
#   PARITY_PRUNE=1 scripts/check-verdict-parity.sh
#       # also lists the spellings that do not compile on one library, for skipped.txt
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$root/Fixtures/VerdictParity"
work="${VERDICT_PARITY_PATH:-$root/.build-verdict-parity}"
pkg="$work/package"
mkdir -p "$pkg/Tests/ParityNimble" "$pkg/Tests/ParityDeft"
python3 "$fixture/gen-rows.py" Nimble "$pkg/Tests/ParityNimble/Parity.swift"
python3 "$fixture/gen-rows.py" Deft "$pkg/Tests/ParityDeft/Parity.swift"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "VerdictParity",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
        .package(name: "Deft", path: "$root"),
    ],
    targets: [
        .testTarget(name: "ParityNimble", dependencies: [.product(name: "Nimble", package: "Nimble")]),
        .testTarget(name: "ParityDeft", dependencies: [.product(name: "Deft", package: "Deft")]),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT
cd "$pkg"
if [ -n "${PARITY_PRUNE:-}" ]; then
    # Lists each spelling that does not compile, with the library and the first error.
    swift build --build-tests --scratch-path "$work/build" 2>&1 | python3 -c '
import re, sys
seen = set()
for line in sys.stdin:
    m = re.match(r"(/\S+/Tests/Parity(\w+)/Parity\.swift):(\d+):\d+: error: (.*)", line)
    if not m or (m.group(1), m.group(3)) in seen: continue
    seen.add((m.group(1), m.group(3)))
    src = open(m.group(1)).read().splitlines()[int(m.group(3)) - 1]
    ident = re.search(r"report\(\"((?:[^\"\\\\]|\\\\.)*)\"", src)
    if ident: print(ident.group(1).replace("\\\\\"", "\"") + "\tdoes not compile on " + m.group(2) + ": " + m.group(4))
'
    exit 0
fi
swift build --build-tests --scratch-path "$work/build" 2>&1 | grep -E "error:" | head -20 || true
run() { swift test --skip-build --scratch-path "$work/build" --filter "$1" 2>/dev/null | grep -a '^PARITY' | cut -f2- | sort; }
run ParityNimble > "$work/nimble.tsv"
run ParityDeft > "$work/deft.tsv"
python3 - "$work/nimble.tsv" "$work/deft.tsv" "$fixture/deliberate.txt" <<'PY'
import sys
def load(path):
    rows = {}
    for line in open(path):
        ident, _, count = line.rstrip("\n").rpartition("\t")
        rows[ident] = int(count)
    return rows
nimble, deft = load(sys.argv[1]), load(sys.argv[2])
deliberate = {}
for line in open(sys.argv[3]):
    if line.strip() and not line.startswith("#"):
        ident, _, reason = line.rstrip("\n").partition("\t")
        deliberate[ident] = reason
missing = sorted(set(nimble) ^ set(deft))
fewer = sorted(i for i in nimble if i in deft and deft[i] < nimble[i])
more = sorted(i for i in nimble if i in deft and deft[i] > nimble[i])
unlisted = [i for i in fewer if i not in deliberate]
stale = sorted(i for i in deliberate if i not in fewer)
same = sum(1 for i in nimble if i in deft and deft[i] == nimble[i])
print(f"verdict parity: {len(nimble)} spellings on Nimble, {len(deft)} on Deft: "
      f"{same} record the same failures, {len(more)} more on Deft, {len(fewer)} fewer ({len(fewer) - len(unlisted)} deliberate)")
import os
verbose = os.environ.get("PARITY_VERBOSE")
if verbose:
    for i in more: print(f"  more on Deft ({nimble[i]} -> {deft[i]}): {i}")
reasons = {}
for i in fewer:
    if i in deliberate: reasons.setdefault(deliberate[i], []).append(i)
    else: print(f"  fewer on Deft ({nimble[i]} -> {deft[i]}), NOT LISTED in deliberate.txt: {i}")
for reason, idents in reasons.items():
    print(f"  {len(idents)} deliberate, e.g. {idents[0]}: {reason}")
for i in missing: print(f"  ran on one library only: {i}")
for i in stale: print(f"  deliberate.txt lists a spelling that no longer differs: {i}")
if unlisted or missing or stale or not nimble:
    print("check-verdict-parity: FAIL", file=sys.stderr); sys.exit(1)
print("check-verdict-parity: PASS")
PY
