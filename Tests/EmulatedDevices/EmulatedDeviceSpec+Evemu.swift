import Foundation
import InputCore

extension EmulatedDeviceSpec {
    /// Why an evemu description could not be read.
    public struct EvemuDescriptionError: Error, CustomStringConvertible {
        /// The description, naming the line and what was expected.
        public let description: String
    }

    /// A device as a real one describes itself in an evemu `.desc` file (`N:` name, `I:` bus/vendor/
    /// product, `P:` properties, `B:` event bits per type, `A:` absolute axes), so that libinput under
    /// umockdev sees exactly what the kernel told evemu-describe: e.g. a Wacom pen's tool keys, pressure,
    /// distance, tilt and `MSC_SERIAL`.
    ///
    /// Only what `ioctls` can answer is kept: keys, relative and absolute axes (with their resolution),
    /// `EV_MSC` codes and properties. `udevProperties` classify the device for udev/libinput
    /// (`ID_INPUT_TABLET=1` for a pen).
    public init(evemuDescription text: String, eventNumber: Int, udevProperties: [String]) throws(EvemuDescriptionError) {
        var name: String?
        var id: (bus: UInt16, vendor: UInt16, product: UInt16) = (3, 0x1d6b, 0x0001)
        var properties: [UInt16] = []
        var bitsByType: [UInt16: [UInt8]] = [:]
        var axes: [UInt16: (min: Int32, max: Int32, resolution: Int32)] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.count >= 2, !line.hasPrefix("#") else { continue }
            let fields = line.dropFirst(2).split(separator: " ").map(String.init)
            func fail(_ expected: String) -> EvemuDescriptionError {
                EvemuDescriptionError(description: "evemu description line \(index + 1): \(expected), got \"\(line)\"")
            }
            func hexBytes(_ values: ArraySlice<String>) throws(EvemuDescriptionError) -> [UInt8] {
                var bytes: [UInt8] = []
                for value in values {
                    guard let byte = UInt8(value, radix: 16) else { throw fail("expected hexadecimal bytes") }
                    bytes.append(byte)
                }
                return bytes
            }
            switch line.prefix(2) {
            case "N:":
                name = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            case "I:":
                let numbers = fields.compactMap { UInt16($0, radix: 16) }
                guard numbers.count == 4 else { throw fail("expected I: bus vendor product version in hexadecimal") }
                id = (numbers[0], numbers[1], numbers[2])
            case "P:":
                for (byteIndex, byte) in try hexBytes(fields[...]).enumerated() {
                    for bit in 0..<8 where byte & (1 << bit) != 0 { properties.append(UInt16(byteIndex * 8 + bit)) }
                }
            case "B:":
                guard let type = fields.first.flatMap({ UInt16($0, radix: 16) }) else { throw fail("expected B: type bytes…") }
                bitsByType[type, default: []] += try hexBytes(fields.dropFirst())
            case "A:":
                let numbers = fields.dropFirst().compactMap { Int32($0) }
                guard fields.count >= 5, numbers.count == fields.count - 1, let code = UInt16(fields[0], radix: 16) else {
                    throw fail("expected A: code min max fuzz flat [resolution]")
                }
                axes[code] = (numbers[0], numbers[1], numbers.count >= 5 ? numbers[4] : 0)
            default:
                continue
            }
        }
        guard let name else { throw EvemuDescriptionError(description: "evemu description: no N: line with the device's name") }
        func codes(_ type: UInt16) -> [UInt16] {
            (bitsByType[type] ?? []).enumerated().flatMap { byteIndex, byte in
                (0..<8).filter { byte & (1 << $0) != 0 }.map { UInt16(byteIndex * 8 + $0) }
            }
        }
        self.init(
            name: name, eventNumber: eventNumber, udevProperties: udevProperties, id: id, keys: codes(Evdev.EV_KEY),
            relativeAxes: codes(Evdev.EV_REL), absoluteAxes: axes, properties: properties)
        miscEvents = codes(Evdev.EV_MSC)
    }
}
