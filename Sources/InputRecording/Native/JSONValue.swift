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
        var parser = JSONParser(bytes: bytes)
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

/// Why a line is not JSON.
struct JSONSyntaxError: Error, Hashable, Sendable {
    var detail: String
}
