/// Which evdev event types and codes exist (linux/input-event-codes.h), so an importer rejects an event
/// no kernel can produce — a corrupt or hand-edited file — with its line, instead of the decoder
/// silently dropping it.
enum EvdevEventCodes {
    /// Each type with its name and its highest code (`*_MAX`).
    static let types: [(type: UInt16, name: String, maximumCode: UInt16)] = [
        (0x00, "EV_SYN", 0x0f), (0x01, "EV_KEY", 0x2ff), (0x02, "EV_REL", 0x0f), (0x03, "EV_ABS", 0x3f),
        (0x04, "EV_MSC", 0x07), (0x05, "EV_SW", 0x11), (0x11, "EV_LED", 0x0f), (0x12, "EV_SND", 0x07),
        (0x14, "EV_REP", 0x01), (0x15, "EV_FF", 0x7f), (0x16, "EV_PWR", 0xffff), (0x17, "EV_FF_STATUS", 0x01),
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
