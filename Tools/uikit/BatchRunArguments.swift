import Replay

/// What a batch run (`uikit replay --batch DIR`) uses of `replay`'s options.
///
/// `main.swift` reads the common spellings of a batch's command line itself, before the argument parser:
/// `replay --batch DIR` followed by `--scene S`, `--rules R`, `--no-rules`, `--update-golden`, `--jobs N`,
/// `--format F` and `--batch-json PATH`, in any order, each at most once, values as separate words. The
/// parser's reflection over `replay`'s two dozen options was a third of the batch parent's start (22 M of
/// 62 M instructions, docs/benchmarks.md, "Session 40"), and that start is serial: no worker runs yet.
/// Anything else — another option, `--jobs=2`, a value the parser would reject, a repeated option, help —
/// returns `nil` and goes through the parser as usual, which ends in the same ``BatchRun`` or reports
/// the usage error.
struct BatchRunArguments: Equatable {
    var folder: String
    var scene = "gestures"
    var rules: String?
    var noRules = false
    var updateGolden = false
    var jobs = 1
    var format: TraceWriter.Format = .text
    var batchJson: String?

    /// The batch options of a parsed `replay` command whose `--batch` is `folder`.
    init(_ command: ReplayCommand, folder: String) {
        self.folder = folder
        scene = command.scene
        rules = command.rules
        noRules = command.noRules
        updateGolden = command.inspector.updateGolden
        jobs = command.inspector.jobs
        format = command.format
        batchJson = command.inspector.batchJson
    }

    /// The batch's options when `arguments` (without the program's name) are `replay --batch DIR` and
    /// options of the form above, with values the parser accepts; `nil` for anything else.
    init?(parsing arguments: some Collection<String>) {
        var rest = arguments[...]
        guard rest.popFirst() == "replay" else { return nil }
        // An array: a handful of options, and a first Set<String> costs more to set up than they take to scan.
        var seen: [String] = []
        var folder: String?
        while let option = rest.popFirst() {
            // The parser lets the last of a repeated option win; rare enough to leave to it.
            guard !seen.contains(option) else { return nil }
            seen.append(option)
            switch option {
            case "--no-rules": noRules = true
            case "--update-golden": updateGolden = true
            default:
                // A value that starts with a dash is the parser's to read (a negative number, an option).
                guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                switch option {
                case "--batch": folder = value
                case "--scene": scene = value
                case "--rules": rules = value
                case "--batch-json": batchJson = value
                case "--jobs":
                    // The range InspectorOptions.validate accepts; the parser reports the others.
                    guard let jobs = Int(value), (1...64).contains(jobs) else { return nil }
                    self.jobs = jobs
                case "--format":
                    guard let format = TraceWriter.Format(rawValue: value) else { return nil }
                    self.format = format
                default: return nil
                }
            }
        }
        // Both rule options are a usage error the parser reports.
        guard let folder, !(noRules && rules != nil) else { return nil }
        self.folder = folder
    }
}
