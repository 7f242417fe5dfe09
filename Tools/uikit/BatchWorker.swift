import ArgumentParser
import Foundation
import InputRules
import Replay

/// A batch worker's arguments: `replay --batch-worker --scene S [--rules R] [--no-rules] [--update-golden]
/// --batch-list LIST`, in that order, as ``BatchRun`` writes them.
///
/// `main.swift` recognises this form before the argument parser runs: parsing `replay`'s options was a
/// quarter of a worker's start (reflection over every option), paid once per worker and per batch. Any
/// other spelling goes through the parser as usual and ends in the same ``BatchWorker``.
struct BatchWorkerArguments: Equatable {
    var scene: String
    var rules: String?
    var noRules = false
    var updateGolden = false
    /// The batch's list of files (set by ``BatchWorkerPool``, which appends `--batch-list LIST`).
    var list: String?

    /// The arguments that start a worker, without `--batch-list`.
    var arguments: [String] {
        var arguments = ["replay", "--batch-worker", "--scene", scene]
        if let rules { arguments += ["--rules", rules] }
        if noRules { arguments.append("--no-rules") }
        if updateGolden { arguments.append("--update-golden") }
        return arguments
    }

    init(scene: String, rules: String?, noRules: Bool, updateGolden: Bool, list: String? = nil) {
        self.scene = scene
        self.rules = rules
        self.noRules = noRules
        self.updateGolden = updateGolden
        self.list = list
    }

    /// The worker's arguments when `arguments` (without the program's name) are exactly what
    /// ``arguments`` and `--batch-list LIST` give; `nil` for anything else.
    init?(parsing arguments: some Collection<String>) {
        var rest = arguments[...]
        func take(_ word: String) -> Bool {
            guard rest.first == word else { return false }
            rest.removeFirst()
            return true
        }
        func value(after option: String) -> String?? {
            guard take(option) else { return .some(nil) }
            guard let value = rest.first, !value.hasPrefix("-") else { return nil }
            rest.removeFirst()
            return .some(value)
        }
        guard take("replay"), take("--batch-worker"), case let scene?? = value(after: "--scene"),
              case let rules? = value(after: "--rules")
        else { return nil }
        let noRules = take("--no-rules"), updateGolden = take("--update-golden")
        // Both rule options are a usage error the parser reports.
        guard case let list?? = value(after: "--batch-list"), rest.isEmpty, !(noRules && rules != nil) else { return nil }
        self.init(scene: scene, rules: rules, noRules: noRules, updateGolden: updateGolden, list: list)
    }
}

/// `uikit replay --batch-worker --batch-list LIST`: replays files of the batch's list (`LIST`, paths
/// separated by NUL bytes) as it takes their indices from the queue on standard input (4 bytes each,
/// little-endian, shared with the other workers), writing a start line before each and its rendered summary
/// row after it to standard output (``BatchWorkerOutput``), so the parent only joins rows. The batch's scene
/// is loaded once, and each scene beside a recording once per distinct text.
@MainActor
struct BatchWorker {
    let arguments: BatchWorkerArguments

    func run() throws {
        let scene = try SceneOption.load(arguments.scene)
        let rules: InputRuleSet?? = arguments.noRules ? .some(nil) : try arguments.rules.map { try RulesOption.load($0) }
        guard let list = arguments.list else { throw ValidationError("--batch-worker needs --batch-list") }
        guard let listed = FileManager.default.contents(atPath: list) else { throw CLIError("\(list): cannot read the batch's list of files") }
        let files = [UInt8](listed).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        try Self.replayQueue(files: files, listName: list, scene: scene, sceneName: arguments.scene, rules: rules,
                             updateGolden: arguments.updateGolden)
    }

    /// The worker's loop, also what a forked worker runs (with the scene, rules and files its parent
    /// already has): replays `files[index]` for each index taken from the queue on standard input until it
    /// ends. `listName` names the list in the error for an index out of range.
    static func replayQueue(files: [String], listName: String, scene: SceneDescription, sceneName: String, rules: InputRuleSet??,
                            updateGolden: Bool) throws {
        let scenes = BatchSceneCache()
        while let index = FileDescriptorIO.readIndex(from: 0) {
            guard index < files.count else { throw CLIError("\(listName): the queue names file \(index) of \(files.count)") }
            // One write each, unbuffered: a worker that dies has left the rows it finished and names the file it had.
            guard FileDescriptorIO.writeAll(BatchWorkerOutput.startLine(index: index), to: 1) else { throw ExitCode(1) }
            let result = BatchReplay.replay(file: files[index], scene: scene, sceneName: sceneName, rules: rules,
                                            updateGolden: updateGolden, scenes: scenes)
            guard FileDescriptorIO.writeAll(BatchSummaryRow(result).encoded(), to: 1) else { throw ExitCode(1) }
        }
    }

    /// Runs ``replayQueue(files:listName:scene:sceneName:rules:updateGolden:)`` in a forked worker: its exit
    /// status, with the error's message on standard error as `uikit` prints it when it exits with an error.
    static func forked(files: [String], scene: SceneDescription, sceneName: String, rules: InputRuleSet??, updateGolden: Bool) -> Int32 {
        do {
            try replayQueue(files: files, listName: "the batch's list", scene: scene, sceneName: sceneName, rules: rules,
                            updateGolden: updateGolden)
            return 0
        } catch {
            let message = UIKitCommand.fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            return UIKitCommand.exitCode(for: error).rawValue
        }
    }
}
