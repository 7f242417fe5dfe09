import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// A real pad recording (Recordings/fixtures/pens, the Wacom Intuos4 6x9 pad's buttons BTN_1…BTN_8
/// pressed in turn) replays through `UIApplication.handle` as `UIPress` deliveries to the key window named by their
/// pad button, as the golden trace of its pad lines says (`EvemuImporterPadTests` checks the import).
@MainActor
@Suite struct PadReplayTests {
    static let folder = ReplayTestSupport.packageRoot + "/Recordings/fixtures/pens"
    static let events = "\(folder)/Wacom Intuos4 6x9 Pad pad-buttons.events"

    /// The trace's pad input and press delivery lines, without times.
    static func padLines(_ trace: String) -> [String] {
        trace.split(separator: "\n").compactMap { line -> String? in
            guard let end = line.range(of: "] ") else { return nil }
            let text = String(line[end.upperBound...])
            return text.contains(" pad ") || text.hasPrefix("deliver presses") || text.hasPrefix("diagnostic") ? text : nil
        }
    }

    @Test func theIntuos4PadReplaysAsPressesMatchingItsGoldenTrace() throws {
        let scenePath = ReplayTestSupport.packageRoot + "/Recordings/scenes/touch-gestures.scene.json"
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: scenePath) }).get()
        let (trace, _) = try ReplayTestSupport.replay(path: Self.events, against: scene)
        let lines = Self.padLines(trace)
        #expect(lines.filter { $0.hasPrefix("deliver pressesBegan") }.count == 8)
        #expect(lines.filter { $0.hasPrefix("deliver pressesEnded") }.count == 8)
        #expect(!lines.contains { $0.hasPrefix("diagnostic") })
        let goldenPath = "\(Self.folder)/pad-buttons.pad.trace"
        let golden = (try? String(contentsOfFile: goldenPath, encoding: .utf8)) ?? ""
        if lines.joined(separator: "\n") + "\n" != golden {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("pad-buttons.pad.trace")
            try (lines.joined(separator: "\n") + "\n").write(to: actual, atomically: true, encoding: .utf8)
            Issue.record("the pad lines differ from \(goldenPath); this run's are in \(actual.path)")
        }
    }
}
