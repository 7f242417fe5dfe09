/// How a touch surface is rotated relative to the screen it drives, clockwise.
public enum ScreenRotation: Int, Hashable, Sendable, Codable, CaseIterable {
    /// Mounted upright.
    case degrees0 = 0
    /// The surface is turned 90° clockwise relative to the screen.
    case degrees90 = 90
    /// Upside down.
    case degrees180 = 180
    /// The surface is turned 270° clockwise (90° counter-clockwise).
    case degrees270 = 270
}

/// A libinput calibration matrix: the top two rows of a 3×3 affine matrix applied to normalised device
/// coordinates (`x' = a·x + b·y + c`, `y' = d·x + e·y + f`), exactly as
/// `libinput_device_config_calibration_set_matrix` defines it.
public struct CalibrationMatrix: Hashable, Sendable, Codable {
    /// The six values `a b c d e f`.
    public var values: [Double]

    /// The identity calibration `1 0 0 0 1 0`.
    public static let identity = CalibrationMatrix(unchecked: [1, 0, 0, 0, 1, 0])

    private init(unchecked values: [Double]) { self.values = values }

    /// Creates a matrix from six finite values; `nil` for any other count or a non-finite value.
    public init?(_ values: [Double]) {
        guard values.count == 6, values.allSatisfy(\.isFinite) else { return nil }
        self.values = values
    }

    /// The matrix libinput documents for a rotation (its "rotation" examples in the calibration docs).
    public init(rotation: ScreenRotation) {
        switch rotation {
        case .degrees0: values = [1, 0, 0, 0, 1, 0]
        case .degrees90: values = [0, -1, 1, 1, 0, 0]
        case .degrees180: values = [-1, 0, 1, 0, -1, 1]
        case .degrees270: values = [0, 1, 0, -1, 0, 1]
        }
    }

    /// Applies the matrix to a normalised point.
    public func apply(_ p: InputPoint) -> InputPoint {
        InputPoint(
            x: values[0] * p.x + values[1] * p.y + values[2],
            y: values[3] * p.x + values[4] * p.y + values[5])
    }
}

/// Maps a direct touch device's normalised coordinates onto a screen.
///
/// Order of operations (the one libinput uses when a compositor sets both): the calibration matrix
/// corrects the device in its own normalised space, then the rotation turns it to the screen's
/// orientation, then the result is scaled to the screen's size in points.
public struct ScreenMapping: Hashable, Sendable, Codable {
    /// The screen's width in points.
    public var width: Double
    /// The screen's height in points.
    public var height: Double
    /// Device pixels per point (the screen's `scale`).
    public var scale: Double
    /// The surface's rotation relative to the screen.
    public var rotation: ScreenRotation
    /// The calibration matrix, applied before the rotation.
    public var calibration: CalibrationMatrix

    /// Creates a mapping; rotation and calibration default to none.
    public init(
        width: Double, height: Double, scale: Double = 1, rotation: ScreenRotation = .degrees0,
        calibration: CalibrationMatrix = .identity
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.rotation = rotation
        self.calibration = calibration
    }

    /// Maps a normalised device point to screen points. Points outside `0...1` map outside the screen,
    /// as touches on a bezel do; callers decide whether to clamp.
    public func map(normalized p: InputPoint) -> InputPoint {
        let calibrated = calibration.apply(p)
        let rotated = CalibrationMatrix(rotation: rotation).apply(calibrated)
        return InputPoint(x: rotated.x * width, y: rotated.y * height)
    }

    /// How far inside the right and bottom edges ``clamp(_:)`` stops: 1/65536 of a point, the precision
    /// of a Wayland compositor's cursor clamp (wlroots' `wlr_box_closest_point` stops the same distance
    /// inside), far below a pixel yet exact in `Double` for any screen size, and large enough to survive
    /// a view's coordinate conversion.
    public static let edgeInset = 1.0 / 65536

    /// Clamps a screen point into the screen: `0...width − edgeInset`, `0...height − edgeInset`.
    ///
    /// A screen's bounds are half-open, as `CGRect.contains` and UIKit's hit testing are: the far edge
    /// (`x == width`) belongs to no view, so a cursor pushed against the right or bottom edge stops on the
    /// last pixel, where a view covering the screen is hit. A screen narrower than the inset clamps to 0.
    public func clamp(_ p: InputPoint) -> InputPoint {
        InputPoint(
            x: min(max(p.x, 0), max(width - Self.edgeInset, 0)),
            y: min(max(p.y, 0), max(height - Self.edgeInset, 0)))
    }
}

/// The on-screen cursor that pointer devices move, clamped into the screen (``ScreenMapping/clamp(_:)``).
public struct PointerCursor: Hashable, Sendable {
    /// The screen the cursor lives on.
    public var mapping: ScreenMapping
    /// The cursor position in screen points.
    public private(set) var position: InputPoint

    /// Creates a cursor at the centre of the screen, where iPadOS puts it on first use.
    public init(mapping: ScreenMapping) {
        self.mapping = mapping
        self.position = InputPoint(x: mapping.width / 2, y: mapping.height / 2)
    }

    /// Moves by a relative delta in points, stopping at the screen's edges. Non-finite deltas are ignored.
    public mutating func move(deltaX: Double, deltaY: Double) {
        guard deltaX.isFinite, deltaY.isFinite else { return }
        position = mapping.clamp(InputPoint(x: position.x + deltaX, y: position.y + deltaY))
    }

    /// Jumps to an absolute position normalised to the screen (`0...1`), clamped.
    public mutating func warp(normalized p: InputPoint) {
        guard p.isFinite else { return }
        position = mapping.clamp(InputPoint(x: p.x * mapping.width, y: p.y * mapping.height))
    }

    /// Jumps to a position in screen points, clamped.
    public mutating func warp(to p: InputPoint) {
        guard p.isFinite else { return }
        position = mapping.clamp(p)
    }
}
