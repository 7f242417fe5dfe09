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
    /// the edge that closes it, with the whole loop spelled out. Iterative, with its own stack: a chain of
    /// thousands of recognizers each waiting for the next must not overflow the thread's stack (issue 24).
    private static func checkFailureCycles(_ scene: SceneDescription, byName: [String: RecognizerDescription]) throws(SceneError) {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        /// The path being explored: each recognizer with the index of its next edge to follow.
        var path: [(name: String, nextEdge: Int)] = []
        var positionOnPath: [String: Int] = [:]

        func visit(_ start: String) -> (cycle: [String], line: Int)? {
            marks[start] = .visiting
            positionOnPath[start] = 0
            path = [(start, 0)]
            while let (name, nextEdge) = path.last {
                let edges = byName[name]?.requiresFailureOf ?? []
                guard nextEdge < edges.count else {
                    path.removeLast()
                    positionOnPath[name] = nil
                    marks[name] = .done
                    continue
                }
                path[path.count - 1].nextEdge += 1
                let edge = edges[nextEdge]
                switch marks[edge.name] {
                case .visiting:
                    let loop = path[(positionOnPath[edge.name] ?? 0)...].map(\.name)
                    return (loop + [edge.name], edge.line)
                case .done: continue
                case nil:
                    marks[edge.name] = .visiting
                    positionOnPath[edge.name] = path.count
                    path.append((edge.name, 0))
                }
            }
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
