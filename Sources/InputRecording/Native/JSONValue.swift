import Foundation

/// A parsed JSON value, kept generic so the native reader can say exactly which field was wrong
/// instead of passing on a decoder's generic message.
enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses one line of text; `nil` with a short reason when it is not JSON.
    static func parse(_ bytes: some Collection<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: Data(bytes)))
        } catch let DecodingError.dataCorrupted(context) {
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return .failure(JSONSyntaxError(detail: detail ?? context.debugDescription))
        } catch {
            return .failure(JSONSyntaxError(detail: "\(error)"))
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
