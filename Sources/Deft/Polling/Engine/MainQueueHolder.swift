import Dispatch
import Foundation

/// Whether the calling thread holds the main queue without being the main
/// thread, where a synchronous verb must not block.
///
/// After the main thread leaves for `dispatchMain()`, as it does in an
/// executable's top-level code at its first `await` on Linux, the main queue,
/// and with it the main actor, runs on a thread of the pool. A block or
/// main-actor job running there holds the main queue until it returns, and no
/// run loop can lend it out. A synchronous verb that blocked there would wait
/// for main-actor work (a `Task {}` started in top-level code) that cannot run
/// until the verb returns: the check would fail when it should pass, or pass
/// when it should fail.
enum MainQueueHolder {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the calling thread runs a main-queue block, or a main-actor
    /// job, and is not the main thread.
    static var isOffMainThread: Bool {
        guard marked, !Thread.isMainThread else { return false }
        return DispatchQueue.getSpecific(key: key) == true
    }

    /// Why a synchronous call would block the main actor there, and what to write instead.
    static func refusal(_ caller: PollCaller) -> String {
        "the synchronous \(caller.name) would block the main actor, which this thread holds off the main thread "
            + "(top-level code after its first `await`, where Swift picks the synchronous verb even after `await`, "
            + "or a `DispatchQueue.main` block after `dispatchMain()`): main-actor work, such as a `Task {}` "
            + "started there, could not run until it returned. Call the check from an `async` function (a "
            + "`@MainActor func` will do), where \(caller.asyncForm) runs"
    }
}
