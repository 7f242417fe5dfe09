import Foundation
import UIKitTesting

/// A view that records every draw(_:) call and fills its dirty rect with a colour.
final class CountingView: UIView {
    var drawnRects: [CGRect] = []
    var fill: UIColor = .red

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        fill.setFill()
        UIRectFill(rect)
    }
}

/// Pixels are read at named points and compared with a tolerance, never whole images: Cairo's
/// antialiasing at edges can change between versions.
@MainActor
extension Compositor {
    func pixel(_ point: CGPoint) -> CGPixel? { context.pixel(x: Int(point.x), y: Int(point.y)) }
}

extension CGPixel {
    static let red = CGPixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = CGPixel(red: 0, green: 255, blue: 0, alpha: 255)
    static let blue = CGPixel(red: 0, green: 0, blue: 255, alpha: 255)
    static let white = CGPixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let black = CGPixel(red: 0, green: 0, blue: 0, alpha: 255)
}

/// A plain view of `color` at `frame`.
@MainActor
func box(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}
