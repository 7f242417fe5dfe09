import Foundation
import InputCore
import InputRecording

/// Opens any recording the tools understand, by file name, as a ``ReplaySource``: native JSON Lines
/// (`.jsonl`, streamed line by line), `libinput record` YAML (`.yml`, `.yaml`) and evemu (`.evemu`, or
/// `.events` with its `.desc` beside it; both imported whole, as their decoders need every frame).
public enum RecordingFiles {
    /// The extensions ``open(_:)`` accepts, for messages.
    public static let expectedTypes = ".jsonl (native), .yml/.yaml (libinput record), .evemu or .events/.desc (evemu)"

    /// Opens `path` for replay.
    ///
    /// - Throws: `RecordingImportError` naming the file (and line) for a missing, unknown or malformed file.
    public static func open(_ path: String) throws(RecordingImportError) -> ReplaySource {
        if path.lowercased().hasSuffix(".jsonl") {
            try checkExists(path)
            return try NativeRecordingReader(path: path)
        }
        return RecordingEvents(try load(path))
    }

    /// Reads a whole recording into memory (any supported format).
    public static func load(_ path: String) throws(RecordingImportError) -> Recording {
        try checkExists(path)
        let lower = path.lowercased()
        if lower.hasSuffix(".jsonl") { return try NativeRecordingReader.read(path: path) }
        if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") { return try LibinputRecordImporter.importFile(at: path).recording }
        if lower.hasSuffix(".evemu") || lower.hasSuffix(".events") || lower.hasSuffix(".desc") {
            return try EvemuImporter.importFile(at: path).recording
        }
        throw RecordingImportError(file: path, message: "unknown recording type (expected \(expectedTypes))")
    }

    private static func checkExists(_ path: String) throws(RecordingImportError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RecordingImportError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw RecordingImportError(file: path, message: "is a folder (expected a recording file: \(expectedTypes))")
        }
    }
}
