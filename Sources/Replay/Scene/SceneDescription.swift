import Foundation
import InputCore
import InputRules
import UIKit

/// A scene as a file describes it: a screen, windows, their view trees and recognizers.
///
/// A value with no UIKit objects in it, so it can be read, checked and printed without an application;
/// ``SceneBuilder`` turns it into windows, views and recognizers. `docs/scene-format.md` is its file form.
public struct SceneDescription: Hashable, Sendable {
    /// The screen size in points and its scale.
    public var screen: ScreenDescription
    /// The windows, in file order (later windows at the same level are in front).
    public var windows: [WindowDescription]
    /// The file the scene came from, for messages.
    public var file: String
    /// Screens besides the main one (`screens` in the file), in file order.
    public var additionalScreens: [ScreenDescription] = []
    /// The scene's `inputRules` section (docs/input-rules.md), when it has one: the rules a replay uses when
    /// neither `--rules` nor the recording gives any.
    public var inputRules: InputRuleSet?
    /// When the system's on-screen keyboard appears for a text input (`onScreenKeyboard` in the file).
    /// Default ``OnScreenKeyboardMode/automatic``, as `UIApplicationMain`'s runtime: a replay of a kiosk's
    /// recording (a touchscreen, no keyboard) shows the keyboard the kiosk showed.
    public var onScreenKeyboard: OnScreenKeyboardMode = .automatic

    /// Creates a scene.
    public init(screen: ScreenDescription, windows: [WindowDescription], file: String, inputRules: InputRuleSet? = nil) {
        self.screen = screen
        self.windows = windows
        self.file = file
        self.inputRules = inputRules
    }

    /// Every recognizer in the scene, depth first in file order, with the name of the view it is on.
    public var allRecognizers: [(view: String?, recognizer: RecognizerDescription)] {
        windows.flatMap { $0.root.allRecognizers }
    }

    /// Every view in the scene (windows included), depth first in file order.
    public var allViews: [ViewDescription] { windows.flatMap { $0.root.allViews } }
}

/// The screen a scene is laid out on.
public struct ScreenDescription: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The name input rules and windows refer to it by. The main screen is `screen0`.
    public var name: String = "screen0"
    /// Where it sits in the desktop, in points.
    public var position: CGPoint = .zero
    /// How its output is turned (touch devices on it turn with it).
    public var rotation: ScreenRotation = .degrees0

    /// Creates a screen description.
    public init(width: Double, height: Double, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }
}

/// A window: its level, whether it is key, and the view properties of its root.
public struct WindowDescription: Hashable, Sendable {
    /// The window as a view (name, frame — the screen's bounds when the file gives none —, subviews…).
    public var root: ViewDescription
    /// The z-order level (`UIWindow.Level` raw value). Default 0.
    public var level: Double
    /// Whether this window becomes the key window. Default: the first window.
    public var isKey: Bool
    /// The name of the screen the window is on; `nil`: the main screen.
    public var screen: String?

    /// Creates a window description.
    public init(root: ViewDescription, level: Double = 0, isKey: Bool = false) {
        self.root = root
        self.level = level
        self.isKey = isKey
    }
}

/// A view and its subtree.
public struct ViewDescription: Hashable, Sendable {
    /// The view's `accessibilityIdentifier`, the name the trace prints. Optional.
    public var name: String?
    /// The frame in the superview's coordinates (screen coordinates for a window); `nil` for a window
    /// filling the screen.
    public var frame: CGRect?
    /// The view's transform (about its centre, as UIKit applies it).
    public var transform: CGAffineTransform
    /// `isUserInteractionEnabled`. Default true.
    public var isUserInteractionEnabled: Bool
    /// `isMultipleTouchEnabled`. Default false, as in UIKit.
    public var isMultipleTouchEnabled: Bool
    /// `isExclusiveTouch`. Default false.
    public var isExclusiveTouch: Bool
    /// `isHidden`. Default false.
    public var isHidden: Bool
    /// `alpha`. Default 1 (below 0.01 the view is not hit-tested, as in UIKit).
    public var alpha: Double
    /// `clipsToBounds`, or `nil` for the view's own default (false for plain views and controls, true for
    /// scroll views and table views, as in UIKit).
    public var clipsToBounds: Bool?
    /// `tag`. Default 0.
    public var tag: Int
    /// A fill colour for the SVG drawing only (`#rrggbb`); nothing else reads it.
    public var color: String?
    /// The recognizers attached to this view, in order.
    public var recognizers: [RecognizerDescription]
    /// The subviews, back to front.
    public var subviews: [ViewDescription]
    /// The line the view starts on, for messages.
    public var line: Int
    /// The view's class and its class's properties (`type` in the file). Default a plain view.
    public var kind: ViewKind = .view
    /// Constraints this view holds (`superview` in them is this view); its subviews without a `frame`
    /// are placed by constraints.
    public var constraints: [ConstraintDescription] = []

