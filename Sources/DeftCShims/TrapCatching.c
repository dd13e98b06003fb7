// How deft_catch_trap works
//
// Swift's runtime checks (precondition, fatalError, a nil force-unwrap, an
// index out of range, an overflow) end in a trap instruction: `ud2` on
// x86_64, which the kernel reports as SIGILL, and `brk` on arm64, reported as
// SIGTRAP. The body runs on a thread of its own, which the caller waits
// for. While a catch is in progress, a handler for both signals is
// installed. The catching thread has a jump buffer armed in a thread-local;
// the handler jumps back to it with siglongjmp, which also restores the
// thread's signal mask, and the thread ends. Running the body on its own
// thread keeps the caller's thread state whole: Swift records each access in
// progress (for exclusivity checking) in a per-thread list whose entries live
// in the frames a trap skips, and a skipped entry left in the caller's list
// would crash its next access. On a thread with no armed buffer the
// trap is not ours: the handler puts back the action that was there before
// (Swift's backtracer, or the default) and raises the signal again, so the
// process crashes as it would have.
//
// The handlers are shared by the whole process. The first catch in progress
// installs them and the last one to finish restores the actions saved then,
// under a mutex, so that threads can catch at once.

#if defined(__linux__) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L  // sigaction, sigsetjmp and O_CLOEXEC in a strict C mode
#endif

#include "DeftCShims.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#if (defined(__linux__) && !defined(__ANDROID__) && (defined(__x86_64__) || defined(__aarch64__))) \
    || defined(__APPLE__)
#define DEFT_CATCHES_TRAPS 1
#else
#define DEFT_CATCHES_TRAPS 0
#endif

#if DEFT_CATCHES_TRAPS
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <unistd.h>
#if defined(__APPLE__)
#include <sys/types.h>
#include <sys/sysctl.h>  // after sys/types.h
#else
#include <fcntl.h>
#endif
#endif

long deft_tracer_pid_in_status(const char *status) {
    static const char key[] = "TracerPid:";
    const char *line = status;
    while (line != NULL && *line != '\0') {
        if (strncmp(line, key, sizeof key - 1) == 0) {
            return strtol(line + sizeof key - 1, NULL, 10);
        }
        line = strchr(line, '\n');
        if (line != NULL) {
            line += 1;
        }
    }
    return 0;
}

#if DEFT_CATCHES_TRAPS

/// Whether a debugger (or any other tracer) is attached to this process. It
/// would see the trap first and stop there, so nothing is caught then.
static bool deft_is_traced(void) {
#if defined(__APPLE__)
    int name[4] = {CTL_KERN, KERN_PROC, KERN_PROC_PID, getpid()};
    struct kinfo_proc info;
    size_t size = sizeof info;
    memset(&info, 0, sizeof info);
    if (sysctl(name, 4, &info, &size, NULL, 0) != 0) {
        return false;
    }
    return (info.kp_proc.p_flag & P_TRACED) != 0;
#else
    int file = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
    if (file < 0) {
        return false;
    }
    char text[4096];
    size_t length = 0;
    while (length < sizeof text - 1) {
        ssize_t count = read(file, text + length, sizeof text - 1 - length);
        if (count < 0 && errno == EINTR) {
            continue;
        }
        if (count <= 0) {
            break;
        }
        length += (size_t)count;
    }
    close(file);
    text[length] = '\0';
    return deft_tracer_pid_in_status(text) != 0;
#endif
}

/// The jump buffer of the catch in progress on this thread, if any.
static _Thread_local sigjmp_buf *volatile deft_armed_buffer;

/// Guards the three variables below.
static pthread_mutex_t deft_lock = PTHREAD_MUTEX_INITIALIZER;
/// How many catches are in progress, on all threads.
static unsigned long deft_catches;
/// The actions in place before the handlers were installed. The handler
/// reads them without the lock: they are written before it is installed.
static struct sigaction deft_previous_sigill;
static struct sigaction deft_previous_sigtrap;

