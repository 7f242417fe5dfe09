import Display

/// Why the runtime cannot start or go on. Every message names the thing and what was expected.
public enum RuntimeError: Error, Equatable, CustomStringConvertible {
    /// A launch option is wrong.
    case launchOptions(LaunchOptionsError)
    /// The display could not be opened or used (no window system, no SDL, no KMS device).
    case display(DisplayError)
    /// A file (rules, recording, frames folder) could not be read or written.
    case file(path: String, reason: String)
    /// The input rules cannot be used (the message names the file and line).
    case rules(String)
    /// No input device could be read.
    case noDevices(String)
    /// Input failed while running (libinput, a device).
    case input(String)
    /// The picture could not be drawn.
    case drawing(String)
    /// The `--replay` recording cannot be read (the message names the file and line).
    case replay(String)
    /// The keyboard's keymap cannot be made (an unknown layout in `XKB_DEFAULT_LAYOUT` or the system's
    /// keyboard configuration: the message names it and the close names).
    case keyboard(String)

    public var description: String {
        switch self {
        case .launchOptions(let error): "\(error)"
        case .display(let error): "\(error)"
        case .file(let path, let reason): "\(path): \(reason)"
        case .rules(let message): message
        case .noDevices(let message): message
        case .input(let message): message
        case .drawing(let message): "cannot draw the screen: \(message)"
        case .replay(let message): message
        case .keyboard(let message): message
        }
    }
}
