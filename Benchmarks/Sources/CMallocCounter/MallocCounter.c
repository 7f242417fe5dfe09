// A counting allocator for the benchmarks: every heap allocation of the process passes through here.
//
// How: an executable that defines `malloc` (and exports it, see the `--export-dynamic` linker flag in
// Benchmarks/Package.swift) comes first in the dynamic linker's symbol search, so libswiftCore,
// Foundation and the program itself all bind to these definitions instead of glibc's. Each one counts and
// forwards to glibc's own allocator through its public `__libc_*` entry points, so the allocator's
// behaviour and costs are unchanged apart from two relaxed atomic adds. glibc 2.34 removed the
// `__malloc_hook` family, and an LD_PRELOAD library would need a second build step; this needs neither.
//
// Counting is off until `malloc_counter_set_enabled(1)`: timed runs leave it off so the bookkeeping
// (two atomic adds and a `malloc_usable_size` per call) does not inflate their figures; allocation runs
// turn it on around the loop they count. Counts are process-wide (relaxed atomics); the benchmarks run on
// one thread, so a delta across a counted loop is that loop's allocations. A block allocated while
// counting was off and freed while it is on lowers `liveBytes`: counted loops start from a steady state.
#define _GNU_SOURCE
#include "CMallocCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocations;
static _Atomic uint64_t frees;
static _Atomic int64_t liveBytes;
static _Atomic int active;
static _Atomic int enabled;

static void note_allocation(void *pointer) {
    if (pointer == NULL || !atomic_load_explicit(&enabled, memory_order_relaxed)) return;
    atomic_store_explicit(&active, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&liveBytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
}

static void note_free(void *pointer) {
    if (pointer == NULL || !atomic_load_explicit(&enabled, memory_order_relaxed)) return;
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    atomic_fetch_sub_explicit(&liveBytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    note_allocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    note_allocation(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) return malloc(size);
    if (size == 0) {
        note_free(pointer);
        return __libc_realloc(pointer, 0);
    }
    if (!atomic_load_explicit(&enabled, memory_order_relaxed)) return __libc_realloc(pointer, size);
    size_t before = malloc_usable_size(pointer);
    void *result = __libc_realloc(pointer, size);
    if (result == NULL) return NULL;
    atomic_store_explicit(&active, 1, memory_order_relaxed);
    // A reallocation is one allocation call whether or not the block moved; the live size changes by the
    // difference.
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&liveBytes, (int64_t)malloc_usable_size(result) - (int64_t)before, memory_order_relaxed);
    return result;
}

void free(void *pointer) {
    note_free(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    note_allocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

malloc_counter_snapshot malloc_counter_read(void) {
    malloc_counter_snapshot snapshot = {
        atomic_load_explicit(&allocations, memory_order_relaxed),
        atomic_load_explicit(&frees, memory_order_relaxed),
        atomic_load_explicit(&liveBytes, memory_order_relaxed),
    };
    return snapshot;
}

int malloc_counter_is_active(void) { return atomic_load_explicit(&active, memory_order_relaxed); }

void malloc_counter_set_enabled(int on) { atomic_store_explicit(&enabled, on ? 1 : 0, memory_order_relaxed); }

size_t malloc_counter_heap_in_use(void) { return mallinfo2().uordblks; }
