/// A tablet's tool (pen, eraser, tablet mouse) from its evdev events: the `BTN_TOOL_*` keys for
/// proximity, `BTN_TOUCH` for the tip, `BTN_STYLUS*` for the barrel buttons, `ABS_X/Y`, `ABS_PRESSURE`,
/// `ABS_DISTANCE`, `ABS_TILT_X/Y` for the axes, `MSC_SERIAL` and `ABS_MISC` for the tool's identity.
///
/// Each `SYN_REPORT` gives the events libinput's tablet API would, in its order: proximity in, tip down
/// (carrying the frame's axes) or an axis event, button changes, tip up, proximity out. Normalisation
/// follows libinput: positions as touch positions (`EvdevAbsInfo.normalized`), pressure and distance
/// `0...1` of their range, tilt in degrees from the axis's resolution (units per radian) when the range
/// is centred on 0, otherwise the range mapped onto ±64°, the physical range of Wacom pens.
///
/// Differences from libinput: the tip is `BTN_TOUCH` (libinput derives it from a pressure threshold on
/// pens with pressure), there is no pressure curve, no smoothing, and no tool-specific axes (rotation,
/// the airbrush's slider, the mouse's wheel).
struct EvdevTabletTracker: Sendable {
    private let x: EvdevAbsInfo
    private let y: EvdevAbsInfo
    private let pressure: EvdevAbsInfo?
    private let distance: EvdevAbsInfo?
    private let tiltX: EvdevAbsInfo?
    private let tiltY: EvdevAbsInfo?

    /// The latest raw value of each axis.
    private var values: [UInt16: Int32] = [:]
    /// The tool in proximity, as events report it.
    private var tool: TabletTool?
    private var tipDown = false
    /// The latest serial and tool id the device sent (they arrive in the frame that brings the tool).
    private var serial: UInt64 = 0
    private var toolID: UInt64 = 0

    // What the current frame changed.
    private var axesChanged = false
    private var toolKeyChanges: [(TabletToolType, Bool)] = []
    private var tipChange: Bool?
    private var buttonChanges: [(UInt32, ButtonState)] = []

    init(profile: EvdevDeviceProfile) {
        func usable(_ code: UInt16) -> EvdevAbsInfo? {
            guard let info = profile.absInfo[code], info.hasUsableRange else { return nil }
            return info
        }
        x = profile.absInfo[Evdev.ABS_X] ?? EvdevAbsInfo(minimum: 0, maximum: 0)
        y = profile.absInfo[Evdev.ABS_Y] ?? EvdevAbsInfo(minimum: 0, maximum: 0)
        pressure = usable(Evdev.ABS_PRESSURE)
        distance = usable(Evdev.ABS_DISTANCE)
        tiltX = usable(Evdev.ABS_TILT_X)
        tiltY = usable(Evdev.ABS_TILT_Y)
    }

    /// Whether the tablet tool has its tip down.
    var isTipDown: Bool { tipDown }

    /// Takes one event of the frame; returns `false` for events a tablet tool does not report (the
    /// decoder gives those to its other parts).
    mutating func handle(_ event: EvdevRawEvent) -> Bool {
        switch event.type {
        case Evdev.EV_ABS:
            switch event.code {
            case Evdev.ABS_X, Evdev.ABS_Y, Evdev.ABS_PRESSURE, Evdev.ABS_DISTANCE, Evdev.ABS_TILT_X, Evdev.ABS_TILT_Y:
                values[event.code] = event.value
                axesChanged = true
            case Evdev.ABS_MISC:
                if event.value != 0 { toolID = UInt64(UInt32(bitPattern: event.value)) }
            default:
                return false
            }
            return true
        case Evdev.EV_KEY:
            if let type = Evdev.tabletToolKeys.first(where: { $0.0 == event.code })?.1 {
                toolKeyChanges.append((type, event.value != 0))
            } else if event.code == Evdev.BTN_TOUCH {
                tipChange = event.value != 0
            } else if event.code == Evdev.BTN_STYLUS || event.code == Evdev.BTN_STYLUS2 || event.code == Evdev.BTN_STYLUS3 {
                buttonChanges.append((UInt32(event.code), event.value != 0 ? .pressed : .released))
            } else {
                return false
            }
            return true
        case Evdev.EV_MSC where event.code == Evdev.MSC_SERIAL:
            // The kernel sends the serial as a signed 32-bit value; libinput reads it as unsigned.
            if event.value != 0 { serial = UInt64(UInt32(bitPattern: event.value)) }
            return true
        default:
            return false
        }
    }

