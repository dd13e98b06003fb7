#!/usr/bin/env bash
# What checks on a driven clock cost in real time (issue #51), before and after,
# in one run: builds Stress's DrivenCost (release) against each commit named in
# SIDES (default: 3bcc2ca, before the quiet waits; 177b2cc, before #51; HEAD)
# and runs them in turn, ROUNDS times each. Rows: one check at a time, and
# eight at once as a parallel suite runs them, idle and beside two CPU-bound
# threads. CI's guard (scripts/check-driven-cost.sh) runs the same program.
# Usage: Benchmarks/driven-cost.sh [reps per row, default 7]   (env: SIDES, ROUNDS=2)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
reps="${1:-7}"
read -r -a sides <<<"${SIDES:-3bcc2ca 177b2cc HEAD}"
work="${TMPDIR:-/tmp}/deft-driven-cost-bench"
for side in "${sides[@]}"; do
    rm -rf "${work:?}/$side" && mkdir -p "$work/$side/Deft"
    git -C "$root" archive "$side" | tar -x -C "$work/$side/Deft"
    echo "== release build against $side" >&2
    DEFT_PATH="$work/$side/Deft" swift build --package-path "$root/Stress" --scratch-path "$work/build-$side" \
        -c release --product DrivenCost >&2
done
for round in $(seq 1 "${ROUNDS:-2}"); do
    echo "== round $round" >&2
    for side in "${sides[@]}"; do
        DEFT_LABEL="$side" "$work/build-$side/release/DrivenCost" "$reps"
    done
done
