import InputCore

/// What a rule can know about a device when it is added: the facts `DeviceMatch` tests.
///
/// Live devices fill every field from libinput and udev; a recording only knows the name and node it
/// stored, so rules that match on vendor, product, udev properties or seat do not match in a replay of a
/// file that lacks them (the rules stored in a recording were resolved when it was made, see
/// docs/input-rules.md).
public struct DeviceIdentity: Hashable, Sendable {
    /// The kernel's name for the device (`EVIOCGNAME`).
    public var name: String
    /// The USB/Bluetooth vendor id, when known.
    public var vendorID: UInt32?
    /// The product id, when known.
    public var productID: UInt32?
    /// udev properties (`ID_INPUT_TOUCHSCREEN=1`, `ID_PATH=…`), when known.
    public var udevProperties: [String: String]
    /// The udev seat (`ID_SEAT`, `seat0` when unset, as libinput assumes), when known.
    public var seat: String?
    /// The device node (`/dev/input/event5`), when known.
    public var node: String?

    /// Creates an identity.
    public init(
        name: String, vendorID: UInt32? = nil, productID: UInt32? = nil, udevProperties: [String: String] = [:],
        seat: String? = nil, node: String? = nil
    ) {
        self.name = name
        self.vendorID = vendorID
        self.productID = productID
        self.udevProperties = udevProperties
        self.seat = seat
        self.node = node
    }

    /// The identity a recording or a test gives: the description's name and node.
    public init(_ description: DeviceDescription) {
        self.init(name: description.name, node: description.node)
    }
}

/// Which devices a rule applies to. Every condition given must hold; a match with no condition matches
/// every device.
public struct DeviceMatch: Hashable, Sendable {
    /// The device name contains this text, ignoring case (`"eGalax"`).
    public var nameContains: String?
    /// The vendor id equals this.
    public var vendorID: UInt32?
    /// The product id equals this.
    public var productID: UInt32?
    /// Each of these udev properties has exactly this value.
    public var udevProperties: [String: String]
    /// The device is on this seat.
    public var seat: String?
    /// The device node, as a full path or its last component (`event5`).
    public var node: String?

    /// Creates a match.
    public init(
        nameContains: String? = nil, vendorID: UInt32? = nil, productID: UInt32? = nil,
        udevProperties: [String: String] = [:], seat: String? = nil, node: String? = nil
    ) {
        self.nameContains = nameContains
        self.vendorID = vendorID
        self.productID = productID
        self.udevProperties = udevProperties
        self.seat = seat
        self.node = node
    }

    /// Whether `device` satisfies every condition.
    public func matches(_ device: DeviceIdentity) -> Bool {
        if let nameContains, !device.name.lowercased().contains(nameContains.lowercased()) { return false }
        if let vendorID, device.vendorID != vendorID { return false }
        if let productID, device.productID != productID { return false }
        for (key, value) in udevProperties where device.udevProperties[key] != value { return false }
        // libinput puts a device without ID_SEAT on seat0 (udev-seat.c, default_seat).
        if let seat, (device.seat ?? "seat0") != seat { return false }
        if let node {
            guard let actual = device.node else { return false }
            let sysname = actual.split(separator: "/").last.map(String.init)
            if actual != node && (node.contains("/") || sysname != node) { return false }
        }
        return true
    }
}
