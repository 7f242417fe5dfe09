import InputCore

/// A rule's `pen` settings: how a tablet's pen is arbitrated against touches and how its pressure and
/// area are shaped (docs/input-rules.md, docs/pens.md).
///
/// The pen's screen, rotation and calibration are the rule's own (`screen`, `rotation`, `calibration`):
/// a pen display is mapped onto its screen exactly as a touchscreen is.
public struct PenSettings: Hashable, Sendable {
    /// Whether touches on the pen's screen are suppressed while the pen is in proximity (and a touch
    /// already down is cancelled), as libinput does for a Wacom pen and touch pair. Default on.
    public var arbitration: Bool
    /// How long touches stay suppressed after the pen left proximity, in milliseconds. Default 90, libinput's
    /// own delay (evdev-fallback.c `fallback_interface_toggle_touch`: a hand lifting takes the pen out of
    /// proximity a few milliseconds before the palm lifts, which must not read as a tap).
    public var arbitrationTimeoutMilliseconds: Double
    /// Pressure below this (`0..<1`) reads as none; the rest is stretched back to `0...1`, as libinput's
    /// tool pressure range does. Default 0.
    public var minimumPressure: Double
    /// The pressure curve, or `nil` for a linear response.
    public var pressureCurve: PressureCurve?
    /// The part of the tablet that maps onto the screen (libinput's tablet area), or `nil` for all of it.
    public var area: TabletArea?
    /// Whether an opaque tablet maps onto the screen with the screen's aspect ratio (the largest such area
    /// from its top-left corner, GNOME's "keep aspect ratio"), rather than stretched; used when `area` is
    /// `nil` and the tablet's physical size is known. Default off.
    public var keepAspect: Bool

    /// Creates settings; every default is the plain behaviour with arbitration on.
    public init(
        arbitration: Bool = true, arbitrationTimeoutMilliseconds: Double = 90, minimumPressure: Double = 0,
        pressureCurve: PressureCurve? = nil, area: TabletArea? = nil, keepAspect: Bool = false
    ) {
        self.arbitration = arbitration
        self.arbitrationTimeoutMilliseconds = arbitrationTimeoutMilliseconds
        self.minimumPressure = minimumPressure
        self.pressureCurve = pressureCurve
        self.area = area
        self.keepAspect = keepAspect
    }

    /// The tablet area to apply for a tablet of `size` mapped with `mapping`: `area` when set, else with
    /// `keepAspect` the screen's aspect ratio as the tablet sees it (a screen turned a quarter swaps its
    /// width and height), else `nil` (the whole tablet). A tablet of unknown size is not reshaped.
    public func effectiveArea(tablet size: PhysicalSize?, mapping: ScreenMapping) -> TabletArea? {
        if let area { return area }
        guard keepAspect, let size else { return nil }
        let quarterTurned = mapping.rotation == .degrees90 || mapping.rotation == .degrees270
        return TabletArea.keepingAspect(
            tablet: size, screenWidth: quarterTurned ? mapping.height : mapping.width,
            screenHeight: quarterTurned ? mapping.width : mapping.height)
    }

    /// The pressure after the minimum and the curve, `0...1`.
    public func pressure(_ raw: Double) -> Double {
        var value = min(max(raw, 0), 1)
        if minimumPressure > 0 { value = max(0, (value - minimumPressure) / (1 - minimumPressure)) }
        return pressureCurve?.value(at: value) ?? value
    }
}

/// A pressure response as a cubic Bézier curve from (0, 0) to (1, 1) through two control points, as
/// xf86-input-wacom's `PressureCurve "x1 y1 x2 y2"` and GNOME's tablet settings give it (there in 0…100,
/// here in `0...1`): `[0, 0.25, 0.75, 1]` is softer (less force for the same pressure at first),
/// `[0.25, 0, 1, 0.75]` firmer, `[0, 0, 1, 1]` linear.
public struct PressureCurve: Hashable, Sendable {
    /// The first control point, each coordinate `0...1`.
    public var x1: Double, y1: Double
    /// The second control point, each coordinate `0...1`.
    public var x2: Double, y2: Double

    /// Creates a curve; `nil` unless every value is in `0...1` (x outside it would make the curve fold
    /// back, one pressure giving two outputs).
    public init?(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard [x1, y1, x2, y2].allSatisfy({ $0.isFinite && (0...1).contains($0) }) else { return nil }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The curve's y at `x` (`0...1`): the Bézier parameter whose x is `x`, found by bisection (x grows
    /// monotonically with the parameter when both control x values are in `0...1`), then its y.
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        // 30 halvings: the parameter within 1e-9, far below any pressure resolution (11–13 bits).
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return min(max(bezier((low + high) / 2, y1, y2), 0), 1)
    }

    /// The four values, `[x1, y1, x2, y2]`.
    public var values: [Double] { [x1, y1, x2, y2] }
}

/// The part of an opaque tablet that maps onto the whole screen, as libinput's tablet area
/// (`libinput_device_config_area_set_rectangle`): fractions `0...1` of the tablet's width and height.
public struct TabletArea: Hashable, Sendable {
    /// The area's left and top edges, fractions of the tablet.
    public var x: Double, y: Double
    /// The area's width and height, fractions of the tablet (more than 0).
    public var width: Double, height: Double

    /// Creates an area; `nil` unless it lies within the tablet and is not empty.
    public init?(x: Double, y: Double, width: Double, height: Double) {
        guard [x, y, width, height].allSatisfy(\.isFinite), x >= 0, y >= 0, width > 0, height > 0,
            x + width <= 1 + 1e-9, y + height <= 1 + 1e-9
        else { return nil }
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A normalised tablet position as a normalised position of the area, clamped to it (a pen outside
    /// the area stays on the screen's edge rather than leaving the screen).
    public func map(_ point: InputPoint) -> InputPoint {
        InputPoint(x: min(max((point.x - x) / width, 0), 1), y: min(max((point.y - y) / height, 0), 1))
    }

    /// The largest area from the tablet's top-left corner with the screen's aspect ratio (GNOME's "keep
    /// aspect ratio"): a wide tablet loses a band on the right, a tall one at the bottom.
    public static func keepingAspect(tablet: PhysicalSize, screenWidth: Double, screenHeight: Double) -> TabletArea? {
        guard tablet.widthMillimetres > 0, tablet.heightMillimetres > 0, screenWidth > 0, screenHeight > 0 else { return nil }
        let tabletAspect = tablet.widthMillimetres / tablet.heightMillimetres
        let screenAspect = screenWidth / screenHeight
        if tabletAspect > screenAspect {
            return TabletArea(x: 0, y: 0, width: screenAspect / tabletAspect, height: 1)
        }
        return TabletArea(x: 0, y: 0, width: 1, height: tabletAspect / screenAspect)
    }
}
