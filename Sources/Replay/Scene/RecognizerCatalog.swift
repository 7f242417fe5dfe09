import Foundation
import UIKit

/// What kind of value a recognizer parameter takes, so the reader can check it before anything is built.
public enum ParameterKind: Hashable, Sendable {
    /// A whole number at least `minimum` (counts of taps and touches).
    case count(minimum: Int)
    /// A finite number at least 0 (points, seconds, degrees).
    case nonNegative
    /// `true` or `false`.
    case flag
    /// An array of names from `choices`, or the string `"all"` for every one of them.
    case options(choices: [String])

    /// How the kind reads in "expected …" messages.
    var expectation: String {
        switch self {
        case .count(let minimum): "a whole number ≥ \(minimum)"
        case .nonNegative: "a number ≥ 0"
        case .flag: "true or false"
        case .options(let choices): "an array of \(choices.joined(separator: ", ")) or \"all\""
        }
    }
}

/// One settable parameter of a recognizer type: its file name, kind, and how it is applied.
public struct RecognizerParameter: Sendable {
    /// The name in the scene file, the UIKit property name where there is one.
    public let name: String
    /// What the value must be.
    public let kind: ParameterKind
    let apply: @MainActor @Sendable (UIGestureRecognizer, SceneValue) -> Void
}

/// A recognizer type a scene can name: how to make one and what can be set on it.
public struct RecognizerType: Sendable {
    /// The type name in scene files.
    public let name: String
    /// The parameters particular to this type (the delivery properties are common to all).
    public let parameters: [RecognizerParameter]
    let make: @MainActor @Sendable () -> UIGestureRecognizer

    /// Every parameter this type accepts: its own, then the common ones.
    public var allParameters: [RecognizerParameter] { parameters + RecognizerCatalog.common }
}

/// Every recognizer type of the UIKit module, by scene name, with its parameters.
///
/// Parameters use the UIKit property names and units (points, seconds), except angles, which are in
/// degrees (`minimumRotationDegrees`) because people write scenes. Defaults are UIKit's (see each
/// recognizer's documentation); a scene only lists what it changes.
public enum RecognizerCatalog {
    /// The type names, in the order messages list them.
    public static var typeNames: [String] { types.map(\.name) }

    /// The type named `name`, if there is one.
    public static func type(named name: String) -> RecognizerType? { types.first { $0.name == name } }

    /// Delivery and filtering properties every recognizer has.
    public static let common: [RecognizerParameter] = [
        flag("cancelsTouchesInView") { $0.cancelsTouchesInView = $1 },
        flag("delaysTouchesBegan") { $0.delaysTouchesBegan = $1 },
        flag("delaysTouchesEnded") { $0.delaysTouchesEnded = $1 },
        flag("isEnabled") { $0.isEnabled = $1 },
        flag("requiresExclusiveTouchType") { $0.requiresExclusiveTouchType = $1 },
    ]

