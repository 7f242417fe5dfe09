import Foundation
import InputCore
import Yams

/// Imports `libinput record` YAML (format version 1), one or several devices per file.
///
/// Read per device: `node`, and from `evdev:` the `name`, `id: [bus, vendor, product, version]`,
/// `codes: {type: [codes]}`, `absinfo: {code: [min, max, fuzz, flat, resolution]}` and `properties`.
/// Read from `events:`: each `- evdev: [[sec, usec, type, code, value], …]` frame. `- libinput:` entries
/// (from `--with-libinput`) are libinput's own interpretation and are ignored, as are unknown keys
/// (the format's rule for forward compatibility). Times are relative to the recording's first event
/// already; with `.firstEventAtZero` they are shifted so the earliest event of any device is 0.
public enum LibinputRecordImporter {
    /// The largest file read, in bytes. YAML trees take several times their text in memory; 64 MB of
    /// `libinput record` is hours of a touchscreen.
    public static let maximumFileBytes = 64 * 1024 * 1024
    /// The most evdev events read from one file. YAML aliases let a small file name one frame many times
    /// (`- evdev: *frame`), so the count is checked as events are read, not inferred from the size.
    public static let maximumEventCount = 10_000_000

    /// Imports a file.
    ///
    /// - Throws: `RecordingImportError` naming the file and, where the YAML parser gives one, the line.
    public static func importFile(
        at path: String, timeBase: RecordingTimeBase = .firstEventAtZero, options: EvdevDecoder.Options = .init()
    ) throws(RecordingImportError) -> ImportedEvdevRecording {
        if let size = DocumentFile.size(of: path), size > maximumFileBytes {
            throw RecordingImportError(file: path, message: "the file is \(size) bytes (expected at most \(maximumFileBytes) for a libinput record)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingImportError(file: path, message: "cannot read the file (does it exist and is it readable?)")
        }
        return try importText(String(decoding: data, as: UTF8.self), file: path, timeBase: timeBase, options: options)
    }

    /// Imports YAML text; `file` names it in errors.
    public static func importText(
        _ yaml: String, file: String, timeBase: RecordingTimeBase = .firstEventAtZero,
        options: EvdevDecoder.Options = .init()
    ) throws(RecordingImportError) -> ImportedEvdevRecording {
        let document = LibinputRecordDocument(file: file)
        var devices = try document.devices(try document.root(yaml))
        if timeBase == .firstEventAtZero, let first = devices.compactMap({ $0.rawEvents.first?.time }).min() {
            for index in devices.indices {
                for event in devices[index].rawEvents.indices {
                    devices[index].rawEvents[event].time = devices[index].rawEvents[event].time
                        .advanced(byMicroseconds: -first.microseconds)
                }
            }
        }
        return ImportedEvdevRecording(devices: devices, source: "libinput record: \(file)", options: options)
    }
}

/// Walks the YAML tree, turning every mismatch into a `RecordingImportError` at the node's line.
struct LibinputRecordDocument {
    let file: String

    private func error(_ node: Node?, _ message: String) -> RecordingImportError {
        RecordingImportError(file: file, line: node?.mark?.line, message: message)
    }

    func root(_ yaml: String) throws(RecordingImportError) -> Node {
        let parsed: Node?
        do {
            parsed = try Yams.compose(yaml: yaml)
        } catch let yamlError as YamlError {
            throw Self.translate(yamlError, file: file)
        } catch {
            throw RecordingImportError(file: file, message: "not valid YAML: \(error)")
        }
        guard let root = parsed, case .mapping = root else {
            throw RecordingImportError(
                file: file, line: 1, message: "expected a libinput record mapping (version: 1, devices: [...])")
        }
        guard let version = root["version"] else {
            throw error(root, "missing \"version\" (expected version: 1, as libinput record writes)")
        }
        guard version.int == 1 else {
            throw error(version, "unsupported libinput record version \(version.string ?? "?") (expected 1)")
        }
        return root
    }

    func devices(_ root: Node) throws(RecordingImportError) -> [EvdevDeviceRecording] {
        guard let list = root["devices"], case .sequence(let devices) = list else {
            throw error(root, "missing \"devices\" list (expected devices: [- node: …, evdev: …, events: …])")
        }
        guard !devices.isEmpty else { throw error(list, "\"devices\" is empty (expected at least one device)") }
        // Counted before any event is converted, so a file whose aliases name one frame thousands of
        // times is refused at once rather than after converting millions of events.
        var eventCount = 0
        for device in devices {
            guard case .sequence(let entries)? = device["events"] else { continue }
            for entry in entries {
                if case .sequence(let rows)? = entry["evdev"] { eventCount += rows.count }
            }
            guard eventCount <= LibinputRecordImporter.maximumEventCount else {
                throw error(device["events"], "more than \(LibinputRecordImporter.maximumEventCount) evdev events (the limit of one file; are YAML aliases repeating a frame?)")
            }
        }
        var result: [EvdevDeviceRecording] = []
        for (index, device) in devices.enumerated() {
            result.append(try self.device(device, number: index + 1))
        }
        return result
    }