static void deft_handle_trap(int signal, siginfo_t *info, void *context) {
    (void)info;
    (void)context;
    sigjmp_buf *buffer = deft_armed_buffer;
    if (buffer != NULL) {
        deft_armed_buffer = NULL;
        siglongjmp(*buffer, 1);
    }
    // Not a catching thread: let the signal do what it did before. After
    // the handler returns, the raised signal is delivered to the previous
    // action, at the trap instruction (for a trap, the kernel would also
    // deliver it again when the instruction runs again).
    int saved_errno = errno;
    sigaction(signal, signal == SIGILL ? &deft_previous_sigill : &deft_previous_sigtrap, NULL);
    raise(signal);
    errno = saved_errno;
}

/// Installs the handlers if no catch is in progress, and counts this one.
static bool deft_begin_catch(void) {
    bool installed = true;
    pthread_mutex_lock(&deft_lock);
    if (deft_catches == 0) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = deft_handle_trap;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        sigaddset(&action.sa_mask, SIGILL);
        sigaddset(&action.sa_mask, SIGTRAP);
        if (sigaction(SIGILL, &action, &deft_previous_sigill) != 0) {
            installed = false;
        } else if (sigaction(SIGTRAP, &action, &deft_previous_sigtrap) != 0) {
            sigaction(SIGILL, &deft_previous_sigill, NULL);
            installed = false;
        }
    }
    if (installed) {
        deft_catches += 1;
    }
    pthread_mutex_unlock(&deft_lock);
    return installed;
}

/// Counts this catch out, and restores the previous actions after the last.
static void deft_end_catch(void) {
    pthread_mutex_lock(&deft_lock);
    deft_catches -= 1;
    if (deft_catches == 0) {
        sigaction(SIGTRAP, &deft_previous_sigtrap, NULL);
        sigaction(SIGILL, &deft_previous_sigill, NULL);
    }
    pthread_mutex_unlock(&deft_lock);
}

/// One catch: the body to run on its own thread, and how it ended.
struct deft_catch {
    DeftTrapBody body;
    void *context;
    DeftTrapOutcome outcome;
};

/// The catching thread: arms its jump buffer, runs the body, and ends
/// either way. A trap jumps back here, skipping the body's frames, and the
/// thread then ends normally; what those frames left in the thread's own
/// state (Swift's record of the accesses in progress, for one) ends with it.
static void *deft_run_catching(void *argument) {
    struct deft_catch *run = argument;
    sigjmp_buf buffer;
    if (sigsetjmp(buffer, 1) == 0) {
        deft_armed_buffer = &buffer;
        run->body(run->context);
        run->outcome = DeftTrapOutcomeReturned;
    } else {
        run->outcome = DeftTrapOutcomeTrapped;
    }
    deft_armed_buffer = NULL;
    return NULL;
}

/// The stack of a catching thread: what a main thread usually has, as test
/// code expects, where a secondary thread on Apple platforms gets 512 KiB.
static const size_t deft_catching_stack_size = 8 * 1024 * 1024;

DeftTrapOutcome deft_catch_trap(DeftTrapBody body, void *context) {
    if (deft_is_traced()) {
        return DeftTrapOutcomeTraced;
    }
    if (!deft_begin_catch()) {
        return DeftTrapOutcomeNotInstalled;
    }
    struct deft_catch run = {body, context, DeftTrapOutcomeReturned};
    pthread_attr_t attributes;
    pthread_t thread;
    bool started = pthread_attr_init(&attributes) == 0;
    if (started) {
        pthread_attr_setstacksize(&attributes, deft_catching_stack_size);
        started = pthread_create(&thread, &attributes, deft_run_catching, &run) == 0;
        pthread_attr_destroy(&attributes);
    }
    if (started) {
        pthread_join(thread, NULL);
    } else {
        run.outcome = DeftTrapOutcomeNoThread;
    }
    deft_end_catch();
    return run.outcome;
}

#else

DeftTrapOutcome deft_catch_trap(DeftTrapBody body, void *context) {
    (void)body;
    (void)context;
    return DeftTrapOutcomeUnsupported;
}

#endif
