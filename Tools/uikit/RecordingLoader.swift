import Foundation
import InputCore
import InputRecording

/// Loads any recording the tools understand, by file name: native JSON Lines (`.jsonl`), `libinput
/// record` YAML (`.yml`, `.yaml`), evemu (`.evemu`, or `.events` with its `.desc` beside it).
enum RecordingLoader {
    /// What went wrong, in a form a person can act on.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    static func load(_ path: String) throws -> Recording {
        guard FileManager.default.fileExists(atPath: path) else {
            throw LoadError(description: "\(path): no such file")
        }
        let lower = path.lowercased()
        if lower.hasSuffix(".jsonl") { return try translated { () throws(RecordingImportError) in try NativeRecordingReader.read(path: path) } }
        if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") {
            return try translated { () throws(RecordingImportError) in try LibinputRecordImporter.importFile(at: path).recording }
        }
        if lower.hasSuffix(".evemu") || lower.hasSuffix(".events") || lower.hasSuffix(".desc") {
            return try translated { () throws(RecordingImportError) in try EvemuImporter.importFile(at: path).recording }
        }
        throw LoadError(description: "\(path): unknown recording type (expected .jsonl, .yml/.yaml, .evemu or .events)")
    }

    /// Runs an importer and turns its typed error into the CLI's message.
    private static func translated(_ body: () throws(RecordingImportError) -> Recording) throws(LoadError) -> Recording {
        let result = Result<Recording, RecordingImportError>(catching: body)
        switch result {
        case .success(let recording): return recording
        case .failure(let error): throw LoadError(description: error.description)
        }
    }
}
