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