    /// The frame's tool events, in libinput's order.
    mutating func endFrame() -> [TabletToolEvent] {
        defer {
            axesChanged = false
            toolKeyChanges.removeAll(keepingCapacity: true)
            tipChange = nil
            buttonChanges.removeAll(keepingCapacity: true)
        }
        var events: [TabletToolEvent] = []
        let axes = currentAxes
        var entering: TabletToolType?
        var released: Set<TabletToolType> = []
        for (type, down) in toolKeyChanges {
            if down {
                entering = type
                released.remove(type)
            } else {
                released.insert(type)
                if entering == type { entering = nil }
            }
        }
        if entering != nil, entering == tool?.type { entering = nil }
        if let current = tool, current.serial != serial, serial != 0, entering == nil {
            // A new serial mid-proximity is another tool; report it as such (UIKit ends what the first began).
            tool = TabletTool(type: current.type, serial: serial, toolID: toolID)
        }
        // The tool's key released, or another tool arriving while it is in proximity: it leaves.
        if let current = tool, released.contains(current.type) || entering != nil {
            if tipDown {
                events.append(TabletToolEvent(tool: current, phase: .tipUp, axes: axes))
                tipDown = false
            }
            events.append(TabletToolEvent(tool: current, phase: .proximityOut, axes: axes))
            tool = nil
        }
        if let entering {
            let arriving = TabletTool(type: entering, serial: serial, toolID: toolID)
            tool = arriving
            events.append(TabletToolEvent(tool: arriving, phase: .proximityIn, axes: axes))
        }
        guard let current = tool else { return events }
        if tipChange == true, !tipDown {
            tipDown = true
            events.append(TabletToolEvent(tool: current, phase: .tipDown, axes: axes))
        } else if axesChanged, entering == nil {
            events.append(TabletToolEvent(tool: current, phase: .axis, axes: axes))
        }
        for (code, state) in buttonChanges {
            events.append(TabletToolEvent(tool: current, phase: .button(code: code, state: state), axes: axes))
        }
        if tipChange == false, tipDown {
            tipDown = false
            events.append(TabletToolEvent(tool: current, phase: .tipUp, axes: axes))
        }
        return events
    }

    /// After `SYN_DROPPED` nothing about the tool can be trusted: a tool in proximity leaves (UIKit
    /// cancels a stroke whose tool leaves with its tip down).
    mutating func cancelAll() -> [TabletToolEvent] {
        defer { tool = nil; tipDown = false }
        guard let current = tool else { return [] }
        return [TabletToolEvent(tool: current, phase: .proximityOut, axes: currentAxes)]
    }

    private var currentAxes: TabletAxes {
        func value(_ code: UInt16) -> Int32 { values[code] ?? 0 }
        return TabletAxes(
            position: InputPoint(x: x.normalized(value(Evdev.ABS_X)), y: y.normalized(value(Evdev.ABS_Y))),
            pressure: pressure.map { $0.fraction(value(Evdev.ABS_PRESSURE)) },
            distance: distance.map { $0.fraction(value(Evdev.ABS_DISTANCE)) },
            tiltX: tiltX.map { $0.tiltDegrees(value(Evdev.ABS_TILT_X)) },
            tiltY: tiltY.map { $0.tiltDegrees(value(Evdev.ABS_TILT_Y)) })
    }
}

extension EvdevAbsInfo {
    /// A tilt axis's value in degrees: by its resolution (units per radian) when the range is centred on
    /// 0, else the range mapped linearly onto -64°…64° (Wacom's physical range), as libinput does.
    public func tiltDegrees(_ value: Int32) -> Double {
        if resolution != 0, maximum > 0, minimum < 0 {
            return Double(value) / Double(resolution) * 180 / .pi
        }
        return (fraction(value) * 2 - 1) * 64
    }
}
