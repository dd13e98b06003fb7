#!/usr/bin/env bash
# Runs Deft's polling scenarios many times on the VirtualClock and reports
# false failures and false passes; exits non-zero unless both are zero.
#   scripts/stress-polling.sh          10,000 iterations of every scenario
#   scripts/stress-polling.sh 100      a quick sample (CI runs this)
#   scripts/stress-polling.sh 1000 debounced
#                                      1,000 iterations of the scenarios whose
#                                      names contain "debounced" (any case)
# A costly scenario (100 ms or more a run) runs one iteration in ten unless
# picked by name. STRESS_TRACE=1 prints every failure message.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${STRESS_SCRATCH_PATH:-$root/.build-stress}"
swift build --package-path "$root/Stress" --scratch-path "$scratch" -c release -Xswiftc -warnings-as-errors
"$scratch/release/PollingStress" "${1:-10000}" ${2:+"$2"}
