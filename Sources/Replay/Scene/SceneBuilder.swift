import Foundation
import InputCore
import UIKit

/// A scene made real in an application: its windows, and its views and recognizers by name.
@MainActor
public final class BuiltScene {
    /// The description it was built from.
    public let description: SceneDescription
    /// The windows, in file order.
    public let windows: [UIWindow]
    /// Every recognizer, in file order (depth first), with its scene name.
    public let recognizers: [(name: String, recognizer: UIGestureRecognizer)]
    /// Named views (windows included), in file order.
    public let views: [(name: String, view: UIView)]
    /// Holds the simultaneity relations; recognizers keep their delegates weakly, so the scene keeps it.
    let simultaneity: SimultaneityDelegate

    init(
        description: SceneDescription, windows: [UIWindow], recognizers: [(name: String, recognizer: UIGestureRecognizer)],
        views: [(name: String, view: UIView)], simultaneity: SimultaneityDelegate
    ) {
        self.description = description
        self.windows = windows
        self.recognizers = recognizers
        self.views = views
        self.simultaneity = simultaneity
    }

    /// The recognizer named `name`.
    public func recognizer(named name: String) -> UIGestureRecognizer? {
        recognizers.first { $0.name == name }?.recognizer
    }

    /// The first view named `name`.
    public func view(named name: String) -> UIView? { views.first { $0.name == name }?.view }
}

/// Builds a ``SceneDescription`` into windows, views and recognizers of an application.
///
/// The description has been checked by ``SceneReader`` (types, parameters, names, cycles), so building
/// cannot fail. The application's screen should have the scene's size: ``makeApplication(for:start:)``
/// creates one.
@MainActor
public enum SceneBuilder {
    /// Makes and installs a shared application on the scene's screen, its clock at `start`.
    public static func makeApplication(for scene: SceneDescription, start: InputTime = .zero) -> UIApplication {
        func make(_ description: ScreenDescription) -> UIScreen {
            UIScreen(name: description.name, bounds: CGRect(x: 0, y: 0, width: description.width, height: description.height),
                     scale: description.scale, position: description.position, rotation: description.rotation)
        }
        let application = UIApplication.makeShared(screen: make(scene.screen), start: start)
        for screen in scene.additionalScreens { application.addScreen(make(screen)) }
        application.onScreenKeyboardMode = scene.onScreenKeyboard
        return application
    }

    /// Builds the scene in `application` (which must be the shared application: windows register there).
    public static func build(_ scene: SceneDescription, in application: UIApplication) -> BuiltScene {
        var state = BuildState()
        var windows: [UIWindow] = []
        for description in scene.windows {
            let window = UIWindow(screen: description.screen.flatMap(application.screen(named:)) ?? application.mainScreen)
            if let frame = description.root.frame { window.frame = frame }
            window.windowLevel = UIWindow.Level(description.level)
            configure(window, from: description.root, state: &state)
            windows.append(window)
        }
        // One name table for every view's constraints (it was rebuilt per view: quadratic, issue 24).
        let named = Dictionary(state.views.map { ($0.name, $0.view) }, uniquingKeysWith: { first, _ in first })
        for (window, description) in zip(windows, scene.windows) {
            addConstraints(window, description.root, named: named)
        }
        let delegate = SimultaneityDelegate()
        // Looked up by name in a dictionary: a scan per relation made a scene of many recognizers
        // quadratic to build (issue 24). Names are unique (`SceneRelations`); the first wins regardless.
        let recognizersByName = Dictionary(state.recognizers.map { ($0.name, $0.recognizer) }, uniquingKeysWith: { first, _ in first })
        for (_, recognizer) in scene.allRecognizers {
            guard let built = recognizersByName[recognizer.name] else { continue }
            for reference in recognizer.requiresFailureOf {
                if let other = recognizersByName[reference.name] { built.require(toFail: other) }
            }
            for reference in recognizer.recognizesSimultaneouslyWith {
                if let other = recognizersByName[reference.name] { delegate.allow(built, other) }
            }
        }
        for (_, recognizer) in state.recognizers where delegate.involves(recognizer) { recognizer.delegate = delegate }
        // Shown in file order, so later windows are in front within a level, as the format says.
        for (window, description) in zip(windows, scene.windows) where !description.root.isHidden {
            if description.isKey { window.makeKeyAndVisible() } else { window.isHidden = false }
        }
        return BuiltScene(
            description: scene, windows: windows, recognizers: state.recognizers, views: state.views, simultaneity: delegate)
    }

