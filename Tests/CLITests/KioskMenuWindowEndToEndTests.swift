import CommandTestSupport
import CoreGraphics
import Foundation
import Testing

/// The kiosk example run as a person runs it on a desk: `KioskMenu --display window --size 480x800` under
/// Xvfb, clicked with xdotool, and each screen compared with its reference picture
/// (Examples/KioskMenu/Tests/References). `KIOSK_UPDATE_REFERENCES=1` rewrites the pictures from this run's
/// screenshots (look at them before committing).
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct KioskMenuWindowEndToEndTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/KioskMenu/Tests/References").path
    static let updating = ProcessInfo.processInfo.environment["KIOSK_UPDATE_REFERENCES"] == "1"

    @Test func theMenuTheDetailsAnOrderAndBackLookAsTheirReferencesAndTheAppEndsCleanly() throws {
        let server = try XvfbServer.start(screen: "800x900x24")
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let app = try LiveProcess(arguments: ["--display", "window", "--size", "480x800"], display: server.display,
                                  directory: work, executable: "KioskMenu")
        defer { app.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "KioskMenu").split(separator: "\n").first.map(String.init))

        try expectScreen(server, window: id, matches: "menu", work: work)
        // The second row (Falafel wrap): rows are 72 pt tall below the 44 pt bar.
        try server.xdotool("mousemove", "--window", id, "240", "152", "click", "1")
        try expectScreen(server, window: id, matches: "details", work: work)
        // The Order button, below the name, the description and the price.
        let orderButton = try locateOrderButton(server, window: id, work: work)
        try server.xdotool("mousemove", "--window", id, "\(orderButton.x)", "\(orderButton.y)", "click", "1")
        try expectScreen(server, window: id, matches: "ordered", work: work)
        // The bar's back button ("Menu"), at the bar's left.
        try server.xdotool("mousemove", "--window", id, "40", "22", "click", "1")
        try expectScreen(server, window: id, matches: "menu", work: work)

        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("kiosk: 1 orders placed"), "stdout: \(result.stdout)")
    }

    /// Screenshots the window until it matches the reference `name` (a screen change animates for 0.35 s),
    /// and records an issue with the difference if none does within 15 s.
    func expectScreen(_ server: XvfbServer, window: String, matches name: String, work: String) throws {
        let path = Self.references + "/\(name).png"
        if Self.updating, name != "menu" || !FileManager.default.fileExists(atPath: path) {
            // Wait for the screen to settle (two equal screenshots 0.5 s apart), then keep it.
            var previous = try server.screenshot(window: window, into: work + "/\(name).xwd")
            try poll(timeout: 15, every: 0.5) {
                let shot = try server.screenshot(window: window, into: work + "/\(name).xwd")
                defer { previous = shot }
                return shot == previous
            }
            try previous.pngData().write(to: URL(fileURLWithPath: path))
            return
        }
        let reference = try PixelImage(pngAt: path)
        var last: PictureDifference?
        _ = try server.screenshot(window: window, into: work + "/\(name).xwd", timeout: 15) { shot in
            let difference = PictureDifference(shot, reference)
            last = difference
            return difference.matches
        }
        #expect(last?.matches == true, "the window does not look like \(path): \(last.map(String.init(describing:)) ?? "no screenshot")")
    }

    /// The centre of the Order button on the details screen, found by its green in the reference picture.
    func locateOrderButton(_ server: XvfbServer, window: String, work: String) throws -> (x: Int, y: Int) {
        let picture = try PixelImage(pngAt: Self.references + "/details.png")
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

/// How far a screenshot is from a reference picture: pixels whose channels differ by more than 8 (anti-aliasing
/// and rounding in another X server), and how many.
struct PictureDifference: CustomStringConvertible {
    var sizes: (Int, Int, Int, Int)
    var differing = 0
    var firstDifference: (x: Int, y: Int, shot: UInt32, reference: UInt32)?

    init(_ shot: PixelImage, _ reference: PixelImage) {
        sizes = (shot.width, shot.height, reference.width, reference.height)
        guard shot.width == reference.width, shot.height == reference.height else { return }
        for index in 0..<shot.pixels.count {
            let a = shot.pixels[index], b = reference.pixels[index]
            guard a != b else { continue }
            let close = [16, 8, 0].allSatisfy { shift in
                abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) <= 8
            }
            guard !close else { continue }
            differing += 1
            if firstDifference == nil { firstDifference = (index % shot.width, index / shot.width, a, b) }
        }
    }

    /// Same size, and at most 20 pixels off: a different screen, a missing label or a moved row differs in
    /// thousands.
    var matches: Bool { sizes.0 == sizes.2 && sizes.1 == sizes.3 && differing <= 20 }

    var description: String {
        guard sizes.0 == sizes.2, sizes.1 == sizes.3 else { return "the screenshot is \(sizes.0)×\(sizes.1), the reference \(sizes.2)×\(sizes.3)" }
        guard let first = firstDifference else { return "identical within 8 per channel" }
        return "\(differing) pixels differ, the first at (\(first.x), \(first.y)): #\(String(first.shot, radix: 16)) on screen, #\(String(first.reference, radix: 16)) in the reference"
    }
}

extension PixelImage {
    /// A PNG picture, through the project's own decoder (Cairo).
    init(pngAt path: String) throws {
        let image = try CGImage(pngData: Data(contentsOf: URL(fileURLWithPath: path)))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y) ?? CGPixel(red: 0, green: 0, blue: 0, alpha: 0)
                pixels.append(UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue))
            }
        }
        self.init(width: image.width, height: image.height, pixels: pixels)
    }

    /// The picture as PNG, painted a run of equal pixels at a time.
    func pngData() throws -> Data {
        let context = try CGContext(width: width, height: height)
        for y in 0..<height {
            var x = 0
            while x < width {
                let colour = pixel(x: x, y: y)
                var end = x + 1
                while end < width, pixel(x: end, y: y) == colour { end += 1 }
                context.setFillColor(red: CGFloat(colour >> 16 & 0xFF) / 255, green: CGFloat(colour >> 8 & 0xFF) / 255,
                                     blue: CGFloat(colour & 0xFF) / 255, alpha: 1)
                context.fill(CGRect(x: x, y: y, width: end - x, height: 1))
                x = end
            }
        }
        return try context.pngData()
    }
}
