import CoreGraphics
import Foundation
import Testing

/// Pixel tests compare colours at named points with a tolerance, never whole images: Cairo's
/// antialiasing may change edges between versions.
@Suite struct CGContextTests {
    let red = CGPixel(red: 255, green: 0, blue: 0, alpha: 255)
    let clear = CGPixel(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func fillRectPaintsInsideOnly() throws {
        let context = try CGContext(width: 20, height: 20)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(context.pixel(x: 10, y: 10) == red)
        #expect(context.pixel(x: 2, y: 2) == clear)
    }

    @Test func halfTransparentFillReadsBackStraightColour() throws {
        let context = try CGContext(width: 4, height: 4)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let pixel = try #require(context.pixel(x: 1, y: 1))
        #expect(pixel.isClose(to: CGPixel(red: 0, green: 0, blue: 255, alpha: 128), tolerance: 1))
    }

    @Test func premultipliedWordsDecodeExactly() {
        // 50 % alpha (0x80) premultiplied red 0x80 is straight red 0xff.
        #expect(CGPixel(premultipliedARGB: 0x8080_0000) == CGPixel(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(CGPixel(premultipliedARGB: 0xFF12_3456) == CGPixel(red: 0x12, green: 0x34, blue: 0x56, alpha: 255))
        #expect(CGPixel(premultipliedARGB: 0x0000_0000) == CGPixel(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func evenOddLeavesTheInnerRectangleEmpty() throws {
        let context = try CGContext(width: 30, height: 30)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        context.eoFillPath()
        #expect(context.pixel(x: 5, y: 5) == red)
        #expect(context.pixel(x: 15, y: 15) == clear)
    }

    @Test func clipAndRestore() throws {
        let context = try CGContext(width: 20, height: 20)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(context.pixel(x: 5, y: 5) == red)
        #expect(context.pixel(x: 15, y: 5) == clear)
        #expect(context.pixel(x: 15, y: 15) == red)
    }

    @Test func transformsMoveDrawing() throws {
        let context = try CGContext(width: 40, height: 40)
        context.translateBy(x: 20, y: 0)
        context.scaleBy(x: 2, y: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.pixel(x: 25, y: 5) == red)
        #expect(context.pixel(x: 5, y: 5) == clear)
        #expect(context.pixel(x: 31, y: 5) == clear)
    }

    @Test func strokeWithDashLeavesGaps() throws {
        let context = try CGContext(width: 40, height: 10)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 40, y: 5))
        context.strokePath()
        #expect(context.pixel(x: 5, y: 5) == red)
        #expect(context.pixel(x: 15, y: 5) == clear)
        #expect(context.pixel(x: 25, y: 5) == red)
    }

    @Test func transparencyLayerAppliesAlphaOnceToOverlaps() throws {
        let context = try CGContext(width: 20, height: 20)
        context.setAlpha(0.5)
        context.beginTransparencyLayer()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
        context.fill(CGRect(x: 5, y: 0, width: 15, height: 20))
        context.endTransparencyLayer()
        let overlap = try #require(context.pixel(x: 10, y: 10))
        #expect(overlap.isClose(to: CGPixel(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1))
    }

    @Test func arcClockwiseFollowsCoreGraphicsInFlippedSpace() throws {
        // clockwise: false from 0 to π runs through increasing angles: below the centre on a y-down screen.
        let context = try CGContext(width: 40, height: 40)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.move(to: CGPoint(x: 20, y: 20))
        context.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: false)
        context.closePath()
        context.fillPath()
        #expect(context.pixel(x: 20, y: 30) == red)
        #expect(context.pixel(x: 20, y: 10) == clear)
    }

    @Test func imagesRoundTripThroughPNG() throws {
        let context = try CGContext(width: 8, height: 8)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
        let image = try CGImage(pngData: try context.pngData())
        #expect(image.width == 8 && image.height == 8)
        #expect(image.pixel(x: 1, y: 1) == CGPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image.pixel(x: 6, y: 1) == clear)

        let target = try CGContext(width: 16, height: 16)
        target.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(target.pixel(x: 2, y: 8) == CGPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(target.pixel(x: 14, y: 8) == clear)
    }

    @Test func maskShowsDrawingOnlyWhereTheMaskIsOpaque() throws {
        let maskContext = try CGContext(width: 10, height: 10)
        maskContext.setFillColor(gray: 0, alpha: 1)
        maskContext.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let mask = try #require(maskContext.makeImage())
        let context = try CGContext(width: 10, height: 10)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        #expect(context.pixel(x: 2, y: 5) == red)
        #expect(context.pixel(x: 8, y: 5) == clear)
    }

    @Test func textIsMeasuredAndDrawn() throws {
        let style = TextStyle(pointSize: 20, color: .black)
        let size = TextLayout.size(of: "Hello", style: style)
        #expect(size.width > 30 && size.width < 90)
        #expect(size.height > 15 && size.height < 35)
        let wrapped = TextLayout.size(of: "Hello Hello Hello", style: style, width: size.width + 4)
        #expect(wrapped.height > size.height * 2.5)

        let context = try CGContext(width: 100, height: 40)
        context.draw("Hello", style: style, in: CGRect(x: 0, y: 0, width: 100, height: 40))
        var inked = 0
        for x in 0..<100 { for y in 0..<40 where (context.pixel(x: x, y: y)?.alpha ?? 0) > 128 { inked += 1 } }
        #expect(inked > 50)
    }
}

