import CommandTestSupport
import Foundation
import Glibc
import Testing

/// `uikit live --display window` with real parts: a real X server (Xvfb), the real SDL window, the real
/// pointer moved and clicked with xdotool, a real screenshot of the window (xwd), and the window closed
/// the way a window manager's close button does it (WM_DELETE_WINDOW). Checks what a user sees: the
/// trace, the picture on the screen, the recording, the exit.
///
/// Skipped, saying why, only when Xvfb cannot start on this machine.
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct LiveDisplayEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func aClickAndADragInTheWindowReachTheSceneTheScreenShowsThePresentedFrameAndClosingEndsCleanly() throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-live-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }

        let live = try LiveProcess(
            arguments: ["live", "--display", "window", "--scene", Self.packageRoot + "/Recordings/corpus/two-views.scene.json",
                        "--frames", work + "/frames", "--record", work + "/session.jsonl", "--stats", "--duration", "30"],
            display: server.display, directory: work)
        defer { live.stop() }
        let window = try server.xdotool("search", "--sync", "--name", "uikit").split(separator: "\n").first.map(String.init)
        let id = try #require(window, "the uikit window did not appear")

        // A click on the left view, then a drag on the right one, held while the screen is captured.
        try server.xdotool("mousemove", "--window", id, "100", "100", "click", "1")
        try server.xdotool("mousemove", "--window", id, "500", "300", "mousedown", "1")
        for x in stride(from: 520, through: 640, by: 20) { try server.xdotool("mousemove", "--window", id, "\(x)", "300") }
        // The drag has reached the scene (the trace is flushed line by line) before the screen is captured.
        try live.waitForOutput(containing: "action rightPan (changed)", timeout: 10)
        let shot = try server.screenshot(window: id, into: work + "/shot.xwd")
        // The window is closed in the middle of the drag.
        try server.run([Self.packageRoot + "/Tools/scripts/x11-close-window.py", id])
        let result = try live.wait(timeout: 15)

        #expect(result.status == 0, "stderr: \(result.stderr)")
        // The trace: the click is a tap on the left view; the drag pans the right one and is cancelled
        // when the window goes, because the window's devices are removed.
        #expect(result.stdout.contains("added \"window pointer (x11)\""))
        #expect(result.stdout.contains("hit-test t1 at (100.0, 100.0) in window → left"))
        #expect(result.stdout.contains("action leftTap (ended)"))
        #expect(result.stdout.contains("action rightPan (began)"))
        #expect(result.stdout.contains("gesture rightPan changed → cancelled"))
        #expect(result.stderr.contains("(stopped: window closed)"))

        // The screen shows, pixel for pixel, a frame the frame loop presented (each also written to
        // --frames; on a loaded machine a later refresh may have followed the screenshot, so any of them).
        let frames = try FileManager.default.contentsOfDirectory(atPath: work + "/frames").filter { $0.hasSuffix(".ppm") }.sorted()
        #expect(!frames.isEmpty, "no frame was presented")
        let presented = try frames.map { try PixelImage(ppmAt: work + "/frames/" + $0) }
        #expect(shot.width == 800 && shot.height == 600)
        #expect(presented.allSatisfy { $0.width == 800 && $0.height == 600 })
        #expect(presented.contains(shot), "the window does not show a presented frame")
        // And the frame is the scene drawn: the left view's colour on the left, the right one's on the right.
        #expect(shot.pixel(x: 100, y: 300) == 0xAADDAA)
        #expect(shot.pixel(x: 600, y: 300) == 0xDDAAAA)

        // The recording was flushed: complete lines, mode 0600, ending with the window's devices removed.
        let recording = try String(contentsOfFile: work + "/session.jsonl", encoding: .utf8)
        #expect(recording.hasSuffix("\n"))
        #expect(recording.contains("\"type\":\"button\""))
        #expect(recording.split(separator: "\n").suffix(3).allSatisfy { $0.contains("\"type\":\"deviceRemoved\"") })
        let mode = (try FileManager.default.attributesOfItem(atPath: work + "/session.jsonl")[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o600)
        // Window input is recorded like libinput's: replaying the recording against the scene prints the
        // trace the live session printed.
        let replay = try CommandRunner.run(
            [CommandRunner.builtExecutable(named: "uikit"), "replay", work + "/session.jsonl",
             "--scene", Self.packageRoot + "/Recordings/corpus/two-views.scene.json"], timeout: 60)
        #expect(replay.status == 0, "stderr: \(replay.stderr)")
        let replayed = replay.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let lived = result.stdout.split(separator: "\n")
        #expect(replayed == lived, "replayed trace differs from the live one")

        // Latency and pacing are measured and printed, with the presentation path: SDL_RENDER_DRIVER is set
        // to software for these runs.
        #expect(result.stderr.contains("latency p50 "))
        #expect(result.stderr.contains("presented by SDL x11 through the window surface (software, damaged rectangles only)"))
        // The first frame is announced once, when it is presented (launch benchmarks time that line).
        #expect(result.stderr.components(separatedBy: "first frame presented ").count == 2, "stderr: \(result.stderr)")
    }

    @Test func aButtonPressedWithThePointerIsHighlightedAndActsAndAFeedDraggedByThePointerMovesOnScreen() throws {
        /// Where, down the middle column, a button (#88bb88) ends and the feed (#eeeeee) shows.
        func lowerEdges(_ image: PixelImage) -> [Int] {
            (1..<image.height).filter { image.pixel(x: 400, y: $0 - 1) == 0x88BB88 && image.pixel(x: 400, y: $0) == 0xEEEEEE }
        }
        let server = try XvfbServer.start()
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-live-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let live = try LiveProcess(
            arguments: ["live", "--display", "window", "--scene", Self.packageRoot + "/Recordings/corpus/scroll-buttons.scene.json",
                        "--stats", "--duration", "30"],
            display: server.display, directory: work)
        defer { live.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "uikit").split(separator: "\n").first.map(String.init))

        // A press on the first button, held past the feed's 0.15 s content-touch delay, then released.
        // A scene's button is a system button: its title is drawn in the tint (systemBlue) and fades to
        // 0.2 opacity while highlighted. Title pixels: clearly bluer than green, around the button's centre.
        func titlePixels(_ image: PixelImage) -> Int {
            var count = 0
            for y in 40..<80 {
                for x in 300..<500 {
                    let pixel = image.pixel(x: x, y: y)
                    let green = Int((pixel >> 8) & 0xFF), blue = Int(pixel & 0xFF)
                    if blue - green > 40 { count += 1 }
                }
            }
            return count
        }
        // The first frame is on screen once the button's title shows.
        let idle = try server.screenshot(window: id, into: work + "/idle.xwd") { titlePixels($0) > 0 }
        try server.xdotool("mousemove", "--window", id, "400", "60", "mousedown", "1")
        let pressed = try server.screenshot(window: id, into: work + "/pressed.xwd") { titlePixels($0) == 0 }
        try server.xdotool("mouseup", "1")
        let before = try server.screenshot(window: id, into: work + "/before.xwd") { titlePixels($0) > 0 }
        #expect(titlePixels(idle) > 50, "the button's title is not drawn in the tint")
        #expect(titlePixels(pressed) == 0, "the button did not look highlighted while pressed")
        #expect(titlePixels(before) == titlePixels(idle), "the button did not return to its normal look")
        // The feed dragged up 100 points and held there.
        // One xdotool process for the press and every move: a process per move once let the first move beyond
        // the pan's hysteresis arrive after the scroll view's 0.15 s content-touch delay on a busy machine, so the
        // button under the finger took the touch and (as on iOS) the drag did not scroll.
        var drag = ["mousemove", "--window", id, "400", "300", "mousedown", "1"]
        for y in stride(from: 290, through: 200, by: -10) { drag += ["mousemove", "--window", id, "400", "\(y)"] }
        _ = try server.run(["/usr/bin/xdotool"] + drag)
        // Screenshots until the drag's effect is on screen (a refresh takes ~40 ms in a debug build; a
        // loaded machine may take longer), then until the picture holds still: the last motion's refresh
        // is on screen.
        var after = try server.screenshot(window: id, into: work + "/after.xwd") {
            lowerEdges($0).first != lowerEdges(before).first
        }
        after = try server.screenshot(window: id, into: work + "/settled.xwd") { shot in
            defer { after = shot }
            return shot == after
        }
        try server.xdotool("mouseup", "1")
        try server.run([Self.packageRoot + "/Tools/scripts/x11-close-window.py", id])
        let result = try live.wait(timeout: 15)

        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("action scroll view feed (willBeginDragging)"), "trace:\n\(result.stdout)")
        #expect(result.stdout.contains("action button buy1 (touchDown)"))
        #expect(result.stdout.contains("action button buy1 (touchUpInside)"))
        // Buttons (#88bb88) are 100 pt tall, 20 pt apart on the feed (#eeeeee): the first button's lower
        // edge is at y = 110 before the drag. The drag moved 100 pt; the scroll view's pan starts after its
        // 10 pt hysteresis, so the content follows by 90 pt (the pan recognizer's translation at began
        // includes the hysteresis; the scroll view does not jump by it, as on iOS).
        #expect(lowerEdges(before).first == 110)
        let moved = (lowerEdges(before).first ?? 0) - (lowerEdges(after).first ?? 0)
        #expect((80...100).contains(moved), "the feed moved \(moved) pt on screen for a 100 pt drag")
        #expect(before != after)
    }

    @Test func aTurnedWindowShowsThePresentedFrameTurnedAndMapsTheClickBack() throws {
        // Tall enough for the 800-pixel-high window (a window past the screen's edge cannot be dumped whole).
        let server = try XvfbServer.start(screen: "1024x1024x24")
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-live-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        // The 800 × 600 scene on a panel mounted a quarter turn clockwise: a 600 × 800 window, drawn through
        // the window's surface (the frame's damage copied turned into it).
        let live = try LiveProcess(
            arguments: ["live", "--display", "window", "--rotation", "90", "--scene", Self.packageRoot + "/Recordings/corpus/two-views.scene.json",
                        "--frames", work + "/frames", "--duration", "30"],
            display: server.display, directory: work)
        defer { live.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "uikit").split(separator: "\n").first.map(String.init))
        // Window (100, 100) is 100 from the frame's left edge and 100 from its bottom (the frame's bottom-left
        // corner is at the window's top-left): frame (100, 500), on the left view.
        try server.xdotool("mousemove", "--window", id, "100", "100", "click", "1")
        try live.waitForOutput(containing: "action leftTap (ended)", timeout: 10)
        // The picture is up once the left view (#aaddaa) shows at the window's top and the right one
        // (#ddaaaa) below it (frame x < 400 is window y < 400).
        let shot = try server.screenshot(window: id, into: work + "/shot.xwd") { shot in
            shot.width == 600 && shot.height == 800 && shot.pixel(x: 300, y: 200) == 0xAADDAA && shot.pixel(x: 300, y: 600) == 0xDDAAAA
        }
        kill(live.process.processIdentifier, SIGTERM)
        let result = try live.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("hit-test t1 at (100.0, 500.0) in window → left"), "stdout: \(result.stdout)")
        #expect(shot.width == 600 && shot.height == 800)
        // Pixel for pixel a presented frame turned a quarter clockwise: window (x, y) shows frame (y, 599 - x).
        func showsTurned(_ frame: PixelImage) -> Bool {
            guard frame.width == 800, frame.height == 600, shot.width == 600, shot.height == 800 else { return false }
            for y in 0..<800 { for x in 0..<600 where shot.pixel(x: x, y: y) != frame.pixel(x: y, y: 599 - x) { return false } }
            return true
        }
        let frames = try FileManager.default.contentsOfDirectory(atPath: work + "/frames").filter { $0.hasSuffix(".ppm") }.sorted()
        #expect(try frames.contains { showsTurned(try PixelImage(ppmAt: work + "/frames/" + $0)) },
                "the window does not show a presented frame turned 90°")
    }

    @Test func sigtermEndsASessionCleanlyWithTheRecordingFlushed() throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-live-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        // `live --record` runs the same display session as `record --display` and prints the trace, so the
        // test knows when the press has been handled instead of waiting a fixed time.
        let live = try LiveProcess(
            arguments: ["live", "--display", "window", "--scene", "gestures", "--record", work + "/session.jsonl", "--duration", "30"],
            display: server.display, directory: work)
        defer { live.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "uikit").split(separator: "\n").first.map(String.init))
        try server.xdotool("mousemove", "--window", id, "300", "300", "mousedown", "1", "mousemove", "--window", id, "350", "300")
        try live.waitForOutput(containing: "hit-test t1", timeout: 10)
        kill(live.process.processIdentifier, SIGTERM)
        let result = try live.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("(stopped: requested)"))
        let recording = try String(contentsOfFile: work + "/session.jsonl", encoding: .utf8)
        #expect(recording.hasSuffix("\n"))
        #expect(recording.contains("\"type\":\"button\""))
    }

    @Test func recordWithADisplayStopsWhenTheWindowIsClosedAndKeepsTheWindowsDevices() throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-live-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let live = try LiveProcess(
            arguments: ["record", work + "/session.jsonl", "--display", "window", "--scene", "gestures", "--duration", "30"],
            display: server.display, directory: work)
        defer { live.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "uikit").split(separator: "\n").first.map(String.init))
        try server.run([Self.packageRoot + "/Tools/scripts/x11-close-window.py", id])
        let result = try live.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("(stopped: window closed)"))
        #expect(result.stdout.isEmpty, "record prints no trace")
        let recording = try String(contentsOfFile: work + "/session.jsonl", encoding: .utf8)
        #expect(recording.hasSuffix("\n"))
        #expect(recording.contains("\"type\":\"deviceAdded\""))
        #expect(recording.split(separator: "\n").last?.contains("\"type\":\"deviceRemoved\"") == true)
    }

    @Test func withoutADisplayTheErrorNamesTheVariablesAndTheKMSDeviceAndExitsOne() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = try CommandRunner.run(
            [CommandRunner.builtExecutable(named: "uikit"), "live", "--display", "window", "--scene", "gestures"],
            environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("neither DISPLAY nor WAYLAND_DISPLAY is set"))
        #expect(result.stderr.contains("/dev/dri/card0"))
    }

    @Test func withoutSDLTheErrorSaysSoAndExitsOne() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["UIKIT_SDL_LIBRARY"] = "/nonexistent/libSDL2-2.0.so.0"
        let result = try CommandRunner.run(
            [CommandRunner.builtExecutable(named: "uikit"), "live", "--display", "window", "--scene", "gestures"],
            environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the display needs SDL2, which could not be loaded"))
        #expect(result.stderr.contains("libsdl2-2.0-0"))
    }
}

