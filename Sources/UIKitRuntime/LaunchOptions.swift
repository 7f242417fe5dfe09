import Display
import Foundation
import InputCore
import UIKit

/// The runtime's launch options: where the app is shown, where its input comes from, and what is recorded
/// or measured. Read from the command line and the environment (docs/runtime.md, "Launch options"): the
/// command line wins; everything the runtime does not know passes through to the app untouched.
public struct LaunchOptions: Equatable, Sendable {
    /// Where the screen is shown: ``Display/DisplayMode`` (window, full screen, KMS), or `nil` for none (a
    /// headless service that still takes input, or frames written to a folder).
    public var display: DisplayMode?
    /// Where input comes from; `nil`: the window system's for a window or full screen, libinput otherwise.
    public var input: InputSelection?
    /// An input rules file (docs/input-rules.md): device screens and touch filters, for every display.
    public var rules: String?
    /// Record every input event to this native recording (`.jsonl`, mode 0600).
    public var record: String?
    /// The panel's turn, clockwise: the picture and touch input turn together.
    public var rotation: ScreenRotation = .degrees0
    /// Write every presented frame to this folder (`frame-NNNNNN.ppm`).
    public var frames: String?
    /// Print input-to-present latency, frame pacing and the presentation path at the end.
    public var stats = false
    /// The main screen's size in points; `nil`: 1024 × 768.
    public var size: CGSize?
    /// Replay this recording (any format `uikit replay` reads) into the app on the framework clock, as fast
    /// as it goes and the same every time, then end the app: no display, no live input.
    public var replay: String?
    /// Write the trace (one line per decision: deliveries, recognizer states, controls) to this file.
    public var trace: String?
    /// When the system's on-screen keyboard appears for a text input: `auto` (no hardware keyboard and
    /// something that touches or points), `always` or `never` (docs/text-entry.md).
    public var onScreenKeyboard: OnScreenKeyboardMode = .automatic

    /// Creates options (all defaults: no display, default input).
    public init() {}

    /// Where live input comes from.
    public enum InputSelection: Equatable, Sendable {
        /// The window system's mouse, touch and keyboard, through SDL (needs a window or full screen).
        case window
        /// libinput on a udev seat (`libinput` alone is `seat0`), following hot-plug.
        case libinputSeat(String)
        /// libinput on these device nodes only.
        case libinputNodes([String])
        /// No input at all: a sign that only shows (its timers and animations still run).
        case none
    }

    /// The screen size used.
    public var screenSize: CGSize { size ?? CGSize(width: 1024, height: 768) }

    /// The input used: the chosen one, else the window's for a window or full screen, libinput's `seat0`
    /// otherwise (KMS, no display).
    public var resolvedInput: InputSelection {
        if let input { return input }
        if replay != nil { return .none }
        if let display, DisplayEnvironment.current.defaultInput(for: display) == .window { return .window }
        return .libinputSeat("seat0")
    }

    /// Whether frames are shown or written (otherwise the app runs headless).
    public var isShowing: Bool { display != nil || frames != nil }

    /// One option: its command-line name, its variable, and whether it takes a value.
    struct Spec {
        let name: String
        let variable: String
        let takesValue: Bool
    }

    static let specs = [
        Spec(name: "--display", variable: "UIKIT_DISPLAY", takesValue: true),
        Spec(name: "--input", variable: "UIKIT_INPUT", takesValue: true),
        Spec(name: "--rules", variable: "UIKIT_RULES", takesValue: true),
        Spec(name: "--record", variable: "UIKIT_RECORD", takesValue: true),
        Spec(name: "--rotation", variable: "UIKIT_ROTATION", takesValue: true),
        Spec(name: "--frames", variable: "UIKIT_FRAMES", takesValue: true),
        Spec(name: "--size", variable: "UIKIT_SIZE", takesValue: true),
        Spec(name: "--stats", variable: "UIKIT_STATS", takesValue: false),
        Spec(name: "--replay", variable: "UIKIT_REPLAY", takesValue: true),
        Spec(name: "--trace", variable: "UIKIT_TRACE", takesValue: true),
        Spec(name: "--on-screen-keyboard", variable: "UIKIT_ON_SCREEN_KEYBOARD", takesValue: true),
    ]

    /// Reads the options from `arguments` (the program name first) and `environment`. Returns them with
    /// the app's own arguments: every argument that is not a runtime option, in order, the program name
    /// first. `--` ends the runtime's options: it and everything after it are the app's. Throws
    /// ``LaunchOptionsError`` naming the option (or variable) and what it accepts.
    public static func parse(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(LaunchOptionsError) -> (options: LaunchOptions, appArguments: [String]) {
        var values: [String: (value: String, origin: String)] = [:]
        for spec in specs {
            if let value = environment[spec.variable], !value.isEmpty { values[spec.name] = (value, spec.variable) }
        }
        var appArguments = Array(arguments.prefix(1))
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                appArguments += arguments[index...]
                break
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let spec = specs.first(where: { $0.name == name }) else {
                appArguments.append(argument)
                index += 1
                continue
            }
            if !spec.takesValue {
                guard parts.count == 1 else { throw .flagWithValue(option: name) }
                values[name] = ("1", name)
                index += 1
                continue
            }
            if parts.count == 2 {
                values[name] = (String(parts[1]), name)
                index += 1
            } else {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else { throw .missingValue(option: name) }
                values[name] = (arguments[index + 1], name)
                index += 2
            }
        }
        var options = LaunchOptions()
        for (name, entry) in values {
            try options.set(name, entry.value, origin: entry.origin)
        }
        try options.validate()
        return (options, appArguments)
    }

