import Layout

/// A relationship between two layout attributes: `first.attribute (relation) multiplier × second.attribute
/// + constant`, or `first.attribute (relation) constant` without a second item.
///
/// Activating a constraint installs it on the closest common ancestor of its views (``UIView/constraints``);
/// views without a common ancestor (other windows, detached trees) cannot be related, and the activation is
/// refused with a trace diagnostic instead of UIKit's exception. Changing ``constant`` updates the solver
/// in place at the next layout pass. A NaN or infinite constant or multiplier is refused (the constraint
/// keeps its previous value, or does not activate) with a trace diagnostic.
@MainActor
open class NSLayoutConstraint: CustomStringConvertible {
    /// A layout attribute of an item.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide), held weakly as on iOS 10 and later: a view holds its
    /// constraints, so a strong reference back would keep a removed view and its constraints alive forever.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, or nil for a constant (held weakly, like ``firstItem``).
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The multiplier of the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the second side. Changing it re-solves incrementally at the next layout pass.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                AutoLayoutDiagnostics.report("constraint \(self) refused constant \(newValue): not a finite number")
                return
            }
            storedConstant = newValue
            holder?.constraintsChanged()
        }
    }

    /// The priority; a required constraint (1000) cannot become optional once active, as in UIKit.
    open var priority: UILayoutPriority = .required {
        didSet {
            priority = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            holder?.constraintsChanged()
        }
    }

    /// A name shown in diagnostics and the trace.
    open var identifier: String?

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? activateConstraint() : deactivateConstraint() }
    }

    /// The view whose ``UIView/constraints`` holds this constraint while it is active.
    weak var holder: UIView?
    var storedConstant: CGFloat
    /// Made by the system (autoresizing mask, intrinsic size), never by `init`: shown differently.
    var isGenerated = false

    /// Creates a constraint (inactive) between attributes of two items.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        storedConstant = c
    }

    /// Activates every constraint (each on the common ancestor of its views).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor.
    open var firstAnchor: AnyObject? { LayoutAnchorFactory.anchor(firstItem, firstAttribute) }
    /// The second item's anchor, if there is a second item.
    open var secondAnchor: AnyObject? { LayoutAnchorFactory.anchor(secondItem, secondAttribute) }

    /// `identifier: first.attribute == multiplier × second.attribute + constant @priority`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { formatted }
    }

    var formatted: String {
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if let secondItem {
            right = multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            right += "\(AutoLayoutDiagnostics.name(of: secondItem)).\(secondAttribute.name)"
            if storedConstant != 0 { right += storedConstant > 0 ? " + " : " - " }
            if storedConstant != 0 { right += Self.number(abs(storedConstant)) }
        } else {
            right = Self.number(storedConstant)
        }
        let left = "\(firstItem.map(AutoLayoutDiagnostics.name(of:)) ?? "nil").\(firstAttribute.name)"
        let priorityText = priority == .required ? "" : " @\(Self.number(CGFloat(priority.rawValue)))"
        let prefix = identifier.map { "\($0): " } ?? (isGenerated ? "(generated) " : "")
        return "\(prefix)\(left) \(relationText) \(right)\(priorityText)"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    // MARK: Activation

    private func activateConstraint() {
        guard holder == nil else { return }
        guard multiplier.isFinite, storedConstant.isFinite else {
            AutoLayoutDiagnostics.report(
                "cannot activate \(formatted): the multiplier and constant must be finite numbers")
            return
        }
        guard let firstView = AutoLayoutDiagnostics.view(of: firstItem) else {
            AutoLayoutDiagnostics.report("cannot activate \(formatted): its first item is not a view or a layout guide in a view")
            return
        }
        var common = firstView
        if let secondItem {
            guard let secondView = AutoLayoutDiagnostics.view(of: secondItem) else {
                AutoLayoutDiagnostics.report("cannot activate \(formatted): its second item is not a view or a layout guide in a view")
                return
            }
            guard let ancestor = firstView.closestCommonAncestor(with: secondView) else {
                AutoLayoutDiagnostics.report(
                    "cannot activate \(formatted): \(firstView.traceName) and \(secondView.traceName) have no common ancestor (different windows or trees)")
                return
            }
            common = ancestor
        }
        common.hold(self)
    }

    private func deactivateConstraint() {
        holder?.release(self)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit's debug descriptions use.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute lies on (nil for `.notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }
}
