import InputCore

/// Reads typed fields from one JSON object, turning every mismatch into a message that names the field,
/// what was found and what was expected.
struct JSONObjectReader {
    let fields: [String: JSONValue]
    /// Prefix for messages, e.g. `touch event` or `device 2`.
    let context: String

    init(fields: [String: JSONValue], context: String) {
        self.fields = fields
        self.context = context
    }

    init(_ value: JSONValue, context: String) throws(NativeFieldError) {
        guard case .object(let fields) = value else {
            throw NativeFieldError("\(context) is \(value.shortDescription) (expected a JSON object)")
        }
        self.fields = fields
        self.context = context
    }

    func has(_ key: String) -> Bool { fields[key] != nil && fields[key] != .null }

    private func value(_ key: String, expected: String) throws(NativeFieldError) -> JSONValue {
        guard let value = fields[key], value != .null else {
            throw NativeFieldError("\(context): missing field \"\(key)\" (expected \(expected))")
        }
        return value
    }

    private func mismatch(_ key: String, _ value: JSONValue, _ expected: String) -> NativeFieldError {
        NativeFieldError("\(context): field \"\(key)\" is \(value.shortDescription) (expected \(expected))")
    }

    func integer(_ key: String, expected: String = "an integer") throws(NativeFieldError) -> Int64 {
        let found = try value(key, expected: expected)
        if case .integer(let number) = found { return number }
        if case .number(let number) = found, number.rounded() == number, abs(number) < 9e15 { return Int64(number) }
        throw mismatch(key, found, expected)
    }

    func integer<T: FixedWidthInteger>(_ key: String, as type: T.Type, expected: String) throws(NativeFieldError) -> T {
        let number = try integer(key, expected: expected)
        guard let result = T(exactly: number) else {
            throw NativeFieldError("\(context): field \"\(key)\" is \(number), out of range (expected \(expected))")
        }
        return result
    }

    func number(_ key: String, expected: String = "a number") throws(NativeFieldError) -> Double {
        let found = try value(key, expected: expected)
        switch found {
        case .integer(let number): return Double(number)
        case .number(let number): return number
        default: throw mismatch(key, found, expected)
        }
    }

    func optionalNumber(_ key: String) throws(NativeFieldError) -> Double? {
        has(key) ? try number(key) : nil
    }

    func string(_ key: String, expected: String = "a string") throws(NativeFieldError) -> String {
        let found = try value(key, expected: expected)
        guard case .string(let text) = found else { throw mismatch(key, found, expected) }
        return text
    }

    func optionalString(_ key: String) throws(NativeFieldError) -> String? {
        has(key) ? try string(key) : nil
    }

    /// A string that must be one of a fixed set, e.g. a phase name.
    func choice<T>(_ key: String, what: String, from options: [(String, T)]) throws(NativeFieldError) -> T {
        // The list of names is built only for an error: this runs for every event and contact change, and
        // joining the names each time was a fifth of decoding an event (callgrind, docs/benchmarks.md).
        func expected() -> String { "one of: " + options.map(\.0).joined(separator: ", ") }
        guard let found = fields[key], found != .null else {
            throw NativeFieldError("\(context): missing field \"\(key)\" (expected \(expected()))")
        }
        guard case .string(let text) = found else { throw mismatch(key, found, expected()) }
        for (name, value) in options where name == text { return value }
        throw NativeFieldError("\(context): unknown \(what) \"\(text)\" (expected \(expected()))")
    }

    func array(_ key: String, expected: String) throws(NativeFieldError) -> [JSONValue] {
        let found = try value(key, expected: expected)
        guard case .array(let items) = found else { throw mismatch(key, found, expected) }
        return items
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
