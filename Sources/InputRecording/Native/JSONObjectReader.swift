import InputCore

/// The native format's view of one JSON object: ``JSONFields`` (the field reader the scene reader also
/// uses) with the recording format's policy — `null` is the same as an absent field, a field given twice
/// counts once with its last value, and an integral number such as `1.0e6` is accepted where an integer
/// is expected. Recording lines are single-line documents, so messages carry no line of their own: the
/// reader names the file's line.
struct JSONObjectReader {
    let fields: JSONFields
    /// Prefix for messages, e.g. `touch event` or `device 2`.
    var context: String { fields.context }

    init(fields: JSONFields) { self.fields = fields }

    init(_ node: JSONNode, context: String) throws(NativeFieldError) {
        do {
            fields = try JSONFields(node, context: context)
        } catch {
            throw NativeFieldError(error.message)
        }
    }

    /// The same object under another name for messages.
    func named(_ context: String) -> JSONObjectReader { JSONObjectReader(fields: fields.named(context)) }

    /// The field's value (the last one given), unless it is absent or `null`.
    func node(_ key: String) -> JSONNode? {
        guard let member = fields.members.last(where: { $0.key == key }), member.value.value != .null else { return nil }
        return member.value
    }

    func has(_ key: String) -> Bool { node(key) != nil }

    private func value(_ key: String, expected: String) throws(NativeFieldError) -> JSONNode {
        guard let node = node(key) else { throw NativeFieldError(fields.missing(key, expected: expected).message) }
        return node
    }

    /// Runs one of ``JSONFields``' typed reads, keeping only its message (the reader adds file and line).
    private func read<T>(_ body: () throws(JSONFieldError) -> T) throws(NativeFieldError) -> T {
        do {
            return try body()
        } catch {
            throw NativeFieldError(error.message)
        }
    }

    func integer(_ key: String, expected: String = "an integer") throws(NativeFieldError) -> Int64 {
        let found = try value(key, expected: expected)
        return try read { () throws(JSONFieldError) in try fields.integer(found, key: key, expected: expected, integralNumbers: true) }
    }

    func integer<T: FixedWidthInteger>(_ key: String, as type: T.Type, expected: String) throws(NativeFieldError) -> T {
        let found = try value(key, expected: expected)
        return try read { () throws(JSONFieldError) in
            try fields.integer(found, key: key, as: type, expected: expected, integralNumbers: true)
        }
    }

    func number(_ key: String, expected: String = "a number") throws(NativeFieldError) -> Double {
        let found = try value(key, expected: expected)
        return try read { () throws(JSONFieldError) in try fields.number(found, key: key, expected: expected) }
    }

    func optionalNumber(_ key: String) throws(NativeFieldError) -> Double? {
        has(key) ? try number(key) : nil
    }

    func string(_ key: String, expected: String = "a string") throws(NativeFieldError) -> String {
        let found = try value(key, expected: expected)
        return try read { () throws(JSONFieldError) in try fields.string(found, key: key, expected: expected) }
    }

    func optionalString(_ key: String) throws(NativeFieldError) -> String? {
        has(key) ? try string(key) : nil
    }

    /// A string that must be one of a fixed set, e.g. a phase name.
    func choice<T>(_ key: String, what: String, from options: [(String, T)]) throws(NativeFieldError) -> T {
        guard let found = node(key) else {
            throw NativeFieldError(fields.missing(key, expected: "one of: " + options.map(\.0).joined(separator: ", ")).message)
        }
        return try read { () throws(JSONFieldError) in try fields.choice(found, key: key, what: what, from: options) }
    }

    func array(_ key: String, expected: String) throws(NativeFieldError) -> [JSONNode] {
        let found = try value(key, expected: expected)
        return try read { () throws(JSONFieldError) in try fields.array(found, key: key, expected: expected) }
    }

    func object(_ key: String, context inner: String) throws(NativeFieldError) -> JSONObjectReader {
        try JSONObjectReader(try value(key, expected: "an object"), context: inner)
    }
}

/// A field that is missing or has the wrong type; the reader adds file and line.
struct NativeFieldError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
