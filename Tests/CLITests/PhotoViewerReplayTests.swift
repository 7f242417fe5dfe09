import CommandTestSupport
import Foundation
import Testing

/// A session recorded with the photo viewer itself (`PhotoViewer --display window --record`, under Xvfb with
/// xdotool: a drag to the next photo, a double click to zoom, another to zoom out), replayed into the app with
/// `--replay`: the trace equals the golden one beside the recording. `UPDATE_REFERENCES=1` rewrites it.
@Suite struct PhotoViewerReplayTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/PhotoViewer").path
    static let app = CommandRunner.builtExecutable(named: "PhotoViewer")

    @Test func theRecordedSwipeAndZoomReplayToTheirGoldenTrace() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString).trace").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let golden = Self.example + "/Tests/Recordings/swipe-and-zoom.trace"
        let result = try CommandRunner.run(
            [Self.app, "--replay", Self.example + "/Tests/Recordings/swipe-and-zoom.jsonl", "--trace", trace, "--size", "480x360",
             "--photos", Self.example + "/Photos"], timeout: 60)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty, "every photo is readable: \(result.stdout)")
        let expected = try GoldenTrace.expectMatches(traceAt: trace, golden: golden)
        // The decisions that matter: the drag pages to the second photo, the double taps are recognized on it.
        #expect(expected.contains("note scroll view pager: decelerating from (330.0, 0.0) at (157.4, 0.0) pt/s to (480.0, 0.0) (a page"))
        #expect(expected.components(separatedBy: "action UITapGestureRecognizer(page 2) (ended)").count == 3)
    }
}
