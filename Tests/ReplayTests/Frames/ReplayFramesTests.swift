import Foundation
import InputRecording
@testable import Replay
import Testing
import UIKitTesting

/// The frame writer keeps one frame bitmap and copies into it only what changed; its frames must be the
/// frames a new bitmap per frame would give, and its changed rectangles must bound every change.
@MainActor
struct ReplayFramesTests {
    struct Frame {
        var pixels: [UInt8]
        var bytesPerRow: Int
        var changed: [CGRect]?
    }

    /// Replays a corpus recording with frames at `fps`, keeping each frame's pixels.
    static func render(_ name: String, fps: Double = 20, reusesFrameBitmap: Bool = true,
                       sink: ((Int, CGContext, [CGRect]?) throws -> Void)? = nil) throws -> [Frame] {
        let folder = InspectorRecorderTests.corpus
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: "\(folder)/\(name).scene.json") }).get()
        let source = try Result(catching: { () throws(RecordingImportError) in try RecordingFiles.open("\(folder)/\(name).jsonl") }).get()
        let engine = try Result(catching: { () throws(RecordingImportError) in
            try ReplayEngine(source: source, options: .init(rules: source.header.inputRules))
        }).get()
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let built = SceneBuilder.build(scene, in: application)
        let frames = try ReplayFrames(application: application, framesPerSecond: fps) { _, _ in }
        frames.reusesFrameBitmap = reusesFrameBitmap
        final class Box { var frames: [Frame] = [] }
        let box = Box()
        frames.bitmapSink = { [unowned frames] index, context in
            let changed = frames.lastChangedRects
            box.frames.append(context.withUnsafeBitmap { pixels, _, _, bytesPerRow in
                Frame(pixels: Array(pixels), bytesPerRow: bytesPerRow, changed: changed)
            })
            try sink?(index, context, changed)
        }
        frames.attach(to: engine)
        let summary = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
        frames.finish(at: summary.endTime)
        withExtendedLifetime(built) {}
        #expect(frames.failure == nil)
        return box.frames
    }

    /// Views that move and turn under the fingers, views that change colour, a scroll view's content.
    nonisolated static let recordings = ["pinch", "two-views", "scroll-buttons"]

    /// Byte equality through `memcmp` (an element-wise comparison of megabytes is slow in debug builds).
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { x in b.withUnsafeBytes { y in
            guard let p = x.baseAddress, let q = y.baseAddress else { return x.count == 0 }
            return memcmp(p, q, x.count) == 0
        } }
    }

    @Test(arguments: recordings)
    func theKeptFrameBitmapIsPixelForPixelANewOne(name: String) throws {
        let kept = try Self.render(name)
        let fresh = try Self.render(name, reusesFrameBitmap: false)
        #expect(kept.count == fresh.count && kept.count > 10)
        for (index, (a, b)) in zip(kept, fresh).enumerated() where !Self.same(a.pixels, b.pixels) {
            Issue.record("\(name): frame \(index) differs from the frame drawn in a new bitmap")
            break
        }
        try Self.checkChangedRectangles(kept, name: name)
    }

    /// Outside its changed rectangles, a frame equals the one before.
    static func checkChangedRectangles(_ frames: [Frame], name: String) throws {
        #expect(frames.first?.changed == nil, "the first frame is drawn whole")
        var sawUnchangedArea = false
        for index in frames.indices.dropFirst() {
            let changed = try #require(frames[index].changed)
            // The previous frame with the changed rectangles taken from this one must be this one.
            var patched = frames[index - 1].pixels
            let stride = frames[index].bytesPerRow
            for rect in changed {
                let x0 = Int(rect.minX), x1 = Int(rect.maxX), y0 = Int(rect.minY), y1 = Int(rect.maxY)
                #expect(CGFloat(x0) == rect.minX && CGFloat(y1) == rect.maxY, "whole pixels")
                for y in y0..<y1 {
                    patched.replaceSubrange((y * stride + x0 * 4)..<(y * stride + x1 * 4),
                                            with: frames[index].pixels[(y * stride + x0 * 4)..<(y * stride + x1 * 4)])
                }
            }
            if !same(patched, frames[index].pixels) {
                Issue.record("\(name): frame \(index) changed outside \(changed)")
                break
            }
            let area = changed.reduce(0) { $0 + $1.width * $1.height }
            if area < CGFloat(frames[index].pixels.count / 4) / 2 { sawUnchangedArea = true }
        }
        #expect(sawUnchangedArea, "most frames change a small part of the screen")
    }
}
