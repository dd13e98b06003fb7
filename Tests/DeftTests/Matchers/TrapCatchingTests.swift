import Foundation
import Testing

@testable import Deft

/// `value`, hidden from the optimizer, so that a trap is not folded into a
/// compile-time error or a warning.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Every kind of runtime trap the matcher catches.
enum TrapKind: String, CaseIterable, Sendable {
    case precondition, preconditionFailure, fatalError, forceUnwrappedNil, indexOutOfRange, overflow, divisionByZero

    /// Runs code that traps in this way.
    func run() {
        switch self {
        case .precondition: Swift.precondition(opaque(false), "broken")
        case .preconditionFailure: Swift.preconditionFailure("unreachable")
        case .fatalError: Swift.fatalError()
        case .forceUnwrappedNil: _ = opaque(Int?.none)!
        case .indexOutOfRange: _ = opaque([1, 2, 3])[3]
        case .overflow: _ = opaque(Int.max) + 1
        case .divisionByZero: _ = 1 / opaque(0)
        }
    }
}

private final class Token {}

/// `catchingTraps`, the primitive the matcher is built on.
struct CatchingTrapsTests {
    @Test func reportsAReturnAndATrap() {
        #expect(catchingTraps {} == .returned)
        #expect(catchingTraps { precondition(opaque(false)) } == .trapped)
    }

    @Test(arguments: TrapKind.allCases)
    func catchesEachTrap(_ kind: TrapKind) {
        #expect(catchingTraps { kind.run() } == .trapped)
    }

    @Test func skipsTheRestOfTheBody() {
        var reachedAfter = false
        #expect(
            catchingTraps {
                precondition(opaque(false))
                reachedAfter = true
            } == .trapped)
        #expect(!reachedAfter)
    }

    /// What the skipped frames held is never released: the leaks the
    /// documentation lists.
    @Test func theSkippedFramesLeakWhatTheyHeld() {
        weak var leaked: Token?
        var deferRan = false
        let lock = NSLock()
        #expect(
            catchingTraps {
                let token = Token()
                leaked = token
                lock.lock()
                defer { deferRan = true }
                withExtendedLifetime(token) { precondition(opaque(false)) }
                lock.unlock()
            } == .trapped)
        #expect(leaked != nil)
        #expect(!deferRan)
        #expect(!lock.try())
        lock.unlock()
    }

    /// A task-local value bound in the skipped frames ends with the catching
    /// thread, in a task too.
    @Test func aTaskLocalBoundInTheSkippedFramesEndsWithTheCatchingThread() async {
        let outcome = catchingTraps { TrapLocal.$value.withValue(1) { precondition(opaque(false)) } }
        #expect(outcome == .trapped)
        #expect(TrapLocal.value == 0)
        #expect(TrapLocal.$value.withValue(2) { TrapLocal.value } == 2)
    }

    /// A trap in the middle of an access that exclusivity checking tracks
    /// leaves the checking thread's record of accesses whole, so the next
    /// access to the same variable or property works.
    @Test func aTrapInsideATrackedAccessLeavesTheCheckingThreadWhole() {
        var stack: [Int] = []
        let shelf = Shelf()
        #expect(catchingTraps { stack.removeLast() } == .trapped)
        #expect(catchingTraps { shelf.items.removeLast() } == .trapped)
        #expect(catchingTraps { Shelf.shared.items.removeLast() } == .trapped)
        stack.append(1)
        shelf.items.append(2)
        Shelf.shared.items.append(3)
        #expect(stack == [1])
        #expect(shelf.items == [2])
        #expect(Shelf.shared.items.popLast() == 3)
    }

    @Test func readsTheTracerFromProcStatus() {
        #expect(tracerPID(inStatus: "Name:\tswift\nState:\tR\nTracerPid:\t4242\nUid:\t0\n") == 4242)
        #expect(tracerPID(inStatus: "Name:\tswift\nTracerPid:\t0\n") == 0)
        #expect(tracerPID(inStatus: "TracerPid:\t17") == 17)
        #expect(tracerPID(inStatus: "Name:\tswift\n") == 0)
        #expect(tracerPID(inStatus: "") == 0)
    }
}

