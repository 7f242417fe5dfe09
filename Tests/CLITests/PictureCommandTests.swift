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
}
