import Foundation

/// Keeps Xlib from parsing a Compose file nobody reads while SDL starts on X11.
///
/// SDL's X11 driver opens an X input method when it starts (`XOpenIM`), and Xlib's local input method then
/// parses the locale's whole Compose file (en_US.UTF-8's has about 6,000 sequences): 9 ms of CPU, one
/// ninth of a window's launch (docs/benchmarks.md, "Launch, memory and idle"). This framework never reads
/// that input method: it takes SDL's key events as scancodes and types characters through its own keymap
/// and compose table. So `XCOMPOSEFILE` names an empty file while SDL starts and is put back right after,
/// because the framework's own compose table reads the same variable.
enum XlibComposeBypass {
    /// The variable Xlib (and libxkbcommon) read for the Compose file to use.
    static let variable = "XCOMPOSEFILE"

    /// Runs `body` (SDL's start) with `XCOMPOSEFILE` pointing at `/dev/null`, then restores the variable as
    /// it was, set or not. (`variable` is for the tests, which must not touch the real one while other
    /// tests of the process read it.)
    static func whileStarting<T>(variable: String = variable, _ body: () throws -> T) rethrows -> T {
        let previous = getenv(variable).map { String(cString: $0) }
        setenv(variable, "/dev/null", 1)
        defer {
            if let previous { setenv(variable, previous, 1) } else { unsetenv(variable) }
        }
        return try body()
    }
}
