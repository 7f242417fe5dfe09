/// Reads typed fields of one JSON object — an event of a native recording, a view of a scene — turning
/// every mismatch into a message that names the object, the field, what was found and what was expected,
/// with the line it is on. The one field reader of the project's JSON formats: the native recording
/// reader, the input rules reader (`RulesObject`) and the scene reader (`Replay`) each add only their
/// policy (which file, whether `null` means absent) and their error type.
///
/// Messages read `view "card": field "alpha" is "high" (expected a number from 0 to 1)` and
/// `tap recognizer "t": missing field "type" (expected …)`.
public struct JSONFields: Sendable {
    /// The object's fields in file order.
    public let members: [JSONMember]
    /// The line the object starts on (for a missing field).
    public let line: Int
    /// What the object is, for messages (`touch event change 2`, `window "main"`).
    public let context: String

    /// Fields of an object already taken apart.
    public init(members: [JSONMember], line: Int, context: String) {
        self.members = members
        self.line = line
        self.context = context
    }

    /// The fields of `node`, which must be an object.
    public init(_ node: JSONNode, context: String) throws(JSONFieldError) {
        guard case .object(let members) = node.value else {
            throw JSONFieldError(line: node.line, message: "\(context) is \(node.shortDescription) (expected a JSON object)")
        }
        self.init(members: members, line: node.line, context: context)
    }

    /// The same fields under another name for messages.
    public func named(_ context: String) -> JSONFields { JSONFields(members: members, line: line, context: context) }

    /// The first field called `key`.
    public func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }

    // MARK: Messages

    /// `context: missing field "key" (expected …)`, at the object's line.
    public func missing(_ key: String, expected: String) -> JSONFieldError {
        JSONFieldError(line: line, message: "\(context): missing field \"\(key)\" (expected \(expected))")
    }

    /// `context: field "key" is <found> (expected …)`, at the value's line.
    public func mismatch(_ key: String, _ node: JSONNode, _ expected: String) -> JSONFieldError {
        JSONFieldError(line: node.line, message: "\(context): field \"\(key)\" is \(node.shortDescription) (expected \(expected))")
    }

    /// Rejects fields the format does not know (usually typos, which would otherwise be silently ignored),
    /// and fields given twice.
    public func checkKeys(allowed: [String]) throws(JSONFieldError) {
        var seen: Set<String> = []
        for member in members {
            guard allowed.contains(member.key) else {
                throw JSONFieldError(
                    line: member.line,
                    message: "unknown field \"\(member.key)\" in \(context) (expected one of: \(allowed.joined(separator: ", ")))")
            }
            guard seen.insert(member.key).inserted else {
                throw JSONFieldError(line: member.line, message: "field \"\(member.key)\" appears twice in \(context)")
            }
        }
    }

    // MARK: Typed values of a field

    /// A string.
    public func string(_ node: JSONNode, key: String, expected: String = "a string") throws(JSONFieldError) -> String {
        guard case .string(let text) = node.value else { throw mismatch(key, node, expected) }
        return text
    }

    /// `true` or `false`.
    public func bool(_ node: JSONNode, key: String) throws(JSONFieldError) -> Bool {
        guard case .bool(let flag) = node.value else { throw mismatch(key, node, "true or false") }
        return flag
    }

    /// A number, optionally within bounds.
    public func number(
        _ node: JSONNode, key: String, minimum: Double? = nil, maximum: Double? = nil, expected: String = "a number"
    ) throws(JSONFieldError) -> Double {
        let value: Double
        switch node.value {
        case .integer(let number): value = Double(number)
        case .number(let number): value = number
        default: throw mismatch(key, node, expected)
        }
        if let minimum, value < minimum { throw mismatch(key, node, expected) }
        if let maximum, value > maximum { throw mismatch(key, node, expected) }
        return value
    }

    /// A whole number; with `integralNumbers`, also a number written with a fraction or exponent whose value
    /// is whole (`1.0e6`).
    public func integer(
        _ node: JSONNode, key: String, expected: String = "a whole number", integralNumbers: Bool = false
    ) throws(JSONFieldError) -> Int64 {
        if case .integer(let number) = node.value { return number }
        if integralNumbers, case .number(let number) = node.value, number.rounded() == number, abs(number) < 9e15 {
            return Int64(number)
        }
        throw mismatch(key, node, expected)
    }

    /// A whole number that fits `type`.
    public func integer<T: FixedWidthInteger>(
        _ node: JSONNode, key: String, as type: T.Type, expected: String, integralNumbers: Bool = false
    ) throws(JSONFieldError) -> T {
        let number = try integer(node, key: key, expected: expected, integralNumbers: integralNumbers)
        guard let result = T(exactly: number) else {
            throw JSONFieldError(line: node.line, message: "\(context): field \"\(key)\" is \(number), out of range (expected \(expected))")
        }
        return result
    }

    /// A string that must be one of a fixed set, e.g. a phase name; `what` names the set in the message.
    public func choice<T>(_ node: JSONNode, key: String, what: String, from options: [(String, T)]) throws(JSONFieldError) -> T {
        // The list of names is built only for an error (joining it for every event was a fifth of decoding
        // one; callgrind, docs/benchmarks.md).
        func expected() -> String { "one of: " + options.map(\.0).joined(separator: ", ") }
        guard case .string(let text) = node.value else { throw mismatch(key, node, expected()) }
        for (name, value) in options where name == text { return value }
        throw JSONFieldError(line: node.line, message: "\(context): unknown \(what) \"\(text)\" (expected \(expected()))")
    }

    /// An array.
    public func array(_ node: JSONNode, key: String, expected: String = "an array") throws(JSONFieldError) -> [JSONNode] {
        guard case .array(let items) = node.value else { throw mismatch(key, node, expected) }
        return items
    }
}

/// A field that is missing or has the wrong type: the line it is on and what is wrong. The reader of the
/// file adds the file's name (and, for a recording, uses the file's line).
public struct JSONFieldError: Error, Hashable, Sendable {
    /// The 1-based line within the parsed document.
    public var line: Int
    /// What is wrong, naming the object and the field.
    public var message: String

    /// Creates an error.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
