/// Identifies one input device for the lifetime of an input session.
///
/// Assigned by the source (the libinput backend, an importer, the test harness); stable between the
/// device's `deviceAdded` and `deviceRemoved` events and never reused within one session.
public struct DeviceID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The numeric identifier.
    public var rawValue: UInt32
    /// Creates an identifier.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    public static func < (lhs: DeviceID, rhs: DeviceID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "dev\(rawValue)" }
}

/// What kinds of input a device produces.
public struct DeviceCapabilities: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Reports touch contacts (touchscreens; touchpads only when read as raw multitouch).
    public static let touch = DeviceCapabilities(rawValue: 1 << 0)
    /// Moves a pointer and has buttons (mice, touchpads, trackpoints).
    public static let pointer = DeviceCapabilities(rawValue: 1 << 1)
    /// Reports keys.
    public static let keyboard = DeviceCapabilities(rawValue: 1 << 2)
    /// Reports touchpad swipe, pinch and hold gestures.
    public static let gesture = DeviceCapabilities(rawValue: 1 << 3)
    /// Reports scroll (a wheel, or finger scrolling on a touchpad).
    public static let scroll = DeviceCapabilities(rawValue: 1 << 4)
    /// Reports tablet tools: pens, erasers, tablet mice (graphics tablets, pen displays).
    public static let tabletTool = DeviceCapabilities(rawValue: 1 << 5)
    /// Reports a tablet pad's buttons, rings and strips.
    public static let tabletPad = DeviceCapabilities(rawValue: 1 << 6)

    private static let names: [(DeviceCapabilities, String)] = [
        (.touch, "touch"), (.pointer, "pointer"), (.keyboard, "keyboard"), (.gesture, "gesture"), (.scroll, "scroll"),
        (.tabletTool, "tabletTool"), (.tabletPad, "tabletPad"),
    ]

    /// The capability names, in a fixed order, e.g. `pointer,scroll`.
    public var description: String {
        let present = Self.names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: ",")
    }

    /// Parses a name produced by `description` for one capability.
    public init?(name: String) {
        guard let match = Self.names.first(where: { $0.1 == name }) else { return nil }
        self = match.0
    }

    /// All capability names, for error messages.
    public static var allNames: [String] { names.map(\.1) }
}

/// Whether a touch device's contacts are on the screen itself or on a separate surface.
public enum TouchSurfaceKind: String, Hashable, Sendable, Codable {
    /// A touchscreen: contacts map to points on a screen (`UITouch.TouchType.direct`).
    case direct
    /// A touchpad or tablet read as raw touches: contacts are relative to the surface
    /// (`UITouch.TouchType.indirect`).
    case indirect
}

/// A physical size in millimetres.
public struct PhysicalSize: Hashable, Sendable, Codable {
    /// Width in millimetres.
    public var widthMillimetres: Double
    /// Height in millimetres.
    public var heightMillimetres: Double
    /// Creates a size.
    public init(widthMillimetres: Double, heightMillimetres: Double) {
        self.widthMillimetres = widthMillimetres
        self.heightMillimetres = heightMillimetres
    }
}

/// Everything the framework needs to know about an input device.
public struct DeviceDescription: Hashable, Sendable, Codable {
    /// The session-unique identifier.
    public var id: DeviceID
    /// The kernel's name for the device (`EVIOCGNAME`).
    public var name: String
    /// What the device reports.
    public var capabilities: DeviceCapabilities
    /// Direct (touchscreen) or indirect (touchpad) for touch devices; `nil` for others.
    public var touchSurface: TouchSurfaceKind?
    /// The physical size of the touch surface, when the device reports a resolution.
    public var physicalSize: PhysicalSize?
    /// The number of simultaneous contacts the device can track (seat slots); `nil` when unknown.
    public var maximumContacts: Int?
    /// The kernel node, e.g. `/dev/input/event5`, when there is one.
    public var node: String?

    /// Creates a description.
    public init(
        id: DeviceID, name: String, capabilities: DeviceCapabilities, touchSurface: TouchSurfaceKind? = nil,
        physicalSize: PhysicalSize? = nil, maximumContacts: Int? = nil, node: String? = nil
    ) {
        self.id = id
        self.name = name
        self.capabilities = capabilities
        self.touchSurface = touchSurface
        self.physicalSize = physicalSize
        self.maximumContacts = maximumContacts
        self.node = node
    }
}
