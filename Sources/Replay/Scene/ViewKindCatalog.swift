import Foundation
import UIKit

/// One field a view `type` adds: its name in the file, how it is documented (type, default, meaning: the
/// rows of that type's table in `docs/scene-format.md`, which a test checks against this table), how it
/// is read into a ``ViewKind`` and how it is applied to the built view.
public struct ViewKindField: Sendable {
    /// The name in the scene file, the UIKit property name.
    public let name: String
    /// The value's type as the format documents it.
    public let type: String
    /// The default as the format documents it (UIKit's default).
    public let defaultValue: String
    /// What it does, where the name does not say it all (may be empty).
    public let meaning: String
    let read: @Sendable (SceneObject, inout ViewKind) throws(SceneError) -> Void
    let apply: @MainActor @Sendable (ViewKind, UIView) -> Void

    /// The field's row in its type's table in `docs/scene-format.md`.
    public var documentationRow: String {
        "| `\(name)` | \(type) | \(defaultValue) |" + (meaning.isEmpty ? " |" : " \(meaning) |")
    }
}

/// One view `type`: its name, what it builds, and its fields.
public struct ViewKindType: Sendable {
    /// The `type` name in the file.
    public let name: String
    /// What it builds, as the format documents it (the sentence under the type's heading).
    public let summary: String
    /// The type's own fields, in the order they are read, applied and documented; a control's
    /// `isEnabled` and `isSelected` come after them.
    public let fields: [ViewKindField]
    let make: @MainActor @Sendable (CGRect) -> UIView
    /// The field names in the order unknown-field messages list them (a control's flags first, as they
    /// always have been).
    let keys: [String]

    init(name: String, summary: String, ownFields: [ViewKindField], isControl: Bool, make: @escaping @MainActor @Sendable (CGRect) -> UIView) {
        self.name = name
        self.summary = summary
        self.make = make
        let control = isControl ? ViewKindCatalog.controlFields : []
        fields = ownFields + control
        keys = control.map(\.name) + ownFields.map(\.name)
    }
}

/// The view types of the scene format and the fields each adds, written once, as ``RecognizerCatalog``
/// does for recognizers and ``ViewPropertyCatalog`` for the plain view properties: the reader reads
/// them, the builder applies them, in this order, and the format document lists them.
public enum ViewKindCatalog {
    /// Every type, in the order messages list them.
    public static let types: [ViewKindType] = [plain, button, toggle, slider, scrollView, stack, image, pageControl, segmentedControl, stepper, navigation, table, collection, textField, textView]

    /// The type named `name`.
    public static func type(named name: String) -> ViewKindType? { types.first { $0.name == name } }

    static let plain = ViewKindType(name: "view", summary: "A plain `UIView`.", ownFields: [], isControl: false) { UIView(frame: $0) }

    /// `isEnabled` and `isSelected`, which every control type has.
    static let controlFields: [ViewKindField] = [
        flag("isEnabled", default: true, meaning: "", \.control.isEnabled, UIControl.self) { $0.isEnabled = $1 },
        flag("isSelected", default: false, meaning: "", \.control.isSelected, UIControl.self) { $0.isSelected = $1 },
    ]

    static let button = ViewKindType(
        name: "button", summary: "A system button (`UIButton(type: .system)`, Interface Builder's default), drawn with its title in the tint.",
        ownFields: [
            ViewKindField(
                name: "title", type: "string", defaultValue: "none", meaning: "the title for the normal state",
                read: { (object, kind) throws(SceneError) in kind.title = try object.string("title") },
                apply: { kind, view in (view as? UIButton)?.setTitle(kind.title, for: .normal) }),
        ],
        isControl: true
    ) { frame in
        let button = UIButton(type: .system)
        button.frame = frame
        return button
    }

    static let toggle = ViewKindType(
        name: "switch", summary: "A `UISwitch`.",
        ownFields: [flag("isOn", default: false, meaning: "", \.isOn, UISwitch.self) { $0.isOn = $1 }],
        isControl: true) { UISwitch(frame: $0) }

