import ArgumentParser
import Display
import Foundation
import InputCore
import InputRecording
import LibinputBackend
import Replay
import UIKit

/// The options that put a scene on a screen, shared by `live` and `record`.
struct DisplayOptions: ParsableArguments {
    @Option(help: "Show the scene: window (X11/Wayland), fullscreen, or kms (a bare console through SDL's KMS/DRM driver).")
    var display: DisplayMode?

    @Option(help: "Where input comes from: libinput (devices) or window (the window system's mouse, touch and keyboard). Default: window for window and fullscreen, libinput for kms and without --display.")
    var input: InputChoice?

    @Option(help: "Turn the picture clockwise on the display, in degrees (0, 90, 180, 270), for a panel mounted on its side; touch input turns with it.")
    var rotation: Int = 0

    @Option(help: "Also write every presented frame to this directory (frame-NNNNNN.ppm).")
    var frames: String?

    @Flag(help: "At the end, print input-to-present latency (p50, p99) and frame pacing to standard error.")
    var stats = false

    func validate() throws {
        guard ScreenRotation(rawValue: rotation) != nil else { throw ValidationError("--rotation must be 0, 90, 180 or 270") }
        if display == nil, input == .window {
            throw ValidationError("--input window needs a window: add --display window (or fullscreen)")
        }
    }

    /// The input actually used.
    var resolvedInput: InputChoice {
        input ?? (display.map { DisplayEnvironment.current.defaultInput(for: $0) } ?? .libinput)
    }

    /// Whether this run shows or writes frames (otherwise `live` is the trace-only loop it always was).
    var isShowing: Bool { display != nil || frames != nil }
}

extension DisplayMode: ExpressibleByArgument {}
extension InputChoice: ExpressibleByArgument {}

/// A scene on a screen: the application built from the scene, the display and its input, the frame loop
/// painting it, an optional recording of every event, until the window closes, Ctrl-C, SIGTERM or
/// `--duration`.
@MainActor
struct DisplaySession {
    let scene: SceneDescription
    let options: DisplayOptions
    let selection: DeviceSelection
    let duration: Double?
    /// Where to record every event (native format, mode 0600), if anywhere.
    var recordingPath: String?
    var showKeyCodes = false
    /// Print the trace as it happens.
    var printsTrace = true

    final class Printer: TraceObserver {
        func record(_ entry: TraceEntry) {
            print(entry.text)
            fflush(nil)
        }
    }

