import CLibinput
import CLibudev
import InputCore
import InputRules

/// What the backend keeps for one `libinput_device` between `DEVICE_ADDED` and `DEVICE_REMOVED`.
///
/// A class: every converted event looks its device's record up, and a struct holding a
/// `DeviceDescription` (strings, arrays) would be copied — retained and released field by field — each
/// time (callgrind: about 500 instructions per touch frame).
final class LibinputDeviceRecord {
    /// The referenced device (`libinput_device_ref` on add, `libinput_device_unref` on removal).
    let handle: OpaquePointer
    /// The description reported in `deviceAdded`.
    let description: DeviceDescription
    /// Whether a rule said to ignore the device; its events are dropped.
    let ignored: Bool
    /// The screen its absolute coordinates map onto.
    let mapping: ScreenMapping
    /// Whether libinput applies `mapping`'s rotation and calibration (via its calibration matrix), so
    /// `*_transformed` coordinates only need scaling; otherwise the backend applies `mapping` itself.
    let libinputAppliesMatrix: Bool
    /// The part of a tablet mapped onto the screen (its rule's `pen.area`), applied to tablet tool
    /// positions before the mapping; `nil`: the whole tablet.
    var tabletArea: TabletArea?
    /// The tablet tool of this device's latest tool event and libinput's answers about it (see
    /// ``CachedTabletTool``); `nil` before the first one and after ``releaseCachedTool()``.
    var cachedTool: CachedTabletTool?

    init(
        handle: OpaquePointer, description: DeviceDescription, ignored: Bool, mapping: ScreenMapping,
        libinputAppliesMatrix: Bool
    ) {
        self.handle = handle
        self.description = description
        self.ignored = ignored
        self.mapping = mapping
        self.libinputAppliesMatrix = libinputAppliesMatrix
    }

    /// The cached answers for `handle`: the latest tool's, or libinput's asked now (a new tool, or another
    /// tool of the same tablet — the pen's eraser end — which replaces the cached one).
    func tool(_ handle: OpaquePointer) -> CachedTabletTool {
        if let cachedTool, cachedTool.handle == handle { return cachedTool }
        return cacheTool(handle)
    }

    /// Asks libinput about a tool it has not been asked about, and keeps a reference to it.
    @inline(never)
    private func cacheTool(_ handle: OpaquePointer) -> CachedTabletTool {
        releaseCachedTool()
        let cached = CachedTabletTool(handle: libinput_tablet_tool_ref(handle) ?? handle)
        cachedTool = cached
        return cached
    }

    /// Drops the cached tool and its reference: when the device goes away, and before the context does.
    func releaseCachedTool() {
        if let cachedTool { libinput_tablet_tool_unref(cachedTool.handle) }
        cachedTool = nil
    }

    /// Maps a normalised device position (`*_transformed` with width and height 1) to screen points.
    func screenPoint(normalizedX x: Double, y: Double) -> InputPoint {
        if libinputAppliesMatrix {
            return InputPoint(x: x * mapping.width, y: y * mapping.height)
        }
        return mapping.map(normalized: InputPoint(x: x, y: y))
    }
}

/// Reads a `DeviceDescription` out of a `libinput_device`.
enum LibinputDeviceInfo {
    /// The device's kernel name (`EVIOCGNAME`), or `"unnamed"` when libinput has none.
    static func name(_ device: OpaquePointer) -> String {
        libinput_device_get_name(device).map { String(cString: $0) } ?? "unnamed"
    }

    /// The device node: udev's devnode when there is one, else `/dev/input/<sysname>`.
    static func node(_ device: OpaquePointer) -> String? {
        if let udevDevice = libinput_device_get_udev_device(device) {
            defer { udev_device_unref(udevDevice) }
            if let devnode = udev_device_get_devnode(udevDevice) { return String(cString: devnode) }
        }
        guard let sysname = libinput_device_get_sysname(device) else { return nil }
        return "/dev/input/" + String(cString: sysname)
    }