    private mutating func set(_ name: String, _ value: String, origin: String) throws(LaunchOptionsError) {
        switch name {
        case "--display":
            if value == "none" { display = nil; return }
            guard let mode = DisplayMode(rawValue: value) else {
                throw .badValue(origin: origin, value: value, expected: "window, fullscreen, kms or none")
            }
            display = mode
        case "--input":
            input = try Self.inputSelection(value, origin: origin)
        case "--rules": rules = value
        case "--record":
            guard value.lowercased().hasSuffix(".jsonl") else {
                throw .badValue(origin: origin, value: value, expected: "a native recording whose name ends in .jsonl")
            }
            record = value
        case "--rotation":
            guard let degrees = Int(value), let turn = ScreenRotation(rawValue: degrees) else {
                throw .badValue(origin: origin, value: value, expected: "0, 90, 180 or 270")
            }
            rotation = turn
        case "--frames": frames = value
        case "--size":
            let parts = value.lowercased().split(separator: "x")
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  width >= 1, height >= 1, width <= 16384, height <= 16384 else {
                throw .badValue(origin: origin, value: value, expected: "WIDTHxHEIGHT in points, each 1…16384, e.g. 640x480")
            }
            size = CGSize(width: width, height: height)
        case "--stats":
            guard ["1", "true", "yes", "on", "0", "false", "no", "off"].contains(value.lowercased()) else {
                throw .badValue(origin: origin, value: value, expected: "1 or 0")
            }
            stats = ["1", "true", "yes", "on"].contains(value.lowercased())
        case "--replay": replay = value
        case "--trace": trace = value
        case "--on-screen-keyboard":
            guard let mode = OnScreenKeyboardMode(rawValue: value) else {
                throw .badValue(origin: origin, value: value, expected: "auto, always or never")
            }
            onScreenKeyboard = mode
        default: break
        }
    }

    private static func inputSelection(_ value: String, origin: String) throws(LaunchOptionsError) -> InputSelection {
        if value == "window" { return .window }
        if value == "none" { return .none }
        if value == "libinput" { return .libinputSeat("seat0") }
        if value.hasPrefix("libinput:") {
            let rest = String(value.dropFirst("libinput:".count))
            let items = rest.split(separator: ",").map(String.init)
            guard !items.isEmpty else {
                throw .badValue(origin: origin, value: value, expected: "libinput:SEAT or libinput:/dev/input/eventN[,…]")
            }
            if items.allSatisfy({ $0.hasPrefix("/") }) { return .libinputNodes(items) }
            guard items.count == 1 else {
                throw .badValue(origin: origin, value: value, expected: "one seat name, or device nodes starting with /")
            }
            return .libinputSeat(items[0])
        }
        throw .badValue(origin: origin, value: value, expected: "window, none, libinput, libinput:SEAT or libinput:/dev/input/eventN[,…]")
    }

    /// Combinations that cannot work.
    private func validate() throws(LaunchOptionsError) {
        if replay != nil {
            if display != nil {
                throw .conflict("--replay runs on the framework clock without a display: leave out --display")
            }
            if let input, input != .none {
                throw .conflict("--replay is the app's input: leave out --input")
            }
            if frames != nil || record != nil {
                throw .conflict("--replay cannot be combined with \(frames != nil ? "--frames" : "--record"): the replay is already the recording")
            }
        }
        if display == nil, input == .window {
            throw .conflict("--input window needs a window: add --display window (or fullscreen)")
        }
        if display == .kms, input == .window {
            throw .conflict("--input window cannot be used with --display kms: a bare console has no window system (use --input libinput)")
        }
    }
}

/// A launch option the runtime cannot use.
public enum LaunchOptionsError: Error, Equatable, CustomStringConvertible {
    /// `origin` (an option or a variable) has a value it does not accept.
    case badValue(origin: String, value: String, expected: String)
    /// An option that takes a value came last, or before another option.
    case missingValue(option: String)
    /// A flag was given a value on the command line.
    case flagWithValue(option: String)
    /// Options that cannot go together.
    case conflict(String)

    public var description: String {
        switch self {
        case .badValue(let origin, let value, let expected): "\(origin) \"\(value)\": expected \(expected)"
        case .missingValue(let option): "\(option) needs a value"
        case .flagWithValue(let option): "\(option) takes no value"
        case .conflict(let message): message
        }
    }
}
