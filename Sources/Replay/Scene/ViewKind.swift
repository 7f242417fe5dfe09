import Foundation
import UIKit

/// What class a scene view is (a plain view, a control or a scroll view) and the values of the fields
/// its type adds (`docs/scene-format.md`, "Controls and scroll views"). Which fields a type has, their
/// defaults, how they are read and applied, come from one table, ``ViewKindCatalog``; a field of another
/// type keeps its default.
public struct ViewKind: Hashable, Sendable {
    /// The `type` name, as the file spells it (`view`, `button`, …).
    public var typeName: String
    /// `isEnabled` and `isSelected`, for controls.
    public var control = ControlFlags()
    /// A button's title.
    public var title: String?
    /// A switch's `isOn`. Default false.
    public var isOn = false
    /// A slider's range, value and continuity.
    public var slider = SliderSettings()
    /// A scroll view's content and behaviour.
    public var scrollView = ScrollViewSettings()
    /// A stack view's axis, distribution, alignment and spacing.
    public var stack = StackSettings()
    /// An image view's PNG and content mode.
    public var image = ImageSettings()
    /// A page control's pages.
    public var pageControl = PageControlSettings()
    /// A segmented control's segments.
    public var segmented = SegmentedControlSettings()
    /// A stepper's range and behaviour.
    public var stepper = StepperSettings()
    /// A navigation stack's screen titles and bar.
    public var navigation = NavigationSettings()
    /// A table's rows and selection.
    public var table = TableSettings()
    /// A text field's or text view's text and traits.
    public var text = TextInputSettings()
    /// A collection view's layout, sections and behaviour.
    public var collection = CollectionSettings()

    /// A kind with every field at UIKit's default.
    public init(typeName: String) { self.typeName = typeName }

    /// A plain `UIView`.
    public static let view = ViewKind(typeName: "view")

    /// The `type` names, as the file spells them.
    public static var typeNames: [String] { ViewKindCatalog.types.map(\.name) }
}

/// `isEnabled` and `isSelected`, which every control has.
public struct ControlFlags: Hashable, Sendable {
    /// `isEnabled`. Default true.
    public var isEnabled = true
    /// `isSelected`. Default false.
    public var isSelected = false
    /// Creates the flags.
    public init(isEnabled: Bool = true, isSelected: Bool = false) {
        self.isEnabled = isEnabled
        self.isSelected = isSelected
    }
}

/// A slider's range, value and continuity.
public struct SliderSettings: Hashable, Sendable {
    /// `minimumValue`. Default 0.
    public var minimumValue: Double = 0
    /// `maximumValue`. Default 1.
    public var maximumValue: Double = 1
    /// `value`, clamped by the slider. Default 0.5.
    public var value: Double = 0.5
    /// `isContinuous`. Default true.
    public var isContinuous = true
    /// UIKit's defaults.
    public init() {}
}

/// A scroll view's content and behaviour, with UIKit's defaults.
public struct ScrollViewSettings: Hashable, Sendable {
    /// `contentSize`, each dimension ≥ 0. Default zero.
    public var contentSize: CGSize = .zero
    /// `contentOffset`. Default zero.
    public var contentOffset: CGPoint = .zero
    /// `isPagingEnabled`. Default false.
    public var isPagingEnabled = false
    /// `bounces`. Default true.
    public var bounces = true
    /// `alwaysBounceVertical`. Default false.
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal`. Default false.
    public var alwaysBounceHorizontal = false
    /// `isDirectionalLockEnabled`. Default false.
    public var isDirectionalLockEnabled = false
    /// `isScrollEnabled`. Default true.
    public var isScrollEnabled = true
    /// `delaysContentTouches`. Default true.
    public var delaysContentTouches = true
    /// `canCancelContentTouches`. Default true.
    public var canCancelContentTouches = true
    /// `normal` (0.998) or `fast` (0.99).
    public var decelerationRate: Double = 0.998
    /// UIKit's defaults.
    public init() {}
}

/// A navigation stack's screens (its subviews, bottom to top): their titles and whether the bar is hidden.
public struct NavigationSettings: Hashable, Sendable {
    /// One title per screen; empty means each screen's `name`.
    public var titles: [String] = []
    /// `isNavigationBarHidden`. Default false.
    public var isNavigationBarHidden = false
    /// UIKit's defaults.
    public init() {}
}

/// Reads a view's `type` and the fields that type adds, following ``ViewKindCatalog``.
enum ViewKindReader {
    /// The `type` field (default `view`), checked.
    static func type(_ object: SceneObject) throws(SceneError) -> ViewKindType {
        guard let name = try object.string("type") else { return ViewKindCatalog.plain }
        guard let type = ViewKindCatalog.type(named: name) else {
            let line = object.member("type")?.value.line ?? object.line
            throw object.error(line, "\(object.context): unknown view type \"\(name)\" (expected one of: \(ViewKind.typeNames.joined(separator: ", ")))")
        }
        return type
    }

    /// The type's fields, read in the catalog's order (a slider's `value` defaults to the middle of the
    /// range read before it).
    static func read(_ type: ViewKindType, _ object: SceneObject) throws(SceneError) -> ViewKind {
        var kind = ViewKind(typeName: type.name)
        for field in type.fields { try field.read(object, &kind) }
        return kind
    }
}

extension ViewKind {
    /// A new, unconfigured view of this kind.
    @MainActor
    func makeView(frame: CGRect) -> UIView {
        (ViewKindCatalog.type(named: typeName) ?? ViewKindCatalog.plain).make(frame)
    }

    /// Sets the kind's fields on `view` (made by ``makeView(frame:)``), in the catalog's order.
    @MainActor
    func configure(_ view: UIView) {
        for field in ViewKindCatalog.type(named: typeName)?.fields ?? [] { field.apply(self, view) }
    }
}

/// A `table` view's fields.
public struct TableSettings: Hashable, Sendable {
    /// The rows' texts, one default cell each. Default none.
    public var rows: [String] = []
    /// A fixed row height, or `nil` for self-sizing rows (UIKit's `automaticDimension`).
    public var rowHeight: Double?
    /// Whether several rows can be selected. Default false.
    public var allowsMultipleSelection = false
    /// Whether a tap selects a row. Default true.
    public var allowsSelection = true
    /// Whether rows have a trailing "Delete" swipe action that deletes them. Default false.
    public var swipeToDelete = false
    /// Whether the table has a refresh control whose refresh ends 1 s after a pull. Default false.
    public var pullToRefresh = false
}
