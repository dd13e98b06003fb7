#!/usr/bin/env bash
# What a check on an injected clock costs (issue #43), before and after, in one run:
# builds deft-clock-cost (release) against Deft at BEFORE (a commit, default 3bcc2ca,
# main before #43) and at AFTER (default HEAD), then runs them in turn, ROUNDS times each.
# Usage: Benchmarks/clock-cost.sh [reps per row, default 10]   (env: BEFORE, AFTER, ROUNDS=2)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
reps="${1:-10}"
before="${BEFORE:-3bcc2ca}"
after="${AFTER:-HEAD}"
work="${TMPDIR:-/tmp}/deft-clock-cost"
# Each checkout sits in a folder named Deft: a path package named after its
# side ("before") failed to build here with "multiple producers" of Deft's objects.
for side in before after; do
    rm -rf "${work:?}/$side" && mkdir -p "$work/$side/Deft"
done
git -C "$root" archive "$before" | tar -x -C "$work/before/Deft"
git -C "$root" archive "$after" | tar -x -C "$work/after/Deft"
build() { DEFT_PATH="$1" swift build --package-path "$here" --scratch-path "$2" -c release --product deft-clock-cost >&2; }
echo "== release builds: before ($before) and after ($after)" >&2
build "$work/before/Deft" "$work/build-before"
build "$work/after/Deft" "$work/build-after"
for round in $(seq 1 "${ROUNDS:-2}"); do
    echo "== round $round" >&2
    DEFT_LABEL="before ($before)" "$work/build-before/release/deft-clock-cost" "$reps"
    DEFT_LABEL="after ($(git -C "$root" rev-parse --short "$after"))" "$work/build-after/release/deft-clock-cost" "$reps"
done
