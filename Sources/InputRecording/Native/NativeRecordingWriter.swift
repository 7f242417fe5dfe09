import Foundation
import InputCore

/// Writes a native recording as it happens: the header first, then one line per event.
///
/// Output is buffered and flushed in 64 KiB blocks and on `close()`; every line ends with `\n`, so a
/// reader can tell a complete file from an interrupted one.
///
/// ```swift
/// let writer = try NativeRecordingWriter(path: "rec.jsonl", header: RecordingHeader(devices: [screen]))
/// try writer.write(event)
/// try writer.close()
/// ```
public final class NativeRecordingWriter {
    private let handle: FileHandle
    private let ownsHandle: Bool
    /// The header's devices and those a written `deviceAdded` event introduced.
    private var declaredDevices: Set<DeviceID>
    private var buffer = Data()
    private var isClosed = false
    private static let flushThreshold = 64 * 1024

    /// Creates (or truncates) a file and writes the header.
    ///
    /// - Throws: `RecordingWriteError` when the file cannot be created or the header has non-finite numbers.
    public convenience init(path: String, header: RecordingHeader) throws(RecordingWriteError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw RecordingWriteError(message: "\(path): cannot create the file")
        }
        try self.init(handle: handle, header: header, ownsHandle: true)
    }

    /// Writes to an open handle; the caller keeps ownership (`close()` flushes but does not close it).
    public convenience init(handle: FileHandle, header: RecordingHeader) throws(RecordingWriteError) {
        try self.init(handle: handle, header: header, ownsHandle: false)
    }

    private init(handle: FileHandle, header: RecordingHeader, ownsHandle: Bool) throws(RecordingWriteError) {
        self.handle = handle
        self.ownsHandle = ownsHandle
        declaredDevices = Set(header.devices.map(\.id))
        append(try NativeEventEncoding.header(header))
    }

    /// Appends one event.
    ///
    /// - Throws: `RecordingWriteError` for an event of an undeclared device, a non-finite number, or a
    ///   failed write.
    public func write(_ event: InputEvent) throws(RecordingWriteError) {
        guard !isClosed else { throw RecordingWriteError(message: "write after close") }
        if case .deviceAdded(let description) = event.payload, description.id == event.device {
            declaredDevices.insert(event.device)
        }
        guard declaredDevices.contains(event.device) else {
            throw RecordingWriteError(
                message: "event for device \(event.device.rawValue), which neither the header nor an earlier deviceAdded declares")
        }
        append(try NativeEventEncoding.event(event))
        if buffer.count >= Self.flushThreshold { try flush() }
    }

    /// Appends several events.
    public func write(contentsOf events: some Sequence<InputEvent>) throws(RecordingWriteError) {
        for event in events { try write(event) }
    }

    /// Writes buffered lines to the file.
    public func flush() throws(RecordingWriteError) {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw RecordingWriteError(message: "write failed: \(error)")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, and closes the file if the writer opened it. Further writes throw.
    public func close() throws(RecordingWriteError) {
        guard !isClosed else { return }
        try flush()
        isClosed = true
        if ownsHandle {
            do { try handle.close() } catch { throw RecordingWriteError(message: "close failed: \(error)") }
        }
    }

    deinit { if !isClosed { try? close() } }

    /// Writes a whole recording to a file.
    public static func write(_ recording: Recording, to path: String) throws(RecordingWriteError) {
        let writer = try NativeRecordingWriter(path: path, header: recording.header)
        try writer.write(contentsOf: recording.events)
        try writer.close()
    }

    private func append(_ line: String) {
        buffer.append(contentsOf: Array(line.utf8))
        buffer.append(UInt8(ascii: "\n"))
    }
}
