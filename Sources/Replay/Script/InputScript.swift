import Foundation
import InputCore
import InputRecording

/// Writes input the way a person produces it — taps, drags, pinches, clicks, wheel turns — as a list of
/// `InputEvent`s with times, without an application. The corpus generator (`Tools/corpus`) and tests
/// use it to make recordings; ``recording`` is ready for `NativeRecordingWriter`.
///
/// Positions are given in screen points and stored `normalized` to the screen, as a touchscreen
/// reports them. Time only moves when the script moves it (`wait`, or the duration of a gesture); touch
/// gestures emit one frame per ``frameInterval``.
///
/// ```swift
/// var script = InputScript(screen: ScreenMapping(width: 800, height: 600))
/// let panel = script.addTouchscreen()
/// script.tap(panel, at: CGPoint(x: 100, y: 100))
/// script.wait(0.5)
/// try NativeRecordingWriter.write(script.recording, to: "tap.jsonl")
/// ```
public struct InputScript: Sendable {
    /// The screen the positions are on.
    public let screen: ScreenMapping
    /// The current time.
    public private(set) var now: InputTime
    /// Time between touch frames during gestures. Default 1/120 s, a common touchscreen rate.
    public var frameInterval: TimeInterval = 1.0 / 120
    /// The events so far.
    public private(set) var events: [InputEvent] = []
    private var devices: [DeviceDescription] = []
    private var nextContact: [DeviceID: Int32] = [:]
    /// Free-form provenance written in the recording's header.
    public var source: String?
    /// The keymap the script's keys are typed with, written in the header
    /// (`rules/model/layout/variant/options`, `"evdev/pc105/de//"`), so a replay types through it. `nil`:
    /// none written (a replay uses its own default, `us`).
    public var keymap: String?

    /// Starts a script on `screen` at `start`.
    public init(screen: ScreenMapping, start: InputTime = .zero, source: String? = nil) {
        self.screen = screen
        self.now = start
        self.source = source
    }

    /// The script as a recording (header with every device and the screen, then the events).
    public var recording: Recording {
        Recording(header: RecordingHeader(devices: devices, screen: screen, source: source, keymap: keymap), events: events)
    }

    // MARK: Devices and time

    /// Adds a direct touchscreen covering the screen; returns its id.
    @discardableResult
    public mutating func addTouchscreen(
        name: String = "Scripted Touchscreen", maximumContacts: Int = 10, physicalSize: PhysicalSize? = nil
    ) -> DeviceID {
        add(DeviceDescription(
            id: nextDeviceID, name: name, capabilities: .touch, touchSurface: .direct,
            physicalSize: physicalSize, maximumContacts: maximumContacts))
    }

    /// Adds a mouse with a wheel; returns its id.
    @discardableResult
    public mutating func addMouse(name: String = "Scripted Mouse") -> DeviceID {
        add(DeviceDescription(id: nextDeviceID, name: name, capabilities: [.pointer, .scroll]))
    }

    /// Adds a keyboard; returns its id.
    @discardableResult
    public mutating func addKeyboard(name: String = "Scripted Keyboard") -> DeviceID {
        add(DeviceDescription(id: nextDeviceID, name: name, capabilities: .keyboard))
    }

    private var nextDeviceID: DeviceID { DeviceID(UInt32(devices.count + 1)) }

    private mutating func add(_ description: DeviceDescription) -> DeviceID {
        devices.append(description)
        emit(description.id, .deviceAdded(description))
        return description.id
    }

    /// Removes a device; its touches still down are cancelled by the receiver.
    public mutating func remove(_ device: DeviceID) { emit(device, .deviceRemoved) }

    /// Lets time pass with no input.
    public mutating func wait(_ seconds: TimeInterval) { now = now.advanced(bySeconds: seconds) }

    /// Appends an event at the current time.
    public mutating func emit(_ device: DeviceID, _ payload: InputPayload) {
        events.append(InputEvent(time: now, device: device, payload: payload))
    }

    // MARK: Touches

    /// A finger of a script: its contact id and where it is.
    public struct Finger: Hashable, Sendable {
        /// The contact id.
        public let contact: ContactID
        /// The device it is on.
        public let device: DeviceID
        /// Where it is, in screen points.
        public fileprivate(set) var position: CGPoint
    }

    /// Puts fingers down at `points`, all in one frame.
    public mutating func down(_ device: DeviceID, at points: [CGPoint]) -> [Finger] {
        let fingers = points.map { point -> Finger in
            let contact = nextContact[device, default: 0]
            nextContact[device] = contact + 1
            return Finger(contact: ContactID(contact), device: device, position: point)
        }
        frame(device, fingers.map { ($0, .down) })
        return fingers
    }

    /// Moves fingers together in straight lines to `targets` over `duration`, one frame per interval.
    public mutating func move(_ fingers: inout [Finger], to targets: [CGPoint], duration: TimeInterval) {
        let starts = fingers.map(\.position)
        move(&fingers, duration: duration) { index, progress in
            CGPoint(x: starts[index].x + (targets[index].x - starts[index].x) * progress,
                    y: starts[index].y + (targets[index].y - starts[index].y) * progress)
        }
    }

