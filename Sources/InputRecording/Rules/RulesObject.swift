import InputCore

/// Reads typed fields of one JSON object in a rules document: ``JSONFields`` (the field reader the native
/// recording and scene readers also use) with the rules' own policy — a field given as `null` is an
/// error, as in a scene (`"debounce": null` could mean off or the defaults; leaving the field out says
/// which), a string must not be empty — turning every problem into an ``InputRulesError`` with the file,
/// the line, the field, what was found and what was expected. Unknown and repeated fields are errors: a
/// misspelt filter would otherwise silently not filter. `resolvedDevices` is the one place `null` is a
/// value (a device that got no rule); it reads its members itself.
struct RulesObject {
    let fields: JSONFields
    let file: String

    var members: [JSONMember] { fields.members }
    var line: Int { fields.line }
    /// What the object is, for messages (`rule "left panel"`, `rule "a" dead zone 1`).
    var context: String { fields.context }

    init(_ node: JSONNode, context: String, file: String) throws(InputRulesError) {
        self.file = file
        do {
            fields = try JSONFields(node, context: context)
        } catch {
            throw InputRulesError(file: file, line: error.line, message: error.message)
        }
    }

    func error(_ line: Int, _ message: String) -> InputRulesError { InputRulesError(file: file, line: line, message: message) }

    /// Runs one of ``JSONFields``' reads, naming the rules file in its error.
    private func read<T>(_ body: () throws(JSONFieldError) -> T) throws(InputRulesError) -> T {
        do {
            return try body()
        } catch {
            throw self.error(error.line, error.message)
        }
    }

    /// Rejects unknown and repeated fields, then fields given as `null` (docs/decisions.md, "`null` in a
    /// rules file").
    func checkKeys(_ allowed: [String]) throws(InputRulesError) {
        try read { () throws(JSONFieldError) in try fields.checkKeys(allowed: allowed) }
        if let member = members.first(where: { $0.value.value == .null }) {
            throw mismatch(member.key, member.value, "a value; leave the field out for its default")
        }
    }

    /// The value of `key`, or nil when it is absent (or `null`, which ``checkKeys(_:)`` rejects).
    func node(_ key: String) -> JSONNode? {
        guard let node = fields.member(key)?.value, node.value != .null else { return nil }
        return node
    }

    func mismatch(_ key: String, _ node: JSONNode, _ expected: String) -> InputRulesError {
        let error = fields.mismatch(key, node, expected)
        return self.error(error.line, error.message)
    }

    /// A non-empty string.
    func string(_ key: String) throws(InputRulesError) -> String? {
        guard let node = node(key) else { return nil }
        let text = try read { () throws(JSONFieldError) in try fields.string(node, key: key, expected: "a non-empty string") }
        guard !text.isEmpty else { throw mismatch(key, node, "a non-empty string") }
        return text
    }

    /// A finite number in `range`.
    func number(_ key: String, _ range: ClosedRange<Double>, expected: String) throws(InputRulesError) -> Double? {
        guard let node = node(key) else { return nil }
        let value = try read { () throws(JSONFieldError) in
            try fields.number(node, key: key, minimum: range.lowerBound, maximum: range.upperBound, expected: expected)
        }
        guard value.isFinite else { throw mismatch(key, node, expected) }
        return value
    }

    /// A vendor or product id: a number, or a hexadecimal string as `lsusb` and evemu print it (`"0eef"`).
    func deviceID(_ key: String) throws(InputRulesError) -> UInt32? {
        guard let node = node(key) else { return nil }
        let expected = "a number 0…65535 or a hexadecimal string such as \"0eef\""
        if case .string(let text) = node.value {
            let digits = text.lowercased().hasPrefix("0x") ? String(text.dropFirst(2)) : text
            guard let id = UInt32(digits, radix: 16), id <= 0xffff else { throw mismatch(key, node, expected) }
            return id
        }
        // Any other value: a whole number in range, else the same message (an out-of-range number is not
        // worded apart here, as it never was).
        guard let id = try? fields.integer(node, key: key, as: UInt32.self, expected: expected), id <= 0xffff else {
            throw mismatch(key, node, expected)
        }
        return id
    }

    func object(_ key: String, context inner: String) throws(InputRulesError) -> RulesObject? {
        guard let node = node(key) else { return nil }
        return try RulesObject(node, context: inner, file: file)
    }

    func array(_ key: String, expected: String) throws(InputRulesError) -> [JSONNode]? {
        guard let node = node(key) else { return nil }
        return try read { () throws(JSONFieldError) in try fields.array(node, key: key, expected: expected) }
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

    /// The numbers of an array (integers or finite numbers), leaving out anything else; the caller checks
    /// the count against the array's, so one non-number makes the whole field a mismatch.
    static func numbers(_ items: [JSONNode]) -> [Double] {
        items.compactMap { item -> Double? in
            guard case .number(let number) = item.value else {
                if case .integer(let number) = item.value { return Double(number) }
                return nil
            }
            return number.isFinite ? number : nil
        }
    }
}
