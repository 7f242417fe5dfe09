/// Everything the kernel says about one evdev device: identity, supported codes, axis ranges and
/// properties. The importers fill it from a recording's description; the decoder reads it to know the
/// multitouch protocol and the axis ranges.
public struct EvdevDeviceProfile: Hashable, Sendable {
    /// The kernel's name (`EVIOCGNAME`).
    public var name: String
    /// Bus type (`BUS_USB` = 0x03, `BUS_VIRTUAL` = 0x06 …).
    public var busType: UInt16
    /// USB/Bluetooth vendor id.
    public var vendor: UInt16
    /// Product id.
    public var product: UInt16
    /// Version id.
    public var version: UInt16
    /// The supported codes of each supported event type (`EV_ABS: [ABS_X, ABS_Y, …]`).
    public var codes: [UInt16: Set<UInt16>]
    /// Range and resolution of each absolute axis.
    public var absInfo: [UInt16: EvdevAbsInfo]
    /// Input properties (`INPUT_PROP_DIRECT` …).
    public var properties: Set<UInt16>

    /// The most slots the decoder allocates. Real devices have at most a few dozen (the kernel's own
    /// drivers stay below 64); a larger `ABS_MT_SLOT` range comes from a corrupt description and would
    /// only waste memory.
    public static let maximumSlotCount = 256

    /// Creates a profile.
    public init(
        name: String, busType: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0,
        codes: [UInt16: Set<UInt16>] = [:], absInfo: [UInt16: EvdevAbsInfo] = [:], properties: Set<UInt16> = []
    ) {
        self.name = name
        self.busType = busType
        self.vendor = vendor
        self.product = product
        self.version = version
        self.codes = codes
        self.absInfo = absInfo
        self.properties = properties
    }

    /// Whether the device reports this code. `EV_ABS` codes count as supported when either the bitmask or
    /// the axis information lists them, because some recordings only give one of the two.
    public func supports(type: UInt16, code: UInt16) -> Bool {
        if codes[type]?.contains(code) == true { return true }
        return type == Evdev.EV_ABS && absInfo[code] != nil
    }