@Suite struct CGImageBadInputTests {
    @Test func notAPNGIsAClearError() {
        #expect(throws: CGDrawingError.notPNG) { try CGImage(pngData: Data("GIF89a not a png".utf8)) }
    }

    @Test func truncatedPNGIsAClearError() throws {
        let context = try CGContext(width: 32, height: 32)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 32, height: 32))
        let data = try context.pngData()
        do {
            _ = try CGImage(pngData: data.prefix(data.count / 2))
            Issue.record("a truncated PNG decoded")
        } catch let error as CGDrawingError {
            guard case .invalidPNG = error else { Issue.record("unexpected \(error)"); return }
            #expect(error.description.contains("truncated"))
        }
    }

    @Test func pngDeclaringAnEnormousSizeIsRefusedBeforeDecoding() throws {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00]  // 65536 × 65536
        #expect(throws: CGDrawingError.unsupportedSize(width: 65536, height: 65536)) {
            try CGImage(pngData: Data(header))
        }
    }

    @Test func zeroAndEnormousContextsAreRefused() {
        #expect(throws: CGDrawingError.unsupportedSize(width: 0, height: 10)) { try CGContext(width: 0, height: 10) }
        #expect(throws: CGDrawingError.unsupportedSize(width: 100_000, height: 100_000)) {
            try CGContext(width: 100_000, height: 100_000)
        }
    }
}

@Suite struct CGContextBitmapAccessTests {
    @Test func bitmapMemoryIsPremultipliedARGBRowsFromTheTop() throws {
        let context = try CGContext(width: 3, height: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        let word = context.withUnsafeBitmap { pixels, width, height, bytesPerRow in
            #expect(width == 3 && height == 2 && bytesPerRow >= 12 && pixels.count == bytesPerRow * 2)
            return pixels.load(fromByteOffset: bytesPerRow + 8, as: UInt32.self)
        }
        #expect(word >> 24 == 0x80)
        #expect((word >> 16) & 0xFF == 0x80)
        #expect(word & 0xFFFF == 0)
    }

    /// `drawContents(of:in:)` paints another context's bitmap as it is at the call, without a copy: drawn
    /// into again, the next paint shows the new pixels, and a scaled paint matches the image copy's.
    @Test func drawContentsPaintsTheSourceAsItIsNow() throws {
        let source = try CGContext(width: 10, height: 10)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let target = try CGContext(width: 40, height: 20)
        target.drawContents(of: source, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let red = CGPixel(red: 255, green: 0, blue: 0, alpha: 255)
        #expect(target.pixel(x: 5, y: 5) == red)
        source.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        target.drawContents(of: source, in: CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(target.pixel(x: 22, y: 5) == CGPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(target.pixel(x: 27, y: 5) == red)
        #expect(target.pixel(x: 2, y: 5) == red, "the first paint is not changed by the later drawing")
        // Scaled: the same pixels as drawing a copy of the bitmap.
        let viaImage = try CGContext(width: 20, height: 20)
        viaImage.draw(try #require(source.makeImage()), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let direct = try CGContext(width: 20, height: 20)
        direct.drawContents(of: source, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        for x in 0..<20 { for y in stride(from: 0, to: 20, by: 3) { #expect(direct.pixel(x: x, y: y) == viaImage.pixel(x: x, y: y)) } }
    }
}
