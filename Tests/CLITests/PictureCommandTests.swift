import CommandTestSupport
import CoreGraphics
import Foundation
import Testing

/// `uikit render` and `uikit replay --frames`: pictures checked at named pixels, bad input exits 1.
@Suite struct PictureCommandTests {
    let corpus = UIKitCommandTests.packageRoot + "/Recordings/corpus"

    func uikit(_ arguments: String...) throws -> CommandRunner.Result {
        let executable = CommandRunner.builtExecutable(named: "uikit")
        try #require(FileManager.default.isExecutableFile(atPath: executable), "uikit is not built at \(executable)")
        return try CommandRunner.run([executable] + arguments, directory: UIKitCommandTests.packageRoot, timeout: 60)
    }

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
    }

    @Test func renderWritesTheScenesColoursAtTheScreenSize() throws {
        let output = temporary("two-views.png")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try uikit("render", corpus + "/two-views.scene.json", "--output", output)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let image = try CGImage(pngData: try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(image.width == 800 && image.height == 600)
        #expect(image.pixel(x: 100, y: 300) == CGPixel(red: 0xaa, green: 0xdd, blue: 0xaa, alpha: 255))
        #expect(image.pixel(x: 700, y: 300) == CGPixel(red: 0xdd, green: 0xaa, blue: 0xaa, alpha: 255))
    }

    @Test func renderOfAMissingSceneOrToAnUnwritableFileExitsOne() throws {
        let missing = try uikit("render", "/nonexistent/scene.json", "--output", temporary("x.png"))
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/scene.json"))
        let unwritable = try uikit("render", corpus + "/two-views.scene.json", "--output", "/nonexistent/dir/x.png")
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.contains("/nonexistent/dir/x.png: cannot write the picture"))
    }

    @Test func replayFramesWritesDeterministicFramesAtTheChosenRate() throws {
        let first = temporary("frames-a"), second = temporary("frames-b")
        defer { for folder in [first, second] { try? FileManager.default.removeItem(atPath: folder) } }
        for folder in [first, second] {
            let result = try uikit("replay", corpus + "/two-views.jsonl", "--scene", corpus + "/two-views.scene.json",
                                   "--summary", "--frames", folder, "--fps", "10")
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("frames to \(folder)"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
        #expect(names.first == "frame-00000.png")
        #expect(names.count > 10 && names.count < 40)
        for name in names {
            #expect(FileManager.default.contents(atPath: first + "/" + name) == FileManager.default.contents(atPath: second + "/" + name))
        }
        let image = try CGImage(pngData: try Data(contentsOf: URL(fileURLWithPath: first + "/" + names[0])))
        #expect(image.pixel(x: 100, y: 300) == CGPixel(red: 0xaa, green: 0xdd, blue: 0xaa, alpha: 255))
    }

    @Test func badFrameRateIsAUsageError() throws {
        let result = try uikit("replay", corpus + "/two-views.jsonl", "--scene", corpus + "/two-views.scene.json",
                               "--frames", temporary("f"), "--fps", "0")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--fps"))
    }

    /// The darkest red channel in a rectangle of a picture: about 0 where a system button's title is drawn
    /// in the tint (#007AFF), high where it is faded or absent.
    func darkestRed(_ image: CGImage, x: Range<Int>, y: Range<Int>) -> Int {
        var darkest = 255
        for row in y { for column in x { darkest = min(darkest, Int(image.pixel(x: column, y: row)?.red ?? 255)) } }
        return darkest
    }

    @Test func renderDrawsTheScenesControls() throws {
        let output = temporary("controls.png")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let scene = UIKitCommandTests.packageRoot + "/Recordings/scenes/controls.scene.json"
        let result = try uikit("render", scene, "--output", output)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let image = try CGImage(pngData: try Data(contentsOf: URL(fileURLWithPath: output)))
        let tint = CGPixel(red: 0, green: 122, blue: 255, alpha: 255)
        #expect(image.pixel(x: 100, y: 42)?.isClose(to: tint, tolerance: 6) == true, "button title in the tint")
        #expect(image.pixel(x: 300, y: 42)?.isClose(to: CGPixel(red: 142, green: 142, blue: 147, alpha: 255), tolerance: 6) == true, "disabled button")
        #expect(image.pixel(x: 35, y: 115)?.isClose(to: CGPixel(red: 52, green: 199, blue: 89, alpha: 255), tolerance: 6) == true, "switch on")
        #expect(image.pixel(x: 60, y: 200)?.isClose(to: tint, tolerance: 6) == true, "slider's minimum track")
    }

    @Test func replayFramesShowAButtonHighlightedWhilePressed() throws {
        let folder = temporary("scroll-buttons-frames")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try uikit("replay", corpus + "/scroll-buttons.jsonl", "--scene", corpus + "/scroll-buttons.scene.json",
                               "--frames", folder, "--fps", "10")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        func frame(_ index: Int) throws -> CGImage {
            try CGImage(pngData: try Data(contentsOf: URL(fileURLWithPath: folder + String(format: "/frame-%05d.png", index))))
        }
        // Button buy15's title, centred at (400, 262) once the feed has come to rest; the finger's circle is
        // below it. Touch-down at 5.26 s, delivered at 5.41 s (the scroll view's delay), dragged out of the
        // tracking area before 5.8 s.
        let title = (x: 372..<428, y: 252..<273)
        #expect(darkestRed(try frame(52), x: title.x, y: title.y) < 30, "5.2 s: not pressed yet, the title in the tint")
        #expect(darkestRed(try frame(55), x: title.x, y: title.y) > 90, "5.5 s: pressed, the title faded")
        #expect(darkestRed(try frame(60), x: title.x, y: title.y) < 30, "6.0 s: lifted, the title in the tint again")
    }

}
