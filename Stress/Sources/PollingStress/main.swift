import Foundation

// Usage: PollingStress [iterations]   (default 10,000)
// Runs every scenario `iterations` times on the VirtualClock and counts wrong
// verdicts: false failures (a scenario that must pass failed) and false
// passes (one that must fail passed). Exits non-zero unless both are zero.
let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
var wrong = [Int](repeating: 0, count: scenarios.count)
let start = ContinuousClock.now

for _ in 0..<iterations {
    for (index, scenario) in scenarios.enumerated() where await scenario.isWrong() {
        wrong[index] += 1
    }
}

let elapsed = start.duration(to: .now)
print("scenario".padding(toLength: 48, withPad: " ", startingAt: 0) + "runs  wrong")
for (index, scenario) in scenarios.enumerated() {
    let kind = scenario.mustPass ? "false failures" : "false passes"
    print(scenario.name.padding(toLength: 48, withPad: " ", startingAt: 0) + "\(iterations)  \(wrong[index]) \(kind)")
}
let falseFailures = zip(scenarios, wrong).filter { $0.0.mustPass }.map(\.1).reduce(0, +)
let falsePasses = zip(scenarios, wrong).filter { !$0.0.mustPass }.map(\.1).reduce(0, +)
print(
    "total: \(iterations * scenarios.count) runs in \(elapsed); false failures: \(falseFailures); false passes: \(falsePasses)"
)
exit(falseFailures == 0 && falsePasses == 0 ? 0 : 1)
