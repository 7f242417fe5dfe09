/// Checks a scene's constraints against its views: every name an equation or visual-format string uses is
/// `superview` or a view of the scene, and every subview without a `frame` is placed by some constraint.
enum SceneConstraintCheck {
    static func check(_ scene: SceneDescription) throws(SceneError) {
        let views = scene.allViews
        let names = Set(views.compactMap(\.name))
        let known = names.sorted().joined(separator: ", ")
        var referenced = Set<String>()
        for view in views {
            let context = view.name.map { "view \"\($0)\"" } ?? "view"
            for constraint in view.constraints {
                var used: [(String, Int)] = []
                switch constraint.form {
                case .equation(let equation):
                    used.append((equation.first, equation.firstColumn))
                    if let second = equation.second { used.append((second, equation.secondColumn)) }
                case .visualFormat:
                    used = ConstraintEquationReader.visualFormatNames(constraint.text)
                }
                for (name, column) in used {
                    if name == "superview", case .equation = constraint.form { continue }
                    guard names.contains(name) else {
                        throw SceneError(
                            file: scene.file, line: constraint.line,
                            message: "\(context): constraint \"\(constraint.text)\" column \(column): unknown view \"\(name)\" (expected superview or one of: \(known))")
                    }
                    referenced.insert(name)
                }
            }
        }
        for window in scene.windows { try checkFrames(window.root, referenced: referenced, file: scene.file) }
    }

    /// A subview without a frame must be named and used by a constraint (the reader's old rule otherwise).
    private static func checkFrames(_ view: ViewDescription, referenced: Set<String>, file: String) throws(SceneError) {
        // A stack view's subviews are its arranged subviews: the stack view places them.
        let placedByStack = view.kind.typeName == ViewKindCatalog.stack.name
        for (index, subview) in view.subviews.enumerated() {
            if subview.frame == nil, !placedByStack, !(subview.name.map(referenced.contains) ?? false) {
                let context = subview.name.map { "view \"\($0)\"" } ?? "view \(view.name.map { "\($0).\(index + 1)" } ?? "\(index + 1)")"
                throw SceneError(
                    file: file, line: subview.line,
                    message: "\(context): missing field \"frame\" (expected [x, y, width, height] with width and height ≥ 0)")
            }
            try checkFrames(subview, referenced: referenced, file: file)
        }
    }
}
