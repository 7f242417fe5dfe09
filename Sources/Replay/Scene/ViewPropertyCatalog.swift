import UIKit

/// One plain property a scene can set on any view: its name in the file, how it is documented (type,
/// default, meaning: the rows of the Views table of `docs/scene-format.md`, which a test checks against
/// this table), how it is read into a ``ViewDescription`` and how it is applied to the built view.
public struct ViewProperty: Sendable {
    /// The name in the scene file, the UIKit property name.
    public let name: String
    /// The value's type as the format documents it (`bool`, `number 0…1`).
    public let type: String
    /// The default as the format documents it (UIKit's default).
    public let defaultValue: String
    /// What it does, where the name does not say it all (may be empty).
    public let meaning: String
    let read: @Sendable (SceneObject, inout ViewDescription) throws(SceneError) -> Void
    let apply: @MainActor @Sendable (ViewDescription, UIView) -> Void

    /// The property's row in the Views table of `docs/scene-format.md`.
    public var documentationRow: String {
        "| `\(name)` | \(type) | \(defaultValue) |" + (meaning.isEmpty ? " |" : " \(meaning) |")
    }
}

/// The plain view properties of the scene format, written once, as ``RecognizerCatalog`` does for
/// recognizers: the reader reads them, the builder applies them, in this order, and the format document
/// lists them. The structural fields (`name`, `frame`, `transform`, `recognizers`, `subviews`, `type`,
/// `constraints`) are read by ``SceneReader`` itself.
public enum ViewPropertyCatalog {
    /// Every key a view object may hold (before the keys of its `type`), in the order messages list them:
    /// the structural fields read by ``SceneReader`` itself around the ``properties``.
    static var viewKeys: [String] {
        ["name", "frame", "transform"] + properties.map(\.name) + ["recognizers", "subviews", "type", "constraints"]
    }

    /// The properties, in the order they are read, applied and documented.
    public static let properties: [ViewProperty] = [
        flag("isUserInteractionEnabled", default: true, meaning: "", \.isUserInteractionEnabled) { $0.isUserInteractionEnabled = $1 },
        flag("isMultipleTouchEnabled", default: false, meaning: "as in UIKit: a view sees one touch unless this is true",
             \.isMultipleTouchEnabled) { $0.isMultipleTouchEnabled = $1 },
        flag("isExclusiveTouch", default: false, meaning: "", \.isExclusiveTouch) { $0.isExclusiveTouch = $1 },
        // A window's visibility is the builder's (`makeKeyAndVisible` after every window is built).
        flag("isHidden", default: false, meaning: "", \.isHidden) { view, hidden in if !(view is UIWindow) { view.isHidden = hidden } },
        ViewProperty(
            name: "alpha", type: "number 0…1", defaultValue: "1", meaning: "below 0.01 the view is not hit-tested",
            read: { (object, view) throws(SceneError) in
                view.alpha = try object.number("alpha", minimum: 0, maximum: 1, expected: "a number from 0 to 1") ?? 1
            },
            apply: { description, view in view.alpha = description.alpha }),
        // Left out, a view keeps its class's default, as in UIKit: a scroll view (and a table) clips.
        ViewProperty(
            name: "clipsToBounds", type: "bool", defaultValue: "the view's own: true for `scrollView`, `table` and `collection`, else false",
            meaning: "as in UIKit, a scroll view clips its content unless told not to",
            read: { (object, view) throws(SceneError) in view.clipsToBounds = try object.bool("clipsToBounds") },
            apply: { description, view in if let clips = description.clipsToBounds { view.clipsToBounds = clips } }),
        ViewProperty(
            name: "tag", type: "integer", defaultValue: "0", meaning: "",
            read: { (object, view) throws(SceneError) in view.tag = try object.integer("tag") ?? 0 },
            apply: { description, view in view.tag = description.tag }),
        ViewProperty(
            name: "color", type: "`\"#rrggbb\"`", defaultValue: "none", meaning: "fill colour in the SVG drawing only",
            read: { (object, view) throws(SceneError) in
                guard let color = try object.string("color"), let node = object.member("color")?.value else { return }
                let hex = color.dropFirst()
                guard color.hasPrefix("#"), hex.count == 6, hex.allSatisfy(\.isHexDigit) else {
                    throw object.mismatch("color", node, "a colour \"#rrggbb\"")
                }
                view.color = color.lowercased()
            },
            apply: { description, view in if let color = description.color { view.backgroundColor = UIColor(sceneHex: color) } }),
    ]

    /// A `true`/`false` property kept in `field` of the description.
    private static func flag(
        _ name: String, default value: Bool, meaning: String, _ field: WritableKeyPath<ViewDescription, Bool> & Sendable,
        apply: @escaping @MainActor @Sendable (UIView, Bool) -> Void
    ) -> ViewProperty {
        ViewProperty(
            name: name, type: "bool", defaultValue: String(value), meaning: meaning,
            read: { (object, view) throws(SceneError) in view[keyPath: field] = try object.bool(name) ?? value },
            apply: { description, view in apply(view, description[keyPath: field]) })
    }
}
