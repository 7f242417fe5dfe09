import InputCore

/// Which evdev event types and codes exist (linux/input-event-codes.h), so an importer rejects an event
/// no kernel can produce — a corrupt or hand-edited file — with its line, instead of the decoder
/// silently dropping it.
enum EvdevEventCodes {
    /// Each type with its name and its highest code (`*_MAX`), from the one `Evdev` namespace.
    static let types: [(type: UInt16, name: String, maximumCode: UInt16)] = [
        (Evdev.EV_SYN, "EV_SYN", Evdev.SYN_MAX), (Evdev.EV_KEY, "EV_KEY", Evdev.KEY_MAX),
        (Evdev.EV_REL, "EV_REL", Evdev.REL_MAX), (Evdev.EV_ABS, "EV_ABS", Evdev.ABS_MAX),
        (Evdev.EV_MSC, "EV_MSC", Evdev.MSC_MAX), (Evdev.EV_SW, "EV_SW", Evdev.SW_MAX),
        (Evdev.EV_LED, "EV_LED", Evdev.LED_MAX), (Evdev.EV_SND, "EV_SND", Evdev.SND_MAX),
        (Evdev.EV_REP, "EV_REP", Evdev.REP_MAX), (Evdev.EV_FF, "EV_FF", Evdev.FF_MAX),
        (Evdev.EV_PWR, "EV_PWR", Evdev.PWR_MAX), (Evdev.EV_FF_STATUS, "EV_FF_STATUS", Evdev.FF_STATUS_MAX),
    ]

    /// Why `type`/`code` cannot be a kernel event, or `nil` when it can.
    static func problem(type: UInt16, code: UInt16) -> String? {
        func hex(_ value: UInt16, digits: Int) -> String {
            let text = String(value, radix: 16)
            return "0x" + String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        guard let known = types.first(where: { $0.type == type }) else {
            return "unknown event type \(hex(type, digits: 2)) (expected one of: \(types.map { "\($0.name) \(hex($0.type, digits: 2))" }.joined(separator: ", ")))"
        }
        guard code <= known.maximumCode else {
            return "unknown \(known.name) event code \(hex(code, digits: 2)) (the highest is \(hex(known.maximumCode, digits: 2)))"
        }
        return nil
    }
}
