@testable import CoreGraphics
import Foundation
import Testing

/// The whole-pixel composites and fills that go to pixman around Cairo (CGContext+Pixman.swift) write the
/// bytes Cairo writes: each case is drawn twice, once with the direct path and once with everything through
/// Cairo, on the same random pixels, and the bitmaps are compared word for word.
@Suite struct CGContextPixmanTests {
    /// A linear congruential generator with a fixed seed, so a failing case replays.
    struct Cases {
        var state: UInt64
        mutating func below(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(n, 1)))
        }
        mutating func unit() -> CGFloat { CGFloat(below(10_001)) / 10_000 }

        /// A premultiplied ARGB32 word: transparent, opaque or in between, its colour no brighter than its alpha.
        mutating func pixel() -> UInt32 {
            let alpha = [0, 255, below(256)][below(3)]
            func component() -> UInt32 { UInt32(below(alpha + 1)) }
            return UInt32(alpha) << 24 | component() << 16 | component() << 8 | component()
        }

        /// A context of `width` × `height` pixels of random words.
        mutating func bitmap(width: Int, height: Int) throws -> CGContext {
            let context = try CGContext(width: width, height: height)
            let words = (0..<(width * height)).map { _ in pixel() }
            #expect(context.writeDevicePixels(words, in: CGRect(x: 0, y: 0, width: width, height: height)))
            return context
        }

        /// An alpha that is opaque, clear, just inside either of Cairo's thresholds (0x00FF and 0xFF00 of
        /// 0xFFFF), or anything between.
        mutating func alpha() -> CGFloat {
            let thresholds: [CGFloat] = [1, 0, 256 / 65535, 254 / 65535, 0xFF00 / 65535, 0xFEFF / 65535]
            let pick = below(9)
            return pick < thresholds.count ? thresholds[pick] : unit()
        }

        /// Up to three rectangles in device pixels, disjoint, on whole pixels or (one time in five) not.
        mutating func deviceRects(inside width: Int, _ height: Int) -> [CGRect] {
            var rects: [CGRect] = []
            for _ in 0..<(1 + below(3)) {
                var rect = CGRect(x: below(width), y: below(height), width: 1 + below(width / 2), height: 1 + below(height / 2))
                if below(5) == 0 { rect.origin.x += 0.5 }
                if !rects.contains(where: { $0.intersects(rect) }) { rects.append(rect) }
            }
            return rects
        }
    }

    /// Draws `body` into two copies of `destination`'s pixels, one with the direct path; returns the two
    /// bitmaps' words and whether the direct path was taken.
    private func drawTwice(_ destination: CGContext, _ body: (CGContext) -> Void) throws -> (cairo: [UInt32], direct: [UInt32], took: Bool) {
        let whole = CGRect(x: 0, y: 0, width: destination.width, height: destination.height)
        var original: [UInt32] = []
        #expect(destination.readDevicePixels(in: whole, into: &original))
        let cairo = try CGContext(width: destination.width, height: destination.height)
        cairo.drawsWholePixelsDirectly = false
        cairo.writeDevicePixels(original, in: whole)
        let direct = try CGContext(width: destination.width, height: destination.height)
        direct.writeDevicePixels(original, in: whole)
        body(cairo)
        body(direct)
        var cairoWords: [UInt32] = [], directWords: [UInt32] = []
        #expect(cairo.readDevicePixels(in: whole, into: &cairoWords))
        #expect(direct.readDevicePixels(in: whole, into: &directWords))
        #expect(cairo.directPixmanOperations == 0)
        return (cairoWords, directWords, direct.directPixmanOperations > 0)
    }

    /// Runs 400 cases drawn from `seed`, each with a scale (1 or 2) and a destination of random pixels;
    /// `body` draws and compares one case and says whether it went to pixman. Returns how many did.
    private func countDirectCases(seed: UInt64, _ body: (inout Cases, Int, CGFloat, CGContext) throws -> Bool) throws -> Int {
        var cases = Cases(state: seed)
        var direct = 0
        for index in 0..<400 {
            let scale: CGFloat = cases.below(2) == 0 ? 1 : 2
            let destination = try cases.bitmap(width: 16 + cases.below(32), height: 16 + cases.below(24))
            if try body(&cases, index, scale, destination) { direct += 1 }
        }
        return direct
    }

    /// Random bitmaps placed at random offsets (whole pixels mostly, half pixels sometimes), at scale 1 and 2,
    /// with random alphas, blend modes and clips (none, whole-pixel rectangles, fractional ones): every word
    /// as Cairo writes it.
    @Test func aWholePixelCompositeWritesCairosBytes() throws {
        let direct = try countDirectCases(seed: 40) { cases, index, scale, destination in
            let source = try cases.bitmap(width: 2 * (1 + cases.below(12)), height: 2 * (1 + cases.below(12)))
            let step = cases.below(6) == 0 ? 0.25 : 1 / scale
            let origin = CGPoint(x: CGFloat(cases.below(Int(CGFloat(destination.width) / scale / step))) * step - 2,
                                 y: CGFloat(cases.below(Int(CGFloat(destination.height) / scale / step))) * step - 2)
            let alpha = cases.alpha()
            let copy = cases.below(4) == 0
            let clips = cases.below(3) == 0 ? [] : cases.deviceRects(inside: destination.width, destination.height)
            let run = try drawTwice(destination) { context in
                context.saveGState()
                if !clips.isEmpty { context.clip(to: clips) }
                context.scaleBy(x: scale, y: scale)
                context.setAlpha(alpha)
                if copy { context.setBlendMode(.copy) }
                context.drawContents(of: source, in: CGRect(origin: origin, size: CGSize(width: CGFloat(source.width) / scale,
                                                                                         height: CGFloat(source.height) / scale)))
                context.restoreGState()
            }
            #expect(run.cairo == run.direct, "case \(index): scale \(scale), origin \(origin), alpha \(alpha), copy \(copy), clips \(clips)")
            return run.took
        }
        // Many cases go to pixman (the others: a clear alpha, a fractional offset or clip, the copy mode
        // through an alpha), so the comparison is not of Cairo against itself.
        #expect(direct > 120, "\(direct) of 400 cases composited directly")
    }

    /// Random fills and clears of one or several rectangles (overlapping or not), opaque, translucent and
    /// clear colours, with the global alpha and the normal, copy and clear blend modes, under random clips:
    /// every word as Cairo writes it.
    @Test func aWholePixelFillOrClearWritesCairosBytes() throws {
        let direct = try countDirectCases(seed: 41) { cases, index, scale, destination in
            let colour = CGColor(red: cases.unit(), green: cases.unit(), blue: cases.unit(), alpha: cases.alpha())
            let alpha = cases.below(3) == 0 ? cases.alpha() : 1
            let mode = [CGBlendMode.normal, .normal, .copy, .clear][cases.below(4)]
            let clear = cases.below(5) == 0
            let clips = cases.below(3) == 0 ? [] : cases.deviceRects(inside: destination.width, destination.height)
            let step = cases.below(6) == 0 ? 0.25 : 1 / scale
            let rects = (0..<(1 + cases.below(3))).map { _ in
                CGRect(x: CGFloat(cases.below(Int(CGFloat(destination.width) / scale / step))) * step - 1,
                       y: CGFloat(cases.below(Int(CGFloat(destination.height) / scale / step))) * step - 1,
                       width: CGFloat(cases.below(Int(12 / step))) * step, height: CGFloat(cases.below(Int(12 / step))) * step)
            }
            let run = try drawTwice(destination) { context in
                context.saveGState()
                if !clips.isEmpty { context.clip(to: clips) }
                context.scaleBy(x: scale, y: scale)
                context.setAlpha(alpha)
                context.setBlendMode(mode)
                context.setFillColor(colour)
                if clear {
                    context.clear(rects[0])
                } else if rects.count == 1 {
                    context.fill(rects[0])
                } else {
                    context.fill(rects)
                }
                context.restoreGState()
            }
            #expect(run.cairo == run.direct,
                    "case \(index): scale \(scale), \(clear ? "clear" : "fill") \(rects), colour \(colour), alpha \(alpha), mode \(mode), clips \(clips)")
            return run.took
        }
        #expect(direct > 200, "\(direct) of 400 cases filled directly")
    }

    /// A clip narrowed in nested states and restored: each draw sees the clip of its own state, as in Cairo.
    @Test func theClipOfARestoredStateIsTheOneSavedWithIt() throws {
        var cases = Cases(state: 42)
        let destination = try cases.bitmap(width: 40, height: 30)
        let source = try cases.bitmap(width: 12, height: 10)
        let run = try drawTwice(destination) { context in
            context.saveGState()
            context.clip(to: [CGRect(x: 0, y: 0, width: 20, height: 30), CGRect(x: 24, y: 0, width: 16, height: 12)])
            context.saveGState()
            context.clip(to: CGRect(x: 5, y: 5, width: 30, height: 4))
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            context.restoreGState()
            context.drawContents(of: source, in: CGRect(x: 14, y: 6, width: 12, height: 10))
            context.clear(CGRect(x: 0, y: 20, width: 40, height: 2))
            context.restoreGState()
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            context.fill(CGRect(x: 30, y: 25, width: 10, height: 5))
        }
        #expect(run.cairo == run.direct)
        #expect(run.took)
    }

    /// What only Cairo can draw goes through Cairo (and still writes Cairo's bytes): a scaled or rotated
    /// bitmap, a fractional offset, drawing inside a transparency layer, a path clip.
    @Test(arguments: ["scaled", "rotated", "fractional", "layer", "pathClip", "overlappingClip"])
    func whatIsNotAWholePixelOperationGoesThroughCairo(kind: String) throws {
        var cases = Cases(state: 43)
        let destination = try cases.bitmap(width: 32, height: 32)
        let source = try cases.bitmap(width: 8, height: 8)
        let run = try drawTwice(destination) { context in
            switch kind {
            case "rotated": context.rotate(by: .pi / 2); context.translateBy(x: 0, y: -20)
            case "layer": context.beginTransparencyLayer()
            case "pathClip": context.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30)); context.clip()
            case "overlappingClip": context.clip(to: [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 10, y: 10, width: 20, height: 20)])
            default: break
            }
            let rect = CGRect(x: kind == "fractional" ? 3.5 : 3, y: 4, width: kind == "scaled" ? 12 : 8, height: 8)
            context.drawContents(of: source, in: rect)
            // A fill of whole pixels goes to pixman unless the transform, clip or layer keeps it in Cairo.
            context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            if kind != "scaled" { context.fill(CGRect(x: kind == "fractional" ? 20.5 : 20, y: 20, width: 4, height: 4)) }
            if kind == "layer" { context.endTransparencyLayer() }
        }
        #expect(run.cairo == run.direct)
        #expect(!run.took)
    }
}