    private func device(_ node: Node, number: Int) throws(RecordingImportError) -> EvdevDeviceRecording {
        guard case .mapping = node else { throw error(node, "device \(number) is not a mapping (expected node:, evdev:, events:)") }
        guard let evdev = node["evdev"], case .mapping = evdev else {
            throw error(node, "device \(number) has no \"evdev\" mapping (expected name, id, codes, absinfo)")
        }
        let name = evdev["name"]?.string ?? ""
        var id: [UInt16] = [0, 0, 0, 0]
        if let idNode = evdev["id"] {
            id = try integers(idNode, count: 4, what: "id [bus, vendor, product, version]", as: UInt16.self)
        }
        var codes: [UInt16: Set<UInt16>] = [:]
        if let codesNode = evdev["codes"] {
            guard case .mapping(let mapping) = codesNode else {
                throw error(codesNode, "\"codes\" is not a mapping (expected {type: [codes]})")
            }
            for (key, value) in mapping {
                let type = try integer(key, what: "event type", as: UInt16.self)
                codes[type] = Set(try integers(value, count: nil, what: "codes of type \(type)", as: UInt16.self))
            }
        }
        var absInfo: [UInt16: EvdevAbsInfo] = [:]
        if let absNode = evdev["absinfo"], absNode.null == nil {
            guard case .mapping(let mapping) = absNode else {
                throw error(absNode, "\"absinfo\" is not a mapping (expected {code: [min, max, fuzz, flat, resolution]})")
            }
            for (key, value) in mapping {
                let code = try integer(key, what: "axis code", as: UInt16.self)
                let numbers = try integers(value, count: 5, what: "absinfo of axis \(code) [min, max, fuzz, flat, resolution]", as: Int32.self)
                absInfo[code] = EvdevAbsInfo(
                    minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: numbers[4])
            }
        }
        let properties = try evdev["properties"].map { (node) throws(RecordingImportError) in
            Set(try integers(node, count: nil, what: "properties", as: UInt16.self))
        } ?? []
        let profile = EvdevDeviceProfile(
            name: name, busType: id[0], vendor: id[1], product: id[2], version: id[3], codes: codes, absInfo: absInfo,
            properties: properties)
        return EvdevDeviceRecording(profile: profile, node: node["node"]?.string, rawEvents: try events(node["events"]))
    }

    private func events(_ node: Node?) throws(RecordingImportError) -> [EvdevRawEvent] {
        guard let node, node.null == nil else { return [] }
        guard case .sequence(let entries) = node else {
            throw error(node, "\"events\" is not a list (expected - evdev: [[sec, usec, type, code, value], …])")
        }
        var result: [EvdevRawEvent] = []
        for entry in entries {
            // `- libinput:` entries and anything else unknown are skipped by design.
            guard let frame = entry["evdev"] else { continue }
            guard case .sequence(let rows) = frame else {
                throw error(frame, "\"evdev\" is not a list (expected [[sec, usec, type, code, value], …])")
            }
            for row in rows {
                let numbers = try integers(row, count: 5, what: "event [sec, usec, type, code, value]", as: Int64.self)
                guard numbers[0] >= 0, numbers[0] < 1 << 40, (0..<1_000_000).contains(numbers[1]) else {
                    throw error(row, "event time \(numbers[0]) s \(numbers[1]) µs is out of range (expected seconds ≥ 0 and 0 ≤ µs < 1000000)")
                }
                guard let type = UInt16(exactly: numbers[2]), let code = UInt16(exactly: numbers[3]) else {
                    throw error(row, "event type \(numbers[2]) or code \(numbers[3]) is out of range (expected 0...65535)")
                }
                guard let value = Int32(exactly: numbers[4]) else {
                    throw error(row, "event value \(numbers[4]) is out of range (expected a 32-bit integer)")
                }
                if let problem = EvdevEventCodes.problem(type: type, code: code) { throw error(row, problem) }
                result.append(EvdevRawEvent(
                    microseconds: numbers[0] * 1_000_000 + numbers[1], type: type, code: code, value: value))
            }
        }
        return result
    }

    private func integer<T: FixedWidthInteger>(_ node: Node, what: String, as type: T.Type) throws(RecordingImportError) -> T {
        guard let number = node.int, let result = T(exactly: number) else {
            throw error(node, "\(what) \"\(node.string ?? "?")\" is not an integer in \(T.min)...\(T.max)")
        }
        return result
    }

    private func integers<T: FixedWidthInteger>(_ node: Node, count: Int?, what: String, as type: T.Type) throws(RecordingImportError) -> [T] {
        guard case .sequence(let items) = node else {
            throw error(node, "\(what) is not a list (expected [\(count.map { "\($0) integers" } ?? "integers")])")
        }
        if let count, items.count != count {
            throw error(node, "\(what) has \(items.count) values (expected \(count))")
        }
        var result: [T] = []
        for item in items { result.append(try integer(item, what: what, as: T.self)) }
        return result
    }

    /// Yams errors carry libyaml's position; keep its line and problem text.
    static func translate(_ error: YamlError, file: String) -> RecordingImportError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let where_ = context.map { " \($0.text)" } ?? ""
            return RecordingImportError(file: file, line: mark.line, message: "not valid YAML: \(problem)\(where_)")
        default:
            return RecordingImportError(file: file, message: "not valid YAML: \(error)")
        }
    }
}
