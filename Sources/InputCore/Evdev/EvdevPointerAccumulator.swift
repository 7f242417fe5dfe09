/// Relative motion, wheels, buttons and keys of one frame.
///
/// Relative motion is summed over the frame and reported in device counts as points: there is no
/// acceleration here (libinput's accelerated deltas come from the libinput backend, not from raw evdev).
/// Wheels follow libinput's conventions: `v120` from `REL_WHEEL_HI_RES` when the device has it (the
/// kernel then sends `REL_WHEEL` as well, which is ignored so detents are not counted twice), otherwise
/// `REL_WHEEL × 120`; vertical values are negated, because the kernel's positive is "up" and libinput's
/// is "down". Horizontal keeps the kernel's sign (positive right), as libinput does.
struct EvdevPointerAccumulator: Sendable {
    private let usesHiResWheel: Bool
    private let usesHiResHWheel: Bool
    private let pointsPerDetent: Double
    private var deltaX: Int64 = 0
    private var deltaY: Int64 = 0
    private var wheel: Int64 = 0
    private var hwheel: Int64 = 0
    private var discrete: [InputPayload] = []

    init(profile: EvdevDeviceProfile, pointsPerDetent: Double) {
        let rel = profile.codes[Evdev.EV_REL] ?? []
        usesHiResWheel = rel.contains(Evdev.REL_WHEEL_HI_RES)
        usesHiResHWheel = rel.contains(Evdev.REL_HWHEEL_HI_RES)
        self.pointsPerDetent = pointsPerDetent
    }

    mutating func handleRelative(_ event: EvdevRawEvent) {
        let value = Int64(event.value)
        switch event.code {
        case Evdev.REL_X: deltaX += value
        case Evdev.REL_Y: deltaY += value
        case Evdev.REL_WHEEL where !usesHiResWheel: wheel += value * 120
        case Evdev.REL_WHEEL_HI_RES where usesHiResWheel: wheel += value
        case Evdev.REL_HWHEEL where !usesHiResHWheel: hwheel += value * 120
        case Evdev.REL_HWHEEL_HI_RES where usesHiResHWheel: hwheel += value
        default: break
        }
    }

    /// Buttons (`BTN_MISC...BTN_GEAR_UP`, except the digitizer tool and touch codes, which describe
    /// contacts rather than presses) become pointer buttons; every other code is a key. Autorepeat
    /// (value 2) is dropped, as libinput drops it.
    mutating func handleKey(_ event: EvdevRawEvent, log: inout DiagnosticLog) {
        let code = event.code
        if (Evdev.BTN_TOOL_PEN...Evdev.BTN_TOOL_QUADTAP).contains(code) { return }
        let state: ButtonState
        switch event.value {
        case 0: state = .released
        case 1: state = .pressed
        case 2: return
        default:
            log.report(
                .invalidValue, at: event.time,
                "\(EvdevNames.describe(type: event.type, code: code)) value \(event.value) is not 0, 1 or 2; ignored")
            return
        }
        if (Evdev.BTN_MISC...Evdev.BTN_GEAR_UP).contains(code) {
            discrete.append(.pointerButton(PointerButton(code: UInt32(code)), state))
        } else {
            discrete.append(.key(code: UInt32(code), state: state))
        }
    }

    /// The frame's payloads: motion, then buttons and keys in arrival order, then scroll.
    mutating func endFrame() -> [InputPayload] {
        var result: [InputPayload] = []
        if deltaX != 0 || deltaY != 0 { result.append(.pointerMotion(deltaX: Double(deltaX), deltaY: Double(deltaY))) }
        result.append(contentsOf: discrete)
        if wheel != 0 || hwheel != 0 {
            let v120Y = -Double(wheel)
            let v120X = Double(hwheel)
            result.append(.scroll(ScrollInput(
                source: .wheel, deltaX: v120X / 120 * pointsPerDetent, deltaY: v120Y / 120 * pointsPerDetent,
                v120X: v120X, v120Y: v120Y)))
        }
        deltaX = 0
        deltaY = 0
        wheel = 0
        hwheel = 0
        discrete.removeAll(keepingCapacity: true)
        return result
    }

    /// Forgets a partial frame (after `SYN_DROPPED`).
    mutating func discardFrame() { _ = endFrame() }
}
