#define _GNU_SOURCE  // pipe2
#include "CSDL2.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

// The loaded library, for the few functions outside the table (XlibEventFreeList.c).
void *uikit_sdl_handle = NULL;

int uikit_sdl_load(UIKitSDL *functions, char *error, size_t errorSize) {
    // UIKIT_SDL_LIBRARY names another build of SDL (a custom path), and lets the tests check the error
    // for a missing library on a machine that has one.
    const char *override = getenv("UIKIT_SDL_LIBRARY");
    const char *names[] = { "libSDL2-2.0.so.0", "libSDL2.so" };
    void *handle = NULL;
    if (override != NULL && override[0] != '\0') {
        handle = dlopen(override, RTLD_NOW | RTLD_LOCAL);
    } else {
        for (size_t i = 0; i < sizeof names / sizeof names[0] && handle == NULL; i++) {
            handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        }
    }
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(error, errorSize, "%s", reason ? reason : "libSDL2-2.0.so.0 not found");
        return -1;
    }
#define UIKIT_SDL_RESOLVE(name) \
    functions->name = (__typeof__(name) *)dlsym(handle, #name); \
    if (functions->name == NULL) { snprintf(error, errorSize, "libSDL2 has no %s (SDL 2.0.16 or later is needed)", #name); return -1; }
    UIKIT_SDL_FUNCTIONS(UIKIT_SDL_RESOLVE)
#undef UIKIT_SDL_RESOLVE
    uikit_sdl_handle = handle;
    // The library stays loaded for the life of the process, as a linked one would.
    return 0;
}

// Xlib's XErrorEvent, spelled out so that libx11-dev is not needed to build (the layout is Xlib's ABI).
typedef struct UIKitXErrorEvent {
    int type;
    void *display;
    unsigned long resourceid;
    unsigned long serial;
    unsigned char error_code;
    unsigned char request_code;
    unsigned char minor_code;
} UIKitXErrorEvent;
typedef int (*UIKitXErrorHandler)(void *display, UIKitXErrorEvent *event);

static UIKitXErrorHandler uikit_previous_x_error_handler = NULL;
static int uikit_x_error_handler_installed = 0;

// SDL 2.26 can send its wake-up ClientMessage (XSendEvent) to a window destroyed just before (fixed in SDL
// 2.28, libsdl-org/SDL#7550); Xlib's default handler then ends the process with status 1 during shutdown.
// Only that error (BadWindow from X_SendEvent) is ignored; every other goes to the previous handler.
static int uikit_x_error_handler(void *display, UIKitXErrorEvent *event) {
    enum { BadWindowCode = 3, SendEventRequest = 25 };
    if (event != NULL && event->error_code == BadWindowCode && event->request_code == SendEventRequest) return 0;
    return uikit_previous_x_error_handler != NULL ? uikit_previous_x_error_handler(display, event) : 0;
}

int uikit_sdl_tolerate_stale_window_events(void) {
    if (uikit_x_error_handler_installed) return 0;
    // Installed before SDL_Init: SDL saves the handler it finds when its x11 driver starts and puts it back
    // when it quits, just before it closes its connections, which is when such an error is read. SDL then
    // opens this same libX11 (one copy per process).
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL);
    if (x11 == NULL) return -1;
    UIKitXErrorHandler (*set)(UIKitXErrorHandler) = (UIKitXErrorHandler (*)(UIKitXErrorHandler))dlsym(x11, "XSetErrorHandler");
    if (set == NULL) return -1;
    uikit_previous_x_error_handler = set(uikit_x_error_handler);
    uikit_x_error_handler_installed = 1;
    return 0;
}

// The wake relay (CSDL2.h). The thread polls the watched descriptors and its control pipe; the control pipe
// carries 'r' (watch again) and 's' (stop) from the main thread.
struct UIKitWakeRelay {
    int (*push)(SDL_Event *);
    int *descriptors;
    int count;
    int control[2];
    pthread_t thread;
};

static void *uikit_wake_relay_run(void *argument) {
    UIKitWakeRelay *relay = argument;
    struct pollfd *watched = calloc((size_t)relay->count + 1, sizeof *watched);
    if (watched == NULL) return NULL;
    int armed = 1;
    for (;;) {
        watched[0] = (struct pollfd){ .fd = relay->control[0], .events = POLLIN };
        int size = 1;
        if (armed) {
            for (int i = 0; i < relay->count; i++) watched[size++] = (struct pollfd){ .fd = relay->descriptors[i], .events = POLLIN };
        }
        if (poll(watched, (nfds_t)size, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (watched[0].revents & POLLIN) {
            char commands[64];
            ssize_t length = read(relay->control[0], commands, sizeof commands);
            int stop = length <= 0;
            for (ssize_t i = 0; i < length; i++) {
                if (commands[i] == 's') stop = 1;
                if (commands[i] == 'r') armed = 1;
            }
            if (stop) break;
            continue;
        }
        for (int i = 1; i < size && armed; i++) {
            // A descriptor closed under the relay is dropped (poll skips negative ones), not reported forever.
            if (watched[i].revents & POLLNVAL) {
                relay->descriptors[i - 1] = -1;
                continue;
            }
            if (watched[i].revents != 0) {
                SDL_Event event;
                memset(&event, 0, sizeof event);
                event.type = SDL_USEREVENT;
                event.user.code = UIKIT_WAKE_RELAY_EVENT_CODE;
                relay->push(&event);
                armed = 0;
            }
        }
    }
    free(watched);
    return NULL;
}

UIKitWakeRelay *uikit_wake_relay_start(const UIKitSDL *functions, const int *descriptors, int count) {
    if (functions == NULL || functions->SDL_PushEvent == NULL || count < 0) return NULL;
    UIKitWakeRelay *relay = calloc(1, sizeof *relay);
    if (relay == NULL) return NULL;
    relay->push = functions->SDL_PushEvent;
    relay->count = count;
    relay->descriptors = calloc((size_t)count + 1, sizeof(int));
    if (relay->descriptors == NULL || pipe2(relay->control, O_CLOEXEC) != 0) {
        free(relay->descriptors);
        free(relay);
        return NULL;
    }
    if (count > 0) memcpy(relay->descriptors, descriptors, (size_t)count * sizeof(int));
    if (pthread_create(&relay->thread, NULL, uikit_wake_relay_run, relay) != 0) {
        close(relay->control[0]);
        close(relay->control[1]);
        free(relay->descriptors);
        free(relay);
        return NULL;
    }
    return relay;
}

void uikit_wake_relay_rearm(UIKitWakeRelay *relay) {
    if (relay == NULL) return;
    char command = 'r';
    while (write(relay->control[1], &command, 1) < 0 && errno == EINTR) {}
}

void uikit_wake_relay_stop(UIKitWakeRelay *relay) {
    if (relay == NULL) return;
    char command = 's';
    while (write(relay->control[1], &command, 1) < 0 && errno == EINTR) {}
    pthread_join(relay->thread, NULL);
    close(relay->control[0]);
    close(relay->control[1]);
    free(relay->descriptors);
    free(relay);
}
