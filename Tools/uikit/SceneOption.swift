import ArgumentParser
import Replay

/// Resolves a `--scene` value: a built-in scene name, or a scene file path (`docs/scene-format.md`).
enum SceneOption {
    static let help = ArgumentHelp(
        "The scene: a scene file (.json, see docs/scene-format.md) or a built-in scene (\(BuiltInScenes.names.joined(separator: ", "))).")

    /// The scene, or a `CLIError` (exit 1) naming the file and line of what is wrong with it.
    static func load(_ value: String) throws -> SceneDescription {
        let result = Result { () throws(SceneError) -> SceneDescription in
            if let builtIn = try BuiltInScenes.scene(named: value) { return builtIn }
            return try SceneReader.read(path: value)
        }
        switch result {
        case .success(let scene): return scene
        case .failure(let error):
            if error.line == nil && !value.contains("/") && !value.hasSuffix(".json") {
                throw CLIError("\(value): no such scene file, and not a built-in scene (built-in: \(BuiltInScenes.names.joined(separator: ", ")))")
            }
            throw CLIError(error.description)
        }
    }
}
