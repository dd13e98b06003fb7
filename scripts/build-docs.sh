#!/usr/bin/env bash
# Builds Deft's documentation archive with the toolchain's own `docc`, without
# the Swift-DocC plugin package: the compiler emits Deft's symbol graph while
# building the Deft target, and `docc convert` turns it and the catalog
# (Sources/Deft/Deft.docc) into .build-docs/Deft.doccarchive.
#
# Overloads (eight `contain(_:)`, five `expect`) are shown on one page per
# name, so ``contain(_:)`` links to all of them and a changed overload
# signature does not break a link.
#
# Every docc warning (a broken symbol link in an article or a doc comment, an
# unknown directive, a topic group pointing nowhere) fails the script.
#
#   bash scripts/build-docs.sh            # build the archive
#   DOCC=/path/to/docc bash scripts/build-docs.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

out="$root/.build-docs"
scratch="$out/build"                 # a build directory of its own: never disturbs .build
graphs="$scratch/symbol-graphs"      # lives and dies with the build it came from
archive="$out/Deft.doccarchive"

docc="${DOCC:-}"
if [ -z "$docc" ]; then
    docc="$(command -v docc || true)"
fi
if [ -z "$docc" ] && command -v xcrun > /dev/null; then
    docc="$(xcrun --find docc 2> /dev/null || true)"
fi
if [ -z "$docc" ]; then
    docc="$(dirname "$(command -v swift)")/docc"
fi
if [ ! -x "$docc" ]; then
    echo "build-docs: no docc found; set DOCC to the toolchain's docc" >&2
    exit 1
fi

start=$(date +%s)
echo "== symbol graph of Deft"
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target Deft \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
if [ ! -s "$graphs/Deft.symbols.json" ]; then
    # The build was up to date but the graphs are gone: rebuild from scratch.
    rm -rf "$scratch"
    mkdir -p "$graphs"
    swift build --scratch-path "$scratch" --target Deft \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
fi

echo "== docc convert"
rm -rf "$archive"
log="$out/docc.log"
status=0
"$docc" convert "$root/Sources/Deft/Deft.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Deft \
    --fallback-bundle-identifier org.deft-swift.Deft \
    --fallback-default-module-kind Framework \
    --enable-experimental-overloaded-symbol-presentation \
    --output-path "$archive" \
    --warnings-as-errors 2>&1 | tee "$log" || status=$?
# Belt and braces: any diagnostic at warning level or above fails the build,
# whatever docc's exit status.
count=$(grep -Ec '(^| )(warning|error): ' "$log" || true)
if [ "$status" -ne 0 ] || [ "$count" -ne 0 ] || [ ! -d "$archive" ]; then
    echo "build-docs: FAILED (docc exit $status, $count diagnostics; see $log)" >&2
    exit 1
fi
# Every top-level symbol must have a place in a topic group of Deft.md:
# docc files any symbol left out under a generated group ("Functions", ...).
landing="$archive/data/documentation/deft.json"
# In the page's JSON, such a group is the only thing marked "generated":true.
uncurated=$(grep -o '"generated":true,"identifiers":\[[^]]*\]' "$landing" \
    | grep -o 'documentation\\/Deft\\/[^"]*' | sed 's|^documentation\\/Deft\\/|  |' || true)
if [ -n "$uncurated" ]; then
    echo "build-docs: FAILED: public symbols missing from the topic groups of Sources/Deft/Deft.docc/Deft.md:" >&2
    echo "$uncurated" >&2
    exit 1
fi
echo "build-docs: $archive (0 warnings, $(($(date +%s) - start)) s)"
