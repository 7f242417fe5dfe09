import CSDL2
import InputCore
import UIKit

/// The window system's input, through SDL: mouse, touch and keyboard events of the display's window,
/// converted to `InputEvent`s for `UIApplication.handle(_:)` — the entry point libinput's events use, so
/// they are traced and recorded the same way.
///
/// - Three devices are announced on the first drain: `window pointer` (pointer, scroll), `window touch`
///   (a direct touchscreen) and `window keyboard`.
/// - Positions go through the display's ``Letterbox`` (window → frame pixels) and the screen's scale, so a
///   click lands on the point of the scene drawn under it; the mouse is sent as an absolute position
///   normalised to the screen, fingers as touch frames in screen points. Finger events read in one drain
///   form one frame, until a contact repeats.
/// - Times are `CLOCK_MONOTONIC` when the event is read from SDL (SDL's own stamps are whole
///   milliseconds on another origin).
/// - Closing the window (or SDL's quit) removes the three devices, which cancels their touches, and sets
///   ``closeRequested``.
/// - It is the ``EventLoop``'s surface and its waiter on a window: the loop sleeps in SDL's wait, which a
///   relay thread also ends when libinput's or a signal's descriptor becomes readable.
/// - Input reaches it through an SDL event filter (``SDLInputQueue``), not SDL's queue, and Xlib's event
///   queue free list is cut after each drain: a backlog of window-system events read while the loop was
///   behind is not kept for the life of the process (docs/reliability.md, "24 hours in one process").
@MainActor
public final class SDLInputSource: InputEventSource, DisplaySurface, EventLoopWaiter {
    /// The pointer device's id.
    public static let pointerDevice = DeviceID(0x5D1_0001)
    /// The touch device's id.
    public static let touchDevice = DeviceID(0x5D1_0002)
    /// The keyboard device's id.
    public static let keyboardDevice = DeviceID(0x5D1_0003)

