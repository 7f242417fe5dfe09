import Foundation
import Testing
import UIKitTesting

/// UIBezierPath: arcs turn clockwise on screen (y grows downwards), strokes use the line width.
@MainActor
struct UIBezierPathTests {
    @Test func bezierPathArcsAreClockwiseOnScreen() {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 20, y: 20))
            path.addArc(withCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true)
            path.close()
            UIColor.red.setFill()
            path.fill()
            UIColor.blue.setStroke()
            let dashed = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 36, height: 36))
            dashed.lineWidth = 2
            dashed.stroke()
        }
        // 0 → π clockwise on screen passes below the centre.
        #expect(image.cgImage?.pixel(x: 20, y: 30) == .red)
        #expect(image.cgImage?.pixel(x: 20, y: 10)?.alpha == 0)
        #expect(image.cgImage?.pixel(x: 20, y: 2) == .blue)
    }


    @Test func anOvalFillsItsCentreButNotTheCornersOfItsRectangle() {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
        }
        #expect(image.cgImage?.pixel(x: 20, y: 20) == .red)
        #expect(image.cgImage?.pixel(x: 2, y: 2)?.alpha == 0)
        #expect(image.cgImage?.pixel(x: 37, y: 37)?.alpha == 0)
    }
}
