import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// The real device recordings of ../shared/recordings import, replay, and show the gestures their names
/// describe against Recordings/scenes/touch-gestures.scene.json: taps, scrolls as pans, circles as
/// rotations (and paths that wind round), swipes.
/// ../shared/recordings/evemu-devices next to the package (present on the project's machines, not in git).
private let sharedRecordingsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/recordings/evemu-devices").path

@MainActor
@Suite(.enabled(if: FileManager.default.fileExists(atPath: sharedRecordingsFolder), "../shared/recordings is not present"))
struct SharedRecordingTests {
    static let folder = sharedRecordingsFolder
    static let bamboo = "Wacom Bamboo 16FG 4x5 Finger"

    static func replay(_ file: String) throws -> (trace: String, drawing: ReplayDrawing) {
        let scenePath = ReplayTestSupport.packageRoot + "/Recordings/scenes/touch-gestures.scene.json"
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: scenePath) }).get()
        let drawing = ReplayDrawing()
        let (trace, summary) = try ReplayTestSupport.replay(path: "\(folder)/\(file)", against: scene, drawing: drawing)
        #expect(summary.eventCount > 2)
        return (trace, drawing)
    }

    static func acted(_ trace: String) -> Set<String> { Set(ReplayTestSupport.actions(trace)) }

    /// How far the path turns round its centroid, in degrees.
    static func winding(_ points: [CGPoint]) -> Double {
        guard points.count > 2 else { return 0 }
        let cx = points.map(\.x).reduce(0, +) / CGFloat(points.count)
        let cy = points.map(\.y).reduce(0, +) / CGFloat(points.count)
        var total = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            var delta = Double(atan2(b.y - cy, b.x - cx) - atan2(a.y - cy, a.x - cx))
            if delta > .pi { delta -= 2 * .pi }
            if delta < -.pi { delta += 2 * .pi }
            total += delta
        }
        return abs(total) * 180 / .pi
    }

    @Test func everySharedRecordingImportsAndReplays() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".events") || $0.hasSuffix(".evemu") }.sorted()
        #expect(files.count == 9)
        for file in files {
            let (trace, _) = try Self.replay(file)
            #expect(trace.contains("hit-test t1"), "\(file): no touch reached the scene")
            #expect(!ReplayTestSupport.actions(trace).isEmpty, "\(file): no recognizer acted")
        }
        let dell = try Self.replay("dell_canvas_touch.evemu").trace
        #expect(Self.acted(dell).isSuperset(of: ["pan (began)", "twoFingerTap (ended)", "rotate (began)"]))
    }

    @Test func twoFingerTapsAreTwoFingerTaps() throws {
        for file in ["double-tap", "double-tap-center"] {
            #expect(ReplayTestSupport.actions(try Self.replay("\(Self.bamboo) \(file).events").trace) == ["twoFingerTap (ended)"])
        }
    }

    @Test func scrollsArePansDownwards() throws {
        for (file, pan) in [("single-center-scroll", "pan"), ("double-center-scroll", "twoFingerPan")] {
            let (trace, drawing) = try Self.replay("\(Self.bamboo) \(file).events")
            #expect(Self.acted(trace).isSuperset(of: ["\(pan) (began)", "\(pan) (ended)"]), "\(file)")
            let marks = drawing.marks.filter { $0.recognizer == pan }
            let first = try #require(marks.first?.location)
            let last = try #require(marks.last?.location)
            #expect(last.y - first.y > 100 && abs(last.x - first.x) < last.y - first.y, "\(file): the pan should move down")
        }
    }

    @Test func circlesAreRotationsAndWindRound() throws {
        let (single, singleDrawing) = try Self.replay("\(Self.bamboo) single-center-circle.events")
        #expect(Self.acted(single).isSuperset(of: ["pan (began)", "pan (ended)"]))
        #expect(Self.winding(singleDrawing.touches[0].points) > 300)
        let (double, doubleDrawing) = try Self.replay("\(Self.bamboo) double-center-circle.events")
        #expect(Self.acted(double).isSuperset(of: ["rotate (began)", "rotate (ended)", "twoFingerPan (began)"]))
        #expect(doubleDrawing.touches.prefix(2).allSatisfy { Self.winding($0.points) > 300 })
    }

    @Test func topSwipesAreSwipesToTheRight() throws {
        let single = try Self.replay("\(Self.bamboo) single-top-swipe.events").trace
        #expect(single.contains("gesture swipe possible → ended: moved") && single.contains("from right"))
        let double = try Self.replay("\(Self.bamboo) double-top-swipe.events").trace
        #expect(double.contains("gesture twoFingerSwipe possible → ended: moved") && Self.acted(double).contains("twoFingerSwipe (ended)"))
    }
}
