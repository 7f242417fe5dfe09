import ArgumentParser
import Foundation
import Replay

/// `uikit diff A.trace B.trace`: where two traces of one recording first diverge, the lines around it and
/// what each side decided (docs/inspector.md).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two traces of one recording: the first divergence, the lines around it, what each side decided.",
        discussion: """
            Reads text or JSON traces (uikit replay's output, or golden .trace files); comment lines are ignored. \
            Traces whose input lines differ are of different recordings (or input rules): said at once.

            Exit codes: 0 the traces are the same; 1 they diverge; 2 they are of different recordings, or a file \
            cannot be read; 64 wrong usage.
            """)

    @Argument(help: "The first trace (A, e.g. the golden).")
    var a: String

    @Argument(help: "The second trace (B, e.g. the new version's).")
    var b: String

    @Option(help: "Lines of shared context shown before the divergence.")
    var context = 3

    func validate() throws {
        if context < 0 { throw ValidationError("--context must be 0 or more") }
    }

    func run() throws {
        var texts: [String] = []
        for path in [a, b] {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                printError("\(path): cannot read the trace")
                throw ExitCode(2)
            }
            texts.append(text)
        }
        let comparison = TraceComparison.compare(texts[0], named: a, with: texts[1], named: b, context: context)
        switch comparison.verdict {
        case .same:
            print(comparison.text, terminator: "")
        case .diverged:
            print(comparison.text, terminator: "")
            throw ExitCode(1)
        case .differentRecordings:
            printError(comparison.text.trimmingCharacters(in: .newlines))
            throw ExitCode(2)
        }
    }
}
