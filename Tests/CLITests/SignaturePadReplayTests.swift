import CommandTestSupport
import Foundation
import Testing

/// A signature recorded with the pad itself (`SignaturePad --display window --record`, under Xvfb with
/// xdotool: a wave, an underline, a third stroke undone, Save), replayed into the app with `--replay`: the
/// trace equals the golden one, and the PNG the replay saves is byte for byte the one the live session
/// saved (committed beside the recording). `UPDATE_REFERENCES=1` rewrites the golden trace.
@Suite struct SignaturePadReplayTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/SignaturePad/Tests/Recordings").path
    static let app = CommandRunner.builtExecutable(named: "SignaturePad")

    @Test func theRecordedSignatureReplaysToItsGoldenTraceAndSavesTheSamePicture() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("signature-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let golden = Self.recordings + "/signature.trace"
        let result = try CommandRunner.run(
            [Self.app, "--replay", Self.recordings + "/signature.jsonl", "--trace", work + "/out.trace", "--size", "640x480",
             "--save-to", work + "/signature.png"], timeout: 60)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "signature-pad: saved 2 strokes to \(work)/signature.png\n")
        let expected = try GoldenTrace.expectMatches(traceAt: work + "/out.trace", golden: golden)
        #expect(expected.contains("action button undo (touchUpInside)") && expected.contains("action button save (touchUpInside)"))
        let saved = try Data(contentsOf: URL(fileURLWithPath: work + "/signature.png"))
        let live = try Data(contentsOf: URL(fileURLWithPath: Self.recordings + "/signature-saved.png"))
        #expect(saved == live, "the replay drew the signature differently from the live session")
    }
}
