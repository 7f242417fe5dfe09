/// Converts between evdev names (`EV_ABS`, `ABS_MT_SLOT`, `INPUT_PROP_DIRECT`) and their numbers.
///
/// Used by the importers (evemu and `libinput record` files name types and codes in comments and
/// sometimes in values) and by every message that shows an event to a person. Unknown names and codes
/// never crash: lookups return `nil`, and `describe` falls back to the number.
public enum EvdevNames {
    /// Range markers that share their code with a more specific name; evemu-describe and libevdev print
    /// the specific one (`BTN_LEFT`, not `BTN_MOUSE`), so these are only accepted as input.
    private static let rangeMarkers: Set<String> = [
        "BTN_MISC", "BTN_MOUSE", "BTN_JOYSTICK", "BTN_GAMEPAD", "BTN_DIGI", "BTN_WHEEL", "BTN_TRIGGER_HAPPY",
    ]

    /// The name table for each type that has named codes.
    private static let codeTables: [UInt16: [(String, UInt16)]] = [
        Evdev.EV_SYN: synNames, Evdev.EV_KEY: keyNames, Evdev.EV_REL: relNames, Evdev.EV_ABS: absNames,
        Evdev.EV_MSC: mscNames, Evdev.EV_SW: swNames, Evdev.EV_LED: ledNames, Evdev.EV_SND: sndNames,
        Evdev.EV_REP: repNames,
    ]

    private static let typeByName: [String: UInt16] = Dictionary(typeNames, uniquingKeysWith: { first, _ in first })
    private static let nameByType: [UInt16: String] = canonical(typeNames)
    private static let codeByName: [String: (type: UInt16, code: UInt16)] = {
        var result: [String: (type: UInt16, code: UInt16)] = [:]
        for (type, table) in codeTables {
            for (name, code) in table where result[name] == nil { result[name] = (type, code) }
        }
        return result
    }()
    private static let nameByCode: [UInt16: [UInt16: String]] = codeTables.mapValues(canonical)
    private static let propertyByName: [String: UInt16] =
        Dictionary(propertyNames, uniquingKeysWith: { first, _ in first })
    private static let nameByProperty: [UInt16: String] = canonical(propertyNames)

    /// The first name listed for each code, skipping range markers when a specific name exists.
    private static func canonical(_ table: [(String, UInt16)]) -> [UInt16: String] {
        var result: [UInt16: String] = [:]
        for (name, code) in table where !rangeMarkers.contains(name) && result[code] == nil { result[code] = name }
        for (name, code) in table where result[code] == nil { result[code] = name }
        return result
    }

    /// The name of an event type (`EV_ABS`), or `nil` when the kernel defines none.
    public static func typeName(_ type: UInt16) -> String? { nameByType[type] }

    /// The event type with this name, or `nil`.
    public static func type(named name: String) -> UInt16? { typeByName[name] }

    /// The canonical name of a code within a type (`ABS_MT_SLOT`), or `nil` when unknown.
    public static func codeName(type: UInt16, code: UInt16) -> String? { nameByCode[type]?[code] }

    /// The type and code with this name (`"BTN_TOUCH"` → `(EV_KEY, 0x14a)`), or `nil`. Prefixes are unique
    /// to a type, so the name alone identifies both.
    public static func code(named name: String) -> (type: UInt16, code: UInt16)? { codeByName[name] }

    /// The name of an input property (`INPUT_PROP_DIRECT`), or `nil`.
    public static func propertyName(_ property: UInt16) -> String? { nameByProperty[property] }

    /// The input property with this name, or `nil`.
    public static func property(named name: String) -> UInt16? { propertyByName[name] }

    /// A readable form that never fails: `EV_ABS / ABS_MT_SLOT`, or `EV_ABS / 0x7e` for an unknown code,
    /// or `type 0x1e / 0x3` for an unknown type.
    public static func describe(type: UInt16, code: UInt16) -> String {
        let typeText = typeName(type) ?? "type 0x\(String(type, radix: 16))"
        let codeText = codeName(type: type, code: code) ?? "0x\(String(code, radix: 16))"
        return "\(typeText) / \(codeText)"
    }

    /// Parses a type given by name (`EV_ABS`) or number (`3`, `0x03`).
    ///
    /// - Throws: `EvdevNameError` naming the text and the accepted forms.
    public static func parseType(_ text: String) throws(EvdevNameError) -> UInt16 {
        if let type = type(named: text) { return type }
        if let number = parseNumber(text) { return number }
        throw EvdevNameError(
            message: "unknown event type \"\(text)\" (expected a number or one of: "
                + typeNames.map(\.0).joined(separator: ", ") + ")")
    }

    /// Parses a code of a given type by name (`ABS_MT_SLOT`) or number (`47`, `0x2f`).
    ///
    /// - Throws: `EvdevNameError` when the text is neither a number nor a name of that type.
    public static func parseCode(_ text: String, type: UInt16) throws(EvdevNameError) -> UInt16 {
        if let named = code(named: text) {
            guard named.type == type else {
                throw EvdevNameError(
                    message: "code \"\(text)\" belongs to \(typeName(named.type) ?? "another type"), "
                        + "not \(typeName(type) ?? "type \(type)")")
            }
            return named.code
        }
        if let number = parseNumber(text) { return number }
        throw EvdevNameError(
            message: "unknown \(typeName(type) ?? "type \(type)") code \"\(text)\" (expected a number or a name "
                + "such as \(nameByCode[type]?.sorted(by: { $0.key < $1.key }).prefix(3).map(\.value).joined(separator: ", ") ?? "none"))")
    }

    /// Decimal or `0x` hexadecimal, within `UInt16`.
    private static func parseNumber(_ text: String) -> UInt16? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt16(text.dropFirst(2), radix: 16) }
        return UInt16(text)
    }
}

/// A name or number that is not a known evdev type, code or property.
public struct EvdevNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, and what was expected.
    public var message: String
    /// Creates an error.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
