import Foundation
import InputCore
import InputRecording

/// Writes every event of a live session to a native recording, as `uikit record` does: created with mode
/// 0600, key codes of the typing block hidden unless asked, flushed after every event so a session that
/// ends any way (SIGTERM included) leaves every line complete.
@MainActor
public final class RecordingTap {
    /// The file written.
    public let path: String
    private let writer: NativeRecordingWriter
    private let handle: FileHandle
    private let showKeyCodes: Bool
    /// Events written so far.
    public private(set) var eventCount = 0

    /// Creates (truncates) the file; throws ``RuntimeError/file(path:reason:)`` when it cannot.
    /// `keymap` (`rules/model/layout/variant/options`) goes in the header, so a replay types through it.
    public init(path: String, screen: ScreenMapping, source: String, showKeyCodes: Bool, keymap: String? = nil) throws(RuntimeError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, LiveRecorder.fileMode)
        guard descriptor >= 0 else { throw .file(path: path, reason: "cannot create the file: \(String(cString: strerror(errno)))") }
        fchmod(descriptor, LiveRecorder.fileMode)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        self.path = path
        self.showKeyCodes = showKeyCodes
        do {
            writer = try NativeRecordingWriter(handle: handle, header: RecordingHeader(devices: [], screen: screen, source: source, keymap: keymap))
        } catch {
            throw .file(path: path, reason: "\(error)")
        }
    }

    /// Writes one event and flushes it.
    public func write(_ event: InputEvent) throws(RuntimeError) {
        var event = event
        if case .key(let code, let state) = event.payload, !showKeyCodes {
            event.payload = .key(code: KeyCodeObfuscation.obfuscated(code), state: state)
        }
        do {
            try writer.write(event)
            try writer.flush()
        } catch {
            throw .file(path: path, reason: "\(error)")
        }
        eventCount += 1
    }

    /// Closes the file.
    public func close() throws(RuntimeError) {
        do { try writer.close() } catch { throw .file(path: path, reason: "\(error)") }
    }
}
