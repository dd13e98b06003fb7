// Test A gathers failures while test B, running at the same time, fails on a
// GCD queue. B's failure has no task context: it must reach Swift Testing
// (as «unknown», failing the run) and never A's gather. A passes; B's
// failure is the one deliberate failure here.
import Deft
import Dispatch
import Foundation
import Testing

private enum Handshake {
    static let gathering = LockedBox(false)
    static let failed = LockedBox(false)

    /// Waits, up to 10 s, for `flag`; the tests run in parallel, so the
    /// other side normally sets it within milliseconds.
    static func await(_ flag: LockedBox<Bool>) async {
        for _ in 0..<10_000 where !flag.value { try? await Task.sleep(for: .milliseconds(1)) }
    }
}

struct STParallelGather {
    @Test func aGathersWhileBFailsOnGCD() async {
        let captured = await gatherFailingExpectations(silently: true) {
            Handshake.gathering.set(true)
            await Handshake.await(Handshake.failed)
        }
        #expect(captured.map(\.message.stringValue) == [])
    }

    @Test func bFailsOnGCDWhileAGathers() async {
        await Handshake.await(Handshake.gathering)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                expect("st-parallel-gcd").to(equal("routed"))  // ROUTE: st-parallel-gcd
                continuation.resume()
            }
        }
        Handshake.failed.set(true)
    }
}
