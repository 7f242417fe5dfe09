import CommandTestSupport
import CoreGraphics
import Foundation
import Testing

/// The kiosk example run as a person runs it on a desk: `KioskMenu --display window --size 480x800` under
/// Xvfb, clicked with xdotool, and each screen compared with its reference picture
/// (Examples/KioskMenu/Tests/References). `UPDATE_REFERENCES=1` rewrites the pictures from this run's
/// screenshots (look at them before committing).
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct KioskMenuWindowEndToEndTests {
    @Test func theMenuTheDetailsAnOrderAndBackLookAsTheirReferencesAndTheAppEndsCleanly() throws {
        let kiosk = try ExampleWindow("KioskMenu", screen: "800x900x24") { work in
            ["--display", "window", "--size", "480x800", "--trace", work + "/trace.txt"]
        }
        let work = kiosk.work
        try kiosk.expect(matches: "menu")
        // The second row (Falafel wrap): rows are 72 pt tall below the 44 pt bar.
        try kiosk.click(x: 240, y: 152)
        try kiosk.expect(matches: "details")
        // The last frames of the push look final before it ends, and a navigation controller ignores touches
        // until then (as on iOS): wait for the trace to say the push finished.
        let pushed = poll(timeout: 15) {
            ((try? String(contentsOfFile: work + "/trace.txt", encoding: .utf8)) ?? "").contains("push finished")
        }
        #expect(pushed, "the push did not finish within 15 s")
        // The Order button, below the name, the description and the price.
        let orderButton = try locateOrderButton(in: kiosk.references)
        try kiosk.click(x: orderButton.x, y: orderButton.y)
        try kiosk.expect(matches: "ordered")
        // The bar's back button ("Menu"), at the bar's left.
        try kiosk.click(x: 40, y: 22)
        try kiosk.expect(matches: "menu")

        let result = try kiosk.terminate()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let trace = (try? String(contentsOfFile: work + "/trace.txt", encoding: .utf8)) ?? ""
        #expect(result.stdout.contains("kiosk: 1 orders placed"), "stdout: \(result.stdout)\ntrace:\n\(trace.split(separator: "\n").suffix(60).joined(separator: "\n"))")
    }

    /// The centre of the Order button on the details screen, found by its green in the reference picture.
    func locateOrderButton(in references: ReferenceScreens) throws -> (x: Int, y: Int) {
        let picture = try PixelImage(pngAt: references.folder + "/details.png")
        // UIColor(red: 0.1, green: 0.55, blue: 0.25): #1A8C40, give or take the rounding of each channel.
        func isGreen(_ pixel: UInt32) -> Bool {
            zip([16, 8, 0], [0x1A, 0x8C, 0x40]).allSatisfy { shift, value in abs(Int(pixel >> UInt32(shift) & 0xFF) - value) <= 2 }
        }
        var rows: [Int] = []
        for y in 0..<picture.height where isGreen(picture.pixel(x: picture.width / 2, y: y)) { rows.append(y) }
        let top = try #require(rows.first, "no Order button (colour #1A8C40) in the details reference")
        return (picture.width / 2, top + (rows.count / 2))
    }
}

