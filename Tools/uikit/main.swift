import ArgumentParser

/// `uikit`: replay recordings against scenes, record and convert them, list devices, run the demo.
///
/// Exit codes: 0 success; 1 bad input (a malformed recording or scene, a missing file, an unwritable
/// output) or no readable device; 64 wrong usage (ArgumentParser's validation errors).
struct UIKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit",
        abstract: "UIKit's event system on Linux: replay, record and convert recordings, list devices, trace every decision.",
        discussion: """
            Exit codes: 0 success; 1 bad input (malformed recording or scene, missing file, unwritable output; \
            the message names file and line) or no readable device; 64 wrong usage.
            """,
        subcommands: [
            DemoCommand.self, ReplayCommand.self, RecordCommand.self, ConvertCommand.self, DevicesCommand.self,
            LiveCommand.self, RenderCommand.self, DiffCommand.self,
        ])
}

// A batch's worker processes, started in the one form `BatchRun` writes, skip the argument parser
// (BatchWorkerArguments says why); everything else is parsed.
if let worker = BatchWorkerArguments(parsing: CommandLine.arguments.dropFirst()) {
    do {
        try MainActor.assumeIsolated { try BatchWorker(arguments: worker).run() }
    } catch {
        UIKitCommand.exit(withError: error)
    }
} else {
    UIKitCommand.main()
}
