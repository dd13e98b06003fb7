import Deft
import Foundation

// Usage: PollingStress [iterations] [name filter]   (default 10,000, every scenario)
// Runs every scenario `iterations` times on the VirtualClock and counts wrong
// verdicts: false failures (a scenario that must pass failed) and false
// passes (one that must fail passed). Exits non-zero unless both are zero.
// With a filter, only the scenarios whose names contain it (ignoring case)
// run. A costly scenario (100 ms or more per run) runs one iteration in ten
// in a run of every scenario, and every iteration when the filter picks it.
// STRESS_TRACE=1 prints every failure message (must-fail scenarios included).
// STRESS_AT_ONCE=8 runs eight copies of each scenario at once, as a parallel
// suite runs its tests (each copy counts as a run; top-level ones stay one).
// A scenario at a limit the guide states (load that no signal covers) is
// counted apart and does not make the run fail.
let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
let atOnce = max(1, ProcessInfo.processInfo.environment["STRESS_AT_ONCE"].flatMap(Int.init) ?? 1)
let filter = CommandLine.arguments.dropFirst(2).first ?? ""
let scenarios = (allScenarios + holdAndStopScenarios + injectedClockScenarios + spawningScenarios).filter {
    filter.isEmpty || $0.name.localizedCaseInsensitiveContains(filter)
}
// Checks written in top-level code, which is main-actor code: a task started
// here runs on the main actor. After the first `await` (on Linux), the main
// queue runs on a thread of the pool, not the main thread.
let topLevel = topLevelScenarios.filter { filter.isEmpty || $0.name.localizedCaseInsensitiveContains(filter) }
var topLevelWrong = [Int](repeating: 0, count: topLevel.count)
let runsTopLevel = !topLevel.isEmpty
guard !scenarios.isEmpty || runsTopLevel else {
    FileHandle.standardError.write(Data("no scenario's name contains \"\(filter)\"\n".utf8))
    exit(2)
}
var runs = [Int](repeating: 0, count: scenarios.count)
var wrong = [Int](repeating: 0, count: scenarios.count)
let start = ContinuousClock.now

for iteration in 0..<iterations {
    for (index, scenario) in scenarios.enumerated() {
        if scenario.costly, filter.isEmpty, !iteration.isMultiple(of: 10) { continue }
        runs[index] += atOnce
        wrong[index] += await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<atOnce { group.addTask { await scenario.isWrong() } }
            var count = 0
            for await isWrong in group where isWrong { count += 1 }
            return count
        }
    }
    guard runsTopLevel else { continue }
    // A task started just before the check, on the same uncapped clock, acts
    // in time (at 30 ms of a 200 ms timeout), then too late (at 300 ms).
    for (index, scenario) in topLevel.enumerated() {
        let clock = VirtualClock(maxSpeedup: nil)
        let flag = Flag(false)
        let delay = scenario.mustPass ? Duration.milliseconds(30) : .milliseconds(300)
        Task {
            try await clock.sleep(for: delay)
            flag.value = true
        }
        let passed: Bool
        if scenario.name.hasSuffix("refused synchronous verb") {
            // Swift picks the synchronous verb in top-level code, even after
            // `await`: it must be refused off the main thread, never judged.
            let records = gatherFailingExpectations(silently: true) {
                expect(flag.value).toEventually(beTrue(), timeout: .milliseconds(200), clock: clock)
            }
            let refused = records.count == 1 && records[0].message.stringValue.contains("would block the main actor")
            passed = Thread.isMainThread ? records.isEmpty : refused
        } else {
            passed = await passes {
                await expect { flag.value }.toEventually(beTrue(), timeout: .milliseconds(200), clock: clock)
            }
        }
        if passed != scenario.mustPass { topLevelWrong[index] += 1 }
    }
}

let elapsed = start.duration(to: .now)
print("scenario".padding(toLength: 48, withPad: " ", startingAt: 0) + "runs  wrong")
for (index, scenario) in scenarios.enumerated() {
    let kind = (scenario.mustPass ? "false failures" : "false passes") + (scenario.limit ? " (a stated limit)" : "")
    print(scenario.name.padding(toLength: 48, withPad: " ", startingAt: 0) + "\(runs[index])  \(wrong[index]) \(kind)")
}
for (index, scenario) in topLevel.enumerated() {
    print(
        scenario.name.padding(toLength: 48, withPad: " ", startingAt: 0)
            + "\(iterations)  \(topLevelWrong[index]) \(scenario.mustPass ? "false failures" : "false passes")")
}
runs += topLevel.map { _ in iterations }
let counted = zip(scenarios + topLevel, wrong + topLevelWrong).filter { !$0.0.limit }
let falseFailures = counted.filter { $0.0.mustPass }.map(\.1).reduce(0, +)
let falsePasses = counted.filter { !$0.0.mustPass }.map(\.1).reduce(0, +)
let atLimits = zip(scenarios + topLevel, wrong + topLevelWrong).filter { $0.0.limit }.map(\.1).reduce(0, +)
print(
    "total: \(runs.reduce(0, +)) runs in \(elapsed); false failures: \(falseFailures); false passes: \(falsePasses)"
        + "; wrong at stated limits: \(atLimits)"
)
exit(falseFailures == 0 && falsePasses == 0 ? 0 : 1)