    /// Activates the constraints each view lists, after every view exists (they refer to each other by
    /// name). Each is identified by its line, so traces name it without depending on the file's path.
    private static func addConstraints(_ view: UIView, _ description: ViewDescription, named: [String: UIView]) {
        for constraint in description.constraints {
            switch constraint.form {
            case .equation(let equation):
                func item(_ name: String) -> UIView? {
                    name == "superview" ? view : named[name]
                }
                guard let first = item(equation.first) else { continue }
                let second = equation.second.flatMap(item)
                let made = NSLayoutConstraint(
                    item: first, attribute: equation.firstAttribute, relatedBy: equation.relation, toItem: second,
                    attribute: equation.secondAttribute, multiplier: equation.multiplier, constant: equation.constant)
                made.priority = UILayoutPriority(equation.priority)
                made.identifier = "line \(constraint.line)"
                made.isActive = true
            case .visualFormat:
                // Only the views the string can name (any identifier in it, predicates included): the parser
                // converts its whole views dictionary, and passing every view of the scene to each string
                // made a scene of many rows quadratic (issue 24).
                var views: [String: UIView] = [:]
                for name in identifiers(in: constraint.text) { views[name] = named[name] }
                let made = NSLayoutConstraint.constraints(withVisualFormat: constraint.text, metrics: nil, views: views)
                for (index, each) in made.enumerated() { each.identifier = "line \(constraint.line) #\(index + 1)" }
                NSLayoutConstraint.activate(made)
            }
        }
        // A navigation view's scene subviews are its screens, which live in its controllers, not its subviews.
        let children = (view as? NavigationSceneView)?.screenViews ?? view.subviews
        for (subview, subviewDescription) in zip(children, description.subviews) {
            addConstraints(subview, subviewDescription, named: named)
        }
    }

    /// Every run of letters, digits and `_` in `text`: a superset of the view names a VFL string uses.
    private static func identifiers(in text: String) -> Set<String> {
        var result: Set<String> = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                result.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { result.insert(current) }
        return result
    }

    private struct BuildState {
        var recognizers: [(name: String, recognizer: UIGestureRecognizer)] = []
        var views: [(name: String, view: UIView)] = []
    }

    private static func configure(_ view: UIView, from description: ViewDescription, state: inout BuildState) {
        view.accessibilityIdentifier = description.name
        if let name = description.name { state.views.append((name, view)) }
        view.transform = description.transform
        for property in ViewPropertyCatalog.properties { property.apply(description, view) }
        for recognizerDescription in description.recognizers {
            guard let type = RecognizerCatalog.type(named: recognizerDescription.type) else { continue }
            let recognizer = type.make()
            recognizer.name = recognizerDescription.name
            for value in recognizerDescription.parameters {
                type.allParameters.first { $0.name == value.name }?.apply(recognizer, value.value)
            }
            view.addGestureRecognizer(recognizer)
            state.recognizers.append((recognizerDescription.name, recognizer))
        }
        for subviewDescription in description.subviews {
            let subview = subviewDescription.kind.makeView(frame: subviewDescription.frame ?? .zero)
            // A subview without a frame is placed by constraints (docs/scene-format.md).
            if subviewDescription.frame == nil { subview.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(subview)
            configure(subview, from: subviewDescription, state: &state)
            subviewDescription.kind.configure(subview)
            // A stack view arranges its scene subviews, in order (docs/scene-format.md, `stack`).
            if let stack = subview as? UIStackView { for child in stack.subviews { stack.addArrangedSubview(child) } }
        }
    }
}

/// Answers `shouldRecognizeSimultaneouslyWith` for the pairs a scene lists (in both directions).
@MainActor
final class SimultaneityDelegate: UIGestureRecognizerDelegate {
    private var pairs: Set<Set<ObjectIdentifier>> = []
    private var members: Set<ObjectIdentifier> = []

    func allow(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) {
        pairs.insert([ObjectIdentifier(first), ObjectIdentifier(second)])
        members.insert(ObjectIdentifier(first))
        members.insert(ObjectIdentifier(second))
    }

    func involves(_ recognizer: UIGestureRecognizer) -> Bool { members.contains(ObjectIdentifier(recognizer)) }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        pairs.contains([ObjectIdentifier(gestureRecognizer), ObjectIdentifier(otherGestureRecognizer)])
    }
}
