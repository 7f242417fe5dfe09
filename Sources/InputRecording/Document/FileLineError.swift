/// An outside file that cannot be read: which file, which line, what was found and what was expected,
/// printed `path:line: message` (or `path: message` when the problem has no line, as a missing file).
///
/// The one error of every reader of outside files — recordings (native, evemu, `libinput record`),
/// rules files and scenes — so a command-line tool prints one consistent message and exits non-zero,
/// as the design asks of all bad input. ``RecordingImportError``, ``InputRulesError`` and the Replay
/// module's `SceneError` are its names in each reader's signatures.
public struct FileLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The 1-based line, when the problem has one (a missing file does not).
    public var line: Int?
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `path:line: message`, or `path: message` without a line.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
