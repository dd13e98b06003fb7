// A stand-in for Apple's <mach/mach.h>, for scripts/check-darwin-c.sh only:
// the declarations Deft's Mach code uses, typed by hand from the SDK's
// headers as Apple documents them (developer.apple.com/documentation/kernel,
// and the XNU sources of the same headers: osfmk/mach/*.h and the MIG
// interfaces task.defs, thread_act.defs, mach_port.defs and vm_map.defs).
// Never linked, never shipped: it lets Linux compile the Apple branch of a
// C file for Apple targets, with clang's own freestanding headers and no
// system ones, so that a call with a wrong argument type or count, or a
// name Apple's headers lack, fails here as it would under Xcode. Add a
// declaration here, copied from Apple's header, whenever the Mach code
// calls something new.
#ifndef DEFT_STANDIN_MACH_H
#define DEFT_STANDIN_MACH_H

#include <stddef.h>
#include <stdint.h>

// <mach/machine/vm_types.h>, <mach/port.h>, <mach/message.h>, <mach/kern_return.h>
typedef unsigned int natural_t;
typedef int integer_t;
typedef int kern_return_t;
typedef natural_t mach_port_name_t;
typedef mach_port_name_t mach_port_t;  // __darwin_mach_port_t in user space
typedef natural_t mach_msg_type_number_t;
typedef uintptr_t vm_offset_t;
typedef uintptr_t vm_size_t;
typedef vm_offset_t vm_address_t;
#define KERN_SUCCESS 0

// <mach/mach_types.h>: in user space, every kernel object is a port.
typedef mach_port_t task_t;
typedef mach_port_t task_inspect_t;
typedef mach_port_t thread_t;
typedef mach_port_t thread_act_t;
typedef mach_port_t thread_inspect_t;
typedef mach_port_t ipc_space_t;
typedef mach_port_t vm_map_t;
typedef thread_act_t *thread_act_array_t;
typedef thread_t *thread_array_t;

// <mach/policy.h>, <mach/time_value.h>
typedef int policy_t;
struct time_value {
    integer_t seconds;
    integer_t microseconds;
};
typedef struct time_value time_value_t;

// <mach/thread_info.h>
typedef natural_t thread_flavor_t;
typedef integer_t *thread_info_t;
#define THREAD_BASIC_INFO 3
struct thread_basic_info {
    time_value_t user_time;
    time_value_t system_time;
    integer_t cpu_usage;
    policy_t policy;
    integer_t run_state;
    integer_t flags;
    integer_t suspend_count;
    integer_t sleep_time;
};
typedef struct thread_basic_info thread_basic_info_data_t;
typedef struct thread_basic_info *thread_basic_info_t;
#define THREAD_BASIC_INFO_COUNT ((mach_msg_type_number_t)(sizeof(thread_basic_info_data_t) / sizeof(natural_t)))
#define TH_STATE_RUNNING 1
#define TH_STATE_STOPPED 2
#define TH_STATE_WAITING 3
#define TH_STATE_UNINTERRUPTIBLE 4
#define TH_STATE_HALTED 5
#define TH_FLAGS_SWAPPED 0x1
#define TH_FLAGS_IDLE 0x2

// <mach/mach_init.h>: mach_task_self() is a macro over a global.
extern mach_port_t mach_task_self_;
#define mach_task_self() mach_task_self_
extern mach_port_t mach_thread_self(void);

// <mach/task.h> (task.defs)
extern kern_return_t task_threads(task_inspect_t target_task, thread_act_array_t *act_list,
                                  mach_msg_type_number_t *act_listCnt);

// <mach/thread_act.h> (thread_act.defs)
extern kern_return_t thread_info(thread_inspect_t target_act, thread_flavor_t flavor, thread_info_t thread_info_out,
                                 mach_msg_type_number_t *thread_info_outCnt);

// <mach/mach_port.h> (mach_port.defs)
extern kern_return_t mach_port_deallocate(ipc_space_t task, mach_port_name_t name);

// <mach/vm_map.h> (vm_map.defs)
extern kern_return_t vm_deallocate(vm_map_t target_task, vm_address_t address, vm_size_t size);

#endif
