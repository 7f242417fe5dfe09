import Foundation
import InputCore
import InputRules

/// Reads input rules (docs/input-rules.md): a rules file, a scene's `inputRules` section or a
/// recording header's. One format everywhere, so the rules a kiosk ran with are the rules a replay uses.
///
/// ```json
/// {"format": "uikit-input-rules", "version": 1, "rules": [
///   {"name": "left panel", "match": {"name": "eGalax", "udev": {"ID_PATH": "pci-0000:00:14.0-usb-0:2:1.0"}},
///    "screen": "left", "rotation": 90, "debounce": {"windowMs": 40, "distancePt": 30}, "watchdog": true}
/// ]}
/// ```
public enum InputRulesReader {
    /// The `format` value of a rules file.
    public static let formatName = "uikit-input-rules"
    /// The version this reader understands.
    public static let version: Int64 = 1

    /// The most rules a document may hold. A rule per device of a kiosk is a handful; 100,000 leaves room
    /// for generated files while an absurd count gets a clear error, not long matching per device.
    public static let maximumRuleCount = 100_000
    /// The largest rules file read, in bytes (`read(path:)`; 100,000 short rules fit in 4 MB).
    public static let maximumFileBytes = 16 * 1024 * 1024

    static let ruleKeys = ["name", "match", "screen", "rotation", "calibration", "debounce", "hysteresis", "palm", "watchdog", "deadZones", "pen", "countsAsKeyboard"]
    static let matchKeys = ["name", "vendor", "product", "udev", "seat", "node"]

    /// Reads a rules file.
    public static func read(path: String) throws(InputRulesError) -> InputRuleSet {
        if let size = DocumentFile.size(of: path), size > maximumFileBytes {
            throw InputRulesError(file: path, line: nil, message: "the file is \(size) bytes (expected at most \(maximumFileBytes): is it a rules file?)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputRulesError(file: path, line: nil, message: "cannot read the file (does it exist and is it readable?)")
        }
        return try parse([UInt8](data), file: path)
    }

    /// Reads a rules document from UTF-8 bytes; `file` names it in messages.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputRulesError) -> InputRuleSet {
        let root: JSONNode
        switch JSONDocument.parse(bytes) {
        case .success(let node): root = node
        case .failure(let error): throw InputRulesError(file: file, line: error.line, message: "invalid JSON: \(error.detail)")
        }
        return try document(root, file: file)
    }

    /// Reads a rules document from text.
    public static func parse(_ text: String, file: String) throws(InputRulesError) -> InputRuleSet {
        try parse(Array(text.utf8), file: file)
    }

    /// Reads a whole rules document node (`{"format": …, "version": 1, "rules": [...]}`).
    public static func document(_ root: JSONNode, file: String) throws(InputRulesError) -> InputRuleSet {
        let object = try RulesObject(root, context: "the rules", file: file)
        try object.checkKeys(["format", "version", "rules", "resolvedDevices"])
        guard case .string(formatName)? = object.node("format")?.value else {
            throw object.error(object.node("format")?.line ?? object.line, "the rules: field \"format\" must be \"\(formatName)\"")
        }
        guard case .integer(version)? = object.node("version")?.value else {
            throw object.error(object.node("version")?.line ?? object.line, "the rules: field \"version\" must be \(version) (the version this tool reads)")
        }
        guard let rules = object.node("rules") else {
            throw object.error(object.line, "the rules: missing field \"rules\" (expected an array of rules)")
        }
        var set = try ruleList(rules, file: file)
        if let resolved = object.node("resolvedDevices") {
            set.resolvedDevices = try resolvedDevices(resolved, rules: set, file: file)
        }
        return set
    }

    /// `"resolvedDevices": {"1": "left panel", "2": null}`, written by `uikit record`: device id → rule name.
    static func resolvedDevices(_ node: JSONNode, rules: InputRuleSet, file: String) throws(InputRulesError) -> [DeviceID: String?] {
        let object = try RulesObject(node, context: "resolvedDevices", file: file)
        let names = Set(rules.rules.map(\.name))
        var resolved: [DeviceID: String?] = [:]
        for member in object.members {
            guard let id = UInt32(member.key) else {
                throw object.error(member.line, "resolvedDevices: key \"\(member.key)\" is not a device id (expected a whole number)")
            }
            switch member.value.value {
            case .null:
                resolved[DeviceID(id)] = .some(nil)
            case .string(let name) where names.contains(name):
                resolved[DeviceID(id)] = name
            default:
                throw object.error(member.line, "resolvedDevices: device \(id) is given \(member.value.shortDescription) (expected the name of one of the rules, or null)")
            }
        }
        return resolved
    }

