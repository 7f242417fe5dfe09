/// Checks the relations between a scene's recognizers: names are unique, every name a relation uses
/// exists, and `requireToFail` has no cycle (a recognizer waiting, however indirectly, for itself to fail
/// would never recognize, and UIKit's behaviour there is undefined).
enum SceneRelations {
    static func check(_ scene: SceneDescription) throws(SceneError) {
        var byName: [String: RecognizerDescription] = [:]
        for (_, recognizer) in scene.allRecognizers {
            if let first = byName[recognizer.name] {
                throw SceneError(
                    file: scene.file, line: recognizer.line,
                    message: "recognizer name \"\(recognizer.name)\" is already used on line \(first.line) (names must be unique: relations refer to them)")
            }
            byName[recognizer.name] = recognizer
        }
        let known = scene.allRecognizers.map(\.recognizer.name).joined(separator: ", ")
        for (_, recognizer) in scene.allRecognizers {
            for (key, references) in [("requireToFail", recognizer.requiresFailureOf), ("recognizeSimultaneouslyWith", recognizer.recognizesSimultaneouslyWith)] {
                for reference in references where byName[reference.name] == nil {
                    throw SceneError(
                        file: scene.file, line: reference.line,
                        message: "\(recognizer.type) recognizer \"\(recognizer.name)\": \(key) names \"\(reference.name)\", which is not a recognizer in this scene (recognizers: \(known))")
                }
            }
        }
        try checkFailureCycles(scene, byName: byName)
    }

    /// Depth-first search over `requireToFail` edges; the first cycle found is reported at the line of
    /// the edge that closes it, with the whole loop spelled out.
    private static func checkFailureCycles(_ scene: SceneDescription, byName: [String: RecognizerDescription]) throws(SceneError) {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var stack: [String] = []

        func visit(_ name: String) -> (cycle: [String], line: Int)? {
            marks[name] = .visiting
            stack.append(name)
            for edge in byName[name]?.requiresFailureOf ?? [] {
                switch marks[edge.name] {
                case .visiting:
                    let start = stack.firstIndex(of: edge.name) ?? 0
                    return (Array(stack[start...]) + [edge.name], edge.line)
                case .done: continue
                case nil:
                    if let found = visit(edge.name) { return found }
                }
            }
            stack.removeLast()
            marks[name] = .done
            return nil
        }

        for (_, recognizer) in scene.allRecognizers where marks[recognizer.name] == nil {
            if let (cycle, line) = visit(recognizer.name) {
                throw SceneError(
                    file: scene.file, line: line,
                    message: "requireToFail cycle: \(cycle.map { "\"\($0)\"" }.joined(separator: " waits for ")) (a recognizer cannot wait for its own failure)")
            }
        }
    }
}
