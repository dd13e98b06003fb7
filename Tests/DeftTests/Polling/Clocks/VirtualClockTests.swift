import Deft
import Testing

struct VirtualClockTests {
    @Test func aTaskCancelledBeforeItSleepsDoesNotWakeLater() async {
        let clock = VirtualClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await clock.sleep(for: .milliseconds(300))
                return "woke"
            } catch {
                return "cancelled"
            }
        }
        #expect(await task.value == "cancelled")
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperResumesItWithAnError() async {
        let clock = VirtualClock()
        let task = Task {
            do {
                try await clock.sleep(for: .seconds(1))
                return "woke"
            } catch {
                return "cancelled"
            }
        }
        while clock.sleeperCount == 0 { await Task.yield() }
        task.cancel()
        #expect(await task.value == "cancelled")
        #expect(clock.sleeperCount == 0)
    }

    @Test func advancingWakesSleepersInDeadlineOrder() async {
        let clock = VirtualClock()
        let order = Shared<[Int]>([])
        let sleepers = [300, 100, 200].map { milliseconds in
            Task {
                try? await clock.sleep(for: .milliseconds(milliseconds))
                order.value.append(milliseconds)
            }
        }
        while clock.sleeperCount < 3 { await Task.yield() }
        #expect(clock.nextDeadline?.offset == .milliseconds(100))
        for deadline in [100, 200, 300] {
            clock.advance(to: .init(offset: .milliseconds(deadline)))
            await sleepers[[300, 100, 200].firstIndex(of: deadline)!].value
        }
        #expect(order.value == [100, 200, 300])
        #expect(clock.now.offset == .milliseconds(300))
    }

    @Test func aDeadlineInThePastReturnsAtOnce() async throws {
        let clock = VirtualClock()
        clock.advance(by: .seconds(2))
        try await clock.sleep(until: .init(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(2))
    }
}