    /// Creates a view description with UIKit's defaults.
    public init(
        name: String? = nil, frame: CGRect?, transform: CGAffineTransform = .identity,
        isUserInteractionEnabled: Bool = true, isMultipleTouchEnabled: Bool = false, isExclusiveTouch: Bool = false,
        isHidden: Bool = false, alpha: Double = 1, clipsToBounds: Bool? = nil, tag: Int = 0, color: String? = nil,
        recognizers: [RecognizerDescription] = [], subviews: [ViewDescription] = [], line: Int = 0
    ) {
        self.name = name
        self.frame = frame
        self.transform = transform
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.isExclusiveTouch = isExclusiveTouch
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.tag = tag
        self.color = color
        self.recognizers = recognizers
        self.subviews = subviews
        self.line = line
    }

    var allRecognizers: [(view: String?, recognizer: RecognizerDescription)] {
        recognizers.map { (name, $0) } + subviews.flatMap(\.allRecognizers)
    }

    var allViews: [ViewDescription] { [self] + subviews.flatMap(\.allViews) }
}

/// A gesture recognizer: its type, name, parameters, delivery properties and relations.
public struct RecognizerDescription: Hashable, Sendable {
    /// The type name (`tap`, `longPress`, …; see ``RecognizerCatalog``).
    public var type: String
    /// The recognizer's `name`, unique in the scene; relations and the trace use it.
    public var name: String
    /// Type-specific and delivery parameters, by name, in file order (checked against the catalog).
    public var parameters: [RecognizerParameterValue]
    /// Names of recognizers that must fail before this one may recognize (`require(toFail:)`).
    public var requiresFailureOf: [NameReference]
    /// Names of recognizers this one may recognize together with (a delegate answering
    /// `shouldRecognizeSimultaneouslyWith` with true, in both directions).
    public var recognizesSimultaneouslyWith: [NameReference]
    /// The line the recognizer starts on.
    public var line: Int

    /// Creates a recognizer description.
    public init(
        type: String, name: String, parameters: [RecognizerParameterValue] = [],
        requiresFailureOf: [NameReference] = [], recognizesSimultaneouslyWith: [NameReference] = [], line: Int = 0
    ) {
        self.type = type
        self.name = name
        self.parameters = parameters
        self.requiresFailureOf = requiresFailureOf
        self.recognizesSimultaneouslyWith = recognizesSimultaneouslyWith
        self.line = line
    }
}

/// A recognizer named in a relation, with the line that names it.
public struct NameReference: Hashable, Sendable {
    /// The referenced recognizer's name.
    public var name: String
    /// Where it is named.
    public var line: Int

    /// Creates a reference.
    public init(_ name: String, line: Int = 0) {
        self.name = name
        self.line = line
    }
}

/// One parameter as the file gives it, already checked against its kind.
public struct RecognizerParameterValue: Hashable, Sendable {
    /// The parameter name (`numberOfTapsRequired`).
    public var name: String
    /// The value.
    public var value: SceneValue
    /// The line it is on.
    public var line: Int

    /// Creates a parameter value.
    public init(name: String, value: SceneValue, line: Int = 0) {
        self.name = name
        self.value = value
        self.line = line
    }
}

/// A checked parameter value.
public enum SceneValue: Hashable, Sendable {
    /// A whole number (counts).
    case integer(Int)
    /// A number (points, seconds, degrees).
    case number(Double)
    /// A flag.
    case bool(Bool)
    /// A set of option names (edges, directions, scroll types).
    case options([String])
}
