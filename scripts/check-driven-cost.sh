#!/usr/bin/env bash
# Guards the real-time cost of checks on a driven clock (issue #51): builds
# Stress's DrivenCost against a baseline commit (before the quiet waits) and
# against this checkout, runs them in turn, and compares each row's best time
# as a ratio to the baseline's, measured in this job. A ratio more than 25%
# above the one committed in Stress/driven-cost-ratios.txt fails, so a loaded
# machine, which slows both alike, does not; a row over its limit is measured
# again before it fails. A commit that raises a ratio on purpose updates that
# file and says why.
#   scripts/check-driven-cost.sh             compare (CI)
#   scripts/check-driven-cost.sh --record    rewrite the committed ratios
# Env: DRIVEN_COST_REPS (default 30), DRIVEN_COST_ROUNDS (default 3).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
ratios="$root/Stress/driven-cost-ratios.txt"
baseline="$(awk '$1 == "baseline" { print $2 }' "$ratios")"
reps="${DRIVEN_COST_REPS:-30}"
rounds="${DRIVEN_COST_ROUNDS:-3}"
work="${TMPDIR:-/tmp}/deft-driven-cost"
rm -rf "$work" && mkdir -p "$work/baseline/Deft"
git -C "$root" archive "$baseline" | tar -x -C "$work/baseline/Deft"
build() {  # build <Deft checkout> <scratch>
    DEFT_PATH="$1" swift build --package-path "$root/Stress" --scratch-path "$2" -c release --product DrivenCost \
        >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
}
echo "== DrivenCost against $baseline and against this checkout (release)"
build "$work/baseline/Deft" "$work/build-baseline"
build "$root" "${STRESS_SCRATCH_PATH:-$root/.build-stress}"
compare() {  # compare [--record]: the best of every run in results.txt, against the committed ratios;
    # the rows over their limits go to over.txt, one a line
python3 - "$work/results.txt" "$ratios" "${1:-}" "$work/over.txt" <<'PY'
import sys
results, ratios_path, mode, over_path = sys.argv[1:5]
best = {}
for line in open(results):
    _, row, label, low, _median, _unit = line.strip().split("|")
    best.setdefault(row, {}).setdefault(label, []).append(float(low))
measured = {row: min(v["current"]) / min(v["baseline"]) for row, v in best.items()}
header = [l for l in open(ratios_path) if l.startswith("#") or l.startswith("baseline ")]
if mode == "--record":
    with open(ratios_path, "w") as out:
        out.writelines(header)
        for row, ratio in measured.items():
            out.write(f"{ratio:.2f}|{row}\n")
    print(f"recorded {len(measured)} ratios in {ratios_path}")
    sys.exit(0)
committed = {}
for line in open(ratios_path):
    if line.startswith("#") or line.startswith("baseline ") or not line.strip():
        continue
    ratio, row = line.rstrip("\n").split("|", 1)
    committed[row] = float(ratio)
over = []
print(f"{'row':<72} {'committed':>9} {'measured':>9}")
for row, ratio in committed.items():
    if row not in measured:
        print(f"{row:<72} {ratio:>9.2f} {'missing':>9}  FAIL")
        over.append(row)
        continue
    bad = measured[row] > ratio * 1.25  # the limit: 25% over the committed ratio
    if bad:
        over.append(row)
    print(f"{row:<72} {ratio:>9.2f} {measured[row]:>9.2f}  {'FAIL' if bad else 'ok'}")
with open(over_path, "w") as out:
    out.writelines(f"{row}\n" for row in over)
if over:
    print("check-driven-cost: a row costs more than 1.25x its committed ratio to the baseline", file=sys.stderr)
sys.exit(1 if over else 0)
PY
}
measure() {  # measure <rows>: appends `rounds` rounds of both builds, in turn, to results.txt
    for round in $(seq 1 "$rounds"); do
        DEFT_ROWS="$1" DEFT_LABEL=baseline "$work/build-baseline/release/DrivenCost" "$reps"
        DEFT_ROWS="$1" DEFT_LABEL=current "${STRESS_SCRATCH_PATH:-$root/.build-stress}/release/DrivenCost" "$reps"
    done | grep '^RESULT|' >>"$work/results.txt"
}
# The per-check rows, one check at a time: eight at once depend on how the
# system shares two cores among sixteen tasks, too loosely for a 25% guard.
: >"$work/results.txt"
measure "${DEFT_ROWS:-serial}"
# A row over its limit is measured again, alone, before it fails: a short row
# (emit's baseline is about 0.1 ms) read 6.50 under a load of 5 and 5.00 at
# once after, against a limit of 6.0. Every row's best is then taken over all
# its runs, so a real regression, which slows every run, still fails.
if [ "${1:-}" != --record ] && ! compare "" >/dev/null 2>&1; then
    mapfile -t over <"$work/over.txt"
    for row in "${over[@]}"; do
        echo "   $row: over its limit at first, measured again"
        measure "$row"
    done
fi
compare "${1:-}"
