import InputCore

/// A display: its size in points and how many pixels a point has.
@MainActor
public final class UIScreen {
    /// The screen's rectangle in points, origin at zero.
    public internal(set) var bounds: CGRect
    /// Pixels per point.
    public internal(set) var scale: CGFloat
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

    /// Changes the screen's size (a rotation or a mode change); windows that fill the screen follow.
    public func resize(to size: CGSize) {
        let old = bounds.size
        bounds = CGRect(origin: .zero, size: size)
        for window in UIApplication.shared.windows where window.screen === self && window.frame.size == old {
            window.frame = bounds
        }
    }
}
