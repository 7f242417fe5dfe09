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
        let pad = try ExampleWindow("SignaturePad", screen: "800x600x24") { work in
            ["--display", "window", "--size", "640x480", "--save-to", work + "/signature.png"]
        }
        let work = pad.work
        try pad.expect(matches: "empty")

        // A zigzag from (120, 200) to (440, 200), one pointer motion at a time.
        try pad.xdotool("mousemove", "--window", pad.window, "120", "200", "mousedown", "1")
        for step in 1...16 {
            try pad.xdotool("mousemove", "--window", pad.window, "\(120 + step * 20)", "\(step.isMultiple(of: 2) ? 200 : 140)")
        }
        try pad.xdotool("mouseup", "1")
        // Save: the right third of the button row, 28 pt above the bottom margin.
        try pad.click(x: 526, y: 436)
        try pad.expect(matches: "signed")

        let result = try pad.terminate()
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