    /// Every type.
    public static let types: [RecognizerType] = [
        RecognizerType(name: "tap", parameters: [
            count("numberOfTapsRequired", minimum: 1) { (r: UITapGestureRecognizer, v) in r.numberOfTapsRequired = v },
            count("numberOfTouchesRequired", minimum: 1) { (r: UITapGestureRecognizer, v) in r.numberOfTouchesRequired = v },
            number("allowableMovement") { (r: UITapGestureRecognizer, v) in r.allowableMovement = v },
            number("maximumTapDuration") { (r: UITapGestureRecognizer, v) in r.maximumTapDuration = v },
            number("maximumIntervalBetweenTaps") { (r: UITapGestureRecognizer, v) in r.maximumIntervalBetweenTaps = v },
        ], make: { UITapGestureRecognizer() }),
        RecognizerType(name: "longPress", parameters: [
            number("minimumPressDuration") { (r: UILongPressGestureRecognizer, v) in r.minimumPressDuration = v },
            number("allowableMovement") { (r: UILongPressGestureRecognizer, v) in r.allowableMovement = v },
            count("numberOfTapsRequired", minimum: 0) { (r: UILongPressGestureRecognizer, v) in r.numberOfTapsRequired = v },
            count("numberOfTouchesRequired", minimum: 1) { (r: UILongPressGestureRecognizer, v) in r.numberOfTouchesRequired = v },
            number("maximumIntervalBetweenTaps") { (r: UILongPressGestureRecognizer, v) in r.maximumIntervalBetweenTaps = v },
        ], make: { UILongPressGestureRecognizer() }),
        RecognizerType(name: "pan", parameters: panParameters, make: { UIPanGestureRecognizer() }),
        RecognizerType(name: "swipe", parameters: [
            options("direction", choices: ["right", "left", "up", "down"]) { (r: UISwipeGestureRecognizer, names) in
                var direction: UISwipeGestureRecognizer.Direction = []
                if names.contains("right") { direction.insert(.right) }
                if names.contains("left") { direction.insert(.left) }
                if names.contains("up") { direction.insert(.up) }
                if names.contains("down") { direction.insert(.down) }
                r.direction = direction
            },
            count("numberOfTouchesRequired", minimum: 1) { (r: UISwipeGestureRecognizer, v) in r.numberOfTouchesRequired = v },
            number("maximumDuration") { (r: UISwipeGestureRecognizer, v) in r.maximumDuration = v },
            number("fastSwipeMinimumDistance") { (r: UISwipeGestureRecognizer, v) in r.fastSwipeMinimumDistance = v },
            number("slowSwipeMinimumDistance") { (r: UISwipeGestureRecognizer, v) in r.slowSwipeMinimumDistance = v },
            number("fastSwipeMaximumAngleDegrees") { (r: UISwipeGestureRecognizer, v) in r.fastSwipeMaximumAngleDegrees = v },
            number("slowSwipeMaximumAngleDegrees") { (r: UISwipeGestureRecognizer, v) in r.slowSwipeMaximumAngleDegrees = v },
        ], make: { UISwipeGestureRecognizer() }),
        RecognizerType(name: "pinch", parameters: [
            number("minimumSpanChange") { (r: UIPinchGestureRecognizer, v) in r.minimumSpanChange = v },
        ], make: { UIPinchGestureRecognizer() }),
        RecognizerType(name: "rotation", parameters: [
            number("minimumRotationDegrees") { (r: UIRotationGestureRecognizer, v) in r.minimumRotation = v * .pi / 180 },
        ], make: { UIRotationGestureRecognizer() }),
        RecognizerType(name: "screenEdgePan", parameters: panParameters + [
            options("edges", choices: ["top", "left", "bottom", "right"]) { (r: UIScreenEdgePanGestureRecognizer, names) in
                var edges: UIRectEdge = []
                if names.contains("top") { edges.insert(.top) }
                if names.contains("left") { edges.insert(.left) }
                if names.contains("bottom") { edges.insert(.bottom) }
                if names.contains("right") { edges.insert(.right) }
                r.edges = edges
            },
            number("edgeRegionWidth") { (r: UIScreenEdgePanGestureRecognizer, v) in r.edgeRegionWidth = v },
        ], make: { UIScreenEdgePanGestureRecognizer() }),
        RecognizerType(name: "hover", parameters: [], make: { UIHoverGestureRecognizer() }),
    ]

    private static let panParameters: [RecognizerParameter] = [
        count("minimumNumberOfTouches", minimum: 1) { (r: UIPanGestureRecognizer, v) in r.minimumNumberOfTouches = v },
        count("maximumNumberOfTouches", minimum: 1) { (r: UIPanGestureRecognizer, v) in r.maximumNumberOfTouches = v },
        number("hysteresis") { (r: UIPanGestureRecognizer, v) in r.hysteresis = v },
        options("allowedScrollTypes", choices: ["discrete", "continuous"]) { (r: UIPanGestureRecognizer, names) in
            var mask: UIScrollTypeMask = []
            if names.contains("discrete") { mask.insert(.discrete) }
            if names.contains("continuous") { mask.insert(.continuous) }
            r.allowedScrollTypesMask = mask
        },
        number("wheelScrollEndDelay") { (r: UIPanGestureRecognizer, v) in r.wheelScrollEndDelay = v },
    ]

    // The catalog only pairs a setter with its own type, so the casts below always succeed.

    private static func count<R: UIGestureRecognizer>(
        _ name: String, minimum: Int, _ set: @escaping @MainActor @Sendable (R, Int) -> Void
    ) -> RecognizerParameter {
        RecognizerParameter(name: name, kind: .count(minimum: minimum)) { recognizer, value in
            if let recognizer = recognizer as? R, case .integer(let number) = value { set(recognizer, number) }
        }
    }

    private static func number<R: UIGestureRecognizer>(
        _ name: String, _ set: @escaping @MainActor @Sendable (R, Double) -> Void
    ) -> RecognizerParameter {
        RecognizerParameter(name: name, kind: .nonNegative) { recognizer, value in
            guard let recognizer = recognizer as? R else { return }
            switch value {
            case .number(let number): set(recognizer, number)
            case .integer(let number): set(recognizer, Double(number))
            default: break
            }
        }
    }

    private static func flag(
        _ name: String, _ set: @escaping @MainActor @Sendable (UIGestureRecognizer, Bool) -> Void
    ) -> RecognizerParameter {
        RecognizerParameter(name: name, kind: .flag) { recognizer, value in
            if case .bool(let flag) = value { set(recognizer, flag) }
        }
    }

    private static func options<R: UIGestureRecognizer>(
        _ name: String, choices: [String], _ set: @escaping @MainActor @Sendable (R, [String]) -> Void
    ) -> RecognizerParameter {
        RecognizerParameter(name: name, kind: .options(choices: choices)) { recognizer, value in
            if let recognizer = recognizer as? R, case .options(let names) = value { set(recognizer, names) }
        }
    }
}
