import UIKitTesting

/// The soak's Auto Layout invariant: every required constraint between visible items holds on the frames as
/// they are laid out, within `tolerance` points. It reads each active constraint (items, attributes,
/// relation, multiplier, constant) and evaluates it on the frames, independently of the engine's solver.
///
/// Frames are compared where the engine compares them: each item's frame in the window's coordinates built
/// from the frames of its superviews, ignoring bounds origins (a scrolled view's content is laid out in its
/// unscrolled coordinates) and transforms (as iOS's engine ignores them); a layout guide is its owning
/// view's frame there plus its `layoutFrame`. A scroll view's edge related to a view inside it stands for its
/// content layout guide, as on iOS. Constraints it cannot judge from public state are counted in
/// ``skipped``, not passed: baselines, margin attributes (the effective margins are internal), items under
/// a transform, and items not visible (hidden, or outside a window).
@MainActor
struct ConstraintAudit {
    /// How far a required constraint may be off, in points.
    var tolerance: CGFloat = 0.5
    /// Constraints checked by the last ``violations(in:)``.
    private(set) var checked = 0
    /// Constraints the last ``violations(in:)`` could not judge.
    private(set) var skipped = 0

    /// One line per broken required constraint among the constraints held by `root` and its descendants.
    mutating func violations(in root: UIView) -> [String] {
        checked = 0
        skipped = 0
        var problems: [String] = []
        var stack = [root]
        while let view = stack.popLast() {
            stack += view.subviews
            for constraint in view.constraints where constraint.isActive && constraint.priority == .required {
                guard let error = error(of: constraint, root: root) else {
                    skipped += 1
                    continue
                }
                checked += 1
                if error > tolerance {
                    problems.append("required constraint \(constraint) is off by \(error) pt on the laid-out frames")
                }
            }
        }
        return problems
    }

    /// How far the constraint is from holding (0 when it holds), or nil when it cannot be judged.
    private func error(of constraint: NSLayoutConstraint, root: UIView) -> CGFloat? {
        guard let first = effective(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem),
              let left = value(first, constraint.firstAttribute, root: root) else { return nil }
        var right = constraint.constant
        if constraint.secondAttribute != .notAnAttribute {
            guard let second = effective(constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem),
                  let value = value(second, constraint.secondAttribute, root: root) else { return nil }
            right += constraint.multiplier * value
        }
        switch constraint.relation {
        case .equal: return abs(left - right)
        case .lessThanOrEqual: return max(0, left - right)
        case .greaterThanOrEqual: return max(0, right - left)
        }
    }

    /// A scroll view's edge related to something inside it is its content guide's (iOS's rule).
    private func effective(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> AnyObject? {
        guard let scrollView = item as? UIScrollView, Self.isEdge(attribute) else { return item }
        if let guide = other as? UILayoutGuide {
            return guide.owningView !== scrollView && guide.owningView?.isDescendant(of: scrollView) == true
                ? scrollView.contentLayoutGuide : item
        }
        if let view = other as? UIView, view !== scrollView, view.isDescendant(of: scrollView) { return scrollView.contentLayoutGuide }
        return item
    }

    private static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    /// The attribute's value on the item's frame in `root`'s layout coordinates.
    private func value(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, root: UIView) -> CGFloat? {
        guard let frame = layoutFrame(of: item, root: root) else { return nil }
        let insets = (item as? UIView)?.alignmentRectInsets ?? .zero
        let rect = CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                          width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil  // baselines and margins: not judged from public state
        }
    }

    /// The item's frame in `root`'s coordinates, summing frame origins (bounds origins ignored), or nil when
    /// the item is not visible under `root` or sits under a transform.
    private func layoutFrame(of item: AnyObject, root: UIView) -> CGRect? {
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView, let outer = layoutFrame(of: owner, root: root) else { return nil }
            return guide.layoutFrame.offsetBy(dx: outer.minX, dy: outer.minY)
        }
        guard let view = item as? UIView else { return nil }
        var origin = CGPoint.zero
        var current: UIView? = view
        while let step = current, step !== root {
            guard !step.isHidden, step.transform == .identity, let parent = step.superview else { return nil }
            origin.x += step.frame.minX
            origin.y += step.frame.minY
            current = parent
        }
        guard current === root, !root.isHidden else { return nil }
        return CGRect(origin: origin, size: view.bounds.size)
    }
}
