import CommandTestSupport
import CoreGraphics
import Foundation
import Testing

/// A real pen signature replayed into the pad: the shared Wacom Intuos4 stylus drag (evemu-devices
/// collection), converted with `uikit convert` into Examples/SignaturePad/Tests/Recordings/pen-signature.jsonl
/// with a click on Save appended. The pen's stroke is one `.pencil` touch whose width follows its pressure;
/// the saved picture equals the reference beside the recording (`pen-signature-saved.png`), and the stroke
/// is measurably wider where the pen pressed harder. `UPDATE_REFERENCES=1` rewrites the reference.
@Suite struct SignaturePadPenReplayTests {
    static let recordings = SignaturePadReplayTests.recordings

    @Test func aRealPenSignatureDrawsWithItsPressureAndSavesTheReferencePicture() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("pen-signature-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try CommandRunner.run(
            [SignaturePadReplayTests.app, "--replay", Self.recordings + "/pen-signature.jsonl", "--trace", work + "/out.trace",
             "--size", "640x480", "--save-to", work + "/signature.png"], timeout: 60)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "signature-pad: saved 1 strokes to \(work)/signature.png\n")
        let trace = try String(contentsOfFile: work + "/out.trace", encoding: .utf8)
        #expect(trace.contains("deliver touchesBegan → signature t1"))
        #expect(trace.contains("note pencil t1 began force "))
        let saved = try Data(contentsOf: URL(fileURLWithPath: work + "/signature.png"))
        let reference = Self.recordings + "/pen-signature-saved.png"
        if ProcessInfo.processInfo.environment["UPDATE_REFERENCES"] == "1" {
            try saved.write(to: URL(fileURLWithPath: reference))
        }
        let expected = try Data(contentsOf: URL(fileURLWithPath: reference))
        #expect(saved == expected, "the pen signature was drawn differently from the reference")

        // Not only the same as before: the ink is wider where the pen pressed harder. The recording's pressure
        // rises from 0.75 at the start of the stroke to above 0.9 along its middle.
        let image = try CGImage(pngData: saved)
        func inkWidth(row y: Int) -> Int { (0..<image.width).count { x in (image.pixel(x: x, y: y)?.red ?? 255) < 128 } }
        let widths = stride(from: 80, to: 340, by: 20).map(inkWidth(row:)).filter { $0 > 0 }
        #expect(widths.count > 5, "ink rows: \(widths)")
        #expect((widths.max() ?? 0) > (widths.min() ?? 0), "the stroke's width varies with the pressure: \(widths)")
    }
}
