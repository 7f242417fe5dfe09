/// A rules file (or a scene's or recording's rules section) that cannot be read:
/// `rules.json:7: rule "left": field "rotation" is 45 (expected one of: 0, 90, 180, 270)`.
public struct InputRulesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The 1-based line.
    public var line: Int?
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}
