import CoreGraphics
import Foundation
import Testing

/// `fillDevicePixels(in:with:)` writes the pixels Cairo's fill writes; `shiftPixels(in:dx:dy:)` moves pixels
/// inside a rectangle and leaves the exposed strip alone.
@Suite struct CGContextDevicePixelsTests {
    /// The same colours through Cairo's fill and through the direct write: every pixel word equal, for
    /// colours across the whole range (each component's rounding to 8 bits is Cairo's).
    @Test func aDirectFillGivesCairosPixelsExactly() throws {
        var state: UInt64 = 25
        func unit() -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(state >> 11) / CGFloat(1 << 53)
        }
        let cairo = try CGContext(width: 64, height: 32)
        let direct = try CGContext(width: 64, height: 32)
        var colours = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                       CGColor(red: 1.5, green: -0.5, blue: 0.5, alpha: 1), CGColor(red: 0.5 / 255, green: 127.5 / 255, blue: 254.5 / 255, alpha: 1)]
        for _ in 0..<2_000 { colours.append(CGColor(red: unit(), green: unit(), blue: unit(), alpha: 1)) }
        for (index, colour) in colours.enumerated() {
            let rect = CGRect(x: index % 60, y: index % 28, width: 4, height: 4)
            cairo.setFillColor(colour)
            cairo.fill(rect)
            direct.fillDevicePixels(in: rect, with: colour)
            #expect(cairo.pixel(x: index % 60 + 1, y: index % 28 + 1) == direct.pixel(x: index % 60 + 1, y: index % 28 + 1),
                    "colour \(colour)")
        }
    }

    @Test func aDirectFillIgnoresTheTransformAndClipAndIsCutToTheBitmap() throws {
        let context = try CGContext(width: 10, height: 10)
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fillDevicePixels(in: CGRect(x: 6, y: 6, width: 20, height: 20), with: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(context.pixel(x: 9, y: 9) == CGPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(context.pixel(x: 6, y: 6) == CGPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(context.pixel(x: 5, y: 6) == CGPixel(red: 0, green: 0, blue: 0, alpha: 0))
        // Drawing through Cairo afterwards sees the written pixels (the surface was marked dirty).
        context.restoreGState()
        #expect(context.makeImage()?.pixel(x: 7, y: 7) == CGPixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// The one-pass save and fill keeps exactly what ``readDevicePixels(in:into:)`` would have read and
    /// writes exactly Cairo's fill of the rectangle; a rectangle not on whole pixels inside the bitmap
    /// writes nothing and keeps nothing.
    @Test(arguments: [CGRect(x: 1, y: 2, width: 2, height: 3), CGRect(x: 0, y: 0, width: 6, height: 6), CGRect(x: 5, y: 0, width: 1, height: 6)])
    func aFillThatSavesKeepsWhatItReplacesAndWritesCairosPixels(rect: CGRect) throws {
        let context = try numbered()
        var expectedSaved: [UInt32] = []
        #expect(try numbered().readDevicePixels(in: rect, into: &expectedSaved))
        let cairo = try numbered()
        let colour = CGColor(red: 0.2, green: 0.55, blue: 0.9, alpha: 1)
        cairo.setFillColor(colour)
        cairo.fill(rect)
        var saved: [UInt32] = [7, 7]  // a buffer of the wrong size is resized
        #expect(context.fillDevicePixels(in: rect, with: colour, saving: &saved))
        #expect(saved == expectedSaved)
        for y in 0..<6 {
            for x in 0..<6 { #expect(context.pixel(x: x, y: y) == cairo.pixel(x: x, y: y), "(\(x), \(y)) filled in \(rect)") }
        }
        // Written back, the saved words restore the bitmap as it was.
        #expect(context.writeDevicePixels(saved, in: rect))
        let before = try numbered()
        for y in 0..<6 { for x in 0..<6 { #expect(context.pixel(x: x, y: y) == before.pixel(x: x, y: y)) } }
    }

    @Test(arguments: [CGRect(x: 0.5, y: 0, width: 2, height: 2), CGRect(x: 5, y: 5, width: 2, height: 1), CGRect(x: 0, y: 0, width: 0, height: 3),
                      CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)])
    func aFillThatSavesOffWholePixelsWritesNothing(rect: CGRect) throws {
        let context = try numbered()
        var saved: [UInt32] = [1, 2, 3]
        #expect(!context.fillDevicePixels(in: rect, with: CGColor(red: 1, green: 0, blue: 0, alpha: 1), saving: &saved))
        #expect(saved.isEmpty)
        let before = try numbered()
        for y in 0..<6 { for x in 0..<6 { #expect(context.pixel(x: x, y: y) == before.pixel(x: x, y: y)) } }
    }

    /// A 6 × 6 bitmap whose pixel (x, y) has red x and green y, to follow where each pixel went.
    func numbered() throws -> CGContext {
        let context = try CGContext(width: 6, height: 6)
        for y in 0..<6 {
            for x in 0..<6 {
                context.fillDevicePixels(in: CGRect(x: x, y: y, width: 1, height: 1), with: CGColor(red: CGFloat(x) / 255, green: CGFloat(y) / 255, blue: 0, alpha: 1))
            }
        }
        return context
    }

    @Test(arguments: [(1, 0), (-1, 0), (0, 2), (0, -2), (2, 1), (-1, -1)])
    func shiftingMovesEveryPixelInsideTheRectangleAndKeepsTheExposedStrip(dx: Int, dy: Int) throws {
        let context = try numbered()
        let before = try numbered()
        let area = CGRect(x: 1, y: 1, width: 4, height: 4)
        context.shiftPixels(in: area, dx: dx, dy: dy)
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = area.contains(CGPoint(x: x, y: y)), sourceInside = area.contains(CGPoint(x: x - dx, y: y - dy))
                let expected = inside && sourceInside ? before.pixel(x: x - dx, y: y - dy) : before.pixel(x: x, y: y)
                #expect(context.pixel(x: x, y: y) == expected, "(\(x), \(y)) after a shift by (\(dx), \(dy))")
            }
        }
    }

    @Test func aShiftAsWideAsTheRectangleOrOutsideTheBitmapChangesNothing() throws {
        let context = try numbered()
        let before = try numbered()
        context.shiftPixels(in: CGRect(x: 0, y: 0, width: 3, height: 3), dx: 3, dy: 0)
        context.shiftPixels(in: CGRect(x: 10, y: 10, width: 3, height: 3), dx: 1, dy: 0)
        context.shiftPixels(in: CGRect(x: CGFloat.nan, y: 0, width: 3, height: 3), dx: 1, dy: 0)
        for y in 0..<6 { for x in 0..<6 { #expect(context.pixel(x: x, y: y) == before.pixel(x: x, y: y)) } }
    }

    /// Pixels read out of a rectangle and written back over something else restore it exactly, and only
    /// inside the rectangle; a Cairo fill afterwards sees the written pixels.
    @Test func pixelsReadOutAndWrittenBackRestoreTheRectangleExactly() throws {
        let context = try numbered()
        let before = try numbered()
        let area = CGRect(x: 1, y: 2, width: 3, height: 2)
        var words: [UInt32] = [7, 7]
        #expect(context.readDevicePixels(in: area, into: &words))
        #expect(words.count == 6)
        context.fillDevicePixels(in: CGRect(x: 0, y: 0, width: 6, height: 6), with: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(context.writeDevicePixels(words, in: area))
        for y in 0..<6 {
            for x in 0..<6 {
                let expected = area.contains(CGPoint(x: x, y: y)) ? before.pixel(x: x, y: y) : CGPixel(red: 255, green: 255, blue: 255, alpha: 255)
                #expect(context.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
        #expect(context.makeImage()?.pixel(x: 2, y: 3) == before.pixel(x: 2, y: 3))
    }

    /// A rectangle off whole pixels, outside the bitmap or not finite is not read (the words emptied) and
    /// not written; words of the wrong count are not written.
    @Test func fractionalOutsideOrMismatchedRectanglesAreRefused() throws {
        let context = try numbered()
        let before = try numbered()
        var words: [UInt32] = [1]
        for rect in [CGRect(x: 0.5, y: 0, width: 2, height: 2), CGRect(x: 5, y: 5, width: 2, height: 1),
                     CGRect(x: -1, y: 0, width: 2, height: 2), CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2),
                     CGRect(x: 0, y: 0, width: 0, height: 2)] {
            #expect(!context.readDevicePixels(in: rect, into: &words), "\(rect)")
            #expect(words.isEmpty)
            #expect(!context.writeDevicePixels([0, 0, 0, 0], in: rect), "\(rect)")
        }
        #expect(!context.writeDevicePixels([0, 0, 0], in: CGRect(x: 0, y: 0, width: 2, height: 2)))
        for y in 0..<6 { for x in 0..<6 { #expect(context.pixel(x: x, y: y) == before.pixel(x: x, y: y)) } }
    }
}
