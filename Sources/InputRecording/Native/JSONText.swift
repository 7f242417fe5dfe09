/// Builds one JSON object as text with keys in the order they are added.
///
/// A fixed key order (time, device, type, then the payload) makes recordings diff well and lets a person
/// read them; `JSONSerialization` would order keys arbitrarily.
struct JSONText {
    private(set) var text = "{"
    private var isEmpty = true

    private mutating func key(_ name: String) {
        text += isEmpty ? "" : ","
        isEmpty = false
        text += JSONText.quoted(name) + ":"
    }

    mutating func add(_ name: String, _ value: String) {
        key(name)
        text += JSONText.quoted(value)
    }

    mutating func add(_ name: String, _ value: Int64) {
        key(name)
        text += String(value)
    }

    /// Adds a finite number; throws on NaN or infinity, which JSON cannot express.
    mutating func add(_ name: String, number value: Double) throws(RecordingWriteError) {
        key(name)
        text += try JSONText.number(value, field: name)
    }

    mutating func addRaw(_ name: String, _ json: String) {
        key(name)
        text += json
    }

    /// The finished object.
    var closed: String { text + "}" }

    /// Shortest text that reads back as the same `Double`; integral values without `.0`.
    static func number(_ value: Double, field: String) throws(RecordingWriteError) -> String {
        guard value.isFinite else {
            throw RecordingWriteError(message: "field \"\(field)\" is \(value), which JSON cannot store (expected a finite number)")
        }
        if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
