/// A batch file's result as the summary's JSON writes it, without `JSONEncoder`: the same bytes as encoding
/// ``BatchFileResult`` pretty-printed with sorted keys and unescaped slashes and moving it right, but written
/// straight into one string. Each worker renders a row per file, and the encoder (a tree of boxed values,
/// then the sort and the indentation pass) was 6 % of a worker's time on short recordings.
enum BatchRowJSON {
    /// `result`'s JSON object, every line (the blank line of an empty array excepted) after `indent`.
    static func object(_ result: BatchFileResult, indent: String) -> String {
        let inner = indent + "  "
        var out = indent + "{\n"
        var first = true
        func key(_ name: String) {
            if !first { out += ",\n" }
            first = false
            out += inner
            out += "\""
            out += name
            out += "\" : "
        }
        // Keys in sorted order; absent optionals are left out, as the encoder leaves them.
        if let divergence = result.divergence {
            key("divergence")
            string(divergence, into: &out)
        }
        key("events")
        out += String(result.events)
        if let failure = result.failure {
            key("failure")
            string(failure, into: &out)
        }
        key("file")
        string(result.file, into: &out)
        key("filterDecisions")
        out += String(result.filterDecisions)
        key("gestures")
        array(result.gestures, indent: inner, into: &out)
        key("golden")
        string(result.golden, into: &out)
        key("scene")
        string(result.scene, into: &out)
        key("status")
        string(result.status.rawValue, into: &out)
        key("warnings")
        array(result.warnings, indent: inner, into: &out)
        out += "\n" + indent + "}"
        return out
    }

    /// An array of strings; an empty one as the encoder writes it, `[`, a blank line, `]`.
    private static func array(_ values: [String], indent: String, into out: inout String) {
        guard !values.isEmpty else {
            out += "[\n\n" + indent + "]"
            return
        }
        out += "[\n"
        for (index, value) in values.enumerated() {
            if index > 0 { out += ",\n" }
            out += indent + "  "
            string(value, into: &out)
        }
        out += "\n" + indent + "]"
    }

    /// A JSON string: quotes and backslashes escaped, control characters as `\b \t \n \f \r` or `\u00XX`
    /// (lowercase hex), everything else (slashes, non-ASCII) as it is.
    static func string(_ value: String, into out: inout String) {
        out += "\""
        var plainFrom = value.utf8.startIndex
        var index = plainFrom
        let utf8 = value.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                // ASCII bytes are whole characters: the slice before them is valid UTF-8.
                out += Substring(utf8[plainFrom..<index])
                switch byte {
                case UInt8(ascii: "\""): out += "\\\""
                case UInt8(ascii: "\\"): out += "\\\\"
                case 0x08: out += "\\b"
                case 0x09: out += "\\t"
                case 0x0a: out += "\\n"
                case 0x0c: out += "\\f"
                case 0x0d: out += "\\r"
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out += "\\u00"
                    out.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                    out.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xf)]))
                }
                plainFrom = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out += Substring(utf8[plainFrom..<index])
        out += "\""
    }
}
