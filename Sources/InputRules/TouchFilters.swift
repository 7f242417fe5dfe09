/// Debounce: a lift followed within ``windowMilliseconds`` by a landing within ``distancePoints`` of where
/// the finger lifted is the same touch continuing. Views see no ended/began and recognizers no lift.
///
/// The price is latency on every real lift: a lift is held for the window before it is delivered (at
/// the window's end, on the event clock), because until then it may still be a bounce.
public struct DebounceFilter: Hashable, Sendable {
    /// How long a lift is held, in milliseconds. Default 40: noisy resistive and cheap capacitive panels
    /// bounce for a few milliseconds mid-drag, and 35–50 ms of debounce is what embedded toolkits' users
    /// found effective (issue 18); libinput's own button debounce uses 25 ms (evdev-debounce.c), which
    /// is too short for panels that lose a finger for two or three 100 Hz samples.
    public var windowMilliseconds: Double
    /// How far from the lift the new landing may be, in points. Default 30: a finger moving at a brisk
    /// drag speed (≈ 0.75 pt/ms) covers about that much during a 40 ms gap.
    public var distancePoints: Double

    /// Creates the filter.
    public init(windowMilliseconds: Double = 40, distancePoints: Double = 30) {
        self.windowMilliseconds = windowMilliseconds
        self.distancePoints = distancePoints
    }
}

/// Hysteresis (dejitter): a contact's moves within ``radiusPoints`` of the last position delivered are
/// suppressed, so a finger resting on a noisy panel is still; a move beyond the radius is delivered and
/// becomes the new anchor.
///
/// libinput applies the same idea to touchpads (evdev-mt-touchpad.c `tp_motion_hysteresis`, a margin of
/// 0.5 mm, enabled only on devices that jitter); touchscreens get none, which is why it is a rule here.
public struct HysteresisFilter: Hashable, Sendable {
    /// The radius in points. Default 2: above the 1–1.5 pt noise of a resting finger on the panels in
    /// Recordings/fixtures, well below UIKit's 10 pt tap movement allowance.
    public var radiusPoints: Double

    /// Creates the filter.
    public init(radiusPoints: Double = 2) { self.radiusPoints = radiusPoints }
}

/// Palm rejection by size: a contact whose major axis exceeds ``maximumMajorAxisMillimetres`` is never
/// reported when it is that large on landing, and is cancelled when it grows that large later.
///
/// Only sources that report contact size can use it (evdev `ABS_MT_TOUCH_MAJOR` through the project's
/// decoder, native recordings); libinput 1.22 does not expose touchscreen contact sizes and cancels
/// `MT_TOOL_PALM` contacts itself.
public struct PalmFilter: Hashable, Sendable {
    /// The largest major axis a finger may have, in millimetres. Default 30: an adult fingertip's
    /// contact is 8–20 mm, a palm or cheek 40 mm and more.
    public var maximumMajorAxisMillimetres: Double

    /// Creates the filter.
    public init(maximumMajorAxisMillimetres: Double = 30) {
        self.maximumMajorAxisMillimetres = maximumMajorAxisMillimetres
    }
}

/// Stuck-contact watchdog: when a device that reports continuously while touched (protocol-A panels
/// re-send every contact each sample) sends nothing for ``timeoutMilliseconds`` while contacts are down,
/// those contacts are cancelled.
///
/// Only for such devices: a protocol-B panel sends nothing while a finger rests perfectly still, and
/// through libinput an unchanged sample produces no event either, so give it a timeout above the
/// longest stillness a real finger shows (real fingers jitter by a unit or more every few samples).
public struct WatchdogFilter: Hashable, Sendable {
    /// Silence after which contacts are cancelled, in milliseconds. Default 250: 25 samples at 100 Hz,
    /// long enough for any live panel to have reported again, short enough that a stuck button does not
    /// stay pressed noticeably.
    public var timeoutMilliseconds: Double

    /// Creates the filter.
    public init(timeoutMilliseconds: Double = 250) { self.timeoutMilliseconds = timeoutMilliseconds }
}

/// A region of the device's screen, in points, where new touches are ignored (a bezel edge a hand rests
/// on). A touch that lands outside and moves in is not affected.
public enum DeadZone: Hashable, Sendable, CustomStringConvertible {
    /// A band along the screen's edges: points closer than this to the top, left, bottom or right edge.
    case edges(top: Double, left: Double, bottom: Double, right: Double)
    /// A rectangle in screen points.
    case rectangle(x: Double, y: Double, width: Double, height: Double)

    /// Whether `(x, y)` on a `width` × `height` screen is inside.
    public func contains(x: Double, y: Double, width: Double, height: Double) -> Bool {
        switch self {
        case .edges(let top, let left, let bottom, let right):
            return y < top || x < left || y > height - bottom || x > width - right
        case .rectangle(let rx, let ry, let rw, let rh):
            return x >= rx && x < rx + rw && y >= ry && y < ry + rh
        }
    }

    public var description: String {
        func n(_ v: Double) -> String { FilterReport.number(v) }
        switch self {
        case .edges(let top, let left, let bottom, let right):
            return "edges top \(n(top)) left \(n(left)) bottom \(n(bottom)) right \(n(right)) pt"
        case .rectangle(let x, let y, let w, let h):
            return "rectangle [\(n(x)), \(n(y)), \(n(w)), \(n(h))] pt"
        }
    }
}
