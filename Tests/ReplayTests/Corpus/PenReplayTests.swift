import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// A real pen recording (Recordings/fixtures/pens, a Wacom Intuos4 stylus tap) replays through
/// `UIApplication.handle` as one `.pencil` touch: hit-tested once, with force from pressure and angles
/// from tilt on every sample, as the golden trace of its pencil lines says.
@MainActor
@Suite struct PenReplayTests {
    static let folder = ReplayTestSupport.packageRoot + "/Recordings/fixtures/pens"

    /// The trace's hit-test, pencil and action lines, without times.
    static func pencilLines(_ trace: String) -> [String] {
        trace.split(separator: "\n").compactMap { line -> String? in
            guard let end = line.range(of: "] ") else { return nil }
            let text = String(line[end.upperBound...])
            return text.hasPrefix("note pencil") || text.hasPrefix("hit-test") || text.hasPrefix("action") ? text : nil
        }
    }

    @Test func aWacomStylusTapReplaysAsOnePencilTouchMatchingItsGoldenTrace() throws {
        let scenePath = ReplayTestSupport.packageRoot + "/Recordings/scenes/touch-gestures.scene.json"
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: scenePath) }).get()
        let (trace, _) = try ReplayTestSupport.replay(path: "\(Self.folder)/Wacom Intuos4 6x9 Pen stylus-tap.events", against: scene)
        let lines = Self.pencilLines(trace)
        #expect(lines.first?.hasPrefix("hit-test t1") == true)
        #expect(lines.filter { $0.hasPrefix("note pencil t1 began force ") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("note pencil t1 ended") }.count == 1)
        let goldenPath = "\(Self.folder)/stylus-tap.pencil.trace"
        let golden = (try? String(contentsOfFile: goldenPath, encoding: .utf8)) ?? ""
        if lines.joined(separator: "\n") + "\n" != golden {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("stylus-tap.pencil.trace")
            try (lines.joined(separator: "\n") + "\n").write(to: actual, atomically: true, encoding: .utf8)
            Issue.record("the pencil lines differ from \(goldenPath); this run's are in \(actual.path)")
        }
    }
}
