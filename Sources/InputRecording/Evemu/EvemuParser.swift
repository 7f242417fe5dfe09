import InputCore

/// Parses evemu text: the device description (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`) and events (`E:`).
///
/// Versions 1.0 to 1.3 (the `# EVEMU 1.x` first line; none means 1.0). 1.1 allows comments anywhere,
/// so a `#` ends every line except `N:` (a name may contain `#`); 1.2 adds the resolution to `A:`
/// (optional here for every version); 1.3 adds `L:` and `S:` (LED and switch states), which are read
/// and ignored because the decoder does not need them.
struct EvemuParser {
    /// Description lines seen so far.
    private(set) var name: String?
    private var id: [UInt16] = [0, 0, 0, 0]
    private var propertyBytes: [UInt8] = []
    private var typeBytes: [UInt16: [UInt8]] = [:]
    private var absInfo: [UInt16: EvdevAbsInfo] = [:]
    private(set) var events: [EvdevRawEvent] = []
    /// Whether any description line was seen (a `.events` file has none).
    private(set) var hasDescription = false
    let file: String

    init(file: String) { self.file = file }

    /// The profile the description lines define.
    var profile: EvdevDeviceProfile {
        var codes: [UInt16: Set<UInt16>] = [:]
        for (type, bytes) in typeBytes {
            let set = Self.bits(bytes)
            if !set.isEmpty { codes[type] = set }
        }
        return EvdevDeviceProfile(
            name: name ?? "", busType: id[0], vendor: id[1], product: id[2], version: id[3], codes: codes,
            absInfo: absInfo, properties: Self.bits(propertyBytes))
    }

    private static func bits(_ bytes: [UInt8]) -> Set<UInt16> {
        var result: Set<UInt16> = []
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { result.insert(UInt16(truncatingIfNeeded: index * 8 + bit)) }
        }
        return result
    }

    private func error(_ line: Int, _ message: String) -> RecordingImportError {
        RecordingImportError(file: file, line: line, message: message)
    }

    /// Parses one line (without its newline).
    mutating func parse(line text: Substring, number: Int) throws(RecordingImportError) {
        let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
        if trimmed.isEmpty { return }
        if trimmed.hasPrefix("#") {
            try checkVersion(trimmed, number: number)
            return
        }
        guard trimmed.count >= 2, trimmed.dropFirst().first == ":", let kind = trimmed.first else {
            throw error(number, "unrecognised line \"\(Self.clip(trimmed))\" (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)")
        }
        let rest = trimmed.dropFirst(2)
        if kind == "N" {
            hasDescription = true
            name = rest.trimmingWhitespace()
            return
        }
        let fields = (rest.firstIndex(of: "#").map { rest[..<$0] } ?? rest).split(whereSeparator: { $0 == " " || $0 == "\t" })
        if kind != "E" && !events.isEmpty {
            throw error(number, "\(kind): line after the first event (expected the description before any E: line)")
        }
        switch kind {
        case "I": try parseID(fields, number: number)
        case "P": propertyBytes += try hexBytes(fields, number: number, what: "P: expects up to 8 hexadecimal bytes")
        case "B": try parseBits(fields, number: number)
        case "A": try parseAbs(fields, number: number)
        case "L", "S": hasDescription = true
        case "E": try parseEvent(fields, number: number)
        default:
            throw error(number, "unknown line type \"\(kind):\" (expected N:, I:, P:, B:, A:, L:, S: or E:)")
        }
    }

    private mutating func checkVersion(_ comment: Substring, number: Int) throws(RecordingImportError) {
        let words = comment.dropFirst().split(separator: " ")
        guard words.count >= 2, words[0] == "EVEMU" else { return }
        let supported = ["1.0", "1.1", "1.2", "1.3"]
        guard supported.contains(String(words[1])) else {
            throw error(number, "unsupported evemu version \"\(words[1])\" (expected one of: \(supported.joined(separator: ", ")))")
        }
    }

    private mutating func parseID(_ fields: [Substring], number: Int) throws(RecordingImportError) {
        hasDescription = true
        let values = fields.compactMap { UInt16($0, radix: 16) }
        guard fields.count == 4, values.count == 4 else {
            throw error(number, "I: expects 4 hexadecimal numbers (bus vendor product version), found \"\(fields.joined(separator: " "))\"")
        }
        id = values
    }

    private mutating func hexBytes(_ fields: some Collection<Substring>, number: Int, what: String) throws(RecordingImportError) -> [UInt8] {
        hasDescription = true
        var bytes: [UInt8] = []
        for field in fields {
            guard let byte = UInt8(field, radix: 16) else {
                throw error(number, "\(what), found \"\(field)\"")
            }
            bytes.append(byte)
        }
        return bytes
    }

    private mutating func parseBits(_ fields: [Substring], number: Int) throws(RecordingImportError) {
        guard let typeField = fields.first, let type = UInt16(typeField, radix: 16) else {
            throw error(number, "B: expects an event type and bitmask bytes in hexadecimal, found \"\(fields.joined(separator: " "))\"")
        }
        let bytes = try hexBytes(fields.dropFirst(), number: number, what: "B: expects hexadecimal bitmask bytes")
        // `B: 00` is the mask of supported *types* (EV_SYN's slot in EVIOCGBIT), not of SYN codes; the
        // types are implied by the other lines, so it is not kept.
        guard type != Evdev.EV_SYN else { return }
        typeBytes[type, default: []] += bytes
    }

    private mutating func parseAbs(_ fields: [Substring], number: Int) throws(RecordingImportError) {
        hasDescription = true
        let expected = "A: expects <code hex> <min> <max> <fuzz> <flat> [<resolution>]"
        guard fields.count == 5 || fields.count == 6, let code = UInt16(fields[0], radix: 16) else {
            throw error(number, "\(expected), found \"\(fields.joined(separator: " "))\"")
        }
        let numbers = fields.dropFirst().compactMap { Int32($0) }
        guard numbers.count == fields.count - 1 else {
            throw error(number, "\(expected) with decimal 32-bit values, found \"\(fields.joined(separator: " "))\"")
        }
        absInfo[code] = EvdevAbsInfo(
            minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
            resolution: numbers.count > 4 ? numbers[4] : 0)
    }

    private mutating func parseEvent(_ fields: [Substring], number: Int) throws(RecordingImportError) {
        let expected = "E: expects <seconds>.<microseconds> <type hex> <code hex> <value>"
        guard fields.count == 4, let time = Self.microseconds(fields[0]), let type = UInt16(fields[1], radix: 16),
            let code = UInt16(fields[2], radix: 16)
        else {
            throw error(number, "\(expected), found \"\(fields.joined(separator: " "))\"")
        }
        guard let value = Int32(fields[3]) else {
            throw error(number, "E: value \"\(fields[3])\" is not a 32-bit decimal integer")
        }
        if let problem = EvdevEventCodes.problem(type: type, code: code) { throw error(number, "E: \(problem)") }
        events.append(EvdevRawEvent(microseconds: time, type: type, code: code, value: value))
    }

    /// `1338280519.670913` → microseconds, without going through floating point (which would lose the
    /// last digits of a 10-digit seconds value).
    static func microseconds(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int64(parts[0]), seconds >= 0, seconds < 1 << 40,
            parts[1].count <= 6, parts[1].allSatisfy(\.isASCII), let fraction = Int64(parts[1] + String(repeating: "0", count: 6 - parts[1].count))
        else { return nil }
        return seconds * 1_000_000 + fraction
    }

    static func clip(_ text: Substring) -> String { text.count > 60 ? text.prefix(60) + "…" : String(text) }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }
}
