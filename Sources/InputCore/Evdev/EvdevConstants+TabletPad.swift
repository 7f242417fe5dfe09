extension Evdev {
    // MARK: Tablet pads (linux/input-event-codes.h)

    /// The first numbered button (`BTN_0`); a pad's buttons are `BTN_0`… on Wacom pads.
    public static let BTN_0: UInt16 = 0x100
    /// The first gamepad-range button some pads use after `BTN_9` (`BTN_BASE`).
    public static let BTN_BASE: UInt16 = 0x126
    /// The first gamepad face button (`BTN_A`), used by pads with more than ten buttons.
    public static let BTN_A: UInt16 = 0x130
    /// A pad's first touch ring.
    public static let ABS_WHEEL: UInt16 = 0x08
    /// A pad's second touch ring.
    public static let ABS_THROTTLE: UInt16 = 0x06
    /// A pad's first touch strip.
    public static let ABS_RX: UInt16 = 0x03
    /// A pad's second touch strip.
    public static let ABS_RY: UInt16 = 0x04

    /// A pad's button codes in libinput's numbering order, without libwacom: `BTN_0`…`BTN_9`, then
    /// `BTN_BASE`, `BTN_BASE2`, then `BTN_A`…`BTN_Z`, then `BTN_LEFT`…`BTN_TASK` (the order of the kernel's
    /// `wacom_report_numbered_buttons`); the codes the device has are numbered 0, 1, … in this order.
    public static let tabletPadButtonCodes: [UInt16] =
        Array(BTN_0..<(BTN_0 + 10)) + Array(BTN_BASE..<(BTN_BASE + 2)) + Array(BTN_A..<(BTN_A + 6))
        + Array(BTN_LEFT..<(BTN_LEFT + 7))
}
