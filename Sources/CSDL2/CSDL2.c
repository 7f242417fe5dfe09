#include "CSDL2.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

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