    /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL synthesises from touches (turned off, but
    /// skipped in case a driver sends them anyway). The C macro is `(Uint32)-1`, which Swift cannot import.
    private static let touchMouseID = UInt32.max

    private let display: SDLDisplay
    private let screenSize: (width: Double, height: Double)
    private let pointsPerPixel: Double
    /// The clock events are stamped with when read (`CLOCK_MONOTONIC`), and the event loop's deadlines are read against.
    public let time: LiveTimeSource
    private let deliversInput: Bool
    private var announced = false
    private var removed = false
    private var contacts: [Int64: ContactID] = [:]
    /// Set when the window was closed or SDL asked to quit.
    public private(set) var closeRequested = false
    /// Set when the window needs a new picture (exposed, resized).
    public private(set) var needsRedraw = false
    /// The thread waking ``wait(until:)`` for descriptors SDL does not watch (``begin(watching:)``).
    private var relay: OpaquePointer?
    /// Whether the relay woke the wait since it was last re-armed.
    private var relayWoke = false
    /// The input SDL's event filter takes out of SDL's queue, in order (nil when the source delivers no input).
    private let inputQueue: SDLInputQueue?

    /// Reads `display`'s window events. The screen is `screenWidth × screenHeight` points at `scale`
    /// pixels per point (the frames' size). With `deliversInput` false only the window's close and
    /// redraw requests are read (input comes from libinput).
    public init(display: SDLDisplay, screenWidth: Double, screenHeight: Double, scale: Double,
                deliversInput: Bool = true, time: LiveTimeSource = MonotonicTimeSource()) {
        self.display = display
        self.screenSize = (max(screenWidth, 1), max(screenHeight, 1))
        self.pointsPerPixel = 1 / max(scale, 0.01)
        self.time = time
        self.deliversInput = deliversInput
        inputQueue = deliversInput ? SDLInputQueue() : nil
        if let inputQueue {
            display.sdl.api.SDL_SetEventFilter!(SDLInputQueue.sdlFilter, Unmanaged.passUnretained(inputQueue).toOpaque())
        }
    }

    isolated deinit {
        // SDL's filter holds the queue unretained: it goes before the queue does, unless another source's
        // filter replaced it.
        guard let inputQueue else { return }
        let api = display.sdl.api
        var filter: SDL_EventFilter?
        var userdata: UnsafeMutableRawPointer?
        if api.SDL_GetEventFilter!(&filter, &userdata) == SDL_TRUE, userdata == Unmanaged.passUnretained(inputQueue).toOpaque() {
            api.SDL_SetEventFilter!(nil, nil)
        }
    }

    /// SDL has no descriptor to poll: the event loop waits in SDL's own wait (the source is its waiter).
    public nonisolated var pollDescriptor: Int32? { nil }

    /// Has ``wait(until:)`` also end when one of `descriptors` becomes readable (libinput's, a signal's
    /// wake-up pipe): a thread watches them and wakes SDL's wait, so the loop sleeps until something
    /// happens. Returns false if no thread could be started (the loop then waits in short steps).
    public func begin(watching descriptors: [Int32]) -> Bool {
        end()
        guard !descriptors.isEmpty else { return true }
        var api = display.sdl.api
        relay = descriptors.withUnsafeBufferPointer { buffer in
            uikit_wake_relay_start(&api, buffer.baseAddress, Int32(buffer.count))
        }
        return relay != nil
    }

    /// Ends the thread ``begin(watching:)`` started, if any.
    public func end() {
        guard let relay else { return }
        uikit_wake_relay_stop(relay)
        self.relay = nil
        relayWoke = false
    }

    /// Waits until SDL has an event, a watched descriptor is readable, or `deadline` passes (`nil`: no
    /// limit). SDL waits on the window system's connection, without spinning; the event loop calls it
    /// after reading every source, so the relay watches again only once they are read. Always `true`: the
    /// window can always wake it.
    public func wait(until deadline: InputTime?) -> Bool {
        if relayWoke, let relay {
            relayWoke = false
            uikit_wake_relay_rearm(relay)
        }
        _ = display.sdl.api.SDL_WaitEventTimeout!(nil, time.milliseconds(until: deadline))
        return true
    }

    /// Clears ``needsRedraw`` after the loop asked for a refresh.
    public func redrawRequested() { needsRedraw = false }

    public nonisolated func drainEvents() throws -> [InputEvent] {
        MainActor.assumeIsolated { drain() }
    }

    private func drain() -> [InputEvent] {
        var events: [InputEvent] = []
        let now = time.now()
        if !announced, deliversInput, !removed {
            announced = true
            events += announcements(at: now)
        }
        var pendingFrame: [ContactChange] = []
        func flushFrame() {
            guard !pendingFrame.isEmpty else { return }
            events.append(InputEvent(time: now, device: Self.touchDevice, payload: .touchFrame(TouchFrame(space: .screen, changes: pendingFrame))))
            pendingFrame = []
        }
        // A close removes the devices after the input read in the same drain (it sits in SDL's queue, the
        // input in the input queue, which is read after).
        var closing = false
        func read(_ event: SDL_Event) {
            let type = event.type
            if type == SDL_USEREVENT.rawValue, event.user.code == UIKIT_WAKE_RELAY_EVENT_CODE {
                relayWoke = true
                return
            }
            if type == SDL_QUIT.rawValue || (type == SDL_WINDOWEVENT.rawValue && event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)) {
                closing = true
                return
            }
            if type == SDL_WINDOWEVENT.rawValue {
                let kind = UInt32(event.window.event)
                if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_RESIZED.rawValue {
                    display.updateOutputSize()
                    needsRedraw = true
                } else if kind == SDL_WINDOWEVENT_EXPOSED.rawValue {
                    needsRedraw = true
                }
                return
            }
            guard deliversInput, !removed else { return }
            switch type {
            case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
                let finger = event.tfinger
                if let change = contactChange(finger, type: type) {
                    if pendingFrame.contains(where: { $0.contact == change.contact }) { flushFrame() }
                    pendingFrame.append(change)
                }
            default:
                flushFrame()
                events += convert(event, at: now)
            }
        }
        // SDL's queue: the window's own events, and the wake-ups the input queue leaves there (input events,
        // read from the input queue instead). Polling pumps, so the input queue is read after.
        var event = SDL_Event()
        while display.sdl.api.SDL_PollEvent!(&event) == 1 {
            if inputQueue != nil, SDLInputQueue.isInput(event.type) { continue }
            read(event)
        }
        for input in inputQueue?.take() ?? [] { read(input) }
        releaseXlibEventCache()
        flushFrame()
        if closing {
            closeRequested = true
            events += removals(at: now)
        }
        return events
    }

