import Display
import Foundation
import InputCore
import InputRecording
import InputRules
import Keyboard
import LibinputBackend
import Replay
import UIKit

/// The live wiring of one application: the display and its frame loop, input sources (the window's or
/// libinput's, with the input rules), the recording, and the loop that runs them, as the launch options
/// say. ``RuntimeHost`` runs `@main` apps with it; `uikit live` and `record --display` run scenes with it.
///
/// Steps: ``init(options:)`` reads the rules file; ``attach(_:)`` creates the recording, opens the display,
/// connects the frame loop and opens the input devices (each failure a ``RuntimeError`` before the app's
/// delegate runs); ``run(until:)`` runs until the window closes, SIGTERM/SIGINT, or `shouldStop`;
/// ``finish()`` closes the recording and the display.
@MainActor
public final class RuntimeSession {
    /// Why ``run(until:)`` returned.
    public enum StopReason: String, Sendable {
        /// The window was closed.
        case windowClosed = "window closed"
        /// SIGTERM or SIGINT.
        case signal
        /// `shouldStop` returned true.
        case requested
        /// The `--replay` recording ended.
        case replayEnded = "replay ended"
    }

    /// The options in effect.
    public let options: LaunchOptions
    /// The rules read from ``LaunchOptions/rules``.
    public let rules: InputRuleSet?
    /// The window title.
    public var title = "uikit"
    /// Keep key codes as typed in the recording (and show typed text in the trace).
    public var showKeyCodes = false
    /// The keymap keys are typed with; `nil`: the system's (`XKB_DEFAULT_*`, else `/etc/default/keyboard`;
    /// docs/keyboard.md). Set before ``attach(_:)``.
    public var keymapNames: KeymapNames?
    /// What the recording's header names as its source.
    public var recordingSource: String?
    /// The display, once attached with one.
    public private(set) var display: SDLDisplay?
    /// The recording, once attached with one.
    public private(set) var recording: RecordingTap?
    /// The libinput source, when input comes from libinput.
    public private(set) var libinput: LibinputSource?
    /// Input-to-present latency and frame pacing (with a display or frames).
    public private(set) var measurements: LatencyRecorder?
    private var application: UIApplication?
    /// The one loop, live or headless: made by ``attach(_:)``; a `--replay` runs on its own.
    private var loop: EventLoop?
    private let clock = MonotonicTimeSource()
    /// When the session was made (early in the app's launch): `--stats` times the first frame from here.
    private let madeAt: InputTime
    /// More sources read after the window's and libinput's, in order, when the session shows frames (set
    /// before ``attach(_:)``): `uikit live --feed` adds a looped recording here.
    public var additionalSources: [InputEventSource] = []
    /// The `--replay` recording, opened by ``init(options:)``.
    public private(set) var replay: ReplayEngine?
    private var traceFile: FileHandle?
    /// The first error writing the trace (a full disk): reported by ``finish()``, not lost.
    private var traceFailure: String?

    /// Where the app's clock starts: the replayed recording's first event, else now.
    public var startTime: InputTime { replay?.startTime ?? clock.now() }

    /// Reads the rules file, if any: an unreadable or malformed one is an error naming the file and line,
    /// before anything is opened.
    public convenience init(options: LaunchOptions) throws(RuntimeError) {
        var rules: InputRuleSet?
        if let path = options.rules {
            do { rules = try InputRulesReader.read(path: path) } catch { throw .rules("\(error)") }
        }
        self.init(options: options, rules: rules)
        if let path = options.replay {
            do {
                replay = try ReplayEngine(source: RecordingFiles.open(path), options: ReplayEngine.Options(rules: rules))
            } catch {
                throw .replay("\(error)")
            }
        }
    }

    /// A session with rules already read (a scene's own, or a file its caller read); ``LaunchOptions/rules``
    /// is then only named in messages.
    public init(options: LaunchOptions, rules: InputRuleSet?) {
        madeAt = InputTime.monotonicNow()
        self.options = options
        self.rules = rules
    }

