/*
 * LD_PRELOAD shim that lets real libinput run against umockdev 0.17.16 (Debian 12) devices.
 * Compiled by the LibinputBackend e2e tests at test time (cc -shared -fPIC) and preloaded *before*
 * libumockdev-preload.so.0, so its open() sees the path before umockdev's open() hands out the
 * emulated fd.
 *
 * 1. fstat(): libinput checks that fstat(fd).st_rdev of an opened node maps back to the same udev
 *    device (libinput src/evdev.c, evdev_device_have_same_syspath). umockdev only wraps fstat from
 *    0.19.2 on, so the emulated fd reports the wrong device number. The shim remembers which path
 *    each /dev/input fd was opened with and answers fstat() with stat(path), which umockdev does wrap.
 * 2. /run/udev/data: libudev reads the udev database (the "I:" line is what makes a device
 *    "initialized"; libinput ignores uninitialized ones) with fopen(). umockdev redirects that
 *    directory only from 0.17.18 on, so the shim redirects it into $UMOCKDEV_DIR/run/udev/data,
 *    keeping the host's real database untouched.
 * 3. E2E_DENY_OPEN=/dev/input/eventN makes open() of that node fail with EACCES, the kernel's answer
 *    to a user outside the input group (the tests run as root, for whom permissions never fail).
 *    E2E_DENY_READONLY_OPEN=/dev/input/eventN does so only for read-only opens: libinput's read-write
 *    open succeeds and the backend's second, read-only descriptor (the palm filter's) is refused.
 * 4. A second open file of a node: the kernel gives every open file of an evdev node its own copy of
 *    the events; umockdev 0.17 writes them to one of them only (the first opened). The shim copies
 *    whatever one descriptor of a /dev/input node reads into a buffer for each other descriptor of
 *    that node, which read() returns first: the second reader sees the stream from its open on.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_TRACKED_FD 4096
static char *opened_paths[MAX_TRACKED_FD];
/* One more than the highest descriptor ever tracked: read() scans only up to it (it runs per read). */
static int tracked_limit;

static void remember(int fd, const char *path)
{
    if (fd < 0 || fd >= MAX_TRACKED_FD || path == NULL || strncmp(path, "/dev/input/", 11) != 0)
        return;
    free(opened_paths[fd]);
    opened_paths[fd] = strdup(path);
    if (fd >= tracked_limit)
        tracked_limit = fd + 1;
}

static mode_t mode_argument(int flags, va_list args)
{
    return (flags & (O_CREAT | __O_TMPFILE)) ? va_arg(args, mode_t) : 0;
}

#define WRAP_OPEN(name)                                                          \
    int name(const char *path, int flags, ...)                                  \
    {                                                                            \
        static int (*next)(const char *, int, ...);                              \
        if (next == NULL)                                                        \
            next = dlsym(RTLD_NEXT, #name);                                      \
        va_list args;                                                            \
        va_start(args, flags);                                                   \
        mode_t mode = mode_argument(flags, args);                                \
        va_end(args);                                                            \
        const char *denied = getenv("E2E_DENY_OPEN");                            \
        if (denied != NULL && path != NULL && strcmp(path, denied) == 0) {        \
            errno = EACCES;                                                      \
            return -1;                                                           \
        }                                                                        \
        const char *readonly = getenv("E2E_DENY_READONLY_OPEN");                 \
        if (readonly != NULL && path != NULL && (flags & O_ACCMODE) == O_RDONLY   \
            && strcmp(path, readonly) == 0) {                                    \
            errno = EACCES;                                                      \
            return -1;                                                           \
        }                                                                        \
        int fd = next(path, flags, mode);                                        \
        remember(fd, path);                                                      \
        return fd;                                                               \
    }
WRAP_OPEN(open)
WRAP_OPEN(open64)

/* Events one descriptor read, waiting for another descriptor of the same node (point 4). */
struct copied_events {
    char *bytes;
    size_t length;
};
static struct copied_events copied[MAX_TRACKED_FD];

int close(int fd)
{
    static int (*next)(int);
    if (next == NULL)
        next = dlsym(RTLD_NEXT, "close");
    if (fd >= 0 && fd < MAX_TRACKED_FD) {
        free(opened_paths[fd]);
        opened_paths[fd] = NULL;
        free(copied[fd].bytes);
        copied[fd].bytes = NULL;
        copied[fd].length = 0;
    }
    return next(fd);
}

static void copy_to_other_readers(int fd, const void *bytes, size_t length)
{
    for (int other = 0; other < tracked_limit; ++other) {
        if (other == fd || opened_paths[other] == NULL || strcmp(opened_paths[other], opened_paths[fd]) != 0)
            continue;
        char *grown = realloc(copied[other].bytes, copied[other].length + length);
        if (grown == NULL)
            continue;
        memcpy(grown + copied[other].length, bytes, length);
        copied[other].bytes = grown;
        copied[other].length += length;
    }
}

ssize_t read(int fd, void *buffer, size_t count)
{
    static ssize_t (*next)(int, void *, size_t);
    if (next == NULL)
        next = dlsym(RTLD_NEXT, "read");
    if (fd < 0 || fd >= MAX_TRACKED_FD || opened_paths[fd] == NULL)
        return next(fd, buffer, count);
    if (copied[fd].length > 0) {
        size_t length = count < copied[fd].length ? count : copied[fd].length;
        memcpy(buffer, copied[fd].bytes, length);
        memmove(copied[fd].bytes, copied[fd].bytes + length, copied[fd].length - length);
        copied[fd].length -= length;
        return (ssize_t)length;
    }
    ssize_t result = next(fd, buffer, count);
    if (result > 0)
        copy_to_other_readers(fd, buffer, (size_t)result);
    return result;
}

#define WRAP_FSTAT(name, type)                                                   \
    int name(int fd, struct type *buf)                                          \
    {                                                                            \
        static int (*next)(int, struct type *);                                  \
        if (next == NULL)                                                        \
            next = dlsym(RTLD_NEXT, #name);                                      \
        if (fd >= 0 && fd < MAX_TRACKED_FD && opened_paths[fd] != NULL)          \
            return stat(opened_paths[fd], (struct stat *)buf);                   \
        return next(fd, buf);                                                    \
    }
WRAP_FSTAT(fstat, stat)
WRAP_FSTAT(fstat64, stat64)

static FILE *open_redirected(const char *symbol, const char *path, const char *mode)
{
    FILE *(*next)(const char *, const char *) = dlsym(RTLD_NEXT, symbol);
    const char *root = getenv("UMOCKDEV_DIR");
    char redirected[4096];
    if (root != NULL && path != NULL && strncmp(path, "/run/udev/data/", 15) == 0) {
        snprintf(redirected, sizeof redirected, "%s%s", root, path);
        path = redirected;
    }
    return next(path, mode);
}

FILE *fopen(const char *path, const char *mode) { return open_redirected("fopen", path, mode); }
FILE *fopen64(const char *path, const char *mode) { return open_redirected("fopen64", path, mode); }
