import InputCore

/// Reads typed fields of one JSON object in a rules document, every problem an ``InputRulesError`` with
/// the file, the line, the field, what was found and what was expected. Unknown and repeated fields are
/// errors: a misspelt filter would otherwise silently not filter.
struct RulesObject {
    let members: [JSONMember]
    let line: Int
    let context: String
    let file: String

    init(_ node: JSONNode, context: String, file: String) throws(InputRulesError) {
        guard case .object(let members) = node.value else {
            throw InputRulesError(file: file, line: node.line, message: "\(context) is \(node.shortDescription) (expected a JSON object)")
        }
        self.members = members
        self.line = node.line
        self.context = context
        self.file = file
    }

    func error(_ line: Int, _ message: String) -> InputRulesError { InputRulesError(file: file, line: line, message: message) }

    func checkKeys(_ allowed: [String]) throws(InputRulesError) {
        var seen: Set<String> = []
        for member in members {
            guard allowed.contains(member.key) else {
                throw error(member.line, "unknown field \"\(member.key)\" in \(context) (expected one of: \(allowed.joined(separator: ", ")))")
            }
            guard seen.insert(member.key).inserted else { throw error(member.line, "field \"\(member.key)\" appears twice in \(context)") }
        }
    }

    func node(_ key: String) -> JSONNode? {
        guard let node = members.first(where: { $0.key == key })?.value, node.value != .null else { return nil }
        return node
    }

    func mismatch(_ key: String, _ node: JSONNode, _ expected: String) -> InputRulesError {
        error(node.line, "\(context): field \"\(key)\" is \(node.shortDescription) (expected \(expected))")
    }

    func string(_ key: String) throws(InputRulesError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .string(let text) = node.value, !text.isEmpty else { throw mismatch(key, node, "a non-empty string") }
        return text
    }

    /// A finite number in `range`.
    func number(_ key: String, _ range: ClosedRange<Double>, expected: String) throws(InputRulesError) -> Double? {
        guard let node = node(key) else { return nil }
        let value: Double
        switch node.value {
        case .integer(let number): value = Double(number)
        case .number(let number): value = number
        default: throw mismatch(key, node, expected)
        }
        guard value.isFinite, range.contains(value) else { throw mismatch(key, node, expected) }
        return value
    }

    /// A vendor or product id: a number, or a hexadecimal string as `lsusb` and evemu print it (`"0eef"`).
    func deviceID(_ key: String) throws(InputRulesError) -> UInt32? {
        guard let node = node(key) else { return nil }
        let expected = "a number 0…65535 or a hexadecimal string such as \"0eef\""
        switch node.value {
        case .integer(let number):
            guard let id = UInt32(exactly: number), id <= 0xffff else { throw mismatch(key, node, expected) }
            return id
        case .string(let text):
            let digits = text.lowercased().hasPrefix("0x") ? String(text.dropFirst(2)) : text
            guard let id = UInt32(digits, radix: 16), id <= 0xffff else { throw mismatch(key, node, expected) }
            return id
        default:
            throw mismatch(key, node, expected)
        }
    }

    func object(_ key: String, context inner: String) throws(InputRulesError) -> RulesObject? {
        guard let node = node(key) else { return nil }
        return try RulesObject(node, context: inner, file: file)
    }

    func array(_ key: String, expected: String) throws(InputRulesError) -> [JSONNode]? {
        guard let node = node(key) else { return nil }
        guard case .array(let items) = node.value else { throw mismatch(key, node, expected) }
        return items
    }

    /// `true` (the filter with its defaults) or an object of its settings; `false` is the same as absent.
    func filter(_ key: String, context inner: String) throws(InputRulesError) -> RulesObject?? {
        guard let node = node(key) else { return .none }
        switch node.value {
        case .bool(let enabled): return enabled ? .some(nil) : .none
        case .object: return .some(try RulesObject(node, context: inner, file: file))
        default: throw mismatch(key, node, "true or an object of settings")
        }
    }
}

extension JSONNode {
    /// A single-line JSON value (a recording header's field) as located nodes, every one on `line`.
    static func located(_ value: JSONValue, line: Int) -> JSONNode {
        switch value {
        case .array(let items): JSONNode(.array(items.map { located($0, line: line) }), line: line)
        case .object(let fields):
            JSONNode(.object(fields.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, line: line, value: located($0.value, line: line)) }), line: line)
        default: scalar(value, line: line)
        }
    }
}