    /// Reads an array of rules (a scene's `inputRules`).
    public static func ruleList(_ node: JSONNode, file: String) throws(InputRulesError) -> InputRuleSet {
        guard case .array(let items) = node.value else {
            throw InputRulesError(file: file, line: node.line, message: "rules are \(node.shortDescription) (expected an array of rules)")
        }
        guard items.count <= maximumRuleCount else {
            throw InputRulesError(file: file, line: node.line, message: "\(items.count) rules (expected at most \(maximumRuleCount))")
        }
        var rules: [InputRule] = []
        // Names seen so far, in a set: a scan of the rules before each one made reading quadratic
        // (100,000 rules took over 11 minutes, issue 24).
        var names: Set<String> = []
        for (index, item) in items.enumerated() {
            let rule = try self.rule(item, index: index, file: file)
            guard names.insert(rule.name).inserted else {
                throw InputRulesError(file: file, line: item.line, message: "two rules are named \"\(rule.name)\" (names must be unique: the trace names rules)")
            }
            rules.append(rule)
        }
        return InputRuleSet(rules: rules, source: file)
    }

    static func rule(_ node: JSONNode, index: Int, file: String) throws(InputRulesError) -> InputRule {
        var object = try RulesObject(node, context: "rule \(index + 1)", file: file)
        let name = try object.string("name") ?? "rule\(index + 1)"
        object = try RulesObject(node, context: "rule \"\(name)\"", file: file)
        try object.checkKeys(ruleKeys)
        var rule = InputRule(name: name, origin: "\(file):\(node.line)")
        if let match = try object.object("match", context: "rule \"\(name)\" match") { rule.match = try self.match(match) }
        rule.screen = try object.string("screen")
        rule.screenOrigin = object.node("screen").map { "\(file):\($0.line)" }
        if let degrees = try object.number("rotation", 0...270, expected: "one of: 0, 90, 180, 270") {
            guard let rotation = ScreenRotation(rawValue: Int(degrees)), Double(rotation.rawValue) == degrees else {
                throw object.mismatch("rotation", object.node("rotation") ?? node, "one of: 0, 90, 180, 270")
            }
            rule.rotation = rotation
        }
        if let items = try object.array("calibration", expected: "six numbers a b c d e f (libinput's calibration matrix)") {
            let values = RulesObject.numbers(items)
            guard values.count == 6, items.count == 6, let matrix = CalibrationMatrix(values) else {
                throw object.mismatch("calibration", object.node("calibration") ?? node, "six finite numbers a b c d e f (libinput's calibration matrix)")
            }
            rule.calibration = matrix
        }
        if let settings = try object.filter("debounce", context: "rule \"\(name)\" debounce") {
            var filter = DebounceFilter()
            if let settings {
                try settings.checkKeys(["windowMs", "distancePt"])
                filter.windowMilliseconds = try settings.number("windowMs", 1...1000, expected: "milliseconds, 1…1000") ?? filter.windowMilliseconds
                filter.distancePoints = try settings.number("distancePt", 0...10_000, expected: "points, 0…10000") ?? filter.distancePoints
            }
            rule.debounce = filter
        }
        if let settings = try object.filter("hysteresis", context: "rule \"\(name)\" hysteresis") {
            var filter = HysteresisFilter()
            if let settings {
                try settings.checkKeys(["radiusPt"])
                filter.radiusPoints = try settings.number("radiusPt", 0...1000, expected: "points, 0…1000") ?? filter.radiusPoints
            }
            rule.hysteresis = filter
        }
        if let settings = try object.filter("palm", context: "rule \"\(name)\" palm") {
            var filter = PalmFilter()
            if let settings {
                try settings.checkKeys(["maxMajorAxisMm"])
                filter.maximumMajorAxisMillimetres = try settings.number("maxMajorAxisMm", 1...1000, expected: "millimetres, 1…1000") ?? filter.maximumMajorAxisMillimetres
            }
            rule.palm = filter
        }
        if let settings = try object.filter("watchdog", context: "rule \"\(name)\" watchdog") {
            var filter = WatchdogFilter()
            if let settings {
                try settings.checkKeys(["timeoutMs"])
                filter.timeoutMilliseconds = try settings.number("timeoutMs", 1...60_000, expected: "milliseconds, 1…60000") ?? filter.timeoutMilliseconds
            }
            rule.watchdog = filter
        }
        if let settings = try object.filter("pen", context: "rule \"\(name)\" pen") {
            rule.pen = try pen(settings)
        }
        if let node = object.node("countsAsKeyboard") {
            guard case .bool(let counts) = node.value else {
                throw object.mismatch("countsAsKeyboard", node, "true or false (whether the device counts as a keyboard for the on-screen keyboard)")
            }
            rule.countsAsKeyboard = counts
        }
        for (zoneIndex, zone) in (try object.array("deadZones", expected: "an array of dead zones") ?? []).enumerated() {
            rule.deadZones.append(try deadZone(zone, context: "rule \"\(name)\" dead zone \(zoneIndex + 1)", file: file))
        }
        return rule
    }