    /// libinput's capabilities in InputCore's terms.
    ///
    /// libinput has no scroll capability; `.scroll` is reported for pointer devices that can scroll by
    /// a method libinput offers (two-finger, edge, on-button-down: `libinput_device_config_scroll_get_methods`)
    /// or that the udev builtin tagged as a mouse (`ID_INPUT_MOUSE`, which covers wheels).
    static func capabilities(_ device: OpaquePointer) -> DeviceCapabilities {
        var capabilities: DeviceCapabilities = []
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0 { capabilities.insert(.touch) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_POINTER) != 0 { capabilities.insert(.pointer) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0 { capabilities.insert(.keyboard) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_GESTURE) != 0 { capabilities.insert(.gesture) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TABLET_TOOL) != 0 { capabilities.insert(.tabletTool) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TABLET_PAD) != 0 { capabilities.insert(.tabletPad) }
        if capabilities.contains(.pointer), libinput_device_config_scroll_get_methods(device) != 0 || isMouse(device) {
            capabilities.insert(.scroll)
        }
        return capabilities
    }

    private static func isMouse(_ device: OpaquePointer) -> Bool {
        guard let udevDevice = libinput_device_get_udev_device(device) else { return false }
        defer { udev_device_unref(udevDevice) }
        guard let value = udev_device_get_property_value(udevDevice, "ID_INPUT_MOUSE") else { return false }
        return String(cString: value) == "1"
    }

    /// The description for `deviceAdded`.
    static func description(_ device: OpaquePointer, id: DeviceID) -> DeviceDescription {
        let capabilities = capabilities(device)
        var width = 0.0, height = 0.0
        // 0 = success; -1 when the device has no absolute axes or no resolution (libinput substitutes
        // a fake resolution then, evdev.c EVDEV_FAKE_RESOLUTION, and refuses to report a size).
        let size = libinput_device_get_size(device, &width, &height) == 0 && width > 0 && height > 0
            ? PhysicalSize(widthMillimetres: width, heightMillimetres: height) : nil
        // 0 = unknown, -1 = not a touch device (libinput.h libinput_device_touch_get_touch_count).
        let touchCount = capabilities.contains(.touch) ? Int(libinput_device_touch_get_touch_count(device)) : 0
        return DeviceDescription(
            id: id, name: name(device), capabilities: capabilities,
            // libinput gives CAP_TOUCH only to direct-touch devices (touchscreens); touchpads are
            // pointers with gestures, so every libinput touch device is `.direct`.
            touchSurface: capabilities.contains(.touch) ? .direct : nil,
            physicalSize: size, maximumContacts: touchCount > 0 ? touchCount : nil, node: node(device))
    }
}

extension LibinputDeviceInfo {
    /// What input rules can match on: name, vendor and product ids, udev properties and seat, node.
    static func identity(_ device: OpaquePointer, description: DeviceDescription) -> DeviceIdentity {
        var properties: [String: String] = [:]
        if let udevDevice = libinput_device_get_udev_device(device) {
            defer { udev_device_unref(udevDevice) }
            var entry = udev_device_get_properties_list_entry(udevDevice)
            while let current = entry {
                if let name = udev_list_entry_get_name(current) {
                    properties[String(cString: name)] = udev_list_entry_get_value(current).map { String(cString: $0) } ?? ""
                }
                entry = udev_list_entry_get_next(current)
            }
        }
        // The physical seat is udev's ID_SEAT (seat0 when unset, udev-seat.c); the logical seat is libinput's.
        let seat = libinput_device_get_seat(device).flatMap { libinput_seat_get_physical_name($0) }.map { String(cString: $0) }
        return DeviceIdentity(
            name: description.name, vendorID: libinput_device_get_id_vendor(device),
            productID: libinput_device_get_id_product(device), udevProperties: properties, seat: seat ?? properties["ID_SEAT"],
            node: description.node)
    }
}

/// What libinput says about one tablet tool that never changes while the tool exists: its type, serial and
/// id, and which axes it has (libinput.h: a tool's capabilities are fixed when libinput creates it).
///
/// Asked once per tool instead of ten calls into libinput per event (`get_type`, `get_serial`, `get_tool_id`
/// and seven `has_*`), which were a tenth of the conversion's instructions and cold code on every sample
/// (docs/benchmarks.md, the pen latency row). The cache holds a reference to the tool
/// (`libinput_tablet_tool_ref`) so that its address cannot be reused by another tool while it is compared.
struct CachedTabletTool {
    /// Which optional axes a tool has.
    struct Axes: OptionSet {
        let rawValue: UInt8
        static let pressure = Axes(rawValue: 1 << 0)
        static let distance = Axes(rawValue: 1 << 1)
        static let tilt = Axes(rawValue: 1 << 2)
        static let rotation = Axes(rawValue: 1 << 3)
        static let slider = Axes(rawValue: 1 << 4)
        static let wheel = Axes(rawValue: 1 << 5)
    }

    /// The referenced tool.
    let handle: OpaquePointer
    /// Its type, serial and id in the model.
    let tool: TabletTool
    /// The axes it has.
    let axes: Axes

    /// Asks libinput about `handle`.
    init(handle: OpaquePointer) {
        self.handle = handle
        tool = TabletTool(
            type: LibinputSource.toolType(libinput_tablet_tool_get_type(handle)),
            serial: libinput_tablet_tool_get_serial(handle), toolID: libinput_tablet_tool_get_tool_id(handle))
        var axes: Axes = []
        if libinput_tablet_tool_has_pressure(handle) != 0 { axes.insert(.pressure) }
        if libinput_tablet_tool_has_distance(handle) != 0 { axes.insert(.distance) }
        if libinput_tablet_tool_has_tilt(handle) != 0 { axes.insert(.tilt) }
        if libinput_tablet_tool_has_rotation(handle) != 0 { axes.insert(.rotation) }
        if libinput_tablet_tool_has_slider(handle) != 0 { axes.insert(.slider) }
        if libinput_tablet_tool_has_wheel(handle) != 0 { axes.insert(.wheel) }
        self.axes = axes
    }
}
