import InputCore

/// A display: its size in points, how many pixels a point has, where it sits in the desktop and how
/// its output is turned.
///
/// An application has one main screen and may have more (``UIApplication/addScreen(_:)``, ``screens``).
/// Each window is on one screen; each input device drives one screen (its input rule's, else the main
/// screen), and a touch is only ever hit-tested in the windows of its device's screen.
@MainActor
public final class UIScreen {
    /// The screen's rectangle in points, origin at zero.
    ///
    /// This and ``scale`` are `@exclusivity(unchecked)` (main actor, not reentrant): a compositor's frame
    /// with changes reads both four times, and each checked read called the runtime's `swift_beginAccess`
    /// (its access set, thread-local storage and the loader's: three code pages on a cold frame;
    /// docs/benchmarks.md, "Session 39").
    @exclusivity(unchecked) public internal(set) var bounds: CGRect {
        didSet { UIView.compositingGeneration &+= 1 }  // a compositor's quiet frame compares this count only
    }
    /// Pixels per point.
    @exclusivity(unchecked) public internal(set) var scale: CGFloat {
        didSet { UIView.compositingGeneration &+= 1 }
    }
    /// The most frames per second the screen shows: its refresh rate, which paces the frame loop and
    /// display links. Default 60; the platform layer (the `Display` module) sets it from the display's
    /// mode. Settable, unlike iOS, because on Linux the layer that knows the display sits above UIKit.
    /// Values below 1 are treated as 1.
    public var maximumFramesPerSecond: Int = 60

    /// A name for traces and device mapping (an output name such as `HDMI-A-1`); input rules name
    /// screens by it.
    public let name: String
    /// Where the screen's top-left corner sits in the desktop, in points (screens side by side have
    /// different positions). Touches are in their own screen's coordinates; the position says how
    /// screens are arranged, for tools and for moving content between screens.
    public var position: CGPoint
    /// How the output is turned. A touch panel glued to the display turns with it: touch devices on this
    /// screen are rotated by this on top of their own rule's rotation (docs/input-rules.md).
    public var rotation: ScreenRotation
    /// The application the screen belongs to, without keeping it (set when an application takes it as its
    /// main screen or adds it).
    @exclusivity(unchecked) var applicationLink: ApplicationLink? {
        didSet { UIView.compositingGeneration &+= 1 }  // another application lays out its windows
    }

    /// Creates a screen.
    public init(name: String = "screen0", bounds: CGRect, scale: CGFloat = 1, position: CGPoint = .zero, rotation: ScreenRotation = .degrees0) {
        self.name = name
        self.bounds = bounds
        self.scale = scale
        self.position = position
        self.rotation = rotation
    }

    /// The application's main screen.
    public static var main: UIScreen {
        // A static entry point: no object to start from but the shared application.
        UIApplication.shared.mainScreen
    }

    /// The shared application's screens, the main screen first.
    public static var screens: [UIScreen] {
        // A static entry point: no object to start from but the shared application.
        UIApplication.shared.screens
    }

    /// The screen as an input mapping for a direct touch device: the screen's size and rotation, no calibration.
    public var inputMapping: ScreenMapping {
        ScreenMapping(width: Double(bounds.width), height: Double(bounds.height), scale: Double(scale), rotation: rotation)
    }

    /// Changes the screen's size (a rotation or a mode change); windows that fill the screen follow. Their
    /// root view controllers get `viewWillTransition(to:with:)` first; the windows resize inside an animation
    /// of `duration` seconds on the framework clock (default 0: at once), and the coordinator's completions
    /// run when it ends.
    public func resize(to size: CGSize, duration: TimeInterval = 0) {
        let old = bounds.size
        bounds = CGRect(origin: .zero, size: size)
        // The windows on a screen are its application's (the shared one's for a screen no application owns).
        let filling = UIApplication.serving(application).windows.filter { $0.screen === self && $0.frame.size == old }
        performSizeTransition(to: size, duration: duration, windows: filling) { [bounds] in
            for window in filling { window.frame = bounds }
        }
    }
}
