#!/usr/bin/env bash
# Fails when a package manifest declares a swift-tools-version older than the newest
# language feature the Swift sources use, so that an older toolchain gets SwiftPM's
# "package requires a newer tools version" message instead of compile errors inside
# Deft. A grep is enough: each feature below has a spelling that only it uses.
#   bash scripts/check-tools-version.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# minimum Swift version | what | extended regular expression
features=(
    '6.2|nonisolated(nonsending)|nonisolated\(nonsending\)'
    '6.2|Task.immediate|Task(<[^>]*>)?\.immediate|\.immediate[[:space:]]*\{'
    '6.2|@concurrent|@concurrent\b'
    '6.2|InlineArray|\bInlineArray<'
    '6.0|sending parameters and results|\bsending[[:space:]]+[@(A-Za-z_]'
    '6.0|typed throws|throws\([A-Za-z_]'
)

sources=(Sources Tests Benchmarks/Sources Benchmarks/Tests Examples Fixtures Stress)
needed="0.0"
needed_by="nothing"
newer() { [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | tail -1)" = "$1" ] && [ "$1" != "$2" ]; }
for feature in "${features[@]}"; do
    IFS='|' read -r version what pattern <<<"$feature"
    hit=$(grep -rnE "$pattern" "${sources[@]}" --include='*.swift' 2>/dev/null \
        | grep -v '/\.build' | grep -vE ':[0-9]+:[[:space:]]*//' | head -1 || true)
    if [ -n "$hit" ] && newer "$version" "$needed"; then
        needed=$version
        needed_by="$what (${hit%%:*})"
    fi
done

status=0
while IFS= read -r manifest; do
    declared=$(sed -n '1s/^\/\/ *swift-tools-version: *\([0-9.]*\).*/\1/p' "$manifest")
    if [ -z "$declared" ]; then
        echo "check-tools-version: $manifest: no swift-tools-version on its first line" >&2
        status=1
    elif newer "$needed" "$declared"; then
        echo "check-tools-version: $manifest declares $declared, but the sources need $needed for $needed_by" >&2
        status=1
    fi
done < <(find . -name 'Package*.swift' -not -path '*/.build*' -not -path './.swiftpm/*' | sort)
[ "$status" = 0 ] && echo "tools version: every manifest declares at least $needed ($needed_by)"
exit "$status"
