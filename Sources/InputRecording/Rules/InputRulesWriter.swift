import InputCore
import InputRules

/// Writes input rules in the format ``InputRulesReader`` reads, on one line, so a recording's header can
/// carry the rules in effect when it was made (`uikit record --rules`) and a replay reads them back.
public enum InputRulesWriter {
    /// The whole document: `{"format":"uikit-input-rules","version":1,"rules":[…]}`.
    public static func document(_ rules: InputRuleSet) -> String {
        var text = "{\"format\":\"\(InputRulesReader.formatName)\",\"version\":\(InputRulesReader.version),\"rules\":[\(rules.rules.map(rule).joined(separator: ","))]"
        if !rules.resolvedDevices.isEmpty {
            let pairs = rules.resolvedDevices.sorted { $0.key < $1.key }.map { device, name in
                "\"\(device.rawValue)\":" + (name.map(q) ?? "null")
            }
            text += ",\"resolvedDevices\":{\(pairs.joined(separator: ","))}"
        }
        return text + "}"
    }

    static func rule(_ rule: InputRule) -> String {
        var fields = ["\"name\":\(q(rule.name))"]
        let match = self.match(rule.match)
        if !match.isEmpty { fields.append("\"match\":{\(match.joined(separator: ","))}") }
        if let screen = rule.screen { fields.append("\"screen\":\(q(screen))") }
        if let rotation = rule.rotation { fields.append("\"rotation\":\(rotation.rawValue)") }
        if let calibration = rule.calibration { fields.append("\"calibration\":[\(calibration.values.map(n).joined(separator: ","))]") }
        if let f = rule.debounce { fields.append("\"debounce\":{\"windowMs\":\(n(f.windowMilliseconds)),\"distancePt\":\(n(f.distancePoints))}") }
        if let f = rule.hysteresis { fields.append("\"hysteresis\":{\"radiusPt\":\(n(f.radiusPoints))}") }
        if let f = rule.palm { fields.append("\"palm\":{\"maxMajorAxisMm\":\(n(f.maximumMajorAxisMillimetres))}") }
        if let f = rule.watchdog { fields.append("\"watchdog\":{\"timeoutMs\":\(n(f.timeoutMilliseconds))}") }
        if let counts = rule.countsAsKeyboard { fields.append("\"countsAsKeyboard\":\(counts)") }
        if let pen = rule.pen {
            var settings = ["\"arbitration\":\(pen.arbitration)", "\"arbitrationTimeoutMs\":\(n(pen.arbitrationTimeoutMilliseconds))",
                            "\"minimumPressure\":\(n(pen.minimumPressure))"]
            if let curve = pen.pressureCurve { settings.append("\"pressureCurve\":[\(curve.values.map(n).joined(separator: ","))]") }
            if let area = pen.area {
                settings.append("\"area\":[\([area.x, area.y, area.width, area.height].map(n).joined(separator: ","))]")
            }
            if pen.keepAspect { settings.append("\"keepAspect\":true") }
            fields.append("\"pen\":{\(settings.joined(separator: ","))}")
        }
        if !rule.deadZones.isEmpty {
            let zones = rule.deadZones.map { zone -> String in
                switch zone {
                case .edges(let top, let left, let bottom, let right):
                    "{\"top\":\(n(top)),\"left\":\(n(left)),\"bottom\":\(n(bottom)),\"right\":\(n(right))}"
                case .rectangle(let x, let y, let w, let h):
                    "{\"rect\":[\(n(x)),\(n(y)),\(n(w)),\(n(h))]}"
                }
            }
            fields.append("\"deadZones\":[\(zones.joined(separator: ","))]")
        }
        return "{\(fields.joined(separator: ","))}"
    }

    static func match(_ match: DeviceMatch) -> [String] {
        var fields: [String] = []
        if let name = match.nameContains { fields.append("\"name\":\(q(name))") }
        if let vendor = match.vendorID { fields.append("\"vendor\":\(vendor)") }
        if let product = match.productID { fields.append("\"product\":\(product)") }
        if !match.udevProperties.isEmpty {
            let pairs = match.udevProperties.sorted { $0.key < $1.key }.map { "\(q($0.key)):\(q($0.value))" }
            fields.append("\"udev\":{\(pairs.joined(separator: ","))}")
        }
        if let seat = match.seat { fields.append("\"seat\":\(q(seat))") }
        if let node = match.node { fields.append("\"node\":\(q(node))") }
        return fields
    }

    private static func q(_ text: String) -> String { JSONText.quoted(text) }

    /// Integers without a fraction, others with Swift's shortest round-trip form.
    private static func n(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
