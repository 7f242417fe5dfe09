/// A JSON value read from a multi-line document, with the line it starts on, so a reader of a
/// hand-written file (a scene) can say `scene.json:14: …` about any field.
///
/// Parsed by the same strict parser as the native recording format (`JSONDocument.parse`). Objects keep
/// their fields in file order, each with the line of its key.
public struct JSONNode: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// The 1-based line the value starts on.
    public var line: Int

    /// A JSON value whose containers hold located nodes.
    public enum Value: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number written without fraction or exponent that fits in 64 bits (kept exact).
        case integer(Int64)
        /// Any other number.
        case number(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object's fields in file order (a repeated key appears twice; readers decide).
        case object([JSONMember])
    }

    /// Creates a node.
    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// How the value reads in an error message: strings quoted, containers named.
    public var shortDescription: String {
        switch value {
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

/// One field of a JSON object: its key, the key's line, and its value.
public struct JSONMember: Hashable, Sendable {
    /// The field name.
    public var key: String
    /// The 1-based line of the key.
    public var line: Int
    /// The value.
    public var value: JSONNode

    /// Creates a field.
    public init(key: String, line: Int, value: JSONNode) {
        self.key = key
        self.line = line
        self.value = value
    }
}

/// A document that is not valid JSON: the line, and what is wrong at which column.
public struct JSONDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong, ending with `at column N`.
    public var detail: String
    /// Creates an error.
    public init(line: Int, detail: String) {
        self.line = line
        self.detail = detail
    }
    /// `line N: detail`.
    public var description: String { "line \(line): \(detail)" }
}

/// Parses whole JSON documents (RFC 8259, strict: no comments, no trailing commas) into located nodes.
public enum JSONDocument {
    /// Parses UTF-8 bytes holding exactly one JSON value.
    public static func parse(_ bytes: [UInt8]) -> Result<JSONNode, JSONDocumentError> {
        var parser = JSONParser<JSONNode>(bytes: bytes[...])
        do {
            return .success(try parser.document())
        } catch {
            return .failure(JSONDocumentError(line: error.line, detail: error.detail))
        }
    }

    /// Parses text holding exactly one JSON value.
    public static func parse(_ text: String) -> Result<JSONNode, JSONDocumentError> { parse(Array(text.utf8)) }

    /// `text` as a JSON string literal, quotes included (the escaping the recording writer uses).
    public static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

extension JSONNode: JSONTree {
    static func makeFields() -> [JSONMember] { [] }
    static func add(_ key: String, line: Int, _ value: JSONNode, to fields: inout [JSONMember]) {
        fields.append(JSONMember(key: key, line: line, value: value))
    }
    static func object(_ fields: [JSONMember], line: Int) -> JSONNode { JSONNode(.object(fields), line: line) }
    static func array(_ items: [JSONNode], line: Int) -> JSONNode { JSONNode(.array(items), line: line) }
    static func scalar(_ value: JSONValue, line: Int) -> JSONNode {
        switch value {
        case .null: JSONNode(.null, line: line)
        case .bool(let flag): JSONNode(.bool(flag), line: line)
        case .integer(let number): JSONNode(.integer(number), line: line)
        case .number(let number): JSONNode(.number(number), line: line)
        case .string(let text): JSONNode(.string(text), line: line)
        // The parser builds containers through `object`/`array`; a scalar is never one.
        case .array(let items): JSONNode(.array(items.map { scalar($0, line: line) }), line: line)
        case .object(let fields):
            JSONNode(.object(fields.sorted { $0.key < $1.key }.map {
                JSONMember(key: $0.key, line: line, value: scalar($0.value, line: line))
            }), line: line)
        }
    }
}
