#!/usr/bin/env bash
# Spellings that must not compile stay errors: every line of Fixtures/CompileFail/*.swift
# marked "must not compile" is type-checked on its own, in a copy of the function around
# it, against the built Deft module, and must fail with an error at that line; the
# fixture without those lines must type-check with no error and no warning, so that a
# line fails for what it spells and not for a mistake around it. One compiler run.
#   scripts/check-compile-fails.sh [MODULES_DIR] [MODULE]
#   MODULES_DIR: default .build/debug/Modules (build first); MODULE: default Deft
#   (Nimble, with Nimble's modules, shows which lines Nimble 14 rejects too)
set -euo pipefail
cd "$(dirname "$0")/.."
modules="${1:-.build/debug/Modules}"
module="${2:-Deft}"
[ -f "$modules/$module.swiftmodule" ] || [ -d "$modules/$module.swiftmodule" ] \
    || { echo "check-compile-fails: no $module module in $modules; build first" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(-I "$modules")
for map in "$modules/../DeftCShims.build/module.modulemap"; do
    [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$(cd "$(dirname "$map")" && pwd)/module.modulemap")
done

python3 - "$work" "$module" Fixtures/CompileFail/*.swift <<'PY'
import os, re, sys
work, module, fixtures = sys.argv[1], sys.argv[2], sys.argv[3:]
marker = "// must not compile"
cases = []
for fixture in fixtures:
    name = os.path.splitext(os.path.basename(fixture))[0]
    lines = open(fixture).read().split("\n")
    kept, header = [], None
    for number, line in enumerate(lines, 1):
        if line.startswith("import Deft"):
            line = f"import {module}"
        match = re.match(r"(\s*)(?:\w+\s+)*func (\w+)(.*)\{$", line)
        if match and not match.group(1):
            header = (match.group(2), match.group(3))
        if line.rstrip().endswith(marker):
            snippet = line.rstrip()[: -len(marker)].rstrip()
            index = len(cases)
            cases.append(f"{fixture}:{number}: {snippet.strip()}")
            with open(f"{work}/case{index}.swift", "w") as out:
                out.write(f"import {module}\nfunc {header[0]}_case{index}{header[1]}{{\n{snippet}\n}}\n")
            kept.append("")
        else:
            kept.append(line)
    with open(f"{work}/{name}.swift", "w") as out:
        out.write("\n".join(kept))
with open(f"{work}/cases.txt", "w") as out:
    out.write("\n".join(cases) + "\n")
PY

swiftc -typecheck -wmo -swift-version 6 -module-name CompileFail "${flags[@]}" \
    -module-cache-path "$work/module-cache" "$work"/*.swift >"$work/out.txt" 2>&1 || true

failed=0
if grep -E "^$work/[A-Z][^/]*\.swift:[0-9]+:[0-9]+: (error|warning):" "$work/out.txt"; then
    echo "check-compile-fails: the fixture's lines that must compile do not (above)" >&2
    failed=1
fi
index=0
while IFS= read -r case; do
    if ! grep -qE "^$work/case$index\.swift:3:[0-9]+: error:" "$work/out.txt"; then
        echo "check-compile-fails: compiles, but must not: $case" >&2
        failed=1
    fi
    index=$((index + 1))
done <"$work/cases.txt"
if [ "$failed" != 0 ]; then exit 1; fi
echo "check-compile-fails: PASS ($index spellings fail to compile, the rest of the fixture compiles)"
