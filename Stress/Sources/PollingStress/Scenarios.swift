import Deft
import Foundation

actor Mailbox {
    private(set) var count = 0
    func deliver() { count += 1 }
}

@MainActor final class Label {
    var text = "loading"
}

/// Every scenario runs on a fresh `VirtualClock` (at most 50× real time
/// unless its name says otherwise).
let allScenarios: [Scenario] = [
    Scenario(name: "Task {} flips a flag", mustPass: true) {
        let flag = Flag(false)
        Task { flag.value = true }
        return await passes { await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock()) }
    },
    Scenario(name: "actor hop", mustPass: true) {
        let mailbox = Mailbox()
        Task { await mailbox.deliver() }
        return await passes { await expect { await mailbox.count }.toEventually(equal(1), clock: VirtualClock()) }
    },
    Scenario(name: "DispatchQueue.global + 2 ms CPU", mustPass: true) {
        let flag = Flag(false)
        DispatchQueue.global().async {
            spin(for: .milliseconds(2))
            flag.value = true
        }
        return await passes { await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock()) }
    },
    Scenario(name: "Task.detached + 2 ms CPU", mustPass: true) {
        let flag = Flag(false)
        Task.detached {
            spin(for: .milliseconds(2))
            flag.value = true
        }
        return await passes { await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock()) }
    },
    Scenario(name: "Task { @MainActor }", mustPass: true) {
        let label = Label()
        Task { @MainActor in label.text = "ready" }
        return await passes {
            await expect { await label.text }.toEventually(equal("ready"), clock: VirtualClock())
        }
    },
    // Uncapped: no real-time floor, so only the poller's yields let work
    // that does not sleep on the clock run before the deadline.
    Scenario(name: "uncapped: Task {} flips a flag", mustPass: true) {
        let flag = Flag(false)
        Task { flag.value = true }
        return await passes {
            await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock(maxSpeedup: nil))
        }
    },
    Scenario(name: "uncapped: actor hop", mustPass: true) {
        let mailbox = Mailbox()
        Task { await mailbox.deliver() }
        return await passes {
            await expect { await mailbox.count }.toEventually(equal(1), clock: VirtualClock(maxSpeedup: nil))
        }
    },
    Scenario(name: "uncapped: Task { @MainActor }", mustPass: true) {
        let label = Label()
        Task { @MainActor in label.text = "ready" }
        return await passes {
            await expect { await label.text }.toEventually(equal("ready"), clock: VirtualClock(maxSpeedup: nil))
        }
    },
    Scenario(name: "uncapped: observable, Task sets items at once", mustPass: true) { @MainActor in
        let model = ItemsModel()
        Task { model.items = ["a"] }
        return await passes {
            await expect(model.items).toEventually(equal(["a"]), clock: VirtualClock(maxSpeedup: nil))
        }
    },
    Scenario(name: "real 5 ms sleep", mustPass: true) {
        let flag = Flag(false)
        Task {
            try? await Task.sleep(for: .milliseconds(5))
            flag.value = true
        }
        return await passes { await expect { flag.value }.toEventually(beTrue(), clock: VirtualClock()) }
    },
    Scenario(name: "300 ms debounce on the virtual clock", mustPass: true) {
        let clock = VirtualClock()
        let fired = Flag(0)
        var pending: Task<Void, Never>?
        for _ in 0..<3 {
            pending?.cancel()
            pending = Task {
                do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
                fired.value += 1
            }
        }
        return await passes {
            await expect { fired.value }.toEventually(equal(1), clock: clock)
            await expect { fired.value }.toNever(beGreaterThan(1), until: .milliseconds(500), clock: clock)
        }
    },
    Scenario(name: "1 Hz timer reaches 5 ticks (500× cap)", mustPass: true) {
        let clock = VirtualClock(maxSpeedup: 500)
        let ticks = Flag(0)
        let timer = Task {
            while !Task.isCancelled {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                ticks.value += 1
            }
        }
        defer { timer.cancel() }
        return await passes {
            await expect { ticks.value }.toEventually(equal(5), timeout: .seconds(10), clock: clock)
        }
    },
    Scenario(name: "debounced search stream, withEvents", mustPass: true, costly: true) { @MainActor in
        // The default 50× cap, as users run it. Each step's wait ran on the
        // pool, not on the test's actor, so the debounce task, queued on the
        // main actor behind other work, could sleep after time had passed
        // its deadline: 20 false failures in 11,200 runs eight at once. The
        // wait now runs on the caller's actor, behind that task (0 in 9,600).
        await debouncedSearchSteps(on: VirtualClock())
    },
    // The same with no cap: time jumps to each sleeper, so only the order
    // of the main actor's jobs keeps the debounce in time.
    Scenario(name: "debounced search stream, withEvents, uncapped", mustPass: true) { @MainActor in
        await debouncedSearchSteps(on: VirtualClock(maxSpeedup: nil))
    },
    // A producer that yields and at once sleeps again settles its step while
    // the element is still on its way to withEvents' consuming task: the
    // poll must not read the recording, and time jump on, before that task
    // has run (pinned to one processor beside a busy loop, 13 false
    // failures in 60 of the two-element form, in the test suite).
    Scenario(name: "withEvents: yield, then sleep again, uncapped", mustPass: true) {
        let clock = VirtualClock(maxSpeedup: nil)
        let (elements, continuation) = AsyncStream.makeStream(of: Int.self)
        let producer = Task {
            for value in 1...3 {
                do { try await clock.sleep(for: .milliseconds(100)) } catch { return }
                continuation.yield(value)
            }
            continuation.finish()
        }
        defer { producer.cancel() }
        return await passes {
            try? await withEvents(of: elements, clock: clock) { events in
                await expecta(try await events.next()).to(equal(1))
                await events.expectNoElements(for: .milliseconds(50))
                await expecta(try await events.next()).to(equal(2))
                await events.expectNoElements(for: .milliseconds(50))
                await expecta(try await events.next()).to(equal(3))
                try await events.expectFinish()
            }
        }
    },
    // An @Observable model: the change wakes the poll, on the virtual clock too.
    Scenario(name: "observable: Task sets items at once", mustPass: true) { @MainActor in
        let model = ItemsModel()
        Task { model.items = ["a"] }
        return await passes { await expect(model.items).toEventually(equal(["a"]), clock: VirtualClock()) }
    },
    Scenario(name: "observable: Task sets items at 300 ms virtual", mustPass: true) { @MainActor in
        let clock = VirtualClock()
        let model = ItemsModel()
        model.load(["a"], after: .milliseconds(300), on: clock)
        return await passes { await expect(model.items).toEventually(equal(["a"]), clock: clock) }
    },
    Scenario(name: "observable: GCD sets items after 2 ms real", mustPass: true) {
        let model = SharedItems()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(2)) { model.items = ["a"] }
        return await passes { await expect(model.items).toEventually(equal(["a"]), clock: VirtualClock()) }
    },
    Scenario(name: "never true (must fail)", mustPass: false) {
        let flag = Flag(false)
        return await passes {
            await expect { flag.value }.toEventually(beTrue(), timeout: .milliseconds(200), clock: VirtualClock())
        }
    },
    Scenario(name: "toNever violated at 150 ms virtual (must fail)", mustPass: false) {
        let clock = VirtualClock()
        let flag = Flag(false)
        Task {
            do { try await clock.sleep(for: .milliseconds(150)) } catch { return }
            flag.value = true
        }
        return await passes {
            await expect { flag.value }.toNever(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
    Scenario(name: "toAlways broken by a Task (must fail)", mustPass: false) {
        let clock = VirtualClock()
        let flag = Flag(true)
        Task {
            do { try await clock.sleep(for: .milliseconds(50)) } catch { return }
            flag.value = false
        }
        return await passes {
            await expect { flag.value }.toAlways(beTrue(), until: .milliseconds(300), clock: clock)
        }
    },
    Scenario(name: "observable: items never set (must fail)", mustPass: false) { @MainActor in
        let model = ItemsModel()
        return await passes {
            await expect(model.items).toEventually(
                equal(["a"]), timeout: .milliseconds(200), clock: VirtualClock())
        }
    },
    Scenario(name: "observable: set after the timeout (must fail)", mustPass: false) { @MainActor in
        let clock = VirtualClock()
        let model = ItemsModel()
        model.load(["a"], after: .milliseconds(300), on: clock)
        return await passes {
            await expect(model.items).toEventually(equal(["a"]), timeout: .milliseconds(200), clock: clock)
        }
    },
    Scenario(name: "observable: Task sets another value (must fail)", mustPass: false) { @MainActor in
        let clock = VirtualClock()
        let model = ItemsModel()
        model.load(["b"], after: .milliseconds(50), on: clock)
        return await passes {
            await expect(model.items).toEventually(equal(["a"]), timeout: .milliseconds(200), clock: clock)
        }
    },
    Scenario(name: "observable: GCD sets another value (must fail)", mustPass: false) {
        let model = SharedItems()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(2)) { model.items = ["b"] }
        return await passes {
            await expect(model.items).toEventually(
                equal(["a"]), timeout: .milliseconds(200), clock: VirtualClock())
        }
    },
    // The twins run at 500× to keep CI fast. A starved debounce task could
    // only make the first of them pass falsely, and that is what it counts.
    Scenario(name: "debounced: 5 s silence broken, 500× (must fail)", mustPass: false) { @MainActor in
        let clock = VirtualClock(maxSpeedup: 500)
        let search = DebouncedSearch(clock: clock)
        return await passes {
            await withEvents(of: search.results, clock: clock) { events in
                search.query = "swift"
                await events.expectNoElements(for: .seconds(5))
                events.cancelAndIgnoreRemaining()
            }
        }
    },
    Scenario(name: "debounced: no 2nd result, 500× (must fail)", mustPass: false) { @MainActor in
        let clock = VirtualClock(maxSpeedup: 500)
        let search = DebouncedSearch(clock: clock)
        return await passes {
            try? await withEvents(of: search.results, timeout: .milliseconds(400), clock: clock) { events in
                search.query = "sw"
                search.query = "swi"
                search.query = "swift"
                await expecta(try await events.next()).to(equal(["Swift"]))
                _ = try await events.next()
            }
        }
    },
]

/// A debounced search taken step by step with `withEvents` on `clock`, in a
/// main-actor test; returns whether every step passed.
@MainActor func debouncedSearchSteps(on clock: VirtualClock) async -> Bool {
    let search = DebouncedSearch(clock: clock)
    return await passes {
        try? await withEvents(of: search.results, clock: clock) { events in
            search.query = "sw"
            await expecta(try await events.next()).to(equal([]))
            search.query = "swi"
            search.query = "swift"
            await expecta(try await events.next()).to(equal(["Swift"]))
            await events.expectNoElements(for: .seconds(5))
            search.close()
            try await events.expectFinish()
        }
    }
}
