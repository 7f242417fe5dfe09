import Foundation
import InputCore

/// An evdev device the e2e tests emulate, and the files umockdev needs for it: the sysfs/udev
/// description, the ioctl replies libevdev and libinput ask for, and the udev database entry.
///
/// Everything is generated here from a few numbers, so the fixtures are the project's own and a
/// reader can see exactly what each device claims to be.
public struct EmulatedDeviceSpec: Sendable {
    /// The kernel name (`EVIOCGNAME`).
    public var name: String
    /// N in `/dev/input/eventN`.
    public var eventNumber: Int
    /// udev properties that classify the device (`ID_INPUT_TOUCHSCREEN=1` …); `ID_INPUT=1` is added.
    public var udevProperties: [String]
    /// Bus type (`BUS_USB` = 3, `BUS_I8042` = 0x11 …), vendor, product.
    public var id: (bus: UInt16, vendor: UInt16, product: UInt16) = (3, 0x1d6b, 0x0001)
    /// `EV_KEY` codes.
    public var keys: [UInt16] = []
    /// `EV_REL` codes.
    public var relativeAxes: [UInt16] = []
    /// `EV_ABS` codes with minimum, maximum and resolution (units per mm).
    public var absoluteAxes: [UInt16: (min: Int32, max: Int32, resolution: Int32)] = [:]
    /// `INPUT_PROP_*` bits.
    public var properties: [UInt16] = []
    /// `EV_MSC` codes (`MSC_SERIAL` for tablets whose tools report a serial).
    public var miscEvents: [UInt16] = []

    /// Describes a device; see each property.
    public init(
        name: String, eventNumber: Int, udevProperties: [String],
        id: (bus: UInt16, vendor: UInt16, product: UInt16) = (3, 0x1d6b, 0x0001),
        keys: [UInt16] = [], relativeAxes: [UInt16] = [],
        absoluteAxes: [UInt16: (min: Int32, max: Int32, resolution: Int32)] = [:], properties: [UInt16] = []
    ) {
        self.name = name
        self.eventNumber = eventNumber
        self.udevProperties = udevProperties
        self.id = id
        self.keys = keys
        self.relativeAxes = relativeAxes
        self.absoluteAxes = absoluteAxes
        self.properties = properties
    }

    /// The device node, `/dev/input/eventN`.
    public var node: String { "/dev/input/event\(eventNumber)" }
    /// Minors outside the kernel's evdev range (64…95 and dynamic ones from 256 up are real), so an
    /// emulated device can never be mistaken for a host device.
    public var minor: Int { 3000 + eventNumber }

    /// Writes `prefix.umockdev`, `prefix.ioctl` and `prefix.udev`.
    public func write(prefix: String) throws {
        try description.write(toFile: prefix + ".umockdev", atomically: true, encoding: .utf8)
        try ioctls.write(toFile: prefix + ".ioctl", atomically: true, encoding: .utf8)
        try udevDatabase.write(toFile: prefix + ".udev", atomically: true, encoding: .utf8)
    }

    /// umockdev-record's description format: the event node, then its parent input device.
    public var description: String {
        let input = "input\(eventNumber)"
        let properties = (["ID_INPUT=1"] + udevProperties).map { "E: \($0)\n" }.joined()
        return """
            P: /devices/virtual/input/\(input)/event\(eventNumber)
            N: input/event\(eventNumber)
            E: DEVNAME=/dev/input/event\(eventNumber)
            E: MAJOR=13
            E: MINOR=\(minor)
            E: SUBSYSTEM=input
            \(properties)A: dev=13:\(minor)

            P: /devices/virtual/input/\(input)
            E: NAME="\(name)"
            E: SUBSYSTEM=input
            \(properties)A: name=\(name)

            """
    }

    /// The udev database entry (`/run/udev/data/c13:<minor>`). `I:` (initialization time) makes
    /// libudev report the device initialized; `G:seat` tags it for seat enumeration.
    public var udevDatabase: String {
        "I:1000000\n" + (["ID_INPUT=1"] + udevProperties).map { "E:\($0)\n" }.joined() + "G:seat\nQ:seat\n"
    }

    /// umockdev's ioctl text format: `NAME(arg) <return value> <reply bytes in hex>`.
    ///
    /// The reply must be exactly as long as the caller's buffer, which is what libevdev 1.13 asks:
    /// 255 bytes for name/phys/uniq strings, `NLONGS(X_CNT)` longs for bitmasks (8 bytes for
    /// EV/REL/ABS/MSC/SW/LED/SND/PROP, 96 for KEY, 16 for FF), 24 for `struct input_absinfo`
    /// (libinput.md §6, checked against umockdev's "ioctl size mismatch" errors).
    public var ioctls: String {
        var lines: [String] = []
        func line(_ name: String, _ result: Int, _ bytes: [UInt8]) {
            lines.append("\(name) \(result) " + bytes.map { String(format: "%02X", $0) }.joined())
        }
        func bits(_ codes: [UInt16], bytes: Int) -> [UInt8] {
            var mask = [UInt8](repeating: 0, count: bytes)
            for code in codes.map(Int.init) where code / 8 < bytes { mask[code / 8] |= 1 << UInt8(code % 8) }
            return mask
        }
        func string(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8.prefix(254)) + [0]
            return bytes + [UInt8](repeating: 0, count: 255 - bytes.count)
        }
        func little<T: FixedWidthInteger>(_ values: [T]) -> [UInt8] {
            values.flatMap { value in withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        }
        var types = [Evdev.EV_SYN]
        if !keys.isEmpty { types.append(Evdev.EV_KEY) }
        if !relativeAxes.isEmpty { types.append(Evdev.EV_REL) }
        if !absoluteAxes.isEmpty { types.append(Evdev.EV_ABS) }
        if !miscEvents.isEmpty { types.append(Evdev.EV_MSC) }
        line("EVIOCGVERSION", 0, little([Int32(0x010001)]))
        line("EVIOCGID", 0, little([id.bus, id.vendor, id.product, UInt16(1)]))
        line("EVIOCGNAME(0)", name.utf8.count + 1, string(name))
        line("EVIOCGPHYS(0)", 1, string(""))
        line("EVIOCGUNIQ(0)", 1, string(""))
        line("EVIOCGPROP(0)", 8, bits(properties, bytes: 8))
        line("EVIOCGBIT(0)", 8, bits(types, bytes: 8))
        line("EVIOCGBIT(1)", 96, bits(keys, bytes: 96))
        line("EVIOCGBIT(2)", 8, bits(relativeAxes, bytes: 8))
        line("EVIOCGBIT(3)", 8, bits(Array(absoluteAxes.keys), bytes: 8))
        line("EVIOCGBIT(\(Evdev.EV_MSC))", 8, bits(miscEvents, bytes: 8))
        for type in [Evdev.EV_SW, Evdev.EV_LED, Evdev.EV_SND] { line("EVIOCGBIT(\(type))", 8, bits([], bytes: 8)) }
        line("EVIOCGBIT(\(Evdev.EV_FF))", 16, bits([], bytes: 16))
        line("EVIOCGKEY(0)", 96, bits([], bytes: 96))
        line("EVIOCGLED(0)", 8, bits([], bytes: 8))
        line("EVIOCGSW(0)", 8, bits([], bytes: 8))
        for (code, axis) in absoluteAxes.sorted(by: { $0.key < $1.key }) {
            // struct input_absinfo { value, minimum, maximum, fuzz, flat, resolution }
            line(code == 0 ? "EVIOCGABS" : "EVIOCGABS(\(code))", 0, little([0, axis.min, axis.max, 0, 0, axis.resolution]))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
