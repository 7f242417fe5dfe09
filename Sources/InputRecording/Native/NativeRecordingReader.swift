import Foundation
import InputCore

/// Reads a native recording one event at a time, in constant memory.
///
/// The header is read and checked when the reader is created; `next()` then returns events in file
/// order until the end. Every problem throws a `RecordingImportError` naming the file and line:
/// a missing or malformed header, an unsupported version, an unknown event type, a missing field, an
/// event for a device neither the header nor an earlier `deviceAdded` declares, a truncated last line.
///
/// ```swift
/// let reader = try NativeRecordingReader(path: "rec.jsonl")
/// while let event = try reader.next() { app.handle(event) }
/// ```
public final class NativeRecordingReader {
    /// The path as given, used in error messages.
    public let path: String
    /// The recording's header.
    public let header: RecordingHeader
    private let lines: LineReader
    private let handle: FileHandle
    /// The header's devices, and devices a `deviceAdded` event has introduced since (live recordings
    /// see devices plugged in after they started).
    private var declaredDevices: Set<DeviceID>

    /// Opens a file and reads its header.
    ///
    /// - Throws: `RecordingImportError` when the file cannot be opened or its first line is not a valid
    ///   version-1 header.
    public convenience init(path: String) throws(RecordingImportError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw RecordingImportError(file: path, message: "cannot open the file (does it exist and is it readable?)")
        }
        try self.init(handle: handle, path: path)
    }

    /// Reads from an open file handle (which the reader closes when it is released); `path` names it in
    /// error messages.
    public init(handle: FileHandle, path: String) throws(RecordingImportError) {
        self.path = path
        self.handle = handle
        lines = LineReader(handle: handle, maximumLineBytes: NativeRecordingFormat.maximumLineBytes)
        let expectedHeader = "a header line {\"format\":\"\(NativeRecordingFormat.formatName)\",\"version\":1,\"devices\":[...]}"
        guard let first = try Self.nextNonBlank(lines, path: path) else {
            throw RecordingImportError(file: path, line: 1, message: "empty file (expected \(expectedHeader))")
        }
        let value: JSONNode
        switch Self.parse(first.bytes) {
        case .success(let parsed): value = parsed
        case .failure(let error):
            throw RecordingImportError(
                file: path, line: first.number, message: "invalid JSON: \(error.detail) (expected \(expectedHeader))")
        }
        guard case .object(let members) = value.value else {
            throw RecordingImportError(
                file: path, line: first.number, message: "first line is \(value.shortDescription) (expected \(expectedHeader))")
        }
        // A field given twice counts with its last value, as everywhere in the format.
        func field(_ key: String) -> JSONNode? { members.last { $0.key == key }?.value }
        guard let format = field("format") else {
            let what = field("type") != nil || field("t") != nil ? "an event before the header" : "no \"format\" field"
            throw RecordingImportError(file: path, line: first.number, message: "\(what) (expected \(expectedHeader) first)")
        }
        guard format.value == .string(NativeRecordingFormat.formatName) else {
            throw RecordingImportError(
                file: path, line: first.number,
                message: "unknown format \(format.shortDescription) (expected \"\(NativeRecordingFormat.formatName)\")")
        }
        guard let version = field("version") else {
            throw RecordingImportError(
                file: path, line: first.number, message: "header has no \"version\" field (expected \"version\":1)")
        }
        guard version.value == .integer(NativeRecordingFormat.version) else {
            throw RecordingImportError(
                file: path, line: first.number,
                message: "unsupported version \(version.shortDescription) (this reader understands version 1)")
        }
        do {
            header = try NativeEventDecoding.header(value)
        } catch {
            throw RecordingImportError(file: path, line: first.number, message: error.message)
        }
        declaredDevices = Set(header.devices.map(\.id))
    }

    deinit { try? handle.close() }

    /// The next event, or `nil` at the end of the file.
    ///
    /// - Throws: `RecordingImportError` for a line that is not a valid event.
    public func next() throws(RecordingImportError) -> InputEvent? {
        guard let line = try Self.nextNonBlank(lines, path: path) else { return nil }
        // Touch frames in the writer's own shape are read straight from the bytes; every other line, and
        // every error, takes the general path below.
        let event: InputEvent
        if let touchFrame = NativeTouchLineDecoder.event(line.bytes) { event = touchFrame } else { event = try generalEvent(line) }
        if case .deviceAdded(let description) = event.payload, description.id == event.device {
            declaredDevices.insert(event.device)
        }
        guard declaredDevices.contains(event.device) else {
            let declared = header.devices.map { String($0.id.rawValue) }.joined(separator: ", ")
            throw RecordingImportError(
                file: path, line: line.number,
                message: "event for device \(event.device.rawValue), which neither the header nor an earlier deviceAdded declares "
                    + "(declared: \(declared.isEmpty ? "none" : declared))")
        }
        return event
    }

    /// A line read as a generic JSON value and then decoded field by field, with a message naming the
    /// line and the field for anything wrong.
    private func generalEvent(_ line: LineReader.Line) throws(RecordingImportError) -> InputEvent {
        let value: JSONNode
        switch Self.parse(line.bytes) {
        case .success(let parsed): value = parsed
        case .failure(let error):
            let message = line.isTerminated
                ? "invalid JSON: \(error.detail) (expected one event object per line)"
                : "truncated last line: it has no newline and is not valid JSON (was the recording interrupted?)"
            throw RecordingImportError(file: path, line: line.number, message: message)
        }
        do {
            return try NativeEventDecoding.event(value)
        } catch {
            throw RecordingImportError(file: path, line: line.number, message: error.message)
        }
    }

    /// Reads every remaining event. Convenient for small files; use `next()` to stream large ones.
    public func readAll() throws(RecordingImportError) -> Recording {
        var events: [InputEvent] = []
        while let event = try next() { events.append(event) }
        return Recording(header: header, events: events)
    }

    /// Reads a whole file.
    public static func read(path: String) throws(RecordingImportError) -> Recording {
        try NativeRecordingReader(path: path).readAll()
    }

    /// Blank lines (only whitespace) are skipped, so a hand-edited file with a trailing blank line reads.
    private static func nextNonBlank(_ lines: LineReader, path: String) throws(RecordingImportError) -> LineReader.Line? {
        while true {
            let line: LineReader.Line?
            do {
                line = try lines.next()
            } catch {
                switch error {
                case .readFailed(let reason):
                    throw RecordingImportError(file: path, message: "read failed: \(reason)")
                case .lineTooLong(let number, let limit):
                    throw RecordingImportError(
                        file: path, line: number, message: "line longer than \(limit) bytes (expected one event per line)")
                }
            }
            guard let line else { return nil }
            if line.bytes.contains(where: { ![0x20, 0x09, 0x0d].contains($0) }) { return line }
        }
    }

    /// One line as located JSON (every node on line 1: the reader reports the file's line).
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<JSONNode, JSONSyntaxError> {
        var parser = JSONParser<JSONNode>(bytes: bytes)
        do {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }
}
