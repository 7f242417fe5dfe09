import CoreGraphics
import Foundation
import Testing

/// PNG data comes from outside: every corruption of a valid file must decode or throw, never crash or
/// allocate without bound. Deterministic mutations (a small in-test fuzz), fast enough for every run.
@Suite struct CGImageMutationTests {
    @Test func mutatedPNGsDecodeOrThrow() throws {
        let context = try CGContext(width: 16, height: 16)
        context.setFillColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.5)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        let original = [UInt8](try context.pngData())
        var state: UInt64 = 16
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var decoded = 0, refused = 0
        for round in 0..<400 {
            var bytes = original
            switch round % 4 {
            case 0: bytes[next() % bytes.count] ^= UInt8(1 << (next() % 8))
            case 1: bytes = Array(bytes.prefix(next() % bytes.count))
            case 2: for _ in 0..<8 { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
            default:
                // The IHDR size fields (bytes 16..<24): huge or zero sizes.
                bytes[16 + next() % 8] = UInt8(truncatingIfNeeded: next())
            }
            do {
                let image = try CGImage(pngData: Data(bytes))
                #expect(image.width <= CGImage.maximumPixelDimension && image.height <= CGImage.maximumPixelDimension)
                decoded += 1
            } catch let error as CGDrawingError {
                #expect(!error.description.isEmpty)
                refused += 1
            }
        }
        #expect(decoded + refused == 400)
        #expect(refused > 100)
    }

    /// Decoding is linear in the data: a 2048 × 2048 PNG of coloured 16-pixel blocks (16 MB of pixels, read
    /// through the stream callback in libpng's small chunks) decodes to every pixel, which quadratic
    /// copying in the callback would turn into minutes.
    @Test func aLargePNGDecodesInOnePass() throws {
        let side = 2048
        let context = try CGContext(width: side, height: side)
        var state: UInt64 = 7
        for y in stride(from: 0, to: side, by: 16) {
            for x in stride(from: 0, to: side, by: 16) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                context.setFillColor(red: Double(state >> 56) / 255, green: Double((state >> 48) & 0xFF) / 255,
                                     blue: Double((state >> 40) & 0xFF) / 255, alpha: 1)
                context.fill(CGRect(x: x, y: y, width: 16, height: 16))
            }
        }
        let data = try context.pngData()
        let image = try CGImage(pngData: data)
        #expect(image.width == side && image.height == side)
        #expect(image.pixel(x: side - 1, y: side - 1) == context.pixel(x: side - 1, y: side - 1))
        #expect(image.pixel(x: 0, y: 0) == context.pixel(x: 0, y: 0))
    }
}
