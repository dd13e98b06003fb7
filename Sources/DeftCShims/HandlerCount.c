// The count of installed assertion handlers: see DeftCShims.h.
#include "DeftCShims.h"

#include <stdatomic.h>

static _Atomic long handler_count = 0;

long deft_handler_count_load(void) {
    return atomic_load_explicit(&handler_count, memory_order_acquire);
}

void deft_handler_count_add(long change) {
    atomic_fetch_add_explicit(&handler_count, change, memory_order_release);
}
