internal import DeftCShims

/// How a run of ``catchingTraps(_:)`` went.
enum TrapOutcome: Equatable {
    /// The body returned.
    case returned
    /// The body ended in a trap instruction on its own thread; the rest of
    /// it was skipped.
    case trapped
    /// A debugger (or another tracer) is attached and would stop at the
    /// trap, so the body was not run.
    case traced
    /// The signal handlers could not be installed, so the body was not run.
    case notInstalled
    /// Traps cannot be caught on this platform, so the body was not run.
    case unsupported
    /// No thread could be started to run the body on, so it was not run.
    case noThread
}

/// Runs `body` on a thread of its own, waits for it, and catches the trap it
/// may end in:
/// a failed `precondition`, a `fatalError()`, a force-unwrapped nil, an
/// index out of range, an overflow.
///
/// A caught trap skips the frames between this call and the trap without
/// unwinding them (see the ThrowAssertion article): what they retained
/// leaks, and a lock they held stays held. A trap on another thread
/// crashes the process, as it would without this call.
///
/// ```swift
/// var reached = false
/// let outcome = catchingTraps {
///     precondition(false)
///     reached = true
/// }
/// // outcome == .trapped, reached == false
/// ```
func catchingTraps(_ body: @escaping () -> Void) -> TrapOutcome {
    var body = body
    let outcome = withUnsafeMutablePointer(to: &body) { pointer in
        deft_catch_trap({ context in context?.assumingMemoryBound(to: (() -> Void).self).pointee() }, pointer)
    }
    switch outcome {
    case .returned: return .returned
    case .trapped: return .trapped
    case .traced: return .traced
    case .notInstalled: return .notInstalled
    case .unsupported: return .unsupported
    case .noThread: return .noThread
    }
}

/// The process ID of the tracer named in `status`, the text of
/// `/proc/self/status`, or 0 when there is none.
///
/// ```swift
/// tracerPID(inStatus: "Name:\tswift\nTracerPid:\t4242\n")  // 4242
/// ```
func tracerPID(inStatus status: String) -> Int {
    Int(deft_tracer_pid_in_status(status))
}
