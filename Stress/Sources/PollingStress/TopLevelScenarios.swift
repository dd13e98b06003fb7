/// The scenarios main.swift runs in top-level code (see there): a task
/// started just before the check acts in time, or too late; and the
/// synchronous verb, which Swift picks in top-level code even after `await`,
/// must be refused once the main actor runs off the main thread.
let topLevelScenarios = [
    Scenario(name: "top-level: a task started before, in time", mustPass: true) { true },
    Scenario(name: "top-level: a task started before, too late", mustPass: false) { false },
    Scenario(name: "top-level: refused synchronous verb", mustPass: true) { true },
]
