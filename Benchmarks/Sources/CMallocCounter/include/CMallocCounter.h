#ifndef CMALLOCCOUNTER_H
#define CMALLOCCOUNTER_H

#include <stddef.h>
#include <stdint.h>

/// What the counting allocator has seen since the process started.
typedef struct {
    /// Calls that allocated a block: malloc, calloc, realloc of NULL or to a new block, the aligned forms.
    uint64_t allocations;
    /// Calls that released a block.
    uint64_t frees;
    /// Usable bytes of the blocks that are allocated now (malloc_usable_size, so allocator rounding counts).
    int64_t liveBytes;
} malloc_counter_snapshot;

/// The counters now. Cheap (three relaxed atomic loads).
malloc_counter_snapshot malloc_counter_read(void);

/// Turns counting on or off (off at start).
void malloc_counter_set_enabled(int on);

/// Whether the counting allocator has seen an allocation while enabled: false if the dynamic linker bound
/// malloc elsewhere (then every count would read zero).
int malloc_counter_is_active(void);

/// Bytes glibc's allocator has handed out and not had back (`mallinfo2().uordblks`), counting or not.
size_t malloc_counter_heap_in_use(void);

#endif
