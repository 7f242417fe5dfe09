import InputCore

/// Where a frame goes on a display of another size or orientation, and where a point on the display is
/// in the frame.
///
/// The frame keeps its aspect ratio: it is scaled by the largest factor that fits the output (up or
/// down), centred, and the bars left over stay black ("scaled and letterboxed", docs/display.md). A
/// `rotation` turns the picture clockwise on the output, for panels mounted on their side; input read
/// from the output (a window's pointer, a touchscreen glued to the panel) goes through the inverse.
public struct Letterbox: Sendable, Equatable {
    /// The frame's size in pixels.
    public let frameWidth: Int, frameHeight: Int
    /// The output's size in pixels.
    public let outputWidth: Int, outputHeight: Int
    /// How the picture is turned on the output, clockwise.
    public let rotation: ScreenRotation
    /// Output pixels per frame pixel.
    public let scale: Double
    /// The frame's rectangle on the output before rotation (what `SDL_RenderCopyEx` takes, rotated about
    /// its centre): origin and size in output pixels.
    public let destinationX: Double, destinationY: Double, destinationWidth: Double, destinationHeight: Double

    /// Fits a `frameWidth × frameHeight` frame, turned by `rotation`, into an `outputWidth × outputHeight` output.
    public init(frameWidth: Int, frameHeight: Int, outputWidth: Int, outputHeight: Int, rotation: ScreenRotation = .degrees0) {
        self.frameWidth = max(frameWidth, 1)
        self.frameHeight = max(frameHeight, 1)
        self.outputWidth = max(outputWidth, 1)
        self.outputHeight = max(outputHeight, 1)
        self.rotation = rotation
        let sideways = rotation == .degrees90 || rotation == .degrees270
        let turnedWidth = Double(sideways ? self.frameHeight : self.frameWidth)
        let turnedHeight = Double(sideways ? self.frameWidth : self.frameHeight)
        scale = min(Double(self.outputWidth) / turnedWidth, Double(self.outputHeight) / turnedHeight)
        destinationWidth = Double(self.frameWidth) * scale
        destinationHeight = Double(self.frameHeight) * scale
        destinationX = (Double(self.outputWidth) - destinationWidth) / 2
        destinationY = (Double(self.outputHeight) - destinationHeight) / 2
    }

    /// The point of the frame (in frame pixels) shown at an output point (in output pixels). Points on the
    /// bars fall outside `0…frameWidth × 0…frameHeight`.
    public func framePoint(outputX: Double, outputY: Double) -> InputPoint {
        let dx = outputX - Double(outputWidth) / 2
        let dy = outputY - Double(outputHeight) / 2
        // Undo a clockwise turn (y points down): rotate counter-clockwise by the same angle.
        let (x, y): (Double, Double)
        switch rotation {
        case .degrees0: (x, y) = (dx, dy)
        case .degrees90: (x, y) = (dy, -dx)
        case .degrees180: (x, y) = (-dx, -dy)
        case .degrees270: (x, y) = (-dy, dx)
        }
        return InputPoint(x: x / scale + Double(frameWidth) / 2, y: y / scale + Double(frameHeight) / 2)
    }

    /// The same mapping on normalised coordinates (output `0…1` → frame `0…1`) as a libinput calibration
    /// matrix, so a touchscreen on the output maps into the letterboxed, rotated picture.
    public var touchCalibration: CalibrationMatrix {
        func normalized(_ u: Double, _ v: Double) -> InputPoint {
            let p = framePoint(outputX: u * Double(outputWidth), outputY: v * Double(outputHeight))
            return InputPoint(x: p.x / Double(frameWidth), y: p.y / Double(frameHeight))
        }
        let origin = normalized(0, 0), alongX = normalized(1, 0), alongY = normalized(0, 1)
        return CalibrationMatrix([
            alongX.x - origin.x, alongY.x - origin.x, origin.x,
            alongX.y - origin.y, alongY.y - origin.y, origin.y,
        ]) ?? .identity
    }

    /// The matrix for a touchscreen that has its own calibration `device` (applied first, in the device's
    /// space) and sits on this output: the device's correction, then this mapping.
    public func touchCalibration(after device: CalibrationMatrix) -> CalibrationMatrix {
        let m = touchCalibration.values, d = device.values
        return CalibrationMatrix([
            m[0] * d[0] + m[1] * d[3], m[0] * d[1] + m[1] * d[4], m[0] * d[2] + m[1] * d[5] + m[2],
            m[3] * d[0] + m[4] * d[3], m[3] * d[1] + m[4] * d[4], m[3] * d[2] + m[4] * d[5] + m[5],
        ]) ?? .identity
    }
}