/// An X server of our own (Xvfb) on a free display number.
struct XvfbServer {
    let process: Process
    let display: String

    /// Whether Xvfb starts here (tried once per test run).
    static let canStart: Bool = {
        guard let server = try? start() else { return false }
        server.stop()
        return true
    }()

    /// Starts Xvfb on a display number it picks itself (`-displayfd`: the server takes the first free number
    /// atomically and writes it to its standard output once it accepts connections). Choosing the number
    /// here instead raced: two tests starting servers at once could both see a number free, and the loser's
    /// check could find the winner's socket and take that display for its own — two apps then shared one
    /// screen, and one test's teardown removed the other's socket.
    static func start(screen: String = "1024x768x24") throws -> XvfbServer {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw E2EError("Xvfb is not installed")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Generous: a loaded 2-core machine running the whole suite in parallel can take seconds.
        var printed = ""
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(30)
        while !printed.contains("\n"), Date() < deadline, process.isRunning {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&ready, 1, 100) > 0 else { continue }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            let reason = process.isRunning ? "printed no display number in 30 s" : "exited with status \(process.terminationStatus)"
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
            throw E2EError("Xvfb did not start: it \(reason)")
        }
        return XvfbServer(process: process, display: ":\(number)")
    }

    /// Kills the server and removes its socket and lock. SIGKILL, because a child started from a test
    /// thread inherits that thread's blocked signals (SIGTERM among them) and would never see a SIGTERM.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let number = display.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    }

    @discardableResult
    func run(_ command: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        let result = try CommandRunner.run(command, environment: environment, timeout: 15)
        guard result.status == 0 else { throw E2EError("\(command.joined(separator: " ")) failed: \(result.stderr)") }
        return result.stdout
    }

    @discardableResult
    func xdotool(_ arguments: String...) throws -> String { try run(["/usr/bin/xdotool"] + arguments) }

    /// A screenshot of one window, with xwd.
    func screenshot(window: String, into path: String) throws -> PixelImage {
        try run(["/usr/bin/xwd", "-silent", "-id", window, "-out", path])
        return try PixelImage(xwdAt: path)
    }

    /// Screenshots of one window until `shows` holds for one, for at most `timeout` seconds; the last one.
    func screenshot(window: String, into path: String, timeout: TimeInterval = 10,
                    until shows: (PixelImage) -> Bool) throws -> PixelImage {
        var shot = try screenshot(window: window, into: path)
        try poll(timeout: timeout, every: 0.05) {
            if shows(shot) { return true }
            shot = try screenshot(window: window, into: path)
            return false
        }
        return shot
    }
}

