/// What the parser builds: `JSONNode` (every value with its line), for recording lines that are not the
/// writer's touch-frame shape (those skip the parser: `NativeTouchLineDecoder`) and for multi-line
/// documents such as scenes. Generic so that another tree can be built without a second parser.
protocol JSONTree {
    /// An object's fields while they are being read.
    associatedtype Fields
    static func makeFields() -> Fields
    static func add(_ key: String, line: Int, _ value: Self, to fields: inout Fields)
    static func object(_ fields: Fields, line: Int) -> Self
    static func array(_ items: [Self], line: Int) -> Self
    static func scalar(_ value: JSONValue, line: Int) -> Self
}

/// A small strict JSON parser (RFC 8259) over one line's bytes, or a whole multi-line document.
///
/// Written for the native reader rather than using `JSONDecoder`: it is several times faster on the
/// many small objects a recording holds, it keeps integers (microsecond times) exact, and its errors
/// give the line and column, which a person fixing a hand-edited file needs.
struct JSONParser<Tree: JSONTree> {
    private let bytes: ArraySlice<UInt8>
    private var index: ArraySlice<UInt8>.Index
    /// The 1-based line `index` is on (strings cannot hold raw newlines, so only whitespace counts them).
    private var line = 1
    private var lineStart: ArraySlice<UInt8>.Index
    /// Nesting limit, so a line of `[[[[…` cannot exhaust the stack.
    private static var maximumDepth: Int { 64 }

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
        lineStart = bytes.startIndex
    }

    /// Parses exactly one value followed only by whitespace.
    mutating func document() throws(JSONSyntaxError) -> Tree {
        let value = try self.value(depth: 0)
        skipWhitespace()
        guard index == bytes.endIndex else { throw failure("unexpected text after the JSON value") }
        return value
    }

    private func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(detail: "\(message) at column \(index - lineStart + 1)", line: line)
    }

    private var current: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0d {
            index += 1
            if byte == 0x0a {
                line += 1
                lineStart = index
            }
        }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONSyntaxError) -> Tree {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("invalid literal (expected \(literal))") }
            index += 1
        }
        return Tree.scalar(value, line: line)
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> Tree {
        guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""):
            let start = line
            return Tree.scalar(.string(try string()), line: start)
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
            return Tree.scalar(try number(), line: line)
        case nil: throw failure("unexpected end of line (expected a value)")
        default: throw failure("unexpected character (expected a value)")
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> Tree {
        let start = line
        index += 1
        var fields = Tree.makeFields()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return Tree.object(fields, line: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a field name in quotes") }
            let keyLine = line
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after field name") }
            index += 1
            Tree.add(key, line: keyLine, try value(depth: depth + 1), to: &fields)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return Tree.object(fields, line: start)
            default: throw failure("expected ',' or '}' in object")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> Tree {
        let start = line
        index += 1
        var items: [Tree] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return Tree.array(items, line: start)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return Tree.array(items, line: start)
            default: throw failure("expected ',' or ']' in array")
            }
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        // Fast path: almost every string in a recording (keys, phases, names) has no escape, so it is one
        // scan and one UTF-8 decode. Building it scalar by scalar cost about 2,700 instructions a string
        // and was a tenth of reading a native recording (callgrind, docs/benchmarks.md). Anything else
        // (an escape, a control character, no closing quote) takes the general path from the start.
        var end = index
        while end < bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            end += 1
        }
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard let escape = current else { throw failure("unterminated escape") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw failure("invalid escape in string")
                }
            case 0..<0x20:
                throw failure("control character in string (escape it)")
            default:
                raw.append(byte)
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw failure("invalid \\u escape (expected four hexadecimal digits)")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// `\uXXXX`, combining a UTF-16 surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800..<0xDC00).contains(first), current == UInt8(ascii: "\\"),
            index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let second = try hex4()
            if (0xDC00..<0xE000).contains(second) {
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        var isInteger = true
        if current == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            var count = 0
            while let byte = current, (0x30...0x39).contains(byte) {
                index += 1
                count += 1
            }
            return count
        }
        guard digits() > 0 else { throw failure("invalid number (expected digits)") }
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits() > 0 else { throw failure("invalid number (expected digits after '.')") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("invalid number (expected exponent digits)") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int64(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else { throw failure("number out of range") }
        return .number(double)
    }
}
