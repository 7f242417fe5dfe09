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
                let text = try validUTF8(bytes[index..<end])
                index = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            end += 1
        }
        var scalars = String.UnicodeScalarView()
        // The unescaped bytes since the last escape, as a range of `bytes`, validated when an escape or
        // the closing quote ends them.
        var rawStart = index
        func flush(upTo end: ArraySlice<UInt8>.Index) throws(JSONSyntaxError) {
            if rawStart < end { scalars.append(contentsOf: try validUTF8(bytes[rawStart..<end]).unicodeScalars) }
        }
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                try flush(upTo: index - 1)
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(upTo: index - 1)
                defer { rawStart = index }
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
                break
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

    /// `\uXXXX`, combining a UTF-16 surrogate pair. A lone surrogate is an error: RFC 8259 (section 8.2)
    /// leaves its meaning unpredictable, a Swift string cannot hold one, and replacing it with U+FFFD
    /// would change a name silently (docs/decisions.md, "Strict UTF-8 in the JSON reader").
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeStart = index - 2
        let first = try hex4()
        if (0xD800..<0xDC00).contains(first), current == UInt8(ascii: "\\"),
            index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let second = try hex4()
            if (0xDC00..<0xE000).contains(second), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) {
                return scalar
            }
        }
        guard let scalar = Unicode.Scalar(first) else {
            index = escapeStart
            throw failure("lone UTF-16 surrogate \\u\(String(first, radix: 16, uppercase: true)) in string (expected a high surrogate \\uD800–\\uDBFF followed by a low one \\uDC00–\\uDFFF)")
        }
        return scalar
    }

    /// The bytes of a string's unescaped run as text. JSON text is UTF-8 (RFC 8259, section 8.1) and this
    /// reader is strict: a malformed sequence is an error naming its column and byte, never a silent
    /// U+FFFD (issue 24). `String(validating:)` is the same single pass `String(decoding:)` makes.
    private func validUTF8(_ run: ArraySlice<UInt8>) throws(JSONSyntaxError) -> String {
        if let text = String(validating: run, as: UTF8.self) { return text }
        var iterator = run.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = run.startIndex
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        let byte = offset < run.endIndex ? run[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        throw JSONSyntaxError(
            detail: "invalid UTF-8 in string: byte 0x\(hex.count == 1 ? "0" + hex : hex) at column \(offset - lineStart + 1) (JSON text must be UTF-8)",
            line: line)
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
