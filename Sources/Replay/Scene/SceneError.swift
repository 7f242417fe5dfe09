/// A scene that cannot be read or built: which file, which line, what was found and what was expected.
///
/// `scene.json:14: unknown recognizer type "taps" (expected one of: tap, longPress, …)`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` without a line.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