/// `uikit` (or another built executable) running in the background, its output going to files.
final class LiveProcess {
    let process = Process()
    let stdoutPath: String, stderrPath: String

    init(arguments: [String], display: String, directory: String, executable: String = "uikit",
         environment extra: [String: String] = [:]) throws {
        stdoutPath = directory + "/stdout.txt"
        stderrPath = directory + "/stderr.txt"
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: CommandRunner.builtExecutable(named: executable))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        // The software renderer starts at once under Xvfb (no GL context to make).
        environment["SDL_RENDER_DRIVER"] = "software"
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        try process.run()
    }

    /// Waits for the exit (terminating the process after `timeout` seconds, a safety net only).
    struct Result {
        var stdout: String, stderr: String, status: Int32
    }

    /// Polls standard output (which `uikit live` flushes after every trace line) until it contains
    /// `text`; throws, with what was printed, after `timeout` seconds or if the process ends first.
    func waitForOutput(containing text: String, timeout: TimeInterval) throws {
        var printed = ""
        let found = poll(timeout: timeout) {
            printed = (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? ""
            return printed.contains(text) || !process.isRunning
        }
        guard found, printed.contains(text) else {
            throw E2EError("no \"\(text)\" in uikit's output within \(timeout) s; it printed:\n\(printed)")
        }
    }

    func wait(timeout: TimeInterval) throws -> Result {
        poll(timeout: timeout) { !process.isRunning }
        stop()
        return Result(
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "",
            status: process.terminationStatus)
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// An RGB picture read from a screenshot or a frame file; pixels are `0xRRGGBB`.
struct PixelImage: Equatable {
    let width: Int, height: Int
    let pixels: [UInt32]

    func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A binary PPM (`P6`, maxval 255), as `--frames` writes.
    init(ppmAt path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var fields: [Int] = []
        var index = 2
        guard data.starts(with: Array("P6".utf8)) else { throw E2EError("\(path): not a P6 PPM") }
        while fields.count < 3 && index < data.count {
            while index < data.count, data[index] == 0x20 || data[index] == 0x0A { index += 1 }
            var value = 0
            while index < data.count, (0x30...0x39).contains(data[index]) { value = value * 10 + Int(data[index] - 0x30); index += 1 }
            fields.append(value)
        }
        index += 1
        guard fields.count == 3, fields[2] == 255, data.count >= index + fields[0] * fields[1] * 3 else { throw E2EError("\(path): bad PPM header") }
        width = fields[0]
        height = fields[1]
        pixels = (0..<(width * height)).map { i in
            let o = index + i * 3
            return UInt32(data[o]) << 16 | UInt32(data[o + 1]) << 8 | UInt32(data[o + 2])
        }
    }

    /// An X window dump (XWD version 7, TrueColor, 24 or 32 bits per pixel), as `xwd` writes.
    init(xwdAt path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func field(_ n: Int) -> Int {
            let o = n * 4
            return Int(UInt32(data[o]) << 24 | UInt32(data[o + 1]) << 16 | UInt32(data[o + 2]) << 8 | UInt32(data[o + 3]))
        }
        guard data.count >= 100, field(1) == 7 else { throw E2EError("\(path): not an XWD version 7 file") }
        let headerSize = field(0), byteOrder = field(7), bitsPerPixel = field(11), bytesPerLine = field(12)
        let redMask = UInt32(field(14)), greenMask = UInt32(field(15)), blueMask = UInt32(field(16)), colours = field(19)
        width = field(20)
        height = field(21)
        let start = headerSize + colours * 12
        guard bitsPerPixel == 32 || bitsPerPixel == 24, data.count >= start + bytesPerLine * height else {
            throw E2EError("\(path): \(bitsPerPixel) bits per pixel is not supported")
        }
        func channel(_ word: UInt32, _ mask: UInt32) -> UInt32 { mask == 0 ? 0 : (word & mask) >> UInt32(mask.trailingZeroBitCount) }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        let bytes = bitsPerPixel / 8
        for y in 0..<height {
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * bytes
                var word: UInt32 = 0
                for b in 0..<bytes {
                    let byte = UInt32(data[o + b])
                    word |= byteOrder == 0 ? byte << UInt32(8 * b) : byte << UInt32(8 * (bytes - 1 - b))
                }
                pixels.append(channel(word, redMask) << 16 | channel(word, greenMask) << 8 | channel(word, blueMask))
            }
        }
        self.pixels = pixels
    }
}

/// Checks `condition` every `interval` seconds until it holds or `timeout` seconds pass, and says whether
/// it held. The one wait in these tests: they drive other processes (Xvfb, `uikit live`, xwd) whose
/// progress no clock of ours controls, so each wait is a condition with a deadline, never a fixed time.
@discardableResult
func poll(timeout: TimeInterval, every interval: TimeInterval = 0.02, until condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while try !condition() {
        guard Date() < deadline else { return false }
        Thread.sleep(forTimeInterval: interval)
    }
    return true
}

struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
