#!/usr/bin/env python3
"""Picks the simulator runtime and device type for a CI leg.

Reads `xcrun simctl list runtimes available -j` on standard input and
prints the identifier of the newest available runtime of PLATFORM whose
major version is OS, and of a device type that runtime supports (the last
iPhone listed for iOS, the last type listed elsewhere), separated by a space:

  xcrun simctl list runtimes available -j | python3 scripts/pick-simulator.py iOS 18

visionOS runtimes are named xrOS in their identifiers. Exits non-zero, with
the reason, when no runtime fits. `--self-test` checks the choice against a
sample list (run by scripts/check-workflows.sh on Linux).
"""

import json
import re
import sys

NAMES = {"visionOS": ("visionOS", "xrOS")}


def pick(listing, platform, major):
    names = NAMES.get(platform, (platform,))
    found = []
    for runtime in listing["runtimes"]:
        match = re.search(r"SimRuntime\.(\w+)-(\d+)-", runtime["identifier"])
        if match and match[1] in names and match[2] == major and runtime.get("isAvailable", True):
            found.append(runtime)
    if not found:
        raise LookupError(f"no available {platform} {major} runtime")
    runtime = max(found, key=lambda r: [int(part) for part in r["version"].split(".")])
    types = runtime.get("supportedDeviceTypes") or []
    if not types:
        raise LookupError(f"{runtime['identifier']} lists no device types")
    phones = [t for t in types if t["name"].startswith("iPhone")] if platform == "iOS" else []
    return runtime["identifier"], (phones or types)[-1]["identifier"]


def self_test():
    def runtime(identifier, version, *types):
        return {"identifier": identifier, "version": version, "isAvailable": True,
                "supportedDeviceTypes": [{"name": n, "identifier": "T." + n.replace(" ", "-")} for n in types]}

    listing = {"runtimes": [
        runtime("com.apple.CoreSimulator.SimRuntime.iOS-18-5", "18.5", "iPhone 16", "iPad Air"),
        runtime("com.apple.CoreSimulator.SimRuntime.iOS-18-6", "18.6", "iPhone 16", "iPhone 16 Pro", "iPad (A16)"),
        runtime("com.apple.CoreSimulator.SimRuntime.iOS-26-2", "26.2", "iPhone 17"),
        runtime("com.apple.CoreSimulator.SimRuntime.tvOS-18-5", "18.5", "Apple TV", "Apple TV 4K"),
        runtime("com.apple.CoreSimulator.SimRuntime.xrOS-2-5", "2.5", "Apple Vision Pro"),
    ]}
    cases = {
        ("iOS", "18"): ("com.apple.CoreSimulator.SimRuntime.iOS-18-6", "T.iPhone-16-Pro"),
        ("iOS", "26"): ("com.apple.CoreSimulator.SimRuntime.iOS-26-2", "T.iPhone-17"),
        ("tvOS", "18"): ("com.apple.CoreSimulator.SimRuntime.tvOS-18-5", "T.Apple-TV-4K"),
        ("visionOS", "2"): ("com.apple.CoreSimulator.SimRuntime.xrOS-2-5", "T.Apple-Vision-Pro"),
    }
    for (platform, major), expected in cases.items():
        got = pick(listing, platform, major)
        assert got == expected, f"pick-simulator self-test: {platform} {major} gave {got}, expected {expected}"
    for platform, major in (("iOS", "17"), ("watchOS", "11"), ("iOS", "1")):
        try:
            pick(listing, platform, major)
        except LookupError:
            continue
        raise AssertionError(f"pick-simulator self-test: {platform} {major} found a runtime in a list without one")
    print("pick-simulator: self-test passed")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        sys.exit(0)
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        print(*pick(json.load(sys.stdin), sys.argv[1], sys.argv[2]))
    except LookupError as error:
        sys.exit(f"pick-simulator: {error}")
