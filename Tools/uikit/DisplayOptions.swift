import ArgumentParser
import Display
import InputCore
import UIKitRuntime

/// The options that put a scene on a screen, shared by `live` and `record`: the runtime's launch options
/// (docs/runtime.md) spelled as this tool's options.
struct DisplayOptions: ParsableArguments {
    @Option(help: "Show the scene: window (X11/Wayland), fullscreen, or kms (a bare console through SDL's KMS/DRM driver).")
    var display: DisplayMode?

    @Option(help: "Where input comes from: libinput (devices) or window (the window system's mouse, touch and keyboard). Default: window for window and fullscreen, libinput for kms and without --display.")
    var input: InputChoice?

    @Option(help: "Turn the picture clockwise on the display, in degrees (0, 90, 180, 270), for a panel mounted on its side; touch input turns with it.")
    var rotation: Int = 0

    @Option(help: "Also write every presented frame to this directory (frame-NNNNNN.ppm).")
    var frames: String?

    @Flag(help: "At the end, print input-to-present latency (p50, p99), frame pacing and the presentation path to standard error.")
    var stats = false

    func validate() throws {
        guard ScreenRotation(rawValue: rotation) != nil else { throw ValidationError("--rotation must be 0, 90, 180 or 270") }
        if display == nil, input == .window {
            throw ValidationError("--input window needs a window: add --display window (or fullscreen)")
        }
    }

    /// Whether this run shows or writes frames (otherwise `live` is the trace-only loop it always was).
    var isShowing: Bool { display != nil || frames != nil }

    /// The runtime's launch options for these, reading devices as `selection` says.
    func launchOptions(selection: DeviceSelection, record: String?) -> LaunchOptions {
        var options = LaunchOptions()
        options.display = display
        switch input {
        case .window?: options.input = .window
        case .libinput?: options.input = selection.nodes.isEmpty ? .libinputSeat(selection.seat) : .libinputNodes(selection.nodes)
        case nil:
            // The default for the display (window for a window, libinput for KMS and frames only), on the
            // selected seat or nodes.
            if !(display.map { DisplayEnvironment.current.defaultInput(for: $0) == .window } ?? false) {
                options.input = selection.nodes.isEmpty ? .libinputSeat(selection.seat) : .libinputNodes(selection.nodes)
            }
        }
        options.rotation = ScreenRotation(rawValue: rotation) ?? .degrees0
        options.frames = frames
        options.stats = stats
        options.record = record
        return options
    }
}

extension DisplayMode: ExpressibleByArgument {}
extension InputChoice: ExpressibleByArgument {}
