import ArgumentParser
import Foundation

/// `uikit demo`: replays the bundled real recordings against the built-in gesture scene, then one
/// recording of the corpus against its scene with an SVG drawing, PNG frames and the replay inspector's
/// HTML report. `make demo` runs it.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay the bundled recordings (the built-in gesture scene, and a corpus scene drawn as SVG).",
        discussion: "Exit codes: 0 success; 1 a bundled file is missing or unwritable (run it from the package root).")

    @Option(help: "The folder holding the bundled real recordings.")
    var recordings = "Recordings/demo"

    @Option(help: "The folder holding the corpus.")
    var corpus = "Recordings/corpus"

    @Option(help: "Where to write the SVG drawing.")
    var svg = ".build/demo/two-views.svg"

    @Option(help: "The folder for the PNG frames of the same replay (fingers, trails and state changes drawn over).")
    var frames = ".build/demo/frames"

    @Option(help: "Where to write the replay inspector's report (one HTML file) of the same replay.")
    var html = ".build/demo/two-views.html"

    func run() throws {
        let files = [
            "Wacom Bamboo 16FG 4x5 Finger double-tap.events",
            "Wacom Bamboo 16FG 4x5 Finger single-center-scroll.events",
            "Wacom Bamboo 16FG 4x5 Finger double-center-circle.events",
        ]
        for file in files {
            let replay = try ReplayCommand.parse(["\(recordings)/\(file)", "--scene", "gestures", "--summary"])
            try replay.run()
            print("")
        }
        let folder = URL(fileURLWithPath: svg).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let replay = try ReplayCommand.parse([
            "\(corpus)/two-views.jsonl", "--scene", "\(corpus)/two-views.scene.json", "--summary", "--svg", svg, "--frames", frames,
            "--html", html,
        ])
        try replay.run()
        print("# SVG drawing of the views, touch paths and gestures: \(svg)")
        print("# PNG frames of the replay (30 per second): \(frames)/frame-*.png")
        print("# The replay inspector's report (open it in a browser): \(html)")
    }
}
