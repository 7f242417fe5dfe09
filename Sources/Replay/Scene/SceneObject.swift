import InputRecording

/// Reads typed fields from one JSON object of a scene file: ``JSONFields`` (the field reader the native
/// recording reader also uses) with the scene's policy — a field given as `null` is a mismatch, not an
/// absent field — turning every problem into a ``SceneError`` that names the file, the line, the field,
/// what was found and what was expected.
struct SceneObject {
    let fields: JSONFields
    let file: String

    var members: [JSONMember] { fields.members }
    var line: Int { fields.line }
    /// What the object is, for messages (`window "main"`, `tap recognizer "doubleTap"`).
    var context: String { fields.context }

    init(members: [JSONMember], line: Int, context: String, file: String) {
        fields = JSONFields(members: members, line: line, context: context)
        self.file = file
    }

    init(_ node: JSONNode, context: String, file: String) throws(SceneError) {
        do {
            fields = try JSONFields(node, context: context)
        } catch {
            throw SceneError(file: file, line: error.line, message: error.message)
        }
        self.file = file
    }

    func error(_ line: Int, _ message: String) -> SceneError { SceneError(file: file, line: line, message: message) }

    private func sceneError(_ error: JSONFieldError) -> SceneError { self.error(error.line, error.message) }

    /// Runs one of ``JSONFields``' reads, naming the scene file in its error.
    private func read<T>(_ body: () throws(JSONFieldError) -> T) throws(SceneError) -> T {
        do {
            return try body()
        } catch {
            throw sceneError(error)
        }
    }

    /// Rejects fields the format does not know (usually typos, which would otherwise be silently ignored),
    /// and fields given twice.
    func checkKeys(allowed: [String]) throws(SceneError) {
        try read { () throws(JSONFieldError) in try fields.checkKeys(allowed: allowed) }
    }

    func member(_ key: String) -> JSONMember? { fields.member(key) }

    func required(_ key: String, expected: String) throws(SceneError) -> JSONNode {
        guard let member = member(key), member.value.value != .null else { throw sceneError(fields.missing(key, expected: expected)) }
        return member.value
    }

    func mismatch(_ key: String, _ node: JSONNode, _ expected: String) -> SceneError { sceneError(fields.mismatch(key, node, expected)) }

    func string(_ key: String) throws(SceneError) -> String? {
        guard let node = member(key)?.value else { return nil }
        return try read { () throws(JSONFieldError) in try fields.string(node, key: key) }
    }

    func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let node = member(key)?.value else { return nil }
        return try read { () throws(JSONFieldError) in try fields.bool(node, key: key) }
    }

    /// A finite number, optionally with bounds.
    func number(_ key: String, minimum: Double? = nil, maximum: Double? = nil, expected: String = "a number") throws(SceneError) -> Double? {
        guard let node = member(key)?.value else { return nil }
        return try Self.number(node, key: key, minimum: minimum, maximum: maximum, expected: expected, in: self)
    }

    static func number(
        _ node: JSONNode, key: String, minimum: Double? = nil, maximum: Double? = nil, expected: String, in object: SceneObject
    ) throws(SceneError) -> Double {
        try object.read { () throws(JSONFieldError) in
            try object.fields.number(node, key: key, minimum: minimum, maximum: maximum, expected: expected)
        }
    }

    func integer(_ key: String) throws(SceneError) -> Int? {
        guard let node = member(key)?.value else { return nil }
        return try read { () throws(JSONFieldError) in try fields.integer(node, key: key, as: Int.self, expected: "a whole number") }
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
        return try read { () throws(JSONFieldError) in try fields.array(node, key: key) }
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
