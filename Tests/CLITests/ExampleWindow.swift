import Foundation
import Testing

/// An example app run as a person runs it on a desk: an X server of its own (Xvfb), a scratch folder, the app
/// started with `--display window`, and its window found by its title. The window tests of the examples
/// share this setup and teardown; each only says what it clicks and which reference pictures it expects.
final class ExampleWindow {
    let server: XvfbServer
    /// The scratch folder: the app's working directory and where its output and screenshots go.
    let work: String
    let app: LiveProcess
    /// The X window id of the app's window (xdotool's `search --sync` waited for it to appear).
    let window: String
    let references: ReferenceScreens

    /// Starts Xvfb with `screen` (`WIDTHxHEIGHTxDEPTH`), then the example's executable with the arguments
    /// `arguments` makes from the scratch folder's path. Whatever started is stopped again if a later step
    /// fails.
    init(_ example: String, screen: String, arguments: (_ work: String) -> [String]) throws {
        references = ReferenceScreens(example: example)
        let server = try XvfbServer.start(screen: screen)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("\(example)-e2e-\(UUID().uuidString)").path
        var app: LiveProcess?
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let started = try LiveProcess(arguments: arguments(work), display: server.display, directory: work, executable: example)
            app = started
            let found = try server.xdotool("search", "--sync", "--name", example).split(separator: "\n").first.map(String.init)
            guard let found else { throw E2EError("xdotool found no window named \(example)") }
            (self.server, self.work, self.app, window) = (server, work, started, found)
        } catch {
            app?.stop()
            server.stop()
            try? FileManager.default.removeItem(atPath: work)
            throw error
        }
    }

    deinit {
        app.stop()
        server.stop()
        try? FileManager.default.removeItem(atPath: work)
    }

    /// Screenshots the window until it looks like the reference picture `name` (see `ReferenceScreens`).
    func expect(matches name: String) throws {
        try references.expect(server, window: window, matches: name, work: work)
    }

    /// xdotool with these arguments; window-relative commands name the window themselves (`--window`, `window`).
    @discardableResult
    func xdotool(_ arguments: String...) throws -> String { try server.run(["/usr/bin/xdotool"] + arguments) }

    /// Moves the pointer to (`x`, `y`) in the window and clicks the left button.
    func click(x: Int, y: Int) throws {
        try server.xdotool("mousemove", "--window", window, "\(x)", "\(y)", "click", "1")
    }

    /// Asks the app to end as a kiosk supervisor does (SIGTERM) and waits up to `timeout` seconds for it.
    func terminate(timeout: TimeInterval = 15) throws -> LiveProcess.Result {
        kill(app.process.processIdentifier, SIGTERM)
        return try app.wait(timeout: timeout)
    }
}
