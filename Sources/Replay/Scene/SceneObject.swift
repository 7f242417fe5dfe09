import InputRecording

/// Reads typed fields from one JSON object of a scene file, turning every problem into a ``SceneError``
/// that names the file, the line, the field, what was found and what was expected.
struct SceneObject {
    let members: [JSONMember]
    let line: Int
    /// What the object is, for messages (`window "main"`, `tap recognizer "doubleTap"`).
    let context: String
    let file: String

    init(members: [JSONMember], line: Int, context: String, file: String) {
        self.members = members
        self.line = line
        self.context = context
        self.file = file
    }

    init(_ node: JSONNode, context: String, file: String) throws(SceneError) {
        guard case .object(let members) = node.value else {
            throw SceneError(file: file, line: node.line, message: "\(context) is \(node.shortDescription) (expected a JSON object)")
        }
        self.members = members
        self.line = node.line
        self.context = context
        self.file = file
    }

    func error(_ line: Int, _ message: String) -> SceneError { SceneError(file: file, line: line, message: message) }

    /// Rejects fields the format does not know (usually typos, which would otherwise be silently ignored),
    /// and fields given twice.
    func checkKeys(allowed: [String]) throws(SceneError) {
        var seen: Set<String> = []
        for member in members {
            guard allowed.contains(member.key) else {
                throw error(member.line, "unknown field \"\(member.key)\" in \(context) (expected one of: \(allowed.joined(separator: ", ")))")
            }
            guard seen.insert(member.key).inserted else {
                throw error(member.line, "field \"\(member.key)\" appears twice in \(context)")
            }
        }
    }

    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }

    func required(_ key: String, expected: String) throws(SceneError) -> JSONNode {
        guard let member = member(key), member.value.value != .null else {
            throw error(line, "\(context): missing field \"\(key)\" (expected \(expected))")
        }
        return member.value
    }

    func mismatch(_ key: String, _ node: JSONNode, _ expected: String) -> SceneError {
        error(node.line, "\(context): field \"\(key)\" is \(node.shortDescription) (expected \(expected))")
    }

    func string(_ key: String) throws(SceneError) -> String? {
        guard let node = member(key)?.value else { return nil }
        guard case .string(let text) = node.value else { throw mismatch(key, node, "a string") }
        return text
    }

    func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let node = member(key)?.value else { return nil }
        guard case .bool(let flag) = node.value else { throw mismatch(key, node, "true or false") }
        return flag
    }

    /// A finite number, optionally with bounds.
    func number(_ key: String, minimum: Double? = nil, maximum: Double? = nil, expected: String = "a number") throws(SceneError) -> Double? {
        guard let node = member(key)?.value else { return nil }
        return try Self.number(node, key: key, minimum: minimum, maximum: maximum, expected: expected, in: self)
    }

    static func number(
        _ node: JSONNode, key: String, minimum: Double? = nil, maximum: Double? = nil, expected: String, in object: SceneObject
    ) throws(SceneError) -> Double {
        let value: Double
        switch node.value {
        case .integer(let number): value = Double(number)
        case .number(let number): value = number
        default: throw object.mismatch(key, node, expected)
        }
        if let minimum, value < minimum { throw object.mismatch(key, node, expected) }
        if let maximum, value > maximum { throw object.mismatch(key, node, expected) }
        return value
    }

    func integer(_ key: String) throws(SceneError) -> Int? {
        guard let node = member(key)?.value else { return nil }
        guard case .integer(let number) = node.value, let value = Int(exactly: number) else {
            throw mismatch(key, node, "a whole number")
        }
        return value
    }

    /// An array of exactly `count` numbers.
    func numbers(_ key: String, count: Int, expected: String) throws(SceneError) -> [Double]? {
        guard let node = member(key)?.value else { return nil }
        guard case .array(let items) = node.value, items.count == count else { throw mismatch(key, node, expected) }
        var values: [Double] = []
        for item in items { values.append(try Self.number(item, key: key, expected: expected, in: self)) }
        return values
    }

    func array(_ key: String) throws(SceneError) -> [JSONNode]? {
        guard let node = member(key)?.value else { return nil }
        guard case .array(let items) = node.value else { throw mismatch(key, node, "an array") }
        return items
    }

    /// An array of names, each with its line.
    func names(_ key: String) throws(SceneError) -> [NameReference] {
        guard let items = try array(key) else { return [] }
        var names: [NameReference] = []
        for item in items {
            guard case .string(let name) = item.value else { throw mismatch(key, item, "an array of recognizer names") }
            names.append(NameReference(name, line: item.line))
        }
        return names
    }
}