    /// Connects `application`: recording, display, frame loop, input. Throws before the delegate runs.
    public func attach(_ application: UIApplication) throws(RuntimeError) {
        self.application = application
        let screen = application.mainScreen
        let scale = Double(screen.scale)
        let mapping = ScreenMapping(width: Double(screen.bounds.width), height: Double(screen.bounds.height), scale: scale)
        if let message = rules?.unknownScreenError(screens: application.screens.map(\.name)) {
            throw .rules(message)
        }
        if let path = options.trace {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw .file(path: path, reason: "cannot write the trace here: \(String(cString: strerror(errno)))")
            }
            let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            traceFile = file
            // One write per line, so the file follows a live run as it happens; a failed write (the
            // non-throwing `write(_:)` would stop the process) is kept for `finish()` to report.
            application.trace.addObserver(TraceWriter(format: .text) { [weak self] line in
                do { try file.write(contentsOf: Data(line.utf8)) } catch {
                    if self?.traceFailure == nil { self?.traceFailure = "\(error.localizedDescription)" }
                }
            })
        }
        // Keys become characters through the system's keymap (XKB_DEFAULT_* or /etc/default/keyboard;
        // docs/keyboard.md), unless the app installed a translator of its own. Names given in code are
        // compiled now, so a wrong one fails before launch; the system's is compiled at the first key
        // (DeferredKeyTranslator: it costs the launch ~7 % of its CPU otherwise).
        if application.keyTranslator == nil {
            if let keymapNames {
                do { application.keyTranslator = try XkbKeyTranslator(names: keymapNames) } catch { throw .keyboard("\(error)") }
            } else {
                application.keyTranslator = DeferredKeyTranslator(
                    names: .systemDefault(environment: ProcessInfo.processInfo.environment)
                ) { [weak application] error in
                    application?.reportDiagnostic("the system's keymap could not be built, so keys type nothing: \(error)")
                }
            }
        }
        application.onScreenKeyboardMode = options.onScreenKeyboard
        // The same switch that keeps key codes in the recording shows typed text in the trace.
        application.trace.showsTypedCharacters = showKeyCodes
        if let path = options.record {
            recording = try RecordingTap(
                path: path, screen: mapping, source: recordingSource ?? describe(), showKeyCodes: showKeyCodes,
                keymap: Self.recordedKeymap(of: application.keyTranslator))
        }
        var presenters: [FramePresenter] = []
        if let mode = options.display {
            do {
                let opened = try SDLDisplay(
                    mode: mode, frameWidth: Int((Double(screen.bounds.width) * scale).rounded()),
                    frameHeight: Int((Double(screen.bounds.height) * scale).rounded()), rotation: options.rotation, title: title)
                display = opened
                presenters.append(opened)
                screen.maximumFramesPerSecond = opened.refreshRate
            } catch let error as DisplayError {
                throw .display(error)
            } catch {
                throw .display(.sdl(step: "open the display", reason: "\(error)"))
            }
        }
        if let frames = options.frames {
            do { presenters.append(try FilePresenter(directory: frames)) } catch { throw .file(path: frames, reason: "\(error)") }
        }
        let frameLoop = application.frameLoop
        if !presenters.isEmpty {
            frameLoop.presenter = presenters.count == 1 ? presenters[0] : PresenterGroup(presenters)
            do { try frameLoop.attachCompositor() } catch { throw .drawing("\(error)") }
            // A window on the software path (its surface) is not paced by the refresh: render and present
            // as soon as input changed something (docs/display.md, "Latency").
            if let display { frameLoop.refreshesWhenReady = !display.pacesPresents }
        }
        var sources: [InputEventSource] = []
        var window: SDLInputSource?
        let input = options.resolvedInput
        if let display {
            window = SDLInputSource(display: display, screenWidth: Double(screen.bounds.width),
                                    screenHeight: Double(screen.bounds.height), scale: scale, deliversInput: input == .window,
                                    time: clock)
        }
        if input != .window, input != .none {
            var devicesMapping = mapping
            // Touchscreens on the display map into the letterboxed, turned picture.
            if let display { devicesMapping.calibration = display.letterbox.touchCalibration }
            let source = try openLibinput(input, screen: devicesMapping, application: application)
            let ruled = RuledInputSource(source: source, application: application)
            let initial: Int
            do { initial = try ruled.prime() } catch { throw .input("\(error)") }
            // Without a screen there is nothing to run for; on a screen the picture is shown regardless.
            guard initial > 0 || !source.currentDevices.isEmpty || display != nil else {
                throw .noDevices(Self.noDevicesMessage(label: Self.label(input), failures: source.openFailures))
            }
            for warning in source.unmatchedRuleWarnings { application.reportDiagnostic(warning) }
            libinput = source
            sources.append(ruled)
        }
        if let window {
            // The window is read for its close and redraw requests even when input comes from libinput.
            sources.append(window)
            if input == .window, rules != nil {
                application.reportDiagnostic("input rules apply to libinput devices: the window's input (--input window) is not filtered; use --input libinput")
            }
        }
        if options.isShowing { sources += additionalSources }
        // One loop for every display: SDL's wait on a window (its relay watches libinput's descriptor), else
        // poll(2) on the sources' descriptors (a headless service, `--display none`, frames to a folder).
        let loop = EventLoop(application: application, sources: sources, waiter: window ?? PollWaiter(time: clock))
        loop.surface = window
        loop.drivesRefreshes = options.isShowing
        var measurements: LatencyRecorder?
        if options.isShowing {
            let recorder = LatencyRecorder.measuring(frameLoop, time: clock)
            if options.stats {
                let (title, madeAt) = (title, madeAt)
                recorder.onFirstPresent = { presented in
                    let milliseconds = Double(presented.microseconds - madeAt.microseconds) / 1000
                    FileHandle.standardError.write(Data("\(title): first frame presented \(String(format: "%.1f", milliseconds)) ms after launch\n".utf8))
                }
            }
            measurements = recorder
        }
        let recording = recording
        loop.onEvent = { event in
            measurements?.handled(event)
            try recording?.write(event)
        }
        self.measurements = measurements
        self.loop = loop
    }

    /// Runs until the window closes, SIGTERM or SIGINT arrives (``Signals``), or `shouldStop` says so.
    /// `deadline` (on the monotonic clock) is when `shouldStop` needs asking without any event (a
    /// `--duration`'s end): the loop sleeps until input, a timer, a signal or then.
    @discardableResult
    public func run(deadline: InputTime? = nil, until shouldStop: () -> Bool = { false }) throws(RuntimeError) -> StopReason {
        guard let application else { return .requested }
        Signals.install()
        var stopped = StopReason.requested
        let stop = { () -> Bool in
            if Signals.requested { stopped = .signal; return true }
            return shouldStop()
        }
        do {
            if let replay {
                try replay.run(in: application)
                stopped = .replayEnded
            } else if let loop {
                loop.wakeDescriptors = Signals.wakeDescriptor.map { [$0] } ?? []
                if try loop.run(deadline: deadline, until: stop) == .windowClosed { stopped = .windowClosed }
            }
        } catch let error as RuntimeError {
            throw error
        } catch {
            throw .input("\(error)")
        }
        return stopped
    }

    /// Closes the recording and the display. Returns the lines to report (the recording's count).
    public func finish() throws(RuntimeError) {
        defer {
            display?.close()
            display = nil
            try? traceFile?.close()
            traceFile = nil
        }
        try recording?.close()
        if let failure = traceFailure, let path = options.trace {
            throw .file(path: path, reason: "the trace could not be written completely: \(failure)")
        }
    }

    /// `--stats`: latency, pacing and the presentation path, for people.
    public func statistics() -> String? {
        guard let measurements, let application else { return nil }
        var summary = measurements.summary(frameLoop: application.frameLoop)
        if let display { summary += "; presented by SDL \(display.driver) through \(display.presentationDescription)" }
        return summary
    }

    /// What the recording's header names: the options in effect.
    private func describe() -> String {
        let display = options.display.map { "--display \($0.rawValue) " } ?? ""
        return "\(title) \(display)--input \(Self.label(options.resolvedInput))"
    }

    private func openLibinput(_ input: LaunchOptions.InputSelection, screen: ScreenMapping,
                              application: UIApplication) throws(RuntimeError) -> LibinputSource {
        var configuration = LibinputConfiguration(screen: screen)
        configuration.inputRules = rules
        var screens: [String: ScreenMapping] = [:]
        for other in application.screens where screens[other.name] == nil { screens[other.name] = other.inputMapping }
        configuration.screens = screens
        do {
            switch input {
            case .libinputNodes(let nodes): return try LibinputSource(paths: nodes, configuration: configuration)
            case .libinputSeat(let seat): return try LibinputSource(seat: seat, configuration: configuration)
            case .window, .none: return try LibinputSource(seat: "seat0", configuration: configuration)
            }
        } catch {
            throw .input("\(error)")
        }
    }

    /// How an input selection is named in messages: `window`, `libinput:seat0`, the nodes.
    static func label(_ input: LaunchOptions.InputSelection) -> String {
        switch input {
        case .window: "window"
        case .none: "none"
        case .libinputSeat(let seat): "libinput:\(seat)"
        case .libinputNodes(let nodes): "libinput:\(nodes.joined(separator: ","))"
        }
    }

    /// Why no device is readable: the open failures libinput reported, else what /dev/input holds.
    public nonisolated static func noDevicesMessage(label: String, failures: [LibinputBackendError]) -> String {
        var lines = ["no input devices readable on \(label):"]
        if !failures.isEmpty {
            lines += failures.map { "  \($0)" }
        } else {
            let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/input"))?.filter { $0.hasPrefix("event") } ?? []
            lines.append(nodes.isEmpty
                ? "  there are no /dev/input/event* nodes on this machine (no input hardware, or a container without /dev/input)"
                : "  /dev/input/event* exist but libinput found none on this seat that udev has initialized; reading them needs membership of the `input` group or a seat manager (logind)")
        }
        return lines.joined(separator: "\n")
    }
}

extension RuntimeSession {
    /// The keymap names a recording stores: the xkb keymap's (compiled or not yet); none for a translator an
    /// app installed, whose description need not be names a replay can build.
    static func recordedKeymap(of translator: KeyTranslator?) -> String? {
        switch translator {
        case let xkb as XkbKeyTranslator: xkb.keymapDescription
        case let deferred as DeferredKeyTranslator: deferred.keymapDescription
        default: nil
        }
    }
}
