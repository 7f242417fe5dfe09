import Foundation
import Testing
import UIKitTesting

/// UIImage: PNG data in and out, drawing scaled into a rectangle, a clear error for data that is not PNG.
@MainActor
struct UIImageTests {
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

    @Test func badPNGDataIsAClearError() {
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(throws: CGDrawingError.notPNG) { try UIImage(pngData: Data([0x89, 0x50])) }
    }


    @Test func sizeIsInPointsAtTheImagesScale() throws {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).pngData { _ in }
        #expect(try UIImage(pngData: data).size == CGSize(width: 40, height: 20))
        #expect(try UIImage(pngData: data, scale: 2).size == CGSize(width: 20, height: 10))
        #expect(UIImage().size == .zero)
        #expect(UIImage().pngData() == nil)
    }
}
