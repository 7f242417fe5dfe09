/// A virtual pen display: a tablet tool reporting screen points, as libinput's tablet API does through
/// `InputPayload.tabletTool`. Each call sends one event with the pen's current axes.
///
/// ```swift
/// let pen = harness.pen()
/// pen.approach(at: CGPoint(x: 50, y: 50), distance: 0.6)   // hover
/// pen.down(pressure: 0.5, tiltX: 20, tiltY: 0)             // a .pencil touch begins
/// pen.move(to: CGPoint(x: 80, y: 60), pressure: 0.8)
/// pen.up()
/// pen.leave()
/// ```
@MainActor
public final class VirtualPen: VirtualDevice {
    /// The tool the next event reports (change it to switch to the eraser, or change the serial).
    public var tool = TabletTool(type: .pen, serial: 1)
    /// The axes the next event reports; `nil` axes are ones the device does not have.
    public var axes = TabletAxes(position: InputPoint(x: 0, y: 0), pressure: 0, distance: 1, tiltX: 0, tiltY: 0)

    func announce() {
        harness.send(.deviceAdded(DeviceDescription(id: id, name: name, capabilities: .tabletTool, touchSurface: .direct)), from: id)
    }

    /// Sends one tablet tool event with the current tool and axes.
    public func send(_ phase: TabletToolPhase) {
        harness.send(.tabletTool(TabletToolEvent(tool: tool, phase: phase, space: .screen, axes: axes)), from: id)
    }

    private func set(_ point: CGPoint?, pressure: Double?, distance: Double?, tiltX: Double?, tiltY: Double?) {
        if let point { axes.position = InputPoint(x: Double(point.x), y: Double(point.y)) }
        if let pressure { axes.pressure = pressure }
        if let distance { axes.distance = distance }
        if let tiltX { axes.tiltX = tiltX }
        if let tiltY { axes.tiltY = tiltY }
    }

    /// The pen comes into proximity at a screen point, `distance` above the surface.
    public func approach(at point: CGPoint, distance: Double = 0.5) {
        set(point, pressure: 0, distance: distance, tiltX: nil, tiltY: nil)
        send(.proximityIn)
    }

    /// The pen moves (hovering, or drawing when its tip is down).
    public func move(to point: CGPoint, pressure: Double? = nil, distance: Double? = nil, tiltX: Double? = nil, tiltY: Double? = nil) {
        set(point, pressure: pressure, distance: distance, tiltX: tiltX, tiltY: tiltY)
        send(.axis)
    }

    /// The tip touches the surface where the pen is.
    public func down(pressure: Double = 0.5, tiltX: Double? = nil, tiltY: Double? = nil) {
        set(nil, pressure: pressure, distance: 0, tiltX: tiltX, tiltY: tiltY)
        send(.tipDown)
    }

    /// The tip leaves the surface.
    public func up() {
        set(nil, pressure: 0, distance: nil, tiltX: nil, tiltY: nil)
        send(.tipUp)
    }

    /// The pen leaves proximity.
    public func leave() { send(.proximityOut) }
}

extension UIKitTestHarness {
    /// Adds a virtual pen display whose tool reports positions in screen points, pressure, distance and tilt.
    public func pen(name: String = "Virtual Pen") -> VirtualPen {
        let device = VirtualPen(harness: self, id: makeDeviceID(), name: name)
        device.announce()
        return device
    }
}
