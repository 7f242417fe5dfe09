import CoreGraphics
import Foundation
import Testing

/// `copyPixels(from:in:to:)` replaces pixels, cut to both bitmaps.
@Suite struct CGContextPixelCopyTests {
    let red = CGPixel(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = CGPixel(red: 0, green: 0, blue: 255, alpha: 255)
    let clear = CGPixel(red: 0, green: 0, blue: 0, alpha: 0)

    func filled(_ width: Int, _ height: Int, red: CGFloat, blue: CGFloat, alpha: CGFloat = 1) throws -> CGContext {
        let context = try CGContext(width: width, height: height)
        context.setFillColor(red: red, green: 0, blue: blue, alpha: alpha)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context
    }

    @Test func copiesTheRectangleToTheOriginAndNothingElse() throws {
        let source = try filled(10, 10, red: 1, blue: 0)
        let destination = try filled(10, 10, red: 0, blue: 1)
        destination.copyPixels(from: source, in: CGRect(x: 2, y: 3, width: 2, height: 1), to: CGPoint(x: 6, y: 7))
        #expect(destination.pixel(x: 6, y: 7) == red && destination.pixel(x: 7, y: 7) == red)
        #expect(destination.pixel(x: 8, y: 7) == blue && destination.pixel(x: 6, y: 8) == blue && destination.pixel(x: 5, y: 7) == blue)
        #expect(destination.pixel(x: 2, y: 3) == blue)
    }

    @Test func pixelsAreReplacedNotComposited() throws {
        let source = try CGContext(width: 4, height: 4)
        let destination = try filled(4, 4, red: 0, blue: 1)
        destination.copyPixels(from: source, in: CGRect(x: 0, y: 0, width: 4, height: 4), to: .zero)
        #expect(destination.pixel(x: 1, y: 1) == clear)
    }

    @Test func aFractionalRectangleIsRoundedOutToWholePixels() throws {
        let source = try filled(10, 10, red: 1, blue: 0)
        let destination = try filled(10, 10, red: 0, blue: 1)
        destination.copyPixels(from: source, in: CGRect(x: 2.5, y: 2.5, width: 1, height: 1), to: CGPoint(x: 2.5, y: 2.5))
        for x in 2...3 { for y in 2...3 { #expect(destination.pixel(x: x, y: y) == red) } }
        #expect(destination.pixel(x: 4, y: 4) == blue && destination.pixel(x: 1, y: 1) == blue)
    }

    @Test func partsOutsideEitherBitmapAreIgnored() throws {
        let source = try filled(4, 4, red: 1, blue: 0)
        let destination = try filled(6, 6, red: 0, blue: 1)
        // Half outside the source at the top left, and landing half outside the destination at the bottom right.
        destination.copyPixels(from: source, in: CGRect(x: -2, y: -2, width: 4, height: 4), to: CGPoint(x: 3, y: 3))
        #expect(destination.pixel(x: 5, y: 5) == red)
        #expect(destination.pixel(x: 4, y: 4) == blue, "that pixel came from outside the source")
        destination.copyPixels(from: source, in: CGRect(x: 0, y: 0, width: 4, height: 4), to: CGPoint(x: 4, y: -3))
        #expect(destination.pixel(x: 4, y: 0) == red && destination.pixel(x: 5, y: 0) == red && destination.pixel(x: 4, y: 1) == blue)
        for rect in [CGRect.null, CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
                     CGRect(x: 100, y: 100, width: 4, height: 4), CGRect(x: -1e300, y: 0, width: 1, height: 1)] {
            destination.copyPixels(from: source, in: rect, to: .zero)
        }
        destination.copyPixels(from: source, in: CGRect(x: 0, y: 0, width: 4, height: 4), to: CGPoint(x: CGFloat.nan, y: 0))
        destination.copyPixels(from: source, in: CGRect(x: 0, y: 0, width: 4, height: 4), to: CGPoint(x: 1e300, y: 0))
        #expect(destination.pixel(x: 0, y: 0) == blue)
    }
}
