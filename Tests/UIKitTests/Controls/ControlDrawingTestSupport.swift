import Foundation
import Testing
import UIKitTesting

/// A scene for the controls' pixel tests: a window of a known background on a small screen, a
/// compositor, and a touchscreen. Pixels are read at named points with a tolerance, never whole images.
@MainActor
struct ControlDrawingScene {
    let harness: UIKitTestHarness
    let compositor: Compositor
    let screen: VirtualTouchscreen

    init(background: UIColor = .black, size: CGSize = CGSize(width: 300, height: 120)) throws {
        harness = UIKitTestHarness(screenSize: size)
        harness.window.backgroundColor = background
        compositor = try Compositor()
        screen = harness.touchscreen()
    }

    func add(_ view: UIView) { harness.window.addSubview(view) }

    /// Renders a frame and returns the pixel at `point` (screen points, scale 1).
    func pixel(_ point: CGPoint) -> CGPixel? {
        compositor.renderFrame()
        return compositor.pixel(point)
    }
}

extension CGPixel {
    /// A colour as the compositor writes it over an opaque background: `color` at `alpha` over `under`.
    static func blend(_ color: UIColor, alpha: CGFloat = 1, over under: UIColor = .black) -> CGPixel {
        func channel(_ top: CGFloat, _ bottom: CGFloat) -> UInt8 {
            UInt8((min(max(top * alpha + bottom * (1 - alpha), 0), 1) * 255).rounded())
        }
        return CGPixel(red: channel(color.red, under.red), green: channel(color.green, under.green),
                       blue: channel(color.blue, under.blue), alpha: 255)
    }
}

/// Checks that `pixel` is within `tolerance` of `expected` on every channel, naming both on failure.
@MainActor
func expectPixel(_ pixel: CGPixel?, _ expected: CGPixel, tolerance: UInt8 = 6, _ what: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let pixel else {
        Issue.record("\(what): no pixel", sourceLocation: sourceLocation)
        return
    }
    #expect(pixel.isClose(to: expected, tolerance: tolerance), "\(what): \(pixel) is not \(expected)", sourceLocation: sourceLocation)
}
