import InputRecording
import InputRules

/// Resolves which input rules a command uses (docs/input-rules.md): `--rules FILE` first; else, for a
/// replay, the rules the recording was made with; else the scene's `inputRules` section; `--no-rules`
/// turns them all off.
enum RulesOption {
    static func resolve(file: String?, disabled: Bool = false, recording: InputRuleSet? = nil, scene: InputRuleSet? = nil) throws -> InputRuleSet? {
        if disabled { return nil }
        if let file { return try load(file) }
        return recording ?? scene
    }

    /// Fails (exit 1) when a rule names a screen that is not one of `screens` (docs/reliability.md).
    static func check(_ rules: InputRuleSet?, screens: [String]) throws {
        if let message = rules?.unknownScreenError(screens: screens) { throw CLIError(message) }
    }

    /// Reads a rules file, or a `CLIError` (exit 1) naming the file and line of what is wrong with it.
    static func load(_ path: String) throws -> InputRuleSet {
        try CLIError.reporting { () throws(InputRulesError) in try InputRulesReader.read(path: path) }
    }
}
