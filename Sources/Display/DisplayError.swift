/// Why a display could not be opened or used. Every message names what was tried and what to do.
public enum DisplayError: Error, CustomStringConvertible, Equatable {
    /// libSDL2 could not be loaded at run time.
    case sdlMissing(reason: String)
    /// No display to open: `mode` was asked for, SDL said `reason`.
    case noDisplay(mode: DisplayMode, reason: String, environment: DisplayEnvironment)
    /// SDL opened the display but could not make a window, renderer or texture.
    case sdl(step: String, reason: String)
    /// A frame file could not be written.
    case frameFile(path: String, reason: String)

    /// What failed, for a person.
    public var description: String {
        switch self {
        case .sdlMissing(let reason):
            return "the display needs SDL2, which could not be loaded (\(reason)); install it with `apt-get install libsdl2-2.0-0`"
        case .noDisplay(let mode, let reason, let environment):
            return environment.explanation(for: mode, sdlReason: reason)
        case .sdl(let step, let reason):
            return "SDL could not \(step): \(reason)"
        case .frameFile(let path, let reason):
            return "\(path): cannot write the frame: \(reason)"
        }
    }
}

/// How the screen is shown.
public enum DisplayMode: String, CaseIterable, Sendable, Equatable {
    /// A window on X11 or Wayland, the scene's size (for development).
    case window
    /// A borderless window covering the whole screen of a window system.
    case fullscreen
    /// The whole screen through SDL's KMS/DRM driver, without a window system (a bare kiosk).
    case kms
}

/// What the environment offers a display: the variables and device node SDL looks at.
public struct DisplayEnvironment: Sendable, Equatable {
    /// `DISPLAY` (X11), if set and not empty.
    public var x11Display: String?
    /// `WAYLAND_DISPLAY`, if set and not empty.
    public var waylandDisplay: String?
    /// The KMS device SDL's kmsdrm driver opens, and whether it exists.
    public var kmsDevice: String
    /// Whether `kmsDevice` exists.
    public var kmsDeviceExists: Bool

    /// Creates a description of an environment.
    public init(x11Display: String?, waylandDisplay: String?, kmsDevice: String = "/dev/dri/card0", kmsDeviceExists: Bool) {
        self.x11Display = x11Display
        self.waylandDisplay = waylandDisplay
        self.kmsDevice = kmsDevice
        self.kmsDeviceExists = kmsDeviceExists
    }

    /// Whether a window system is reachable (either variable set).
    public var hasWindowSystem: Bool { x11Display != nil || waylandDisplay != nil }

    /// The input source to use when none is forced: the window system's when the screen is a window on
    /// one, libinput on a bare kiosk (KMS), where no window system delivers input.
    public func defaultInput(for mode: DisplayMode) -> InputChoice {
        mode == .kms ? .libinput : .window
    }

    /// The message for a display that could not be opened.
    func explanation(for mode: DisplayMode, sdlReason: String) -> String {
        let variables = "DISPLAY=\(x11Display ?? "(unset)"), WAYLAND_DISPLAY=\(waylandDisplay ?? "(unset)")"
        let kms = "\(kmsDevice) \(kmsDeviceExists ? "exists" : "does not exist")"
        switch mode {
        case .window, .fullscreen:
            let cause = hasWindowSystem ? "the window system refused it" : "neither DISPLAY nor WAYLAND_DISPLAY is set"
            return "cannot open a \(mode == .window ? "window" : "full-screen window"): \(cause) (\(variables); SDL: \(sdlReason)). "
                + "Run under X11 or Wayland, or use --display kms on a console with a KMS device (\(kms))."
        case .kms:
            return "cannot open the KMS device for --display kms (\(kms); SDL kmsdrm: \(sdlReason)). "
                + "It needs a DRM device and permission to use it (the video group, or a seat manager), and no window system holding it; "
                + "under X11 or Wayland use --display window (\(variables))."
        }
    }
}

/// Where live input comes from.
public enum InputChoice: String, CaseIterable, Sendable, Equatable {
    /// Devices through libinput (a bare kiosk; needs read access to /dev/input).
    case libinput
    /// The window system's mouse, touch and keyboard events, through SDL.
    case window
}
