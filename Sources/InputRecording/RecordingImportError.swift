/// A recording that cannot be read: which file, which line, what was found and what was expected.
///
/// Every importer and the native reader throw this, so a command-line tool prints one consistent
/// `path:line: message` and exits non-zero, as the design asks of all bad input.
public typealias RecordingImportError = FileLineError

/// Events that cannot be written to a recording (a non-finite number, an undeclared device).
public struct RecordingWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// Creates an error.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
