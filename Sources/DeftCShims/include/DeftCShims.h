// Runs a function and catches the trap instruction that ends it, for Deft's
// throwAssertion() matcher; registers Deft's XCTest observer when the image
// is loaded; counts the installed assertion handlers; and says whether
// another thread of the process runs. Deft's own; not API for clients.

#ifndef DEFT_C_SHIMS_H
#define DEFT_C_SHIMS_H

#include <stdbool.h>

#pragma clang assume_nonnull begin

/// How a call of deft_catch_trap went.
typedef enum __attribute__((enum_extensibility(closed))) DeftTrapOutcome {
    /// The body returned.
    DeftTrapOutcomeReturned,
    /// The body executed a trap instruction (SIGILL or SIGTRAP on its own
    /// thread); the rest of it was skipped.
    DeftTrapOutcomeTrapped,
    /// A debugger or another tracer is attached: it would stop at the trap.
    /// The body did not run.
    DeftTrapOutcomeTraced,
    /// The signal handlers could not be installed. The body did not run.
    DeftTrapOutcomeNotInstalled,
    /// Traps cannot be caught on this platform. The body did not run.
    DeftTrapOutcomeUnsupported,
    /// No thread could be started to run the body on. The body did not run.
    DeftTrapOutcomeNoThread,
} DeftTrapOutcome;

/// The function deft_catch_trap runs.
typedef void (*DeftTrapBody)(void *_Nullable context);

/// Runs `body(context)` on the calling thread. A trap instruction executed
/// by that thread while `body` runs ends `body` at once: the frames between
/// this call and the trap are skipped, not unwound. A trap on any other
/// thread is left to crash the process, as it would without this call.
///
/// Safe to call from several threads at once, and within `body`.
DeftTrapOutcome deft_catch_trap(DeftTrapBody body, void *_Nullable context);

/// The tracer's process ID in the text of /proc/self/status (its
/// `TracerPid:` line), or 0 when there is none. Exposed for tests.
long deft_tracer_pid_in_status(const char *status);

/// Whether the load-time constructor in DeftLoad.c has run, which
/// registers Deft's XCTest observer before any test starts. Exposed for
/// tests.
bool deft_loaded_at_start(void);

/// How many assertion handlers are installed outside the task-local
/// binding (open capture scopes, plus one while a fallback is set). A C11
/// atomic, read with acquire ordering: Swift's `Atomic` needs macOS 15 and
/// its peers, and this works on every OS version Deft supports.
long deft_handler_count_load(void);

/// Adds `change` to the count, with release ordering.
void deft_handler_count_add(long change);

/// Whether a thread of this process other than the caller's is running or
/// waiting for a processor: 1 if one is, 0 if none is, -1 where the system
/// cannot tell. Linux reads each thread's state in /proc/self/task; Apple
/// platforms ask Mach (task_threads, thread_info).
int deft_other_threads_runnable(void);

#pragma clang assume_nonnull end

#endif
