import InputCore

/// A display: its size in points and how many pixels a point has.
@MainActor
public final class UIScreen {
    /// The screen's rectangle in points, origin at zero.
    public internal(set) var bounds: CGRect
    /// Pixels per point.
    public internal(set) var scale: CGFloat
    /// The most frames per second the screen shows: its refresh rate, which paces the frame loop and
    /// display links. Default 60; the platform layer (the `Display` module) sets it from the display's
    /// mode. Settable, unlike iOS, because on Linux the layer that knows the display sits above UIKit.
    /// Values below 1 are treated as 1.
    public var maximumFramesPerSecond: Int = 60

    /// A name for traces and device mapping (an output name such as `HDMI-A-1`).
    public let name: String

    /// Creates a screen.
    public init(name: String = "screen0", bounds: CGRect, scale: CGFloat = 1) {
        self.name = name
        self.bounds = bounds
        self.scale = scale
    }

    /// The application's main screen.
    public static var main: UIScreen { UIApplication.shared.mainScreen }

    /// The screen as an input mapping for a direct touch device with no rotation or calibration.
    public var inputMapping: ScreenMapping {
        ScreenMapping(width: Double(bounds.width), height: Double(bounds.height), scale: Double(scale))
    }

    /// Changes the screen's size (a rotation or a mode change); windows that fill the screen follow. Their
    /// root view controllers get `viewWillTransition(to:with:)` first; the windows resize inside an animation
    /// of `duration` seconds on the framework clock (default 0: at once), and the coordinator's completions
    /// run when it ends.
    public func resize(to size: CGSize, duration: TimeInterval = 0) {
        let old = bounds.size
        bounds = CGRect(origin: .zero, size: size)
        let filling = UIApplication.shared.windows.filter { $0.screen === self && $0.frame.size == old }
        performSizeTransition(to: size, duration: duration, windows: filling) { [bounds] in
            for window in filling { window.frame = bounds }
        }
    }
}
