#!/usr/bin/env bash
# Runs Deft's polling scenarios many times on the VirtualClock and reports
# false failures and false passes; exits non-zero unless both are zero.
#   scripts/stress-polling.sh          10,000 iterations of every scenario
#   scripts/stress-polling.sh 100      a quick sample (CI runs this)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${STRESS_SCRATCH_PATH:-$root/.build-stress}"
swift build --package-path "$root/Stress" --scratch-path "$scratch" -c release -Xswiftc -warnings-as-errors
"$scratch/release/PollingStress" "${1:-10000}"
