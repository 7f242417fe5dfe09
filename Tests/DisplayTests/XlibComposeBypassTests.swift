import Foundation
import Testing
@testable import Display

/// The bypass must hand `XCOMPOSEFILE` back exactly as it found it: the framework's own compose table reads
/// the same variable, and a person's own Compose file must keep working. The tests use a variable of their own: the suite runs in parallel with tests that read the real one.
@Suite(.serialized) struct XlibComposeBypassTests {
    private let variable = "UIKIT_TEST_XLIB_COMPOSE_BYPASS"
    private func current() -> String? { getenv(variable).map { String(cString: $0) } }

    @Test func pointsXlibAtAnEmptyFileOnlyWhileSDLStarts() {
        let saved = current()
        defer { if let saved { setenv(variable, saved, 1) } else { unsetenv(variable) } }

        unsetenv(variable)
        let during = XlibComposeBypass.whileStarting(variable: variable) { current() }
        #expect(during == "/dev/null")
        #expect(current() == nil, "an unset variable is unset again")

        setenv(variable, "/home/someone/.XCompose", 1)
        _ = XlibComposeBypass.whileStarting(variable: variable) { current() }
        #expect(current() == "/home/someone/.XCompose", "a person's own Compose file is put back")
    }

    @Test func restoresTheVariableWhenStartingThrows() {
        struct StartFailed: Error {}
        let saved = current()
        defer { if let saved { setenv(variable, saved, 1) } else { unsetenv(variable) } }

        setenv(variable, "/etc/compose-of-the-site", 1)
        #expect(throws: StartFailed.self) { try XlibComposeBypass.whileStarting(variable: variable) { throw StartFailed() } }
        #expect(current() == "/etc/compose-of-the-site")
    }
}