    /// Xlib's event queue elements beyond this many are freed after each drain.
    private static let xlibEventsKept: Int32 = 64

    /// Frees what Xlib keeps of the longest backlog of X events read at once (its event queue's free list,
    /// 208 bytes an event: `uikit_x11_trim_event_free_list`), as the input queue does for SDL's: a backlog
    /// read while the loop was behind would otherwise stay resident for good (docs/reliability.md, "24 hours
    /// in one process"). The connection is looked up each time, so a closed display is never touched.
    private func releaseXlibEventCache() {
        let api = display.sdl.api
        guard let window = api.SDL_GetWindowFromID!(display.windowID) else { return }
        guard let connection = uikit_sdl_x11_display(window) else { return }
        _ = uikit_x11_trim_event_free_list(connection, Self.xlibEventsKept)
    }

    private func announcements(at now: InputTime) -> [InputEvent] {
        [
            InputEvent(time: now, device: Self.pointerDevice, payload: .deviceAdded(DeviceDescription(
                id: Self.pointerDevice, name: "window pointer (\(display.driver))", capabilities: [.pointer, .scroll]))),
            InputEvent(time: now, device: Self.touchDevice, payload: .deviceAdded(DeviceDescription(
                id: Self.touchDevice, name: "window touch (\(display.driver))", capabilities: [.touch], touchSurface: .direct,
                maximumContacts: 10))),
            InputEvent(time: now, device: Self.keyboardDevice, payload: .deviceAdded(DeviceDescription(
                id: Self.keyboardDevice, name: "window keyboard (\(display.driver))", capabilities: [.keyboard]))),
        ]
    }

    private func removals(at now: InputTime) -> [InputEvent] {
        guard announced, !removed else { return [] }
        removed = true
        contacts = [:]
        return [Self.touchDevice, Self.pointerDevice, Self.keyboardDevice].map {
            InputEvent(time: now, device: $0, payload: .deviceRemoved)
        }
    }

    /// A window point (SDL window coordinates) in screen points.
    private func screenPoint(windowX: Double, windowY: Double) -> InputPoint {
        let pixel = display.framePoint(windowX: windowX, windowY: windowY)
        return InputPoint(x: pixel.x * pointsPerPixel, y: pixel.y * pointsPerPixel)
    }

    private func pointerPosition(windowX: Int32, windowY: Int32, at now: InputTime) -> InputEvent {
        let point = screenPoint(windowX: Double(windowX), windowY: Double(windowY))
        return InputEvent(time: now, device: Self.pointerDevice,
                          payload: .pointerMotionAbsolute(InputPoint(x: point.x / screenSize.width, y: point.y / screenSize.height)))
    }

    private func contactChange(_ finger: SDL_TouchFingerEvent, type: UInt32) -> ContactChange? {
        // SDL normalises finger positions to the window (0…1).
        let size = display.windowSize
        let point = screenPoint(windowX: Double(finger.x) * Double(size.width), windowY: Double(finger.y) * Double(size.height))
        guard point.isFinite else { return nil }
        let phase: ContactPhase
        let contact: ContactID
        switch type {
        case SDL_FINGERDOWN.rawValue:
            let used = Set(contacts.values.map(\.rawValue))
            var id: Int32 = 0
            while used.contains(id) { id += 1 }   // lowest free, as libinput's seat slots
            contact = ContactID(id)
            contacts[finger.fingerId] = contact
            phase = .down
        case SDL_FINGERUP.rawValue:
            guard let known = contacts.removeValue(forKey: finger.fingerId) else { return nil }
            contact = known
            phase = .up
        default:
            guard let known = contacts[finger.fingerId] else { return nil }
            contact = known
            phase = .move
        }
        let pressure = finger.pressure > 0 ? Double(min(finger.pressure, 1)) : nil
        return ContactChange(contact: contact, phase: phase, position: point, pressure: pressure)
    }

