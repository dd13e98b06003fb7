import Deft
import Foundation

/// Issue #45's scenarios: a hold window (`andHold:`) and an early stop
/// (`StopPolling`), with the change made by concurrent code. A must-fail
/// stop scenario also fails if the check did not end at the stop (it checks
/// how far virtual time went).
let holdAndStopScenarios: [Scenario] = [
    Scenario(name: "hold: Task {} sets a flag that stays, 200 ms window", mustPass: true) {
        let flag = Flag(false)
        Task { flag.value = true }
        return await passes {
            await expect { flag.value }.toEventually(
                beTrue(), andHold: .for(.milliseconds(200)), clock: VirtualClock())
        }
    },
    Scenario(name: "hold: a task clears the flag after sleeping 100 ms, 300 ms window", mustPass: false) {
        let clock = VirtualClock()
        let flag = Flag(false)
        let task = Task {
            flag.value = true
            try? await clock.sleep(for: .milliseconds(100))
            flag.value = false
        }
        defer { task.cancel() }
        return await passes {
            await expect { flag.value }.toEventually(beTrue(), andHold: .for(.milliseconds(300)), clock: clock)
        }
    },
    Scenario(name: "hold: DispatchQueue.global + 2 ms CPU, 5 polls in a row", mustPass: true) {
        let flag = Flag(false)
        DispatchQueue.global().async {
            spin(for: .milliseconds(2))
            flag.value = true
        }
        return await passes {
            await expect { flag.value }.toEventually(beTrue(), andHold: .polls(5), clock: VirtualClock())
        }
    },
    Scenario(name: "stop: a task's state reaches failed after 50 ms of a 10 s toEventually", mustPass: false) {
        let clock = VirtualClock()
        let failed = Flag(false)
        let task = Task {
            try? await clock.sleep(for: .milliseconds(50))
            failed.value = true
        }
        defer { task.cancel() }
        let passed = await passes {
            await expect { () throws -> Bool in
                if failed.value { throw StopPolling("the machine failed") }
                return false
            }.toEventually(beTrue(), timeout: .seconds(10), clock: clock)
        }
        // Ended at the stop, not at the timeout.
        return passed || clock.now.offset >= .seconds(1)
    },
    Scenario(name: "stop: a passing stop ends toAlways when the watched object is gone", mustPass: true) {
        let clock = VirtualClock()
        let gone = Flag(false)
        let task = Task {
            try? await clock.sleep(for: .milliseconds(50))
            gone.value = true
        }
        defer { task.cancel() }
        let passed = await passes {
            await expect { () throws -> Bool in
                if gone.value { throw StopPolling(passing: "released") }
                return true
            }.toAlways(beTrue(), until: .seconds(10), clock: clock)
        }
        return passed && clock.now.offset < .seconds(1)
    },
    Scenario(name: "stop: an eventually block stops on Task.detached + 2 ms CPU", mustPass: false) {
        let clock = VirtualClock()
        let exitedAt = Flag<Duration?>(nil)
        Task.detached {
            spin(for: .milliseconds(2))
            exitedAt.value = clock.now.offset
        }
        let passed = await passes {
            _ = try? await eventually(timeout: .seconds(10), clock: clock) {
                if exitedAt.value != nil { throw StopPolling("the server exited") }
                expect(false).to(beTrue())
            }
        }
        // Ended at the stop: less than a second of virtual time after the
        // exit. The exit's own offset is the real time the detached work
        // took, times the clock's cap (50): once the check's quiet wait
        // (20 ms) is spent, four CPU hogs can put it past 1 s.
        guard let exit = exitedAt.value else { return true }
        return passed || clock.now.offset - exit >= .seconds(1)
    },
]
