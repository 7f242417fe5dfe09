import CommandTestSupport
import CoreGraphics
import Foundation
import Testing

/// The signature pad run as a person runs it: `SignaturePad --display window --size 640x480` under Xvfb, a
/// signature drawn with the pointer through xdotool, Save clicked; the window compared with its reference
/// pictures (Examples/SignaturePad/Tests/References) and the saved PNG checked for ink where the pointer went.
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct SignaturePadWindowEndToEndTests {
    @Test func aSignatureDrawnWithThePointerLooksAsItsReferenceAndIsSavedAsPNG() throws {
        let references = ReferenceScreens(example: "SignaturePad")
        let server = try XvfbServer.start(screen: "800x600x24")
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("signature-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let app = try LiveProcess(arguments: ["--display", "window", "--size", "640x480", "--save-to", work + "/signature.png"],
                                  display: server.display, directory: work, executable: "SignaturePad")
        defer { app.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "SignaturePad").split(separator: "\n").first.map(String.init))
        try references.expect(server, window: id, matches: "empty", work: work)

        // A zigzag from (120, 200) to (440, 200), one pointer motion at a time.
        try server.xdotool("mousemove", "--window", id, "120", "200", "mousedown", "1")
        for step in 1...16 {
            try server.xdotool("mousemove", "--window", id, "\(120 + step * 20)", "\(step.isMultiple(of: 2) ? 200 : 140)")
        }
        try server.xdotool("mouseup", "1")
        // Save: the right third of the button row, 28 pt above the bottom margin.
        try server.xdotool("mousemove", "--window", id, "526", "436", "click", "1")
        try references.expect(server, window: id, matches: "signed", work: work)

        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("signature-pad: saved 1 strokes to \(work)/signature.png"), "stdout: \(result.stdout)")
        // The PNG is the signature area (the window minus 16 pt margins). The smoothed stroke starts at the
        // first sample and passes through the midpoint of every two samples: both are inked.
        let saved = try CGImage(pngData: Data(contentsOf: URL(fileURLWithPath: work + "/signature.png")))
        for (x, y) in [(120, 200), (130, 170), (250, 170)] {
            let ink = try #require(saved.pixel(x: x - 16, y: y - 16))
            #expect(ink.red < 100 && ink.blue > 60, "ink at (\(x), \(y)) in the window: \(ink)")
        }
        let paper = try #require(saved.pixel(x: 500, y: 300))
        #expect(paper == CGPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