    /// Moves fingers along paths: `path(finger index, progress 0…1)` gives each position.
    public mutating func move(_ fingers: inout [Finger], duration: TimeInterval, path: (Int, CGFloat) -> CGPoint) {
        let steps = max(1, Int((duration / frameInterval).rounded()))
        for step in 1...steps {
            wait(duration / Double(steps))
            let progress = CGFloat(step) / CGFloat(steps)
            for index in fingers.indices { fingers[index].position = path(index, progress) }
            if let device = fingers.first?.device { frame(device, fingers.map { ($0, .move) }) }
        }
    }

    /// Lifts fingers, all in one frame.
    public mutating func lift(_ fingers: [Finger]) {
        guard let device = fingers.first?.device else { return }
        frame(device, fingers.map { ($0, .up) })
    }

    private mutating func frame(_ device: DeviceID, _ changes: [(Finger, ContactPhase)]) {
        let contactChanges = changes.map { finger, phase in
            ContactChange(
                contact: finger.contact, phase: phase,
                position: InputPoint(x: Double(finger.position.x) / screen.width, y: Double(finger.position.y) / screen.height))
        }
        emit(device, .touchFrame(TouchFrame(space: .normalized, changes: contactChanges)))
    }

    /// One finger down and up at `point`, `duration` apart.
    public mutating func tap(_ device: DeviceID, at point: CGPoint, duration: TimeInterval = 0.06) {
        let fingers = down(device, at: [point])
        wait(duration)
        lift(fingers)
    }

    /// One finger pressed at `point`, drifting by `drift` points over `duration`, then lifted.
    public mutating func press(_ device: DeviceID, at point: CGPoint, duration: TimeInterval, drift: CGFloat = 2) {
        var fingers = down(device, at: [point])
        move(&fingers, to: [CGPoint(x: point.x + drift, y: point.y)], duration: duration)
        lift(fingers)
    }

    /// Fingers moving in parallel by (dx, dy) over `duration`, then lifted.
    public mutating func drag(_ device: DeviceID, from points: [CGPoint], dx: CGFloat, dy: CGFloat, duration: TimeInterval) {
        var fingers = down(device, at: points)
        move(&fingers, to: points.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }, duration: duration)
        lift(fingers)
    }

    /// Two fingers on a horizontal line through `center`, their distance going from `from` to `to`.
    public mutating func pinch(_ device: DeviceID, center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval) {
        var fingers = down(device, at: [CGPoint(x: center.x - from / 2, y: center.y), CGPoint(x: center.x + from / 2, y: center.y)])
        move(&fingers, to: [CGPoint(x: center.x - to / 2, y: center.y), CGPoint(x: center.x + to / 2, y: center.y)], duration: duration)
        lift(fingers)
    }

    /// Two fingers opposite each other on a circle of `radius` about `center`, turning by `degrees`
    /// (positive is clockwise on screen, as UIKit measures rotation).
    public mutating func rotate(_ device: DeviceID, center: CGPoint, radius: CGFloat, degrees: CGFloat, duration: TimeInterval) {
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        var fingers = down(device, at: [point(0), point(.pi)])
        let turn = degrees * .pi / 180
        move(&fingers, duration: duration) { index, progress in point(CGFloat(index) * .pi + turn * progress) }
        lift(fingers)
    }

    // MARK: Mouse

    /// Relative pointer motion.
    public mutating func mouseMove(_ device: DeviceID, dx: Double, dy: Double) { emit(device, .pointerMotion(deltaX: dx, deltaY: dy)) }

    /// Presses or releases the primary button.
    public mutating func mouseButton(_ device: DeviceID, _ state: ButtonState, _ button: PointerButton = .left) {
        emit(device, .pointerButton(button, state))
    }

    /// Wheel detents, 15 points each, as libinput reports a mouse wheel.
    public mutating func wheel(_ device: DeviceID, detents: Double, horizontal: Bool = false) {
        let points = detents * 15
        emit(device, .scroll(ScrollInput(
            source: .wheel, deltaX: horizontal ? points : 0, deltaY: horizontal ? 0 : points,
            v120X: horizontal ? detents * 120 : 0, v120Y: horizontal ? 0 : detents * 120)))
    }

    // MARK: Keys

    /// Presses the keys `codes` (evdev codes, `KEY_A` = 30) one after another, each held for `hold` and
    /// followed by `gap`, as a person types. `modifiers` (evdev codes, `KEY_LEFTSHIFT` = 42) are held down
    /// around the whole sequence.
    public mutating func type(
        _ device: DeviceID, _ codes: [UInt32], holding modifiers: [UInt32] = [], hold: TimeInterval = 0.05, gap: TimeInterval = 0.07
    ) {
        for modifier in modifiers {
            emit(device, .key(code: modifier, state: .pressed))
            wait(gap)
        }
        for code in codes {
            emit(device, .key(code: code, state: .pressed))
            wait(hold)
            emit(device, .key(code: code, state: .released))
            wait(gap)
        }
        for modifier in modifiers.reversed() {
            emit(device, .key(code: modifier, state: .released))
            wait(gap)
        }
    }
}