    /// Whether the device has this input property.
    public func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }

    // MARK: Derived facts

    /// How the device reports touches, or `nil` when it reports none.
    ///
    /// Protocol B when `ABS_MT_SLOT` exists; protocol A when `ABS_MT_POSITION_X/Y` exist without slots
    /// (libinput hands those to mtdev for the same reason); single-touch when only `ABS_X/Y` and
    /// `BTN_TOUCH` exist.
    public var touchProtocol: EvdevTouchProtocol? {
        let hasMTPosition = supports(type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_X)
            && supports(type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_Y)
        if hasMTPosition {
            return supports(type: Evdev.EV_ABS, code: Evdev.ABS_MT_SLOT) ? .protocolB : .protocolA
        }
        if hasSingleTouchAxes && supports(type: Evdev.EV_KEY, code: Evdev.BTN_TOUCH) && !isTabletTool { return .singleTouch }
        return nil
    }

    /// Whether this is a tablet tool device (a pen tablet or pen display's pen node): `ABS_X/Y` with a
    /// `BTN_TOOL_*` key of a tablet tool and no multitouch axes, as libinput's udev rules classify
    /// `ID_INPUT_TABLET`. Its `BTN_TOUCH` is a tip, not a finger.
    public var isTabletTool: Bool {
        guard hasSingleTouchAxes, !supports(type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_X) else { return false }
        return Evdev.tabletToolKeys.contains { supports(type: Evdev.EV_KEY, code: $0.0) }
    }

    /// Whether this is a tablet pad (the buttons, rings and strips beside a tablet's drawing area), as udev's
    /// `input_id` classifies `ID_INPUT_TABLET_PAD` for libinput: a tablet — `ABS_X/Y` with `BTN_STYLUS` or
    /// `BTN_TOOL_PEN` (the Wacom driver sets `BTN_STYLUS` on pads to say so) — that has `BTN_0`. A device
    /// with tablet tool keys stays a tablet tool (an old kernel's combined pen-and-pad node): its pen is
    /// decoded and its pad buttons are not, where libinput would take the whole node as a pad.
    public var isTabletPad: Bool {
        guard hasSingleTouchAxes, !isTabletTool, supports(type: Evdev.EV_KEY, code: Evdev.BTN_0) else { return false }
        return supports(type: Evdev.EV_KEY, code: Evdev.BTN_STYLUS) || supports(type: Evdev.EV_KEY, code: Evdev.BTN_TOOL_PEN)
    }

    /// Whether `ABS_X` and `ABS_Y` exist.
    var hasSingleTouchAxes: Bool {
        supports(type: Evdev.EV_ABS, code: Evdev.ABS_X) && supports(type: Evdev.EV_ABS, code: Evdev.ABS_Y)
    }

    /// Whether this is an absolute pointer without touch (a VM tablet, a digitizer read as a mouse).
    public var isAbsolutePointer: Bool { touchProtocol == nil && hasSingleTouchAxes && !isTabletTool && !isTabletPad }

    /// Whether contacts are on the screen (direct) or on a separate surface (indirect), with the reason.
    ///
    /// `INPUT_PROP_DIRECT` decides, then `INPUT_PROP_POINTER`. Devices older than these properties set
    /// neither; for them we follow the rule udev's `input_id` builtin applies before libinput sees the
    /// device: a device announcing `BTN_TOOL_FINGER` (finger counting, as touchpads do) without a pen is a
    /// touchpad, so indirect; one with `BTN_TOUCH` and absolute axes but no `BTN_TOOL_FINGER` is a
    /// touchscreen, so direct. Anything else is treated as indirect, the safer guess: indirect touches do
    /// not hit-test views under the finger.
    public var touchSurfaceDecision: (kind: TouchSurfaceKind, reason: String) {
        if hasProperty(Evdev.INPUT_PROP_DIRECT) { return (.direct, "INPUT_PROP_DIRECT is set") }
        if hasProperty(Evdev.INPUT_PROP_POINTER) { return (.indirect, "INPUT_PROP_POINTER is set") }
        let fingerCounting = supports(type: Evdev.EV_KEY, code: Evdev.BTN_TOOL_FINGER)
            && !supports(type: Evdev.EV_KEY, code: Evdev.BTN_TOOL_PEN)
        if fingerCounting { return (.indirect, "no direct/pointer property; BTN_TOOL_FINGER without a pen (touchpad)") }
        if supports(type: Evdev.EV_KEY, code: Evdev.BTN_TOUCH) && touchProtocol != nil {
            return (.direct, "no direct/pointer property; BTN_TOUCH with absolute axes (touchscreen)")
        }
        return (.indirect, "no direct/pointer property and no touchscreen signature")
    }

    /// Whether contacts are on the screen itself. See `touchSurfaceDecision` for the rule.
    public var isDirect: Bool { touchSurfaceDecision.kind == .direct }

    /// The number of protocol-B slots (`ABS_MT_SLOT` maximum − minimum + 1), capped at
    /// `maximumSlotCount`; 1 for single-touch; `nil` for protocol A (it has no slots) and non-touch
    /// devices.
    public var slotCount: Int? {
        switch touchProtocol {
        case .protocolB:
            guard let info = absInfo[Evdev.ABS_MT_SLOT], info.span >= 0 else { return nil }
            return Int(min(info.span + 1, Int64(Self.maximumSlotCount)))
        case .singleTouch: return 1
        case .protocolA, nil: return nil
        }
    }

    /// The position axes touches are read from: the `ABS_MT_POSITION_*` pair for multitouch, `ABS_X/Y`
    /// otherwise.
    public var positionAxes: (x: UInt16, y: UInt16) {
        switch touchProtocol {
        case .protocolA, .protocolB: (Evdev.ABS_MT_POSITION_X, Evdev.ABS_MT_POSITION_Y)
        case .singleTouch, nil: (Evdev.ABS_X, Evdev.ABS_Y)
        }
    }

    /// The touch surface's size from the position axes' resolution (`span / resolution` mm), or `nil`
    /// when either resolution is 0 (unknown), as it is on the Wacom Bamboo recordings.
    public var physicalSize: PhysicalSize? {
        let axes = positionAxes
        guard let width = absInfo[axes.x]?.lengthMillimetres, let height = absInfo[axes.y]?.lengthMillimetres
        else { return nil }
        return PhysicalSize(widthMillimetres: width, heightMillimetres: height)
    }

    /// What the device produces, in InputCore's terms.
    ///
    /// Touch for any touch protocol; pointer for relative motion, for absolute pointers, and for mouse
    /// buttons (a clickpad's button); scroll for wheels; keyboard for any key below `BTN_MISC`.
    public var capabilities: DeviceCapabilities {
        var result: DeviceCapabilities = []
        if touchProtocol != nil { result.insert(.touch) }
        if isTabletTool { result.insert(.tabletTool) }
        if isTabletPad {
            // A pad's keys are its buttons, never a pointer's or a keyboard's.
            result.insert(.tabletPad)
            return result
        }
        let rel = codes[Evdev.EV_REL] ?? []
        let keys = codes[Evdev.EV_KEY] ?? []
        if (rel.contains(Evdev.REL_X) && rel.contains(Evdev.REL_Y)) || isAbsolutePointer
            || keys.contains(Evdev.BTN_LEFT)
        {
            result.insert(.pointer)
        }
        if !rel.isDisjoint(with: [Evdev.REL_WHEEL, Evdev.REL_HWHEEL, Evdev.REL_WHEEL_HI_RES, Evdev.REL_HWHEEL_HI_RES]) {
            result.insert(.scroll)
        }
        if keys.contains(where: { $0 > 0 && $0 < Evdev.BTN_MISC }) { result.insert(.keyboard) }
        return result
    }

    /// The InputCore description of this device.
    public func deviceDescription(id: DeviceID, node: String? = nil) -> DeviceDescription {
        let isTouch = touchProtocol != nil
        // A tablet's surface: on the screen for pen displays (INPUT_PROP_DIRECT), beside it otherwise.
        let tabletSurface: TouchSurfaceKind? = isTabletTool ? (hasProperty(Evdev.INPUT_PROP_DIRECT) ? .direct : .indirect) : nil
        return DeviceDescription(
            id: id, name: name, capabilities: capabilities,
            touchSurface: isTouch ? touchSurfaceDecision.kind : tabletSurface,
            physicalSize: isTouch || isTabletTool ? physicalSize : nil,
            maximumContacts: slotCount, node: node)
    }

    /// Problems in the description a person should know about (an axis without a usable range, a slot
    /// range too large). The decoder copes with each; this lists them once, up front.
    public var problems: [String] {
        var result: [String] = []
        for code in absInfo.keys.sorted() {
            if let info = absInfo[code], !info.hasUsableRange, code != Evdev.ABS_MT_SLOT {
                result.append(
                    "\(EvdevNames.describe(type: Evdev.EV_ABS, code: code)) has an empty range "
                        + "\(info.minimum)...\(info.maximum); its values normalise to 0")
            }
        }
        if let info = absInfo[Evdev.ABS_MT_SLOT], info.span + 1 > Int64(Self.maximumSlotCount) {
            result.append("ABS_MT_SLOT range \(info.minimum)...\(info.maximum) is larger than "
                + "\(Self.maximumSlotCount) slots; only the first \(Self.maximumSlotCount) are used")
        }
        for code in [Evdev.ABS_MT_POSITION_X, Evdev.ABS_MT_POSITION_Y, Evdev.ABS_X, Evdev.ABS_Y]
        where codes[Evdev.EV_ABS]?.contains(code) == true && absInfo[code] == nil {
            result.append("\(EvdevNames.describe(type: Evdev.EV_ABS, code: code)) is supported but has no axis information")
        }
        return result
    }
}

/// How a touch device reports contacts (the kernel's `multi-touch-protocol.rst`).
public enum EvdevTouchProtocol: String, Hashable, Sendable {
    /// Protocol B: slots (`ABS_MT_SLOT`) with tracking ids; only changes are sent.
    case protocolB
    /// Protocol A: anonymous contacts separated by `SYN_MT_REPORT`, all re-sent every frame.
    case protocolA
    /// One contact: `ABS_X/Y` and `BTN_TOUCH`.
    case singleTouch
}
