extension UIView {
    /// Whether touches can reach this view at all: not hidden, interaction enabled, `alpha >= 0.01` (the
    /// class reference's threshold), and not being animated without `.allowUserInteraction`.
    var acceptsTouches: Bool {
        isUserInteractionEnabled && !isHidden && alpha >= 0.01 && interactionBlockingAnimations == 0
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches, self.point(inside: point, with: event) else { return nil }
        // Front-most first: the last subview is drawn on top.
        var index = storedSubviews.count - 1
        while index >= 0 {
            let subview = storedSubviews[index]
            // A view whose transform cannot be inverted (scaled to zero on an axis) covers no area. Mapping a
            // point into it would send every point to its anchor, inside its bounds, so it would swallow every
            // touch in its superview; skip it instead.
            if subview.hasInvertibleTransform,
               let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                return hit
            }
            index -= 1
        }
        return self
    }
}
