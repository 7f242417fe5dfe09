import InputCore

/// Formats an evemu description and events, in the layout `evemu-describe` and `evemu-record` use
/// (EVEMU 1.3), so evemu, umockdev and this package's importer all read it.
enum EvemuWriter {
    /// Bitmask bytes written per type, as evemu writes them (`(TYPE_MAX + 8) / 8` rounded up to whole lines
    /// of eight): EV_KEY's 0x2ff codes need 12 lines, EV_FF's 0x7f need 2, the rest 1.
    static let typeLayout: [(type: UInt16, lines: Int)] = [
        (Evdev.EV_SYN, 1), (Evdev.EV_KEY, 12), (Evdev.EV_REL, 1), (Evdev.EV_ABS, 1), (Evdev.EV_MSC, 1),
        (Evdev.EV_SW, 1), (Evdev.EV_LED, 1), (Evdev.EV_SND, 1), (Evdev.EV_REP, 1), (Evdev.EV_FF, 2),
    ]

    static func description(_ profile: EvdevDeviceProfile) -> String {
        var lines = ["# EVEMU 1.3", "# Input device name: \"\(profile.name)\""]
        lines.append("# Written by UIKitLinux InputRecording (EvemuExporter)")
        if let size = profile.physicalSize {
            lines.append("# Size in mm: \(Int(size.widthMillimetres.rounded()))x\(Int(size.heightMillimetres.rounded()))")
        }
        // N: takes the name verbatim; a newline would end the line early, so it is replaced.
        lines.append("N: " + profile.name.replacingNewlines())
        lines.append("I: " + [profile.busType, profile.vendor, profile.product, profile.version].map { hex($0, width: 4) }.joined(separator: " "))
        lines.append("P: " + bytes(bits: profile.properties, count: 8).map { hex($0) }.joined(separator: " "))
        for (type, lineCount) in typeLayout {
            var codes = profile.codes[type] ?? []
            if type == Evdev.EV_ABS { codes.formUnion(profile.absInfo.keys) }
            if type == Evdev.EV_SYN {
                // EV_SYN's line is the mask of supported types.
                codes = Set(profile.codes.filter { !$0.value.isEmpty }.keys.filter { $0 < 32 }).union([Evdev.EV_SYN])
                if !profile.absInfo.isEmpty { codes.insert(Evdev.EV_ABS) }
            }
            let all = bytes(bits: codes, count: lineCount * 8)
            for line in 0..<lineCount {
                lines.append("B: \(hex(type)) " + all[line * 8..<(line + 1) * 8].map { hex($0) }.joined(separator: " "))
            }
        }
        for code in profile.absInfo.keys.sorted() {
            guard let info = profile.absInfo[code] else { continue }
            lines.append("A: \(hex(code)) \(info.minimum) \(info.maximum) \(info.fuzz) \(info.flat) \(info.resolution)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func events(_ events: [EvdevRawEvent]) -> String {
        var text = ""
        for event in events {
            let micros = max(event.time.microseconds, 0)
            let fraction = String(micros % 1_000_000)
            text += "E: \(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction) "
                + "\(hex(event.type, width: 4)) \(hex(event.code, width: 4)) \(value(event.value))"
            text += "\t# \(EvdevNames.describe(type: event.type, code: event.code))\n"
        }
        return text
    }

    /// evemu prints values with `%04d`: `0001`, `-001`, `8822`.
    static func value(_ value: Int32) -> String {
        let magnitude = String(value.magnitude)
        if value < 0 { return "-" + String(repeating: "0", count: max(0, 3 - magnitude.count)) + magnitude }
        return String(repeating: "0", count: max(0, 4 - magnitude.count)) + magnitude
    }

    static func hex(_ value: some BinaryInteger, width: Int = 2) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Little-endian bitmask bytes; codes beyond `count * 8` cannot be written and are left out.
    static func bytes(bits: Set<UInt16>, count: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        for bit in bits where Int(bit) < count * 8 { result[Int(bit) / 8] |= 1 << (bit % 8) }
        return result
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
