/// A recording that cannot be read: which file, which line, what was found and what was expected.
///
/// Every importer and the native reader throw this, so a command-line tool prints one consistent
/// `path:line: message` and exits non-zero, as the design asks of all bad input.
public struct RecordingImportError: Error, Hashable, Sendable, CustomStringConvertible {
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

/// Events that cannot be written to a recording (a non-finite number, an undeclared device).
public struct RecordingWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// Creates an error.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
