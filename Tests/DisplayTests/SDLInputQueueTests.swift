import CSDL2
import Foundation
import Testing
@testable import Display

/// The window's input taken out of SDL's queue (``SDLInputQueue``): every event kept in order (motions too:
/// a pan needs each move), SDL woken once per batch, other threads' events left to SDL.
@Suite struct SDLInputQueueTests {
    private func motion(x: Int32, y: Int32, mouse: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.which = mouse
        event.motion.x = x
        event.motion.y = y
        return event
    }

    private func button(_ type: SDL_EventType, x: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = x
        return event
    }

    private func finger(_ type: SDL_EventType, id: Int64, x: Float) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = 1
        event.tfinger.fingerId = id
        event.tfinger.x = x
        return event
    }

    /// A summary per event: type and the coordinate the test varies.
    private func summary(_ events: [SDL_Event]) -> [String] {
        events.map { event in
            switch event.type {
            case SDL_MOUSEMOTION.rawValue: "move \(event.motion.which):\(event.motion.x),\(event.motion.y)"
            case SDL_MOUSEBUTTONDOWN.rawValue: "down \(event.button.x)"
            case SDL_MOUSEBUTTONUP.rawValue: "up \(event.button.x)"
            case SDL_FINGERMOTION.rawValue: "finger \(event.tfinger.fingerId):\(event.tfinger.x)"
            case SDL_FINGERDOWN.rawValue: "finger down \(event.tfinger.fingerId)"
            default: "type \(event.type)"
            }
        }
    }

    @Test func everyEventIsKeptInOrderMotionsIncluded() {
        let queue = SDLInputQueue()
        for event in [motion(x: 1, y: 1), motion(x: 2, y: 2), button(SDL_MOUSEBUTTONDOWN, x: 2), motion(x: 3, y: 3),
                      motion(x: 4, y: 4), button(SDL_MOUSEBUTTONUP, x: 4), finger(SDL_FINGERDOWN, id: 1, x: 0.1),
                      finger(SDL_FINGERMOTION, id: 1, x: 0.2), finger(SDL_FINGERMOTION, id: 1, x: 0.3)] {
            #expect(queue.filter(event) == (event.type == SDL_MOUSEMOTION.rawValue && event.motion.x == 1 ? 1 : 0))
        }
        #expect(summary(queue.take()) == ["move 0:1,1", "move 0:2,2", "down 2", "move 0:3,3", "move 0:4,4", "up 4",
                                          "finger down 1", "finger 1:0.2", "finger 1:0.3"])
        #expect(queue.take().isEmpty)
    }

    @Test func theFilterTakesInputLeavesTheRestAndWakesSDLOncePerBatch() {
        let queue = SDLInputQueue()
        var window = SDL_Event()
        window.type = SDL_WINDOWEVENT.rawValue
        // Not input: SDL queues it, the queue does not take it.
        #expect(queue.filter(window) == 1)
        // The first input into an empty queue also stays in SDL's queue (SDL's wait must end); the rest do not.
        #expect(queue.filter(motion(x: 1, y: 1)) == 1)
        #expect(queue.filter(motion(x: 2, y: 2)) == 0)
        #expect(queue.filter(button(SDL_MOUSEBUTTONDOWN, x: 2)) == 0)
        #expect(summary(queue.take()) == ["move 0:1,1", "move 0:2,2", "down 2"])
        #expect(queue.filter(motion(x: 3, y: 3)) == 1)
    }

    /// SDL calls the filter on the thread that pushes (the wake relay pushes from its own): only the reading
    /// thread's events are taken.
    @Test func eventsPushedOnAnotherThreadThanTheReadersAreLeftToSDL() throws {
        final class Made: @unchecked Sendable { var queue: SDLInputQueue? }
        let made = Made()
        let done = DispatchSemaphore(value: 0)
        Thread {
            made.queue = SDLInputQueue()
            done.signal()
        }.start()
        done.wait()
        let queue = try #require(made.queue)
        #expect(queue.filter(motion(x: 1, y: 1)) == 1)
        #expect(queue.filter(motion(x: 2, y: 2)) == 1)
        #expect(queue.take().isEmpty)
    }
}
