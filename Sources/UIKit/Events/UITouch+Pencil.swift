import Foundation
import InputCore

extension UITouch {
    /// Properties of a touch that can be estimates (`UITouch.Properties`).
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ``UITouch/force``.
        public static let force = Properties(rawValue: 1 << 0)
        /// ``UITouch/azimuthAngle(in:)`` and ``UITouch/azimuthUnitVector(in:)``.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// ``UITouch/altitudeAngle``.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// The touch's location.
        public static let location = Properties(rawValue: 1 << 3)
        /// The barrel roll angle.
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// The direction the stylus's cap end points, in radians in `view`'s coordinates (`nil`: the window's),
    /// measured from the view's x axis towards its y axis (clockwise on screen, y pointing down). 0 for
    /// touches that are not pencils, and for pens whose tablet reports no tilt.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The unit vector of ``azimuthAngle(in:)`` in `view`'s coordinates: the window's direction carried
    /// through the view's transforms (a rotated view sees it rotated).
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let window = CGVector(dx: cos(windowAzimuth), dy: sin(windowAzimuth))
        guard let view else { return window }
        let start = location(in: view)
        let end = convertWindowPoint(
            CGPoint(x: windowLocation.x + window.dx * 100, y: windowLocation.y + window.dy * 100), to: view)
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return window }
        return CGVector(dx: dx / length, dy: dy / length)
    }

    /// The touch's position with the device's full precision. Positions here are never rounded to
    /// pixels, so this is ``location(in:)``; tablets report far finer than a point, and this is the
    /// value to draw with.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The touch's previous position with the device's full precision: ``previousLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Properties of ``estimatedProperties`` that a later event will refine. Always empty on Linux:
    /// libinput delivers every axis a tablet has with every event, never later, so nothing is refined;
    /// what is estimated (an axis the device lacks) stays an estimate (docs/pens.md).
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// The index that ties a touch to its later refinement: always `nil`, as nothing is refined
    /// (``estimatedPropertiesExpectingUpdates``).
    public var estimationUpdateIndex: NSNumber? { nil }

    /// Apple Pencil's `maximumPossibleForce` on iPad (4.17): a pencil's full pressure reaches it.
    static let pencilMaximumForce: CGFloat = 25.0 / 6.0

    /// Applies a pencil sample: force from pressure, angles from tilt, the tool.
    func apply(_ pencil: PencilSample) {
        if let pressure = pencil.pressure {
            force = CGFloat(pressure) * Self.pencilMaximumForce
            maximumPossibleForce = Self.pencilMaximumForce
        }
        if let tilt = pencil.tilt {
            pendingTilt = tilt
        } else {
            altitudeAngle = .pi / 2
            windowAzimuth = 0
        }
        estimatedProperties = pencil.estimated
        isEraser = pencil.isEraser
    }

    private func convertWindowPoint(_ point: CGPoint, to view: UIView) -> CGPoint {
        guard let window else { return point }
        return view.convert(point, from: window)
    }
}

/// What a pen adds to a touch update: its pressure, tilt and tool, already checked and clamped.
struct PencilSample {
    /// `0...1`, or `nil` when the tablet has no pressure axis.
    var pressure: Double?
    /// The tilt, or `nil` when the tablet has none (the stylus then reads as upright).
    var tilt: PencilTilt?
    /// Properties the tablet does not measure.
    var estimated: UITouch.Properties
    /// The eraser end or an eraser tool.
    var isEraser: Bool

    /// The sample for a tool's axes, its tilt rotated by `rotation` onto the screen.
    init(axes: TabletAxes, tool: TabletToolType, rotation: ScreenRotation) {
        pressure = axes.pressure
        isEraser = tool == .eraser
        var estimated: UITouch.Properties = axes.pressure == nil ? .force : []
        if let tiltX = axes.tiltX, let tiltY = axes.tiltY {
            tilt = PencilTilt(x: tiltX, y: tiltY, rotation: rotation)
        } else {
            tilt = nil
            estimated.formUnion([.altitude, .azimuth])
        }
        self.estimated = estimated
    }

    /// Radians between the stylus and the surface, `0...π/2` (`π/2` without tilt).
    var altitude: CGFloat { tilt?.angles.altitude ?? .pi / 2 }
    /// Radians clockwise from the screen's x axis towards which the cap end points (0 without tilt).
    var azimuth: CGFloat { tilt?.angles.azimuth ?? 0 }
}

/// A pen's tilt as libinput reports it, turned into UIKit's angles only when they are read
/// (``UITouch/altitudeAngle``, ``UITouch/azimuthAngle(in:)``).
struct PencilTilt {
    /// Degrees from the normal (libinput's convention: positive when the top of the tool leans towards the
    /// right or bottom edge).
    var x: Double
    var y: Double
    /// The screen mapping's rotation, which turns the device's azimuth onto the screen.
    var rotation: ScreenRotation

    /// Altitude and azimuth in the screen's coordinates.
    ///
    /// The stylus's direction from its tip is `(tan tx, tan ty, 1)` (each tilt is the angle of the
    /// stylus's projection on the x–z or y–z plane from the normal). Its altitude is the angle to the
    /// surface, `atan2(1, √(tan²tx + tan²ty))`, π/2 upright; its azimuth the direction of the horizontal
    /// part, `atan2(tan ty, tan tx)`, in the screen's y-down coordinates, as UIKit's `azimuthAngle` is.
    /// This is the conversion libinput's own tools and the Wacom driver use between tilt and
    /// altitude/azimuth (docs/pens.md gives the reference).
    var angles: (altitude: CGFloat, azimuth: CGFloat) {
        let a = tan(x * .pi / 180)
        let b = tan(y * .pi / 180)
        let horizontal = (a * a + b * b).squareRoot()
        let deviceAzimuth = horizontal == 0 ? 0 : atan2(b, a)
        var screenAzimuth = deviceAzimuth + Double(rotation.rawValue) * .pi / 180
        if screenAzimuth > .pi { screenAzimuth -= 2 * .pi }
        return (CGFloat(atan2(1, horizontal)), CGFloat(screenAzimuth))
    }
}