    static let slider = ViewKindType(
        name: "slider", summary: "A `UISlider`.",
        ownFields: [
            ViewKindField(
                name: "minimumValue", type: "number", defaultValue: "0", meaning: "",
                read: { (object, kind) throws(SceneError) in kind.slider.minimumValue = try object.number("minimumValue") ?? 0 },
                apply: { kind, view in (view as? UISlider)?.minimumValue = Float(kind.slider.minimumValue) }),
            ViewKindField(
                name: "maximumValue", type: "number ≥ minimumValue", defaultValue: "1", meaning: "",
                read: { (object, kind) throws(SceneError) in
                    kind.slider.maximumValue = try object.number("maximumValue") ?? 1
                    if kind.slider.maximumValue < kind.slider.minimumValue, let node = object.member("maximumValue")?.value {
                        throw object.mismatch("maximumValue", node, "a number ≥ minimumValue \(kind.slider.minimumValue)")
                    }
                },
                apply: { kind, view in (view as? UISlider)?.maximumValue = Float(kind.slider.maximumValue) }),
            ViewKindField(
                name: "value", type: "number", defaultValue: "the middle of the range", meaning: "clamped to the range by the slider",
                read: { (object, kind) throws(SceneError) in
                    kind.slider.value = try object.number("value") ?? (kind.slider.minimumValue + kind.slider.maximumValue) / 2
                },
                apply: { kind, view in (view as? UISlider)?.value = Float(kind.slider.value) }),
            flag("isContinuous", default: true, meaning: "", \.slider.isContinuous, UISlider.self) { $0.isContinuous = $1 },
        ],
        isControl: true) { UISlider(frame: $0) }

    static let scrollView = ViewKindType(
        name: "scrollView", summary: "A `UIScrollView`.",
        ownFields: [
            ViewKindField(
                name: "contentSize", type: "`[width, height]`, each ≥ 0", defaultValue: "`[0, 0]`", meaning: "",
                read: { (object, kind) throws(SceneError) in
                    let expectation = "[width, height] with width and height ≥ 0"
                    guard let size = try object.numbers("contentSize", count: 2, expected: expectation),
                          let node = object.member("contentSize")?.value else { return }
                    guard size[0] >= 0, size[1] >= 0 else { throw object.mismatch("contentSize", node, expectation) }
                    kind.scrollView.contentSize = CGSize(width: size[0], height: size[1])
                },
                apply: { kind, view in (view as? UIScrollView)?.contentSize = kind.scrollView.contentSize }),
            ViewKindField(
                name: "contentOffset", type: "`[x, y]`", defaultValue: "`[0, 0]`", meaning: "",
                read: { (object, kind) throws(SceneError) in
                    guard let offset = try object.numbers("contentOffset", count: 2, expected: "[x, y]") else { return }
                    kind.scrollView.contentOffset = CGPoint(x: offset[0], y: offset[1])
                },
                apply: { kind, view in (view as? UIScrollView)?.contentOffset = kind.scrollView.contentOffset }),
            flag("isPagingEnabled", default: false, meaning: "", \.scrollView.isPagingEnabled, UIScrollView.self) { $0.isPagingEnabled = $1 },
            flag("bounces", default: true, meaning: "", \.scrollView.bounces, UIScrollView.self) { $0.bounces = $1 },
            flag("alwaysBounceVertical", default: false, meaning: "", \.scrollView.alwaysBounceVertical, UIScrollView.self) {
                $0.alwaysBounceVertical = $1
            },
            flag("alwaysBounceHorizontal", default: false, meaning: "", \.scrollView.alwaysBounceHorizontal, UIScrollView.self) {
                $0.alwaysBounceHorizontal = $1
            },
            flag("isDirectionalLockEnabled", default: false, meaning: "", \.scrollView.isDirectionalLockEnabled, UIScrollView.self) {
                $0.isDirectionalLockEnabled = $1
            },
            flag("isScrollEnabled", default: true, meaning: "", \.scrollView.isScrollEnabled, UIScrollView.self) { $0.isScrollEnabled = $1 },
            flag("delaysContentTouches", default: true, meaning: "", \.scrollView.delaysContentTouches, UIScrollView.self) {
                $0.delaysContentTouches = $1
            },
            flag("canCancelContentTouches", default: true, meaning: "", \.scrollView.canCancelContentTouches, UIScrollView.self) {
                $0.canCancelContentTouches = $1
            },
            ViewKindField(
                name: "decelerationRate", type: "`\"normal\"` or `\"fast\"`", defaultValue: "`\"normal\"`", meaning: "0.998 or 0.99",
                read: { (object, kind) throws(SceneError) in
                    guard let node = object.member("decelerationRate")?.value else { return }
                    switch node.value {
                    case .string("normal"): kind.scrollView.decelerationRate = 0.998
                    case .string("fast"): kind.scrollView.decelerationRate = 0.99
                    default: throw object.mismatch("decelerationRate", node, "\"normal\" or \"fast\"")
                    }
                },
                apply: { kind, view in
                    (view as? UIScrollView)?.decelerationRate = UIScrollView.DecelerationRate(rawValue: kind.scrollView.decelerationRate)
                }),
        ],
        isControl: false) { UIScrollView(frame: $0) }

