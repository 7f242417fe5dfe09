/// A virtual mouse with a wheel: moves the cursor, clicks (the primary button drives an
/// `.indirectPointer` touch) and scrolls.
@MainActor
public final class VirtualMouse: VirtualDevice {

    func announce() {
        harness.send(.deviceAdded(DeviceDescription(id: id, name: name, capabilities: [.pointer, .scroll])), from: id)
    }

    /// Moves the cursor to a screen point (relative motion from where it is, as a mouse reports).
    public func move(to point: CGPoint) {
        let current = harness.application.cursorLocation
        move(by: point.x - current.x, point.y - current.y)
    }

    /// Moves the cursor by a delta in points.
    public func move(by dx: CGFloat, _ dy: CGFloat) {
        harness.send(.pointerMotion(deltaX: Double(dx), deltaY: Double(dy)), from: id)
    }

    /// Presses a button (default the primary one).
    public func press(_ button: PointerButton = .left) { harness.send(.pointerButton(button, .pressed), from: id) }

    /// Releases a button.
    public func release(_ button: PointerButton = .left) { harness.send(.pointerButton(button, .released), from: id) }

    /// Moves to `point` and clicks the primary button.
    public func click(at point: CGPoint, duration: TimeInterval = 0.05) {
        move(to: point)
        press()
        harness.advance(by: duration)
        release()
    }

    /// Turns the wheel by a number of detents (positive: towards the user, content scrolls down, as libinput
    /// reports), 15 points per detent.
    public func wheel(detents: Double, horizontal: Bool = false) {
        let points = detents * 15
        harness.send(.scroll(ScrollInput(
            source: .wheel, deltaX: horizontal ? points : 0, deltaY: horizontal ? 0 : points,
            v120X: horizontal ? detents * 120 : 0, v120Y: horizontal ? 0 : detents * 120)), from: id)
    }
}

/// A virtual keyboard.
@MainActor
public final class VirtualKeyboard: VirtualDevice {

    func announce() {
        harness.send(.deviceAdded(DeviceDescription(id: id, name: name, capabilities: .keyboard)), from: id)
    }

    /// Presses a key by evdev code.
    public func press(_ code: UInt32) { harness.send(.key(code: code, state: .pressed), from: id) }
    /// Releases a key.
    public func release(_ code: UInt32) { harness.send(.key(code: code, state: .released), from: id) }
    /// Presses and releases a key.
    public func type(_ code: UInt32) {
        press(code)
        release(code)
    }
}

/// A virtual touchpad: finger scrolling and pinch/rotate gestures as libinput reports them.
@MainActor
public final class VirtualTouchpad: VirtualDevice {
    /// The seconds between updates: a 60 Hz touchpad.
    public var frameInterval: TimeInterval = 1.0 / 60

    func announce() {
        harness.send(.deviceAdded(DeviceDescription(
            id: id, name: name, capabilities: [.pointer, .scroll, .gesture], touchSurface: .indirect,
            physicalSize: PhysicalSize(widthMillimetres: 100, heightMillimetres: 60), maximumContacts: 5)), from: id)
    }

    /// Moves the cursor by a delta.
    public func move(by dx: CGFloat, _ dy: CGFloat) {
        harness.send(.pointerMotion(deltaX: Double(dx), deltaY: Double(dy)), from: id)
    }

    /// Two-finger scroll of (dx, dy) points over `duration`, ending with libinput's zero-delta stop event.
    public func scroll(dx: CGFloat, dy: CGFloat, duration: TimeInterval = 0.2) {
        let steps = max(Int((duration / frameInterval).rounded()), 1)
        for _ in 0..<steps {
            harness.send(.scroll(ScrollInput(source: .finger, deltaX: Double(dx) / Double(steps), deltaY: Double(dy) / Double(steps))), from: id)
            harness.advance(by: duration / Double(steps))
        }
        harness.send(.scroll(ScrollInput(source: .finger, deltaX: 0, deltaY: 0)), from: id)
    }

    /// A two-finger pinch to `scale` while rotating by `degrees` (clockwise), over `duration`.
    public func pinch(toScale scale: Double, rotatingBy degrees: Double = 0, duration: TimeInterval = 0.3, fingers: Int = 2) {
        harness.send(.touchpadGesture(TouchpadGesture(kind: .pinch, phase: .begin, fingerCount: fingers)), from: id)
        let steps = max(Int((duration / frameInterval).rounded()), 1)
        for step in 1...steps {
            harness.advance(by: duration / Double(steps))
            let current = 1 + (scale - 1) * Double(step) / Double(steps)
            harness.send(.touchpadGesture(TouchpadGesture(
                kind: .pinch, phase: .update, fingerCount: fingers, scale: current,
                angleDeltaDegrees: degrees / Double(steps))), from: id)
        }
        harness.send(.touchpadGesture(TouchpadGesture(kind: .pinch, phase: .end, fingerCount: fingers, scale: scale)), from: id)
    }
}