    func run() throws {
        let clock = MonotonicTimeSource()
        let start = clock.now()
        let application = SceneBuilder.makeApplication(for: scene, start: start)
        if printsTrace { application.trace.addObserver(Printer()) }
        let built = SceneBuilder.build(scene, in: application)
        defer { withExtendedLifetime(built) {} }
        let screen = application.mainScreen
        let scale = Double(screen.scale)
        let frameWidth = Int((Double(screen.bounds.width) * scale).rounded())
        let frameHeight = Int((Double(screen.bounds.height) * scale).rounded())
        let rotation = ScreenRotation(rawValue: options.rotation) ?? .degrees0

        var presenters: [FramePresenter] = []
        var display: SDLDisplay?
        if let mode = options.display {
            do {
                display = try SDLDisplay(mode: mode, frameWidth: frameWidth, frameHeight: frameHeight, rotation: rotation,
                                         title: "uikit — \(scene.windows.first?.root.name ?? "scene")")
            } catch let error as DisplayError {
                throw CLIError("\(error)")
            }
        }
        defer { display?.close() }
        if let display {
            presenters.append(display)
            screen.maximumFramesPerSecond = display.refreshRate
        }
        if let frames = options.frames {
            do { presenters.append(try FilePresenter(directory: frames)) } catch { throw CLIError("\(error)") }
        }
        let frameLoop = application.frameLoop
        frameLoop.presenter = presenters.count == 1 ? presenters[0] : PresenterGroup(presenters)
        do { try frameLoop.attachCompositor() } catch { throw CLIError("cannot draw the screen: \(error)") }

        var sources: [InputEventSource] = []
        var window: SDLInputSource?
        if let display {
            window = SDLInputSource(display: display, screenWidth: Double(screen.bounds.width),
                                    screenHeight: Double(screen.bounds.height), scale: scale,
                                    deliversInput: options.resolvedInput == .window)
        }
        if options.resolvedInput == .libinput {
            // Touchscreens on the display map into the letterboxed, turned picture.
            var mapping = ScreenMapping(width: Double(screen.bounds.width), height: Double(screen.bounds.height), scale: scale)
            if let display { mapping.calibration = display.letterbox.touchCalibration }
            let source = try selection.open(screen: mapping)
            let initial = try source.drainEvents()
            // Without a screen there is nothing to run for; on a screen the picture is shown regardless.
            guard !initial.isEmpty || !source.currentDevices.isEmpty || display != nil else {
                throw CLIError(selection.noDevicesMessage(failures: source.openFailures))
            }
            sources.append(PrefilledSource(initial: initial, source: source))
        }
        if let window, options.resolvedInput == .window { sources.append(window) }

        let loop = LiveDisplayLoop(application: application, sources: sources, window: window, time: clock)
        let recording = try recordingPath.map { try RecordingTap(path: $0, screen: ScreenMapping(
            width: Double(screen.bounds.width), height: Double(screen.bounds.height), scale: scale),
            source: "uikit \(options.display.map { "--display \($0.rawValue)" } ?? "") --input \(options.resolvedInput.rawValue)",
            showKeyCodes: showKeyCodes) }
        if let recording { loop.onEvent = { try recording.write($0) } }

        Interruption.install()
        let end = duration.map { start.advanced(bySeconds: $0) }
        let reason: LiveDisplayLoop.StopReason
        do {
            reason = try loop.run { Interruption.requested || end.map { clock.now() >= $0 } == true }
        } catch {
            try? recording?.close()
            throw CLIError("\(error)")
        }
        try recording?.close()
        if let recording {
            printError("recorded \(recording.eventCount) events to \(recording.path) (stopped: \(reason == .windowClosed ? "window closed" : "requested"))")
        }
        if options.stats { printError(loop.measurements.summary(frameLoop: frameLoop)) }
    }
}

/// Writes every event of a live session to a native recording, as `uikit record` does: created with mode
/// 0600, key codes of the typing block hidden unless asked, flushed after every event so a session that
/// ends any way leaves every line complete.
@MainActor
final class RecordingTap {
    let path: String
    private let writer: NativeRecordingWriter
    private let handle: FileHandle
    private let showKeyCodes: Bool
    private(set) var eventCount = 0

    init(path: String, screen: ScreenMapping, source: String, showKeyCodes: Bool) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, LiveRecorder.fileMode)
        guard descriptor >= 0 else { throw CLIError("\(path): cannot create the file: \(String(cString: strerror(errno)))") }
        fchmod(descriptor, LiveRecorder.fileMode)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        self.path = path
        self.showKeyCodes = showKeyCodes
        do {
            writer = try NativeRecordingWriter(handle: handle, header: RecordingHeader(devices: [], screen: screen, source: source))
        } catch {
            throw CLIError("\(error)")
        }
    }

    func write(_ event: InputEvent) throws {
        var event = event
        if case .key(let code, let state) = event.payload, !showKeyCodes {
            event.payload = .key(code: KeyCodeObfuscation.obfuscated(code), state: state)
        }
        do {
            try writer.write(event)
            try writer.flush()
        } catch {
            throw CLIError("\(error)")
        }
        eventCount += 1
    }

    func close() throws {
        do { try writer.close() } catch { throw CLIError("\(error)") }
    }
}

/// A source whose first events were already read (to check that a device is there): hands them out first.
final class PrefilledSource: InputEventSource {
    private var initial: [InputEvent]
    private let source: InputEventSource
    init(initial: [InputEvent], source: InputEventSource) {
        self.initial = initial
        self.source = source
    }
    var pollDescriptor: Int32? { source.pollDescriptor }
    func drainEvents() throws -> [InputEvent] {
        defer { initial = [] }
        return try initial + source.drainEvents()
    }
}
