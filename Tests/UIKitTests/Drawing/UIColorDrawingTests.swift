import Foundation
import Testing
import UIKitTesting

/// UIColor in drawing: its Core Graphics colour and back, and setFill/setStroke/set on the current context.
@MainActor
struct UIColorDrawingTests {
    @Test func aColourSurvivesTheRoundTripThroughCGColor() {
        let colour = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let back = UIColor(cgColor: colour.cgColor)
        #expect(back.red == colour.red && back.green == colour.green)
        #expect(back.blue == colour.blue && back.alpha == colour.alpha)
    }

    @Test func setFillAndSetStrokeColourTheirOwnOperationsAndSetColoursBoth() {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image { context in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.setLineWidth(2)
            context.cgContext.stroke(CGRect(x: 11, y: 1, width: 8, height: 8))
            UIColor.green.set()
            UIRectFill(CGRect(x: 20, y: 0, width: 5, height: 10))
            context.cgContext.stroke(CGRect(x: 26, y: 1, width: 3, height: 8))
        }
        #expect(image.cgImage?.pixel(x: 5, y: 5) == .red)
        #expect(image.cgImage?.pixel(x: 11, y: 5) == .blue)
        #expect(image.cgImage?.pixel(x: 22, y: 5) == .green)
        #expect(image.cgImage?.pixel(x: 26, y: 5) == .green)
    }
}
