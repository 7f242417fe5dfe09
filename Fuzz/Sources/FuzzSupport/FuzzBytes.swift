/// Reads a fuzzer's input as a stream of small decisions: each call takes the next bytes, and once the
/// input is used up every call returns zero, so any input (even an empty one) is a complete program.
public struct FuzzBytes: Sendable {
    private let bytes: [UInt8]
    private var offset = 0

    /// Wraps the bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        if let data, count > 0 {
            bytes = Array(UnsafeBufferPointer(start: data, count: count))
        } else {
            bytes = []
        }
    }

    /// Wraps bytes held in memory.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next two bytes, little-endian.
    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// The next four bytes, little-endian.
    public mutating func uint32() -> UInt32 { UInt32(uint16()) | UInt32(uint16()) << 16 }

    /// The next four bytes as a signed value.
    public mutating func int32() -> Int32 { Int32(bitPattern: uint32()) }

    /// A number in `0..<count` (count ≥ 1).
    public mutating func choose(_ count: Int) -> Int { Int(byte()) % max(count, 1) }

    /// A coordinate: mostly within `0...limit`, sometimes a value a well-behaved source never sends
    /// (negative, far outside, infinite, NaN), because devices and files do send them.
    public mutating func coordinate(limit: Double) -> Double {
        let selector = byte()
        switch selector {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return -Double(uint16())
        case 4: return Double(int32()) * 1000
        default: return Double(uint16()) / 65535 * limit
        }
    }

    /// The rest of the input.
    public mutating func rest() -> [UInt8] {
        guard offset < bytes.count else { return [] }
        defer { offset = bytes.count }
        return Array(bytes[offset...])
    }
}
