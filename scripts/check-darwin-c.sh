#!/usr/bin/env bash
# Compiles the Apple (Mach) branch of Deft's C thread check on Linux, for
# each kind of Apple target, against scripts/darwin-standins/c/mach/mach.h:
# declarations typed from Apple's <mach/*.h>. Clang's own freestanding
# headers stand in for the C library and no system header is read, so a
# Mach call with a wrong argument type or count, or a name Apple's headers
# lack, is an error here as it would be under Xcode. It cannot check what
# the calls do, nor a declaration missing from the stand-in (add it there,
# copied from Apple's header).
#   bash scripts/check-darwin-c.sh [--self-test]
# --self-test also compiles copies with one Mach call broken on purpose,
# each of which must fail. Takes about a second.
set -euo pipefail
cd "$(dirname "$0")/.."

# The file with the Mach branch, and its target's public headers; they may
# move or go as the driven poller changes (the environment may name others).
source_file=${DEFT_MACH_SOURCE:-Sources/DeftCShims/OtherThreads.c}
include_dir=${DEFT_MACH_INCLUDE:-Sources/DeftCShims/include}
standins=scripts/darwin-standins/c
targets=(arm64-apple-macos13 x86_64-apple-macos13 arm64-apple-ios16 arm64-apple-ios16-simulator
    arm64-apple-tvos16 arm64_32-apple-watchos9 arm64-apple-xros1)

if [ ! -f "$source_file" ] || ! grep -q '#include <mach/mach.h>' "$source_file"; then
    # Skip only if the Mach code is gone, not if it moved.
    if moved=$(grep -rl --include='*.c' --include='*.h' '#include <mach/' Sources); then
        echo "check-darwin-c: $source_file has no Mach branch, but $(echo "$moved" | tr '\n' ' ')does:" \
            "point source_file in scripts/check-darwin-c.sh at it" >&2
        exit 1
    fi
    echo "check-darwin-c: $source_file has no Mach branch (no #include <mach/mach.h>) any more, and no other" \
        "C file in Sources includes <mach/…>: nothing to check; remove this check or point it at new Mach code"
    exit 0
fi

# Compiles $1 for every target; prints the first target's errors and fails if any target fails.
compile() {
    local file=$1 target
    for target in "${targets[@]}"; do
        if ! clang -target "$target" -std=gnu11 -ffreestanding -nostdlibinc -fsyntax-only \
            -Wall -Wextra -Wconversion -Werror -I "$standins" -I "$include_dir" "$file" 2> "$scratch/errors"; then
            sed "s|^|  $target: |" "$scratch/errors" | grep -E 'error' >&2 || cat "$scratch/errors" >&2
            return 1
        fi
    done
}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if ! compile "$source_file"; then
    echo "check-darwin-c: the Mach branch of $source_file does not compile against Apple's declarations" \
        "($standins/mach/mach.h)" >&2
    exit 1
fi
echo "check-darwin-c: the Mach branch of $source_file compiles for ${targets[*]}"

if [ "${1:-}" = --self-test ]; then
    # Each: a line of the source, and the wrong line a copy has instead.
    mutations=(
        'task_threads(task, &threads, &count)|task_threads(task, threads, &count)'
        '(thread_info_t)&info|\&info'
        'mach_port_deallocate(task, threads[index])|mach_port_deallocate(\&task, threads[index])'
        'vm_deallocate(task, (vm_address_t)threads, count * sizeof(thread_t))|vm_deallocate(task, threads, count * sizeof(thread_t))'
        'info.run_state == TH_STATE_RUNNING|info.state == TH_STATE_RUNNING'
    )
    for mutation in "${mutations[@]}"; do
        right=${mutation%%|*}
        wrong=${mutation#*|}
        if ! grep -qF "$right" "$source_file"; then
            echo "check-darwin-c self-test: $source_file no longer has \`$right\`: update the self-test's mutations" >&2
            exit 1
        fi
        copy="$scratch/$(basename "$source_file")"
        python3 -c 'import sys; s = open(sys.argv[1]).read(); open(sys.argv[2], "w").write(s.replace(sys.argv[3], sys.argv[4].replace("\\&", "&"), 1))' \
            "$source_file" "$copy" "$right" "$wrong"
        if compile "$copy" 2> "$scratch/why"; then
            echo "check-darwin-c self-test: a copy with \`${wrong//\\/}\` compiled; the check would miss it" >&2
            exit 1
        fi
        echo "check-darwin-c self-test: a copy with \`${wrong//\\/}\` fails: $(head -n 1 "$scratch/why" | sed 's/^ *//')"
    done
fi
