import CommandTestSupport
import Foundation
import Testing

/// A `@main` app (Tests/LifecycleApp) run by the runtime as a user runs it: launch options from the
/// command line and the environment, its lifecycle callbacks in order, SIGTERM mid-gesture, a crash in
/// launch, and the errors that stop it before any window appears (docs/runtime.md).
@Suite struct LifecycleAppTests {
    static let app = CommandRunner.builtExecutable(named: "lifecycle-app")

    @Test func withoutADisplayTheErrorNamesTheVariablesBeforeTheDelegateRunsAndExitsOne() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = try CommandRunner.run([Self.app, "--display", "window"], environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("lifecycle-app: cannot open a window: neither DISPLAY nor WAYLAND_DISPLAY is set"))
        #expect(result.stdout.isEmpty, "the delegate ran: \(result.stdout)")
    }

    @Test func withoutSDLTheErrorSaysSoAndExitsOne() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["UIKIT_SDL_LIBRARY"] = "/nonexistent/libSDL2-2.0.so.0"
        environment["UIKIT_DISPLAY"] = "window"
        let result = try CommandRunner.run([Self.app], environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the display needs SDL2, which could not be loaded"))
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnreadableRulesFileIsNamedBeforeTheDelegateRuns() throws {
        let result = try CommandRunner.run([Self.app, "--display", "none", "--rules", "/nonexistent/rules.json"], timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent/rules.json"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aWrongLaunchOptionInTheEnvironmentIsNamedAndExitsOne() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["UIKIT_ROTATION"] = "45"
        let result = try CommandRunner.run([Self.app], environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr == "lifecycle-app: UIKIT_ROTATION \"45\": expected 0, 90, 180 or 270\n")
    }

    @Test func aDelegateThatFailsInLaunchIsNamedAndExitsOne() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["LIFECYCLE_APP_CRASH"] = "launch"
        let result = try CommandRunner.run([Self.app, "--display", "none", "--input", "none"], environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the menu file cannot be read"))
        #expect(result.stderr.contains(
            "lifecycle-app: the app stopped in lifecycle_app.LifecycleAppDelegate.application(_:didFinishLaunchingWithOptions:) (exit 1)"))
        #expect(result.stdout.hasPrefix("willFinishLaunching"))
    }

    @Test func sigtermEndsAHeadlessAppThroughApplicationWillTerminateOnceAndExitsZero() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let app = try LiveProcess(arguments: ["--menu", "lunch", "--display", "none", "--input", "none", "--size", "640x480"],
                                  display: "", directory: work, executable: "lifecycle-app")
        defer { app.stop() }
        try app.waitForOutput(containing: "applicationDidBecomeActive", timeout: 20)
        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == """
            willFinishLaunching arguments=[--menu lunch] screen=640x480
            didFinishLaunching
            applicationDidBecomeActive
            applicationWillResignActive
            applicationDidEnterBackground
            applicationWillTerminate

            """)
    }
}

/// The lifecycle app in a window under Xvfb: a press held when SIGTERM arrives.
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct LifecycleAppWindowEndToEndTests {
    @Test func sigtermMidGestureCancelsTheTouchTerminatesOnceAndLeavesTheRecordingComplete() throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        // The recording from the environment, as a systemd unit would set it; the display on the command line.
        let app = try LiveProcess(arguments: ["--display", "window", "--size", "400x300"], display: server.display, directory: work,
                                  executable: "lifecycle-app", environment: ["UIKIT_RECORD": work + "/session.jsonl"])
        defer { app.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "lifecycle-app").split(separator: "\n").first.map(String.init))
        try server.xdotool("mousemove", "--window", id, "100", "100", "mousedown", "1", "mousemove", "--window", id, "150", "120")
        try app.waitForOutput(containing: "touchesMoved", timeout: 10)
        // The software presentation path (SDL_RENDER_DRIVER=software here, the choice without a GPU) loads
        // no GL stack: no libGL, no Mesa, no libLLVM in the process.
        let maps = try String(contentsOfFile: "/proc/\(app.process.processIdentifier)/maps", encoding: .utf8)
        #expect(!maps.contains("libLLVM") && !maps.contains("libGL") && !maps.contains("_dri.so"))
        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let tail = Array(lines.drop { $0 != "touchesBegan" }.filter { $0 != "touchesMoved" })
        #expect(tail == ["touchesBegan", "touchesCancelled", "applicationWillResignActive", "applicationDidEnterBackground",
                         "applicationWillTerminate"])
        #expect(lines.filter { $0 == "applicationWillTerminate" }.count == 1)
        #expect(result.stderr.contains("recorded "))
        #expect(result.stderr.contains("(stopped: signal)"))
        let recording = try String(contentsOfFile: work + "/session.jsonl", encoding: .utf8)
        #expect(recording.hasSuffix("\n"))
        #expect(recording.contains("\"type\":\"button\""))
        let mode = (try FileManager.default.attributesOfItem(atPath: work + "/session.jsonl")[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o600)
    }
}
