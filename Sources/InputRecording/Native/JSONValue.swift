/// A JSON scalar as `JSONParser` reads it, before it becomes a located `JSONNode`; also the tree of a
/// single-line value where lines do not matter (`RulesObject.located`).
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

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

/// Why a line (or document) is not JSON.
struct JSONSyntaxError: Error, Hashable, Sendable {
    /// What is wrong, ending with the column.
    var detail: String
    /// The 1-based line within the parsed text (always 1 for a recording's single line).
    var line: Int = 1
}
