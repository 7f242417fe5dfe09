/// A parsed JSON value, kept generic so the native reader can say exactly which field was wrong
/// instead of passing on a decoder's generic message. Parsed by `JSONParser`.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses one line of text, or says what is wrong with it and at which column.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONParser<JSONValue>(bytes: bytes)
        do {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }

    /// How the value reads in an error message: strings quoted, containers abbreviated.
    var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: JSONTree {
    static func makeFields() -> [String: JSONValue] { [:] }
    static func add(_ key: String, line: Int, _ value: JSONValue, to fields: inout [String: JSONValue]) {
        fields[key] = value
    }
    static func object(_ fields: [String: JSONValue], line: Int) -> JSONValue { .object(fields) }
    static func array(_ items: [JSONValue], line: Int) -> JSONValue { .array(items) }
    static func scalar(_ value: JSONValue, line: Int) -> JSONValue { value }
}

/// Why a line (or document) is not JSON.
struct JSONSyntaxError: Error, Hashable, Sendable {
    /// What is wrong, ending with the column.
    var detail: String
    /// The 1-based line within the parsed text (always 1 for a recording's single line).
    var line: Int = 1
}