    private func convert(_ event: SDL_Event, at now: InputTime) -> [InputEvent] {
        switch event.type {
        case SDL_MOUSEMOTION.rawValue:
            guard event.motion.which != Self.touchMouseID else { return [] }
            return [pointerPosition(windowX: event.motion.x, windowY: event.motion.y, at: now)]
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != Self.touchMouseID else { return [] }
            let code: PointerButton
            switch Int32(button.button) {
            case SDL_BUTTON_LEFT: code = .left
            case SDL_BUTTON_RIGHT: code = .right
            case SDL_BUTTON_MIDDLE: code = .middle
            default: return []
            }
            let state: ButtonState = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pressed : .released
            // The position first, so the press lands where the window system says it did.
            return [pointerPosition(windowX: button.x, windowY: button.y, at: now),
                    InputEvent(time: now, device: Self.pointerDevice, payload: .pointerButton(code, state))]
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            guard wheel.which != Self.touchMouseID else { return [] }
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // SDL: y > 0 is away from the user (content up); libinput: positive is down. 15 pt per detent
            // (docs/decisions.md, input decoding).
            let detentsX = Double(wheel.preciseX) * flip, detentsY = -Double(wheel.preciseY) * flip
            return [InputEvent(time: now, device: Self.pointerDevice, payload: .scroll(ScrollInput(
                source: .wheel, deltaX: detentsX * 15, deltaY: detentsY * 15, v120X: detentsX * 120, v120Y: detentsY * 120)))]
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let key = event.key
            guard key.repeat == 0, let code = EvdevKeyCode.fromSDL(scancode: key.keysym.scancode.rawValue) else { return [] }
            let state: ButtonState = event.type == SDL_KEYDOWN.rawValue ? .pressed : .released
            return [InputEvent(time: now, device: Self.keyboardDevice, payload: .key(code: code, state: state))]
        default:
            return []
        }
    }
}

/// SDL scancodes to evdev key codes, so every key of the window reaches the keymap as libinput would
/// deliver it: scancodes 0…231 are USB HID keyboard usages (``HIDKeyboardUsage``, the kernel's table);
/// from 257 SDL numbers its own media and application keys, mapped here to their evdev codes.
enum EvdevKeyCode {
    /// SDL_SCANCODE_AUDIONEXT (258) … SDL_SCANCODE_AUDIOFASTFORWARD (286), in order (SDL_scancode.h):
    /// next, previous, stop, play, mute, media select, WWW, mail, calculator, computer, search, home, back,
    /// forward, stop, refresh, bookmarks, brightness down/up, display switch, keyboard light toggle/down/up,
    /// eject, sleep, app 1, app 2, rewind, fast forward.
    private static let sdlExtras: [UInt32] = [
        163, 165, 166, 164, 113, 226, 150, 155, 140, 157, 217, 172, 158, 159, 128, 173, 156,
        224, 225, 227, 228, 229, 230, 161, 142, 148, 149, 168, 208,
    ]

    /// The evdev code of SDL scancode `scancode`, or `nil` for a scancode Linux has no key for.
    static func fromSDL(scancode: UInt32) -> UInt32? {
        switch scancode {
        case 0..<232: HIDKeyboardUsage.evdevCode(scancode)
        case 258..<(258 + UInt32(sdlExtras.count)): sdlExtras[Int(scancode - 258)]
        default: nil
        }
    }
}
