import UIKit

/// A stand-in for the drawing system's compositor until it is merged: paints every visible view's
/// `backgroundColor` as a rectangle (its bounds' bounding box on screen, alpha multiplied down the tree,
/// blended source-over), back to front, over black. No `draw(_:)`, clipping, rounded corners or text.
///
/// It exists so the whole live path (frame loop → presenter → screen, input → views) runs and is tested
/// end to end now; ``FrameLoop/composite`` is where the drawing system's compositor replaces it.
@MainActor
public struct FlatRenderer {
    /// The application whose windows are drawn.
    public let application: UIApplication

    /// Creates a renderer for `application`'s main screen.
    public init(application: UIApplication) { self.application = application }

    /// The screen as a frame: `bounds × scale` pixels.
    public func render() -> ScreenFrame? {
        let screen = application.mainScreen
        let scale = Double(screen.scale)
        let width = Int((Double(screen.bounds.width) * scale).rounded())
        let height = Int((Double(screen.bounds.height) * scale).rounded())
        guard var canvas = Canvas(width: width, height: height) else { return nil }
        for window in application.windows where !window.isHidden {
            paint(window, in: window, alpha: 1, scale: scale, on: &canvas)
        }
        return canvas.frame
    }

    private func paint(_ view: UIView, in window: UIWindow, alpha inherited: Double, scale: Double, on canvas: inout Canvas) {
        let alpha = inherited * Double(view.alpha)
        guard !view.isHidden, alpha >= 0.01 else { return }
        if let colour = view.backgroundColor, colour.alpha > 0 {
            var rect = view === window ? view.bounds : view.convert(view.bounds, to: window)
            rect.origin.x += window.frame.origin.x
            rect.origin.y += window.frame.origin.y
            canvas.fill(x: Double(rect.minX) * scale, y: Double(rect.minY) * scale,
                        width: Double(rect.width) * scale, height: Double(rect.height) * scale,
                        red: Double(colour.red), green: Double(colour.green), blue: Double(colour.blue),
                        alpha: Double(colour.alpha) * alpha)
        }
        for subview in view.subviews { paint(subview, in: window, alpha: alpha, scale: scale, on: &canvas) }
    }
}

/// Premultiplied ARGB32 pixels being painted.
struct Canvas {
    let width: Int, height: Int
    var words: [UInt32]

    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
        self.width = width
        self.height = height
        words = [UInt32](repeating: 0xFF00_0000, count: width * height)
    }

    /// Source-over fill of a rectangle (pixel centres inside it are covered).
    mutating func fill(x: Double, y: Double, width w: Double, height h: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { return }
        let left = max(0, Int((x).rounded())), top = max(0, Int((y).rounded()))
        let right = min(width, Int((x + w).rounded())), bottom = min(height, Int((y + h).rounded()))
        guard left < right, top < bottom else { return }
        let a = min(max(alpha, 0), 1)
        let sr = min(max(red, 0), 1) * a, sg = min(max(green, 0), 1) * a, sb = min(max(blue, 0), 1) * a
        for row in top..<bottom {
            for column in left..<right {
                let index = row * width + column
                let d = words[index]
                func channel(_ shift: UInt32, _ source: Double) -> UInt32 {
                    let destination = Double((d >> shift) & 0xFF) / 255
                    return UInt32((source + destination * (1 - a)) * 255 + 0.5) << shift
                }
                words[index] = channel(24, a) | channel(16, sr) | channel(8, sg) | channel(0, sb)
            }
        }
    }

    var frame: ScreenFrame? {
        let bytes = words.withUnsafeBytes { Array($0) }
        return ScreenFrame(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }
}
