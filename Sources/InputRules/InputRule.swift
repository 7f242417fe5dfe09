import InputCore

/// Per-device input rules: which screen a device drives, how its surface is turned and calibrated, and
/// which touch filters clean up its contacts. Read from a rules file (docs/input-rules.md), from a
/// scene's `inputRules` section, or from a recording's header.
public struct InputRule: Hashable, Sendable {
    /// The rule's name, printed on every trace line a filter of this rule produces.
    public var name: String
    /// Where the rule was written (`rules.json:12`), for warnings; `nil` for rules made in code.
    public var origin: String?
    /// Which devices it applies to.
    public var match: DeviceMatch
    /// The name of the screen the device drives; `nil`: the main screen.
    public var screen: String?
    /// Where the `screen` field was written (`rules.json:14`), so an unknown screen's error points at
    /// that line rather than the rule's first; `nil` for rules made in code (``origin`` is used then).
    public var screenOrigin: String?
    /// How the surface is turned relative to the screen; `nil`: upright.
    public var rotation: ScreenRotation?
    /// The calibration matrix, applied before the rotation; `nil`: none (libinput's udev default stays).
    public var calibration: CalibrationMatrix?
    /// Lifts followed closely by a landing nearby are one touch continuing.
    public var debounce: DebounceFilter?
    /// Small moves of a resting finger are suppressed.
    public var hysteresis: HysteresisFilter?
    /// Contacts larger than a palm size are cancelled or never reported.
    public var palm: PalmFilter?
    /// Contacts of a device that falls silent are cancelled.
    public var watchdog: WatchdogFilter?
    /// Regions where new touches are ignored.
    public var deadZones: [DeadZone]
    /// How a tablet's pen is arbitrated against touches and shaped (pressure, area); `nil`: the pen as
    /// the device reports it, no arbitration.
    public var pen: PenSettings?
    /// Whether the device counts as a hardware keyboard when the application decides whether to show its
    /// on-screen keyboard (`"countsAsKeyboard"`); `nil`: the device's capabilities decide (it counts when it
    /// reports keys). `false` for a barcode scanner or a power button on a kiosk that still wants the
    /// on-screen keyboard; `true` for a keyboard the kernel does not describe as one.
    public var countsAsKeyboard: Bool?

    /// Creates a rule.
    public init(
        name: String, origin: String? = nil, match: DeviceMatch = DeviceMatch(), screen: String? = nil,
        rotation: ScreenRotation? = nil, calibration: CalibrationMatrix? = nil, debounce: DebounceFilter? = nil,
        hysteresis: HysteresisFilter? = nil, palm: PalmFilter? = nil, watchdog: WatchdogFilter? = nil,
        deadZones: [DeadZone] = [], pen: PenSettings? = nil
    ) {
        self.name = name
        self.origin = origin
        self.match = match
        self.screen = screen
        self.rotation = rotation
        self.calibration = calibration
        self.debounce = debounce
        self.hysteresis = hysteresis
        self.palm = palm
        self.watchdog = watchdog
        self.deadZones = deadZones
        self.pen = pen
    }

    /// The rule without its touch filters: only where the device goes and how it is turned. What a
    /// recorder applies while recording, so that the stored events are unfiltered.
    public var placementOnly: InputRule {
        var rule = InputRule(name: name, origin: origin, match: match, screen: screen, rotation: rotation, calibration: calibration)
        rule.screenOrigin = screenOrigin
        // Whether the device counts as a keyboard decides what the app shows, not what is recorded.
        rule.countsAsKeyboard = countsAsKeyboard
        // The tablet area places the pen on the screen; arbitration and the pressure shaping filter.
        if let pen, pen.area != nil || pen.keepAspect { rule.pen = PenSettings(arbitration: false, area: pen.area, keepAspect: pen.keepAspect) }
        return rule
    }

    /// Whether the rule filters touches at all (a rule may only map a device to a screen).
    public var hasTouchFilters: Bool {
        debounce != nil || hysteresis != nil || palm != nil || watchdog != nil || !deadZones.isEmpty
    }
}

/// An ordered list of rules; the first whose match fits a device applies to it, alone.
public struct InputRuleSet: Hashable, Sendable {
    /// The rules, in file order.
    public var rules: [InputRule]
    /// Where they were read from (a rules file, a scene, a recording), for messages.
    public var source: String?
    /// The rule each device got when the recording was made, by rule name (`nil`: no rule), written by
    /// `uikit record`: a replay gives those devices exactly those rules, even when the rules match on facts
    /// a recording does not keep (vendor, product, udev properties, seat). Devices not listed are matched.
    public var resolvedDevices: [DeviceID: String?]

    /// Creates a rule set.
    public init(rules: [InputRule] = [], source: String? = nil, resolvedDevices: [DeviceID: String?] = [:]) {
        self.rules = rules
        self.source = source
        self.resolvedDevices = resolvedDevices
    }

    /// No rules.
    public static let empty = InputRuleSet()

    /// The first rule matching `device`, or `nil`: the device drives the main screen, unfiltered.
    public func rule(for device: DeviceIdentity) -> InputRule? {
        rules.first { $0.match.matches(device) }
    }

    /// The rules no device in `devices` matches, with a warning each: `rules.json:4: rule "left panel"
    /// matches no device (devices: "eGalax Touch", "Mouse")`. A rule shadowed by an earlier one for every
    /// device is reported too, since it can never apply.
    public func unmatchedWarnings(devices: [DeviceIdentity]) -> [String] {
        unmatchedWarningsByRule(devices: devices).compactMap { $0 }
    }

    /// ``unmatchedWarnings(devices:)`` per rule, in rule order: `nil` for a rule some device gets.
    public func unmatchedWarningsByRule(devices: [DeviceIdentity]) -> [String?] {
        var used = Set<Int>()
        for device in devices {
            if let index = rules.firstIndex(where: { $0.match.matches(device) }) { used.insert(index) }
        }
        let names = devices.isEmpty ? "none" : devices.map { "\"\($0.name)\"" }.joined(separator: ", ")
        return rules.indices.map { index in
            guard !used.contains(index) else { return nil }
            let rule = rules[index]
            let shadowed = devices.contains { rule.match.matches($0) }
            let why = shadowed ? "every device it matches is taken by an earlier rule" : "matches no device"
            return "\(rule.origin.map { "\($0): " } ?? "")warning: rule \"\(rule.name)\" \(why) (devices: \(names))"
        }
    }
}
