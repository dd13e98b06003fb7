/// Which public call is polling: the name its messages use, and the async
/// spelling that a refused synchronous call points to.
struct PollCaller: Sendable {
    /// The call's name in messages: `toEventually`, `waitUntil`, `pollUnwrap`.
    let name: String
    /// The async form to use instead of a synchronous call that would block.
    let asyncForm: String
    /// Whether the wait only waits for the code under test to act (a
    /// sequence's element, an event's fulfilment): on an uncapped
    /// ``VirtualClock`` nothing the poll reads can change before the next
    /// sleeper wakes, so virtual time jumps straight to its deadline.
    var jumpsToSleepers = false
    /// Whether what each poll saw means something to the user: not for a
    /// verb that polls a condition of its own (a block passed, `done()`
    /// called), whose polls all see `false`.
    var showsValues = true
    /// How long the match must keep holding once it holds, if the call
    /// asked for that (`andHold:`); the poll's rules (``PollSession``) keep it.
    var hold: PollHold?
    /// Whether the call blocks its thread and runs each evaluation there (a
    /// synchronous verb, ``Poller/runBlocking(_:timeout:interval:clock:description:location:caller:wakeSources:evaluate:)``):
    /// nothing can end an evaluation on that thread, so one still running at
    /// the deadline is waited for, and its verdict counts, as in Nimble.
    var evaluatesOnItsThread = false
    /// Where the task of Deft's own runs whose record each evaluation reads
    /// (a sequence's consumer, ``SequenceRecording``): on a driven clock an
    /// evaluation waits until that task is idle.
    var recorder: WatchedExecutor?

    /// The same call, asking the match to keep holding.
    func holding(_ hold: PollHold?) -> PollCaller {
        var caller = self
        caller.hold = hold
        return caller
    }

    /// The same call, reading what a task on `recorder` records.
    func reading(_ recorder: WatchedExecutor) -> PollCaller {
        var caller = self
        caller.recorder = recorder
        return caller
    }

    /// The same call, blocking its thread (``evaluatesOnItsThread``).
    func evaluatingOnItsThread() -> PollCaller {
        var caller = self
        caller.evaluatesOnItsThread = true
        return caller
    }

    /// A polling verb of `expect`.
    static func expectation(_ verb: Verb) -> PollCaller {
        PollCaller(name: verb.pollingName, asyncForm: "`await expect { … }.\(verb.pollingName)(…)`")
    }

    /// A polling verb of `require`.
    static func requirement(_ verb: Verb) -> PollCaller {
        PollCaller(name: verb.pollingName, asyncForm: "`try await require { … }.\(verb.pollingName)(…)`")
    }

    static let waitUntil = PollCaller(
        name: "waitUntil", asyncForm: "`await waitUntil { done in … }`", showsValues: false)
    static let waitForValue = PollCaller(
        name: "waitForValue", asyncForm: "`await waitForValue { done in … }`", showsValues: false)
    static let pollUnwrap = PollCaller(name: "pollUnwrap", asyncForm: "`try await pollUnwrap { … }`")
    static let waitForEvents = PollCaller(
        name: "wait(for:)", asyncForm: "`await TestEvent.wait(for: …)`", jumpsToSleepers: true, showsValues: false)
    static let eventually = PollCaller(
        name: "eventually", asyncForm: "`await eventually { … }`", showsValues: false)
    static let continually = PollCaller(
        name: "continually", asyncForm: "`await continually(for: …) { … }`", showsValues: false)
}
