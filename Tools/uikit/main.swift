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

/// Runs `command` on the main actor as `UIKitCommand.main()` runs a parsed one: an error ends the program
/// with its message and exit code.
func runWithoutParser(_ command: @MainActor () throws -> Void) -> Never {
    do {
        try MainActor.assumeIsolated { try command() }
    } catch {
        UIKitCommand.exit(withError: error)
    }
    UIKitCommand.exit()
}

// A batch's worker processes, started in the one form `BatchRun` writes, and a batch in its common spellings
// skip the argument parser (BatchWorkerArguments and BatchRunArguments say why); everything else is parsed.
if let worker = BatchWorkerArguments(parsing: CommandLine.arguments.dropFirst()) {
    runWithoutParser { try BatchWorker(arguments: worker).run() }
} else if let batch = BatchRunArguments(parsing: CommandLine.arguments.dropFirst()) {
    runWithoutParser { try BatchRun(options: batch).run() }
} else {
    UIKitCommand.main()
}
