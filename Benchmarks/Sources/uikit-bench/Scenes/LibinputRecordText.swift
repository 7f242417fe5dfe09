import InputCore

/// Writes raw evdev events as `libinput record` YAML (version 1, one device), in the layout libinput
/// 1.22 writes: a device header with `codes`, `absinfo` and `properties`, then one `- evdev:` entry per
/// frame ending in `SYN_REPORT`. The benchmarks need large files of this format; libinput itself cannot
/// record without a kernel device.
enum LibinputRecordText {
    static func make(profile: EvdevDeviceProfile, events: [EvdevRawEvent]) -> String {
        var text = "version: 1\nndevices: 1\nlibinput:\n  version: \"1.22.1\"\nsystem:\n  kernel: \"benchmark\"\ndevices:\n"
        text += "- node: /dev/input/event0\n  evdev:\n"
        text += "    name: \"\(profile.name)\"\n"
        text += "    id: [\(profile.busType), \(profile.vendor), \(profile.product), \(profile.version)]\n"
        text += "    codes:\n"
        for type in profile.codes.keys.sorted() {
            let codes = profile.codes[type, default: []].sorted().map(String.init).joined(separator: ", ")
            text += "      \(type): [\(codes)]\n"
        }
        text += "    absinfo:\n"
        for code in profile.absInfo.keys.sorted() {
            guard let info = profile.absInfo[code] else { continue }
            text += "      \(code): [\(info.minimum), \(info.maximum), \(info.fuzz), \(info.flat), \(info.resolution)]\n"
        }
        text += "    properties: [\(profile.properties.sorted().map(String.init).joined(separator: ", "))]\n"
        text += "  events:\n"
        var frameOpen = false
        for event in events {
            if !frameOpen {
                text += "  - evdev:\n"
                frameOpen = true
            }
            let seconds = event.time.microseconds / 1_000_000
            let micros = event.time.microseconds % 1_000_000
            text += "    - [\(seconds), \(micros), \(event.type), \(event.code), \(event.value)]\n"
            if event.isReport { frameOpen = false }
        }
        return text
    }
}
