/// Absolute pointers without touch (a virtual machine's tablet, a digitizer read as a mouse): `ABS_X/Y`
/// become `pointerMotionAbsolute`, normalised like touch positions.
struct EvdevAbsolutePointerTracker: Sendable {
    private var sample = EvdevContactSample()
    private var moved = false

    mutating func handle(_ event: EvdevRawEvent) {
        if event.code == Evdev.ABS_X || event.code == Evdev.ABS_Y {
            _ = sample.apply(code: event.code, value: event.value, multitouch: false)
            moved = true
        }
    }

    mutating func endFrame(scale: EvdevContactScale) -> InputPoint? {
        guard moved else { return nil }
        moved = false
        return InputPoint(x: scale.x.normalized(sample.x), y: scale.y.normalized(sample.y))
    }
}
