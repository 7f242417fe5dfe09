/// Identifies one contact (finger) on one device, from touch-down to lift or cancel.
///
/// For libinput this is the seat slot; for recordings, the kernel slot or tracking id as the decoder
/// assigns it. An id may be reused after its contact ended.
public struct ContactID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The numeric identifier.
    public var rawValue: Int32
    /// Creates an identifier.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
    public static func < (lhs: ContactID, rhs: ContactID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "c\(rawValue)" }
}

/// A position reported by an input device.
public struct InputPoint: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Horizontal coordinate (to the right).
    public var x: Double
    /// Vertical coordinate (downwards).
    public var y: Double
    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// Whether both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
    public var description: String { "(\(x), \(y))" }
}

/// The coordinate space of the positions in a touch frame.
public enum TouchCoordinateSpace: String, Hashable, Sendable, Codable {
    /// Normalised to the device surface: `0...1` on each axis, x right and y down as the device reports
    /// them, before any rotation or calibration. The screen mapping turns these into points.
    case normalized
    /// Already in screen points (the source applied its own mapping, e.g. libinput's `*_transformed`).
    case screen
}

/// What happened to one contact in a frame.
public enum ContactPhase: String, Hashable, Sendable, Codable {
    /// The contact touched down.
    case down
    /// The contact moved (or changed pressure or size).
    case move
    /// The contact lifted.
    case up
    /// The contact was cancelled: the device was removed, the kernel flagged a palm, or the source lost
    /// track of it. Views see `touchesCancelled`.
    case cancel
}

/// One contact's change within a frame.
public struct ContactChange: Hashable, Sendable {
    /// Which contact.
    public var contact: ContactID
    /// What happened to it.
    public var phase: ContactPhase
    /// Where it is, in the frame's coordinate space. For `up` and `cancel` the last known position.
    public var position: InputPoint
    /// Half the contact ellipse's major axis in millimetres, when the device reports it.
    public var majorRadiusMillimetres: Double?
    /// Half the contact ellipse's minor axis in millimetres, when the device reports it.
    public var minorRadiusMillimetres: Double?
    /// Pressure normalised to `0...1`, when the device reports it.
    public var pressure: Double?

    /// Creates a change.
    public init(
        contact: ContactID, phase: ContactPhase, position: InputPoint,
        majorRadiusMillimetres: Double? = nil, minorRadiusMillimetres: Double? = nil, pressure: Double? = nil
    ) {
        self.contact = contact
        self.phase = phase
        self.position = position
        self.majorRadiusMillimetres = majorRadiusMillimetres
        self.minorRadiusMillimetres = minorRadiusMillimetres
        self.pressure = pressure
    }
}

/// All contact changes of one device sample: one evdev `SYN_REPORT`, one libinput `TOUCH_FRAME`.
///
/// Frames are atomic: UIKit delivers all of a frame's changes as one `UIEvent` update, one call per view
/// per phase. Contacts that did not change are stationary and are not listed.
public struct TouchFrame: Hashable, Sendable {
    /// The space `changes` positions are in.
    public var space: TouchCoordinateSpace
    /// The changes, in the order the source reported them.
    public var changes: [ContactChange]

    /// Creates a frame.
    public init(space: TouchCoordinateSpace, changes: [ContactChange]) {
        self.space = space
        self.changes = changes
    }
}
