#ifndef UIKIT_CSDL2_H
#define UIKIT_CSDL2_H

// SDL2's types come from its headers (libsdl2-dev); its functions are loaded at run time with dlopen, so
// that `uikit` starts and runs everything but the display without libSDL2 installed, and `uikit live
// --display` says clearly that SDL is missing instead of the dynamic loader refusing to start the program.
#include <SDL2/SDL.h>
#include <stddef.h>

// Every SDL function the Display module calls, as X(name).
#define UIKIT_SDL_FUNCTIONS(X) \
    X(SDL_Init) X(SDL_Quit) X(SDL_QuitSubSystem) X(SDL_GetError) X(SDL_SetHint) X(SDL_GetCurrentVideoDriver) \
    X(SDL_GetNumVideoDisplays) X(SDL_GetCurrentDisplayMode) X(SDL_GetDisplayOrientation) \
    X(SDL_CreateWindow) X(SDL_DestroyWindow) X(SDL_GetWindowID) X(SDL_GetWindowSize) X(SDL_SetWindowTitle) \
    X(SDL_CreateRenderer) X(SDL_DestroyRenderer) X(SDL_GetRendererInfo) X(SDL_GetRendererOutputSize) X(SDL_SetRenderDrawColor) \
    X(SDL_RenderClear) X(SDL_RenderCopyEx) X(SDL_RenderPresent) \
    X(SDL_CreateTexture) X(SDL_DestroyTexture) X(SDL_UpdateTexture) \
    X(SDL_GetWindowSurface) X(SDL_UpdateWindowSurface) X(SDL_UpdateWindowSurfaceRects) \
    X(SDL_PollEvent) X(SDL_WaitEventTimeout) X(SDL_PumpEvents) X(SDL_PushEvent) X(SDL_ShowCursor) \
    X(SDL_SetEventFilter) X(SDL_GetEventFilter) X(SDL_GetWindowFromID)

#define UIKIT_SDL_POINTER(name) __typeof__(name) *name;
typedef struct UIKitSDL {
    UIKIT_SDL_FUNCTIONS(UIKIT_SDL_POINTER)
} UIKitSDL;
#undef UIKIT_SDL_POINTER

/// Loads libSDL2 (`libSDL2-2.0.so.0`, then `libSDL2.so`) and fills `functions`. Returns 0 on success;
/// otherwise -1 with a message for a person in `error` (the loader's reason, or the missing symbol).
int uikit_sdl_load(UIKitSDL *functions, char *error, size_t errorSize);

/// On X11 (call before SDL_Init): ignores the one X error SDL 2.26 can cause while a window
/// closes (BadWindow from its wake-up XSendEvent to a destroyed window), which Xlib's default handler turns
/// into exit(1); every other X error goes to the handler before. Returns -1 when libX11 cannot be loaded.
int uikit_sdl_tolerate_stale_window_events(void);

/// A thread that wakes a main thread blocked in SDL_WaitEventTimeout when a file descriptor SDL does not know
/// (libinput's, a signal's wake-up pipe) becomes readable, so the main thread can sleep until something
/// happens instead of waking every few milliseconds to look.
typedef struct UIKitWakeRelay UIKitWakeRelay;

/// The `code` of the SDL_USEREVENT the relay pushes.
#define UIKIT_WAKE_RELAY_EVENT_CODE 0x55494B57

/// Starts watching `descriptors` (copied). When one is readable the relay pushes an SDL_USEREVENT with
/// UIKIT_WAKE_RELAY_EVENT_CODE and stops watching until uikit_wake_relay_rearm: the main thread reads the
/// descriptors, and watching them before it has would spin. Returns NULL when no thread or pipe can be made.
UIKitWakeRelay *uikit_wake_relay_start(const UIKitSDL *functions, const int *descriptors, int count);

/// Watch again (after the main thread has read what woke it).
void uikit_wake_relay_rearm(UIKitWakeRelay *relay);

/// Ends the thread and frees the relay.
void uikit_wake_relay_stop(UIKitWakeRelay *relay);

/// The Xlib connection (`Display *`) of `window` when SDL drives it through X11; NULL otherwise.
void *uikit_sdl_x11_display(SDL_Window *window);

/// Frees the elements of Xlib's event queue free list of `display` beyond the first `keep`, and returns how
/// many it freed. Xlib never frees an element of its event queue before the display is closed: each event
/// read from the connection takes one (208 bytes) and gives it back to that list when the event is read off
/// the queue, so the list stays as long as the longest backlog of events ever read at once. Call it on the
/// thread that uses the connection, between calls into SDL.
int uikit_x11_trim_event_free_list(void *display, int keep);

#endif
