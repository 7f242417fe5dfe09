// Xlib's event queue free list (CSDL2.h, uikit_x11_trim_event_free_list). Xlibint.h is Xlib's header for
// extension writers: the Display structure's layout there is Xlib's ABI. libx11-dev comes with libsdl2-dev.
#include "CSDL2.h"
#include <SDL2/SDL_syswm.h>
#include <X11/Xlibint.h>
#include <dlfcn.h>
#include <stdlib.h>

extern void *uikit_sdl_handle;  // CSDL2.c

void *uikit_sdl_x11_display(SDL_Window *window) {
    // SDL_GetWindowWMInfo is declared in SDL_syswm.h, which brings Xlib's headers along: it stays out of the
    // function table the Swift code imports, and is looked up here.
    static SDL_bool (*get_info)(SDL_Window *, SDL_SysWMinfo *) = NULL;
    if (get_info == NULL && uikit_sdl_handle != NULL) {
        get_info = (SDL_bool (*)(SDL_Window *, SDL_SysWMinfo *))dlsym(uikit_sdl_handle, "SDL_GetWindowWMInfo");
    }
    if (get_info == NULL || window == NULL) return NULL;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (get_info(window, &info) != SDL_TRUE || info.subsystem != SDL_SYSWM_X11) return NULL;
    return info.info.x11.display;
}

int uikit_x11_trim_event_free_list(void *connection, int keep) {
    Display *display = connection;
    if (display == NULL) return 0;
    LockDisplay(display);
    struct _XSQEvent **link = &display->qfree;
    for (int kept = 0; *link != NULL && kept < keep; kept++) link = &(*link)->next;
    struct _XSQEvent *rest = *link;
    *link = NULL;
    UnlockDisplay(display);
    // Xlib allocates the elements with malloc (Xmalloc) and frees them with free (Xfree) when it closes.
    int freed = 0;
    while (rest != NULL) {
        struct _XSQEvent *next = rest->next;
        free(rest);
        rest = next;
        freed++;
    }
    return freed;
}
