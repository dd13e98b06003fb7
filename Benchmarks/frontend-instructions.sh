#!/usr/bin/env bash
# The compiler's work on one module of a SwiftPM build, job by job, counted so that the
# load of a shared machine does not move the figure (issue #52).
#   frontend-instructions.sh BUILD_LOG MODULE callgrind     # instructions of every job
#   frontend-instructions.sh BUILD_LOG MODULE stats DIR     # -stats-output-dir counters
#   frontend-instructions.sh BUILD_LOG MODULE time          # user+sys s of every job
# BUILD_LOG is the output of `swift build -v` (a clean build); the frontend jobs of
# MODULE (the batch `-c` jobs and the `-emit-module` job) are taken from it and run
# again one after another, in the same folders, so the build must still be there.
# callgrind prints one line per job and the total; it is about 50 times slower than
# the jobs themselves (10 to 15 minutes for Deft's).
set -euo pipefail
log="$1"
module="$2"
mode="$3"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
grep -E '^[^ ]*swift-frontend -frontend ' "$log" | grep -- "-module-name $module " | sort -u \
    | awk '{print ($3 == "-emit-module") ? 0 : 1, $0}' | sort -k1,1n -s | cut -d' ' -f2- >"$work/jobs"
[ -s "$work/jobs" ] || { echo "no frontend job of $module in $log" >&2; exit 2; }
total=0
n=0
while IFS= read -r line; do
    n=$((n + 1))
    read -r -a job <<<"$line"
    kind="${job[2]}"
    case "$mode" in
        callgrind)
            valgrind --tool=callgrind --callgrind-out-file="$work/cg.$n" "${job[@]}" >/dev/null 2>"$work/err" \
                || { grep -m5 error "$work/err" >&2; exit 1; }
            count=$(sed -n 's/^totals: *//p; s/^summary: *//p' "$work/cg.$n" | head -1)
            ;;
        stats)
            mkdir -p "$4"
            "${job[@]}" -stats-output-dir "$4" >/dev/null 2>"$work/err" || { grep -m5 error "$work/err" >&2; exit 1; }
            count=0
            ;;
        time)
            /usr/bin/time -f '%U %S' -o "$work/time" "${job[@]}" >/dev/null 2>"$work/err" \
                || { grep -m5 error "$work/err" >&2; exit 1; }
            count=$(awk '{printf "%d\n", ($1 + $2) * 1000}' "$work/time")
            ;;
        *) echo "unknown mode: $mode" >&2; exit 2 ;;
    esac
    echo "job $n $kind: $count" >&2
    total=$((total + count))
done <"$work/jobs"
echo "$total"
