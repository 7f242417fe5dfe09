import ArgumentParser
import Foundation

/// `uikit demo`: replays the bundled recordings against the built-in gesture scene and prints what
/// happened. `make demo` runs it.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay the bundled recordings against the built-in gesture scene.")

    @Option(help: "The folder holding the bundled recordings.")
    var recordings = "Recordings/demo"

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
    }
}
