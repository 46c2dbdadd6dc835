/* Counts a process's heap allocations, for the benchmarks (scripts/bench-align, bench-plaintext):
 * preloaded with LD_PRELOAD, it passes every call on to the allocator the process would have used
 * (jemalloc for bitext) and, at exit, appends "allocations=N bytes=B" to $ALLOC_COUNT_FILE.
 * Counts are exact and repeatable, unlike times on a shared machine.
 * Build: cc -O2 -shared -fPIC -o alloc-count.so alloc-count.c -ldl */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long count, bytes;
static void *(*next_malloc)(size_t);
static void *(*next_calloc)(size_t, size_t);
static void *(*next_realloc)(void *, size_t);
static int (*next_posix_memalign)(void **, size_t, size_t);
static void *(*next_aligned_alloc)(size_t, size_t);
static void *(*next_memalign)(size_t, size_t);

/* dlsym may itself call calloc before the real one is known: those few calls get static memory. */
static char bootstrap[4096];
static size_t bootstrap_used;

static void resolve(void) {
    next_malloc = dlsym(RTLD_NEXT, "malloc");
    next_calloc = dlsym(RTLD_NEXT, "calloc");
    next_realloc = dlsym(RTLD_NEXT, "realloc");
    next_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    next_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    next_memalign = dlsym(RTLD_NEXT, "memalign");
}

static void note(size_t size) {
    __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&bytes, size, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    if (!next_malloc) resolve();
    note(size);
    return next_malloc(size);
}

void *calloc(size_t n, size_t size) {
    if (!next_calloc) {
        size_t total = (n * size + 15) & ~(size_t)15;
        if (bootstrap_used + total > sizeof bootstrap) return NULL;
        void *p = bootstrap + bootstrap_used;
        bootstrap_used += total;
        return p; /* static memory is zeroed */
    }
    note(n * size);
    return next_calloc(n, size);
}

void *realloc(void *old, size_t size) {
    if (!next_realloc) resolve();
    note(size);
    return next_realloc(old, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (!next_posix_memalign) resolve();
    note(size);
    return next_posix_memalign(out, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!next_aligned_alloc) resolve();
    note(size);
    return next_aligned_alloc(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    if (!next_memalign) resolve();
    note(size);
    return next_memalign(alignment, size);
}

static void (*next_free)(void *);
void free(void *p) {
    if ((char *)p >= bootstrap && (char *)p < bootstrap + sizeof bootstrap) return;
    if (!next_free) next_free = dlsym(RTLD_NEXT, "free");
    next_free(p);
}

__attribute__((destructor)) static void report(void) {
    const char *path = getenv("ALLOC_COUNT_FILE");
    if (!path) return;
    FILE *f = fopen(path, "a");
    if (!f) return;
    fprintf(f, "allocations=%llu bytes=%llu\n", count, bytes);
    fclose(f);
}