    /// A rule's `pen` settings (`true` for the defaults): `arbitration` (bool), `arbitrationTimeoutMs`,
    /// `minimumPressure` (`0..<1`), `pressureCurve` (`[x1, y1, x2, y2]` in `0...1`), `area`
    /// (`[x, y, width, height]` fractions of the tablet), `keepAspect` (bool, not with `area`).
    static func pen(_ settings: RulesObject?) throws(InputRulesError) -> PenSettings {
        var pen = PenSettings()
        guard let settings else { return pen }
        try settings.checkKeys(["arbitration", "arbitrationTimeoutMs", "minimumPressure", "pressureCurve", "area", "keepAspect"])
        if let node = settings.node("arbitration") {
            guard case .bool(let enabled) = node.value else { throw settings.mismatch("arbitration", node, "true or false") }
            pen.arbitration = enabled
        }
        pen.arbitrationTimeoutMilliseconds = try settings.number(
            "arbitrationTimeoutMs", 0...10_000, expected: "milliseconds, 0…10000") ?? pen.arbitrationTimeoutMilliseconds
        if let minimum = try settings.number("minimumPressure", 0...0.99, expected: "a pressure fraction, 0…0.99") {
            pen.minimumPressure = minimum
        }
        if let items = try settings.array("pressureCurve", expected: "[x1, y1, x2, y2], each 0…1 (a Bézier pressure curve)") {
            let values = RulesObject.numbers(items)
            guard items.count == 4, values.count == 4, let curve = PressureCurve(values[0], values[1], values[2], values[3]) else {
                throw settings.mismatch(
                    "pressureCurve", settings.node("pressureCurve") ?? items[0], "[x1, y1, x2, y2], each 0…1 (a Bézier pressure curve)")
            }
            pen.pressureCurve = curve
        }
        if let items = try settings.array("area", expected: "[x, y, width, height], fractions 0…1 of the tablet") {
            let values = RulesObject.numbers(items)
            guard items.count == 4, values.count == 4,
                let area = TabletArea(x: values[0], y: values[1], width: values[2], height: values[3])
            else {
                throw settings.mismatch(
                    "area", settings.node("area") ?? items[0],
                    "[x, y, width, height], fractions 0…1 of the tablet, inside it and not empty")
            }
            pen.area = area
        }
        if let node = settings.node("keepAspect") {
            guard case .bool(let keep) = node.value else { throw settings.mismatch("keepAspect", node, "true or false") }
            // An area is already the tablet's shape on the screen: both would leave one of them unused.
            guard !keep || pen.area == nil else {
                throw settings.mismatch("keepAspect", node, "false or absent when \"area\" is given (the area already shapes the tablet)")
            }
            pen.keepAspect = keep
        }
        return pen
    }

    static func match(_ object: RulesObject) throws(InputRulesError) -> DeviceMatch {
        try object.checkKeys(matchKeys)
        var match = DeviceMatch(nameContains: try object.string("name"), vendorID: try object.deviceID("vendor"),
                                productID: try object.deviceID("product"), seat: try object.string("seat"), node: try object.string("node"))
        if let udev = try object.object("udev", context: "\(object.context) udev") {
            for member in udev.members {
                guard case .string(let value) = member.value.value else {
                    throw udev.mismatch(member.key, member.value, "a string (udev property values are text)")
                }
                match.udevProperties[member.key] = value
            }
        }
        return match
    }

    static func deadZone(_ node: JSONNode, context: String, file: String) throws(InputRulesError) -> DeadZone {
        let object = try RulesObject(node, context: context, file: file)
        try object.checkKeys(["top", "left", "bottom", "right", "rect"])
        if let items = try object.array("rect", expected: "[x, y, width, height] in points") {
            let values = RulesObject.numbers(items)
            guard items.count == 4, values.count == 4, values[2] >= 0, values[3] >= 0, object.members.count == 1 else {
                throw object.mismatch("rect", object.node("rect") ?? node, "[x, y, width, height] in points, alone in its zone")
            }
            return .rectangle(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        let range = 0.0...10_000
        let top = try object.number("top", range, expected: "points from the edge, ≥ 0") ?? 0
        let left = try object.number("left", range, expected: "points from the edge, ≥ 0") ?? 0
        let bottom = try object.number("bottom", range, expected: "points from the edge, ≥ 0") ?? 0
        let right = try object.number("right", range, expected: "points from the edge, ≥ 0") ?? 0
        guard !object.members.isEmpty else {
            throw object.error(node.line, "\(context) is empty (expected edge bands top/left/bottom/right or a rect)")
        }
        return .edges(top: top, left: left, bottom: bottom, right: right)
    }
}
