import Foundation
import Testing
import UIKitTesting

/// UIGraphicsImageRenderer, UIImage and UIBezierPath.
@MainActor
struct ImageRendererTests {
    @Test func formatScaleMultipliesThePixels() {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(image.cgImage?.width == 30)
        #expect(image.cgImage?.pixel(x: 14, y: 7) == .green)
        #expect(image.cgImage?.pixel(x: 16, y: 7)?.alpha == 0)
    }

    @Test func pngDataRoundTripsAndImagesDrawScaled() throws {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).pngData { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        }
        let image = try UIImage(pngData: data)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(drawn.cgImage?.pixel(x: 18, y: 18) == .blue)
    }

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

    @Test func zeroSizedAndEnormousRenderersAreRefusedWithADiagnostic() {
        let harness = UIKitTestHarness()
        var ran = false
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        let enormous = UIGraphicsImageRenderer(size: CGSize(width: 1e6, height: 1e6)).image { _ in ran = true }
        let infinite = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: 10)).image { _ in ran = true }
        #expect(!ran)
        #expect(empty.size == .zero && enormous.size == .zero && infinite.size == .zero)
        #expect(harness.traceLines(containing: "unsupported bitmap size").count == 3)
    }

    @Test func badPNGDataIsAClearError() {
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(throws: CGDrawingError.notPNG) { try UIImage(pngData: Data([0x89, 0x50])) }
    }
}
