/*
 * libinput-floor: the latency floor for `make bench` (Tools/scripts/libinput-latency.sh).
 *
 * The least a libinput client can do with a touch frame, measured exactly as libinput-probe measures
 * the framework: the same emulated device (umockdev testbed in this process, the same fixture files),
 * the same playback (evemu events rebased to CLOCK_MONOTONIC when playback starts), the same reading
 * (path backend, poll(2) on libinput's fd, libinput_dispatch, drain every event, read the seat slot and
 * the transformed position of every down/motion), and the same clock readings: from poll(2) returning
 * to the end of the TOUCH_FRAME's handling. Whatever our stack takes beyond this is our overhead.
 *
 * Usage: libinput-floor PREFIX NODE   (PREFIX.umockdev, .ioctl, .udev, .events as libinput-probe writes
 * them with --write-emulated-devices). Prints one JSON object. Run with the umockdev shim and preload
 * library in LD_PRELOAD, as the probe is.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <libinput.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <umockdev.h>
#include <unistd.h>

static int64_t now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int open_restricted(const char *path, int flags, void *user_data) {
    (void)user_data;
    int fd = open(path, flags);
    return fd < 0 ? -errno : fd;
}

static void close_restricted(int fd, void *user_data) {
    (void)user_data;
    close(fd);
}

static const struct libinput_interface interface = {open_restricted, close_restricted};

static void fail(const char *what, GError *error) {
    fprintf(stderr, "libinput-floor: %s%s%s\n", what, error ? ": " : "", error ? error->message : "");
    exit(1);
}

static char *read_file(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    char *text = malloc((size_t)size + 1);
    size_t got = fread(text, 1, (size_t)size, file);
    text[got] = 0;
    fclose(file);
    return text;
}

static int compare(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

/* The nearest-rank quantile of sorted values, as the probe's LatencyStatistics computes it. */
static int64_t quantile(int64_t *values, size_t count, double q) {
    if (count == 0) return -1;
    size_t rank = (size_t)ceil((double)count * q);
    if (rank < 1) rank = 1;
    if (rank > count) rank = count;
    return values[rank - 1];
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: libinput-floor PREFIX NODE\n");
        return 64;
    }
    const char *prefix = argv[1], *node = argv[2];
    /* A safety net for `make bench`: never hang, whatever the emulation does (SIGALRM ends the process). */
    alarm(120);
    char path[4096], target[4096];
    GError *error = NULL;

    UMockdevTestbed *testbed = umockdev_testbed_new();
    gchar *root = umockdev_testbed_get_root_dir(testbed);
    snprintf(path, sizeof path, "%s.umockdev", prefix);
    if (!umockdev_testbed_add_from_file(testbed, path, &error)) fail(path, error);
    /* The udev database entry, under the name the description's `A: dev=MAJ:MIN` gives (see the probe). */
    char *description = read_file(path);
    char *dev = description ? strstr(description, "A: dev=") : NULL;
    if (!dev) fail("no `A: dev=` line in the description", NULL);
    dev += 7;
    dev[strcspn(dev, "\n")] = 0;
    snprintf(target, sizeof target, "%s/run", root);
    mkdir(target, 0755);
    snprintf(target, sizeof target, "%s/run/udev", root);
    mkdir(target, 0755);
    snprintf(target, sizeof target, "%s/run/udev/data", root);
    mkdir(target, 0755);
    snprintf(target, sizeof target, "%s/run/udev/data/c%s", root, dev);
    snprintf(path, sizeof path, "%s.udev", prefix);
    char *database = read_file(path);
    FILE *out = fopen(target, "w");
    if (!database || !out) fail("cannot copy the udev database entry", NULL);
    fputs(database, out);
    fclose(out);
    snprintf(path, sizeof path, "%s.ioctl", prefix);
    if (!umockdev_testbed_load_ioctl(testbed, node, path, &error)) fail(path, error);

    struct libinput *li = libinput_path_create_context(&interface, NULL);
    if (!li || !libinput_path_add_device(li, node)) fail("libinput cannot add the device", NULL);
    libinput_dispatch(li);
    struct libinput_event *event;
    while ((event = libinput_get_event(li))) libinput_event_destroy(event);

    /* Playback, rebased so its time 0 is now (as the probe's EmulatedDevice.play does). */
    snprintf(path, sizeof path, "%s.events", prefix);
    char *events = read_file(path);
    if (!events) fail("cannot read the events", NULL);
    snprintf(target, sizeof target, "%s/floor.events", root);
    out = fopen(target, "w");
    int64_t start = now_us();
    for (char *line = strtok(events, "\n"); line; line = strtok(NULL, "\n")) {
        long long seconds, micros;
        char rest[256];
        if (sscanf(line, "E: %lld.%lld %255[^\n]", &seconds, &micros, rest) == 3) {
            int64_t t = start + seconds * 1000000 + micros;
            fprintf(out, "E: %" PRId64 ".%06" PRId64 " %s\n", t / 1000000, t % 1000000, rest);
        } else {
            fprintf(out, "%s\n", line);
        }
    }
    fclose(out);
    if (!umockdev_testbed_load_evemu_events(testbed, node, target, &error)) fail(target, error);

    size_t capacity = 1 << 16, count = 0;
    int64_t *floor = malloc(capacity * sizeof *floor), *endToEnd = malloc(capacity * sizeof *endToEnd);
    /* libinput_dispatch alone (reading the device, evdev processing) for the wake that produced each frame. */
    int64_t *dispatch = malloc(capacity * sizeof *dispatch);
    /* Per frame, the floor minus its wake's libinput_dispatch: what even this client spends after libinput
     * has read the frame (draining, reading the fields, the clock). The same subtraction as the probe's own
     * share, so it tells the environment's part of that figure (cold caches after the dispatch) from ours. */
    int64_t *afterDispatch = malloc(capacity * sizeof *afterDispatch);
    size_t wakes = 0, frameWakes = 0;
    struct pollfd poller = {libinput_get_fd(li), POLLIN, 0};
    int done = 0;
    int64_t deadline = now_us() + 60 * 1000000;
    double sink = 0;
    while (!done && now_us() < deadline) {
        poller.revents = 0;
        if (poll(&poller, 1, 100) <= 0) continue;
        int64_t woke = now_us();
        libinput_dispatch(li);
        int64_t dispatched = now_us() - woke;
        size_t before = count;
        wakes++;
        while ((event = libinput_get_event(li))) {
            enum libinput_event_type type = libinput_event_get_type(event);
            /* Only touch events have a touch view: asking a tablet event for one makes libinput log a client
             * bug through stderr on every event, which the pen row's floor would then time. */
            struct libinput_event_touch *touch = type >= LIBINPUT_EVENT_TOUCH_DOWN && type <= LIBINPUT_EVENT_TOUCH_FRAME
                ? libinput_event_get_touch_event(event) : NULL;
            if (type == LIBINPUT_EVENT_TOUCH_DOWN || type == LIBINPUT_EVENT_TOUCH_MOTION) {
                sink += libinput_event_touch_get_seat_slot(touch) + libinput_event_touch_get_x_transformed(touch, 1)
                    + libinput_event_touch_get_y_transformed(touch, 1);
            } else if (type == LIBINPUT_EVENT_TOUCH_UP) {
                done = 1;
            } else if (type == LIBINPUT_EVENT_TOUCH_FRAME && count < capacity) {
                int64_t delivered = now_us();
                floor[count] = delivered - woke;
                endToEnd[count] = delivered - (int64_t)libinput_event_touch_get_time_usec(touch);
                dispatch[count] = dispatched;
                afterDispatch[count] = delivered - woke - dispatched;
                count++;
            } else if ((type == LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY || type == LIBINPUT_EVENT_TABLET_TOOL_AXIS
                        || type == LIBINPUT_EVENT_TABLET_TOOL_TIP) && count < capacity) {
                /* A pen (the probe's --emulate pen-tablet): each tablet tool event is a frame; the tool and
                 * the axes the backend reads are read here too. The run ends at the drag's tip up (the
                 * script's warm-up goes in and out of proximity before it). */
                struct libinput_event_tablet_tool *pen = libinput_event_get_tablet_tool_event(event);
                struct libinput_tablet_tool *tool = libinput_event_tablet_tool_get_tool(pen);
                sink += libinput_event_tablet_tool_get_x_transformed(pen, 1) + libinput_event_tablet_tool_get_y_transformed(pen, 1)
                    + (double)libinput_tablet_tool_get_serial(tool) + libinput_event_tablet_tool_get_pressure(pen)
                    + libinput_event_tablet_tool_get_distance(pen) + libinput_event_tablet_tool_get_tilt_x(pen)
                    + libinput_event_tablet_tool_get_tilt_y(pen);
                int64_t delivered = now_us();
                floor[count] = delivered - woke;
                endToEnd[count] = delivered - (int64_t)libinput_event_tablet_tool_get_time_usec(pen);
                dispatch[count] = dispatched;
                afterDispatch[count] = delivered - woke - dispatched;
                count++;
                if (type == LIBINPUT_EVENT_TABLET_TOOL_TIP
                    && libinput_event_tablet_tool_get_tip_state(pen) == LIBINPUT_TABLET_TOOL_TIP_UP)
                    done = 1;
            }
            libinput_event_destroy(event);
        }
        if (count > before) frameWakes++;
    }
    qsort(floor, count, sizeof *floor, compare);
    qsort(endToEnd, count, sizeof *endToEnd, compare);
    qsort(dispatch, count, sizeof *dispatch, compare);
    qsort(afterDispatch, count, sizeof *afterDispatch, compare);
    printf("{\"samples\":%zu,\"median_us\":%" PRId64 ",\"p99_us\":%" PRId64 ",\"end_to_end_median_us\":%" PRId64
           ",\"end_to_end_p99_us\":%" PRId64 ",\"dispatch_median_us\":%" PRId64 ",\"after_dispatch_median_us\":%" PRId64 ",\"frames_per_wake_mean\":%.2f,\"delivery\":\"c-floor\",\"checksum\":%.0f}\n",
           count, quantile(floor, count, 0.5), quantile(floor, count, 0.99), quantile(endToEnd, count, 0.5),
           quantile(endToEnd, count, 0.99), quantile(dispatch, count, 0.5), quantile(afterDispatch, count, 0.5), frameWakes ? (double)count / (double)frameWakes : 0.0, sink);
    /* No teardown: the figures are out, and tearing the testbed down (its playback thread) once hung a
     * run on a loaded machine; the process's exit releases everything. */
    fflush(stdout);
    (void)li;
    g_free(root);
    /* Like the probe at its --timeout-ms, a run that ends before the lift still reports what it measured
     * (`samples` says how many frames); only a run without a single frame is a failure. */
    _exit(count > 0 ? 0 : 1);
}
