import ArgumentParser

/// `uikit`: replay recordings against scenes, list devices, run the demo.
///
/// Exit codes: 0 success; 1 bad input (a malformed recording or scene, a missing file) or no readable
/// device; 64 wrong usage (ArgumentParser's validation errors).
struct UIKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit",
        abstract: "UIKit's event system on Linux: replay recordings, list devices, trace every decision.",
        discussion: """
            Exit codes: 0 success; 1 bad input (malformed recording, missing file) or no readable device; \
            64 wrong usage.
            """,
        subcommands: [DemoCommand.self, ReplayCommand.self, DevicesCommand.self, LiveCommand.self])
}

UIKitCommand.main()
