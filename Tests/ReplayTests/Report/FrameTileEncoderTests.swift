import CoreGraphics
import Foundation
@testable import Replay
import Testing

/// Frames are a keyframe plus the 32-pixel tiles that differ from it, packed in an atlas.
@MainActor
struct FrameTileEncoderTests {
    let red = CGPixel(red: 255, green: 0, blue: 0, alpha: 255)

    func grey(_ width: Int, _ height: Int) throws -> CGContext {
        let context = try CGContext(width: width, height: height)
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context
    }

    @Test func aFrameIsItsKeyframeAndTheTilesThatDifferPackedInAnAtlas() throws {
        let encoder = FrameTileEncoder()
        let frame = try grey(96, 64)
        #expect(try encoder.encode(frame) == .init(keyframe: 0, atlas: -1, tiles: []))
        #expect(try encoder.encode(frame, changed: []) == .init(keyframe: 0, atlas: -1, tiles: []), "nothing changed")
        frame.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        frame.fill(CGRect(x: 40, y: 40, width: 4, height: 4))
        let part = try encoder.encode(frame, changed: [CGRect(x: 40, y: 40, width: 4, height: 4)])
        #expect(part == .init(keyframe: 0, atlas: 1, tiles: [1, 1]))
        let atlas = try CGImage(pngData: encoder.images[1])
        #expect(atlas.width == 32 && atlas.height == 32)
        #expect(atlas.pixel(x: 8, y: 8) == red)
        #expect(atlas.pixel(x: 0, y: 0) == CGPixel(red: 128, green: 128, blue: 128, alpha: 255))
    }

    @Test func theTilesThatDifferedBeforeAreComparedAgainEvenOutsideTheChange() throws {
        let encoder = FrameTileEncoder()
        let frame = try grey(96, 64)
        _ = try encoder.encode(frame)
        frame.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        frame.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(try encoder.encode(frame, changed: [CGRect(x: 0, y: 0, width: 2, height: 2)]).tiles == [0, 0])
        // Nothing new changed: tile (0, 0) still differs from the keyframe.
        #expect(try encoder.encode(frame, changed: []).tiles == [0, 0])
        // It is put back: it no longer differs.
        frame.setFillColor(gray: 0.5, alpha: 1)
        frame.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(try encoder.encode(frame, changed: [CGRect(x: 0, y: 0, width: 2, height: 2)]) == .init(keyframe: 0, atlas: -1, tiles: []))
    }

    @Test func aFrameThatChangesAThirdOfTheScreenBecomesAKeyframe() throws {
        let encoder = FrameTileEncoder()
        let frame = try grey(96, 64)
        _ = try encoder.encode(frame)
        frame.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        frame.fill(CGRect(x: 0, y: 0, width: 64, height: 1))
        #expect(try encoder.encode(frame, changed: [CGRect(x: 0, y: 0, width: 64, height: 1)]) == .init(keyframe: 1, atlas: -1, tiles: []))
        #expect(try encoder.encode(frame, changed: []) == .init(keyframe: 1, atlas: -1, tiles: []))
    }

    @Test func aTileCutByTheFrameEdgeLeavesTheRestOfItsCellTransparent() throws {
        let encoder = FrameTileEncoder()
        let frame = try grey(40, 40)
        _ = try encoder.encode(frame)
        frame.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        frame.fill(CGRect(x: 36, y: 36, width: 4, height: 4))
        let part = try encoder.encode(frame, changed: nil)
        #expect(part.tiles == [1, 1])
        let atlas = try CGImage(pngData: encoder.images[part.atlas])
        #expect(atlas.pixel(x: 5, y: 5) == red)
        #expect(atlas.pixel(x: 9, y: 9) == CGPixel(red: 0, green: 0, blue: 0, alpha: 0))
    }

    /// On real replays, comparing only the changed tiles finds exactly what comparing every tile finds.
    @Test(arguments: ["pinch", "scroll-buttons"])
    func comparingOnlyTheChangedTilesFindsWhatComparingAllFinds(name: String) throws {
        let partial = FrameTileEncoder(), full = FrameTileEncoder()
        var parts: [(FrameTileEncoder.Part, FrameTileEncoder.Part)] = []
        _ = try ReplayFramesTests.render(name) { _, context, changed in
            parts.append((try partial.encode(context, changed: changed), try full.encode(context)))
        }
        #expect(parts.count > 10)
        #expect(parts.allSatisfy { $0.0 == $0.1 })
        #expect(partial.images == full.images)
        #expect(parts.contains { !$0.0.tiles.isEmpty }, "some frames have tiles")
    }
}
