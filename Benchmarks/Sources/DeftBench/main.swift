import Foundation

let arguments = CommandLine.arguments.dropFirst()
let group = arguments.first ?? "runtime"
let implementation = arguments.dropFirst().first ?? "deft"

/// Runs of the whole suite (metric 5); `BENCH_SUITE_REPS` overrides.
let suiteRepetitions = Int(ProcessInfo.processInfo.environment["BENCH_SUITE_REPS"] ?? "") ?? 3

/// Repetitions of each large-value failure (metric 6); `BENCH_LARGE_REPS` overrides.
let largeRepetitions = Int(ProcessInfo.processInfo.environment["BENCH_LARGE_REPS"] ?? "") ?? 3

switch (group, implementation) {
case ("runtime", "deft"): DeftRuntime.run()
case ("runtime", "nimble"): NimbleRuntime.run()
case ("runtime", "xctest"): XCTestRuntime.run()
case ("runtime", "testing"): TestingRuntime.run()
case ("runtime", "floor"): FloorRuntime.run()
case ("profile", "deft-equal"): DeftRuntime.passingEqual(Int(arguments.dropFirst(2).first ?? "") ?? 20_000)
case ("profile", "deft-contain"): DeftRuntime.passingContain(Int(arguments.dropFirst(2).first ?? "") ?? 20_000)
case ("profile", "deft-failing"): DeftRuntime.failingEqual(Int(arguments.dropFirst(2).first ?? "") ?? 2_000)
case ("large", "deft"): DeftLargeValues.run(reps: largeRepetitions)
case ("large", "nimble"): NimbleLargeValues.run(reps: largeRepetitions)
case ("shapes", "deft"): DeftShapeValues.run(reps: largeRepetitions)
case ("attach", "deft"): DeftAttachments.run(reps: largeRepetitions)
case ("polling", "deft"): await DeftPolling.run()
case ("polling", "nimble"): await NimblePolling.run()
case ("suite", "deft"): await DeftSuite.run(virtual: false, repetitions: suiteRepetitions)
case ("suite", "deft-virtual"): await DeftSuite.run(virtual: true, repetitions: suiteRepetitions)
case ("suite", "nimble"): await NimbleSuite.run(repetitions: suiteRepetitions)
case ("suite", "floor"): await FloorSuite.run(repetitions: suiteRepetitions)
case ("suite", "xctest-deft"): DeftSuite.runUnderXCTest(virtual: false, repetitions: suiteRepetitions)
case ("suite", "xctest-deft-virtual"): DeftSuite.runUnderXCTest(virtual: true, repetitions: suiteRepetitions)
case ("suite", "xctest-nimble"): NimbleSuite.runUnderXCTest(repetitions: suiteRepetitions)
default:
    let usage = "usage: deft-bench runtime|large|shapes|attach|polling|suite deft|deft-virtual|nimble|xctest|testing|floor|xctest-deft|…\n"
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
