// Whether another thread of this process is running or waiting for a
// processor: see DeftCShims.h. In C because Mach's thread list needs
// mach_task_self(), a macro over a global Swift 6 refuses to read.
#include "DeftCShims.h"

#if defined(__APPLE__)

#include <mach/mach.h>

int deft_other_threads_runnable(void) {
    mach_port_t task = mach_task_self();
    thread_act_array_t threads = NULL;
    mach_msg_type_number_t count = 0;
    if (task_threads(task, &threads, &count) != KERN_SUCCESS) return -1;
    thread_t me = mach_thread_self();
    int runnable = 0;
    for (mach_msg_type_number_t index = 0; index < count; index++) {
        if (runnable == 0 && threads[index] != me) {
            thread_basic_info_data_t info;
            mach_msg_type_number_t size = THREAD_BASIC_INFO_COUNT;
            kern_return_t status = thread_info(threads[index], THREAD_BASIC_INFO, (thread_info_t)&info, &size);
            if (status == KERN_SUCCESS && info.run_state == TH_STATE_RUNNING && !(info.flags & TH_FLAGS_IDLE)) {
                runnable = 1;
            }
        }
        mach_port_deallocate(task, threads[index]);
    }
    mach_port_deallocate(task, me);
    vm_deallocate(task, (vm_address_t)threads, count * sizeof(thread_t));
    return runnable;
}

#elif defined(__linux__)

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/// The state letter of thread `id` in /proc/self/task/<id>/stat, the first
/// after the closing parenthesis of its name; 0 once the thread has ended.
static char thread_state(int tasks, const char *id) {
    char path[32];
    snprintf(path, sizeof path, "%s/stat", id);
    int file = openat(tasks, path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return 0;
    char text[512];
    ssize_t length = read(file, text, sizeof text - 1);
    close(file);
    if (length <= 0) return 0;
    text[length] = 0;
    char *end = strrchr(text, ')');
    return end && end[1] == ' ' ? end[2] : 0;
}

int deft_other_threads_runnable(void) {
    int tasks = open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (tasks < 0) return -1;
    DIR *directory = fdopendir(tasks);
    if (!directory) {
        close(tasks);
        return -1;
    }
    long me = syscall(SYS_gettid);
    int runnable = 0;
    struct dirent *entry;
    while (runnable == 0 && (entry = readdir(directory))) {
        char *rest = NULL;
        long id = strtol(entry->d_name, &rest, 10);
        if (rest == entry->d_name || *rest != 0 || id == me) continue;
        if (thread_state(tasks, entry->d_name) == 'R') runnable = 1;
    }
    closedir(directory);
    return runnable;
}

#else

int deft_other_threads_runnable(void) { return -1; }

#endif
