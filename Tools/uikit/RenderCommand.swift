import ArgumentParser
import Foundation
import Replay
import UIKit

/// `uikit render SCENE --output FILE.png`: one picture of a scene's windows at the screen's size.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene's windows as a PNG picture (8-bit RGBA) at the screen's size and scale.",
        discussion: """
            The scene's `color` fields are the views' background colours; the screen behind the windows is black.

            Exit codes: 0 success; 1 bad input (malformed or missing scene, unwritable output; the message names \
            file and line); 64 wrong usage.
            """)

    @Argument(help: SceneOption.help)
    var scene: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(help: "Override the scene's screen width in points.")
    var width: Double?

    @Option(help: "Override the scene's screen height in points.")
    var height: Double?

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value > 0 && value <= 16_384) { throw ValidationError("\(name) must be a number > 0 and at most 16384") }
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            var description = try SceneOption.load(scene)
            if let width { description.screen.width = width }
            if let height { description.screen.height = height }
            let application = SceneBuilder.makeApplication(for: description)
            _ = SceneBuilder.build(description, in: application)
            let data: Data
            do {
                let compositor = try Compositor(screen: application.mainScreen)
                compositor.renderFrame()
                data = try compositor.context.pngData()
            } catch {
                throw CLIError("\(scene): cannot render the screen: \(error)")
            }
            do {
                try data.write(to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError("\(output): cannot write the picture: \(error.localizedDescription)")
            }
        }
    }
}