    static let navigation = ViewKindType(
        name: "navigation",
        summary: "A `UINavigationController`'s view. Each subview is a screen (a view controller's view), bottom to top: the last is shown under the navigation bar, filling the navigation view (its `frame` is replaced); the bar's back button and a drag from the left edge pop it.",
        ownFields: [
            ViewKindField(
                name: "titles", type: "array of strings, one per subview", defaultValue: "each screen's `name`",
                meaning: "the screens' titles: the bar's title, and the back button's on the screen above",
                read: { (object, kind) throws(SceneError) in
                    guard let items = try object.array("titles"), let node = object.member("titles")?.value else { return }
                    let screens = try object.array("subviews")?.count ?? 0
                    var titles: [String] = []
                    for item in items {
                        guard case .string(let title) = item.value else { throw object.mismatch("titles", item, "an array of strings") }
                        titles.append(title)
                    }
                    guard titles.count == screens else {
                        throw object.error(node.line, "\(object.context): field \"titles\" has \(titles.count) title\(titles.count == 1 ? "" : "s") for \(screens) screen\(screens == 1 ? "" : "s") (expected one title per subview)")
                    }
                    kind.navigation.titles = titles
                },
                apply: { kind, view in (view as? NavigationSceneView)?.installScreens(titles: kind.navigation.titles) }),
            flag("isNavigationBarHidden", default: false, meaning: "", \.navigation.isNavigationBarHidden, NavigationSceneView.self) {
                $0.navigation.isNavigationBarHidden = $1
            },
        ],
        isControl: false) { NavigationSceneView(frame: $0) }
    static let table = ViewKindType(
        name: "table", summary: "A plain `UITableView` of one section, a default cell per string of `rows` (its scroll view fields are UIKit's defaults).",
        ownFields: [
            ViewKindField(
                name: "rows", type: "array of strings", defaultValue: "`[]`", meaning: "the rows' texts, top to bottom",
                read: { (object, kind) throws(SceneError) in
                    guard let items = try object.array("rows") else { return }
                    var rows: [String] = []
                    for item in items {
                        guard case .string(let text) = item.value else { throw object.mismatch("rows", item, "an array of strings") }
                        rows.append(text)
                    }
                    kind.table.rows = rows
                },
                apply: { kind, view in (view as? SceneTableView)?.rows = kind.table.rows }),
            ViewKindField(
                name: "rowHeight", type: "number ≥ 0", defaultValue: "self-sizing", meaning: "a fixed height for every row",
                read: { (object, kind) throws(SceneError) in
                    kind.table.rowHeight = try object.number("rowHeight", minimum: 0, expected: "a height ≥ 0")
                },
                apply: { kind, view in
                    (view as? UITableView)?.rowHeight = kind.table.rowHeight.map { CGFloat($0) } ?? UITableView.automaticDimension
                }),
            flag("allowsSelection", default: true, meaning: "", \.table.allowsSelection, UITableView.self) { $0.allowsSelection = $1 },
            flag("allowsMultipleSelection", default: false, meaning: "", \.table.allowsMultipleSelection, UITableView.self) {
                $0.allowsMultipleSelection = $1
            },
            flag("swipeToDelete", default: false, meaning: "rows have a trailing \"Delete\" swipe action (full swipe performs it) that deletes the row",
                 \.table.swipeToDelete, SceneTableView.self) { $0.swipeToDelete = $1 },
            flag("pullToRefresh", default: false, meaning: "a `UIRefreshControl`; a pull's refresh ends 1 s later on the framework clock",
                 \.table.pullToRefresh, SceneTableView.self) { $0.pullToRefresh = $1 },
        ],
        isControl: false) { SceneTableView(frame: $0) }

    /// A `true`/`false` field kept in `field` of the kind, applied to views of class `View`.
    private static func flag<View: UIView>(
        _ name: String, default value: Bool, meaning: String, _ field: WritableKeyPath<ViewKind, Bool> & Sendable,
        _ viewClass: View.Type, apply: @escaping @MainActor @Sendable (View, Bool) -> Void
    ) -> ViewKindField {
        ViewKindField(
            name: name, type: "bool", defaultValue: String(value), meaning: meaning,
            read: { (object, kind) throws(SceneError) in kind[keyPath: field] = try object.bool(name) ?? value },
            apply: { kind, view in if let view = view as? View { apply(view, kind[keyPath: field]) } })
    }
}