private final class Shelf: @unchecked Sendable {
    static let shared = Shelf()
    var items: [Int] = []
}

private enum TrapLocal {
    @TaskLocal static var value = 0
}

/// Several threads and tasks catching at once. No timing: semaphores order
/// every step that matters.
struct ConcurrentTrapCatchingTests {
    /// Eight threads are inside their bodies at once; four return, and only
    /// when their catches have ended do the other four trap. Each trap is
    /// caught on its own thread, and a catch that ends leaves the handlers
    /// in place for the others.
    @Test func threadsCatchAtOnce() {
        let count = 8
        let inside = DispatchSemaphore(value: 0)
        let mayReturn = DispatchSemaphore(value: 0)
        let mayTrap = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let outcomes = LockedBox<[Int: TrapOutcome]>([:])
        for index in 0..<count {
            Thread {
                let outcome = catchingTraps {
                    inside.signal()
                    if index.isMultiple(of: 2) {
                        mayTrap.wait()
                        precondition(opaque(false))
                    } else {
                        mayReturn.wait()
                    }
                }
                outcomes.withLock { $0[index] = outcome }
                finished.signal()
            }.start()
        }
        for _ in 0..<count { inside.wait() }
        for _ in 0..<count / 2 { mayReturn.signal() }
        for _ in 0..<count / 2 { finished.wait() }
        #expect(outcomes.value.count == count / 2)
        for _ in 0..<count / 2 { mayTrap.signal() }
        for _ in 0..<count / 2 { finished.wait() }
        let expected = Dictionary(
            uniqueKeysWithValues: (0..<count).map { ($0, $0.isMultiple(of: 2) ? TrapOutcome.trapped : .returned) })
        #expect(outcomes.value == expected)
    }
}

// Exit tests need a platform that can spawn the test process again.
#if os(macOS) || os(Linux)
    #if arch(x86_64)
        private let trapSignal = SIGILL
    #else
        private let trapSignal = SIGTRAP
    #endif

    /// The handlers and flags installed for SIGILL and SIGTRAP. Without
    /// SA_RESTORER, which glibc adds to every action it installs.
    private func trapActions() -> [Int] {
        [SIGILL, SIGTRAP].flatMap { signal in
            var action = sigaction()
            sigaction(signal, nil, &action)
            #if canImport(Darwin)
                let handler = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
            #else
                let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            #endif
            return [handler, Int(action.sa_flags) & ~0x0400_0000]
        }
    }

    /// Traps while another thread is inside a catch. Synchronous, because
    /// it waits on semaphores, which Darwin's Dispatch marks `noasync`, and
    /// an exit test's body is async.
    private func trapWhileAnotherThreadCatches() {
        let inside = DispatchSemaphore(value: 0)
        let never = DispatchSemaphore(value: 0)
        Thread {
            _ = catchingTraps {
                inside.signal()
                never.wait()
            }
        }.start()
        inside.wait()
        precondition(opaque(false))
    }

    /// Traps that no catch owns crash the process, as they would without
    /// Deft: they never read as a pass. Each test runs in a child process,
    /// where no other test catches at the same time.
    struct UncaughtTrapTests {
        @Test func theLastCatchToEndPutsBackThePreviousActions() async {
            await #expect(processExitsWith: .success) {
                let before = trapActions()
                var during: [Int] = []
                _ = catchingTraps {
                    during = trapActions()
                    precondition(opaque(false))
                }
                _ = catchingTraps {}
                exit(during != before && trapActions() == before ? EXIT_SUCCESS : EXIT_FAILURE)
            }
        }

        @Test func aTrapOnAnotherThreadWhileOneCatchesCrashes() async {
            await #expect(processExitsWith: .signal(trapSignal)) {
                trapWhileAnotherThreadCatches()
            }
        }

        @Test func aTrapAfterTheCatchesHaveEndedCrashes() async {
            await #expect(processExitsWith: .signal(trapSignal)) {
                _ = catchingTraps { precondition(opaque(false)) }
                precondition(opaque(false))
            }
        }
    }
#endif
