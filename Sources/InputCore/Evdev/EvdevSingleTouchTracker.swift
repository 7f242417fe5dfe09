/// Single-touch screens: one contact from `ABS_X/Y` (and `ABS_PRESSURE`) while `BTN_TOUCH` is 1.
///
/// The contact always gets the lowest free id, so it is `c0` as in libinput (which reports slot -1 and
/// seat slot 0 for these devices).
struct EvdevSingleTouchTracker: Sendable {
    private var contact: ContactID?
    private var sample = EvdevContactSample()
    private var frameStartSample = EvdevContactSample()
    private var touchValue: Int32?

    var activeContactCount: Int { contact == nil ? 0 : 1 }

    mutating func handle(_ event: EvdevRawEvent) {
        if event.type == Evdev.EV_KEY && event.code == Evdev.BTN_TOUCH {
            touchValue = event.value
        } else if event.type == Evdev.EV_ABS {
            _ = sample.apply(code: event.code, value: event.value, multitouch: false)
        }
    }

    mutating func endFrame(scale: EvdevContactScale, ids: inout ContactIDAllocator) -> [ContactChange] {
        defer {
            touchValue = nil
            frameStartSample = sample
        }
        switch (touchValue, contact) {
        case (.some(let value), nil) where value != 0:
            let landing = ids.allocate()
            contact = landing
            return [scale.change(sample, contact: landing, phase: .down)]
        case (.some(0), .some(let active)):
            contact = nil
            ids.release(active)
            return [scale.change(sample, contact: active, phase: .up)]
        case (_, .some(let active)) where sample != frameStartSample:
            return [scale.change(sample, contact: active, phase: .move)]
        default:
            return []
        }
    }

    /// Cancels the contact after `SYN_DROPPED`. A finger still down is not reported again until it
    /// lifts and lands (the kernel does not resend `BTN_TOUCH 1`): its state is unknown.
    mutating func cancelAll(scale: EvdevContactScale, ids: inout ContactIDAllocator) -> [ContactChange] {
        sample = frameStartSample
        touchValue = nil
        guard let active = contact else { return [] }
        contact = nil
        ids.release(active)
        return [scale.change(sample, contact: active, phase: .cancel)]
    }
}
