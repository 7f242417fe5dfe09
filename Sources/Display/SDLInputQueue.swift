import CSDL2
import Glibc

/// The window's input events, taken from SDL by an event filter before SDL queues them, in order, and read
/// at each drain.
///
/// Why (issue 24, docs/reliability.md "24 hours in one process"): SDL keeps every entry its event queue ever
/// allocated on a free list until `SDL_Quit` (about 270 bytes each, up to 65,535), so the queue's longest
/// backlog stays resident for good. When the loop falls behind the window system (a busy machine, a flood
/// of xdotool moves), one pump moves thousands of events into that queue; here they go into an array that
/// is given up at each drain. Every event is kept, motions included: a pan's hysteresis is crossed by the
/// first move beyond it and the later moves drive the scroll, so merging a burst of moves into its last
/// would turn a drag into a jump (docs/decisions.md, "Window input through an event filter").
///
/// SDL still has to end its wait when input arrives, so the first event taken into an empty queue is also
/// left in SDL's queue as a wake-up; the source skips input events it reads from SDL's queue.
final class SDLInputQueue: @unchecked Sendable {
    /// The events taken since the last ``take()``, oldest first.
    private var events: [SDL_Event] = []
    /// The thread that reads the queue (the main thread): the only one whose events are taken. SDL calls
    /// the filter on whichever thread pushes an event (the wake relay pushes from its own), and those
    /// events are left to SDL's queue untouched.
    private let reader = pthread_self()

    /// Whether events of SDL type `type` are taken (the input the source reads).
    static func isInput(_ type: UInt32) -> Bool {
        switch type {
        case SDL_MOUSEMOTION.rawValue, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEWHEEL.rawValue,
             SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue,
             SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            true
        default:
            false
        }
    }

    /// Takes `event` if it is input pushed on the reading thread. Returns what the filter returns to SDL:
    /// 0 to keep the event out of SDL's queue, 1 to let SDL queue it (anything else, and the wake-up).
    func filter(_ event: SDL_Event) -> Int32 {
        guard Self.isInput(event.type), pthread_equal(pthread_self(), reader) != 0 else { return 1 }
        let wakesSDL = events.isEmpty
        append(event)
        return wakesSDL ? 1 : 0
    }

    /// Appends `event`.
    func append(_ event: SDL_Event) { events.append(event) }

    /// The events taken so far, oldest first; the queue is left empty, its storage given up (a backlog's
    /// array is not kept for the next).
    func take() -> [SDL_Event] {
        let taken = events
        events = []
        return taken
    }

    /// The filter function handed to SDL, with the queue as its `userdata`.
    static let sdlFilter: SDL_EventFilter = { userdata, event in
        guard let userdata, let event else { return 1 }
        return Unmanaged<SDLInputQueue>.fromOpaque(userdata).takeUnretainedValue().filter(event.pointee)
    }
}
