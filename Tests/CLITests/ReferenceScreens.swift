import CoreGraphics
import Foundation
import Testing

/// The reference pictures of an example app (Examples/NAME/Tests/References/*.png), compared with screenshots
/// of the app's window. `UPDATE_REFERENCES=1` writes each picture from the first settled screenshot of its
/// name in the run instead (look at them before committing).
final class ReferenceScreens {
    /// The folder of the pictures.
    let folder: String
    static let updating = ProcessInfo.processInfo.environment["UPDATE_REFERENCES"] == "1"
    /// The pictures written in this run (a screen seen twice is written once, then compared).
    private var written: Set<String> = []
    /// The last screen matched or written: a new picture is written only once the window shows something else.
    private var lastScreen: PixelImage?

    init(example: String) {
        folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/\(example)/Tests/References").path
    }

    /// Screenshots the window until it matches the reference `name` (a screen change animates for 0.35 s),
    /// and records an issue with the difference if none does within 15 s.
    func expect(_ server: XvfbServer, window: String, matches name: String, work: String) throws {
        let path = folder + "/\(name).png"
        if Self.updating, !written.contains(name) {
            written.insert(name)
            // Wait for the screen to change from the last one (the input that leads here may not have been
            // handled yet), then to settle (two equal screenshots 0.5 s apart), and keep it.
            var previous = try server.screenshot(window: window, into: work + "/\(name).xwd", timeout: 15) { $0 != lastScreen }
            try poll(timeout: 15, every: 0.5) {
                let shot = try server.screenshot(window: window, into: work + "/\(name).xwd")
                defer { previous = shot }
                return shot == previous
            }
            try previous.pngData().write(to: URL(fileURLWithPath: path))
            lastScreen = previous
            return
        }
        let reference = try PixelImage(pngAt: path)
        var last: PictureDifference?
        lastScreen = try server.screenshot(window: window, into: work + "/\(name).xwd", timeout: 15) { shot in
            let difference = PictureDifference(shot, reference)
            last = difference
            return difference.matches
        }
        #expect(last?.matches == true, "the window does not look like \(path): \(last.map(String.init(describing:)) ?? "no screenshot")")
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
