import CoreGraphics

// Copy-scroll: a view scrolled by whole pixels has its pixels moved inside its clipped area, and only the
// strip the move exposes (and what changed inside) is repainted, as every toolkit does for scrolling. The
// walk finds the candidates (``DamageWalk/Scroll``); this step decides, once every view's record is up to
// date, whether moving is safe, and moves.
extension Compositor {
    /// Moves the pixels of each scroll the walk found, when nothing but the scrolled view's subtree paints
    /// in its area, and adds the exposed strips to `damage`; otherwise damages the whole area. Returns the
    /// areas moved (the presenter must upload them whole).
    func copyScroll(_ scrolls: [DamageWalk.Scroll], damage: inout [CGRect], windows: [UIWindow]) -> [CGRect] {
        var moved: [CGRect] = []
        for scroll in scrolls {
            // Damage from outside the subtree there (a view above that moved or went away, a removed
            // descendant whose old place is in unmoved coordinates) would be repainted where the pixels no
            // longer are; a view above that overlaps would be moved with them.
            let disturbed = damage.indices.contains { !scroll.damageRange.contains($0) && damage[$0].overlaps(scroll.area) }
            if disturbed || isPaintedOver(scroll.view, in: scroll.area, windows: windows) {
                damage.append(scroll.area)
                continue
            }
            context.shiftPixels(in: scroll.area, dx: scroll.dx, dy: scroll.dy)
            let area = scroll.area
            if scroll.dy > 0 { damage.append(CGRect(x: area.minX, y: area.minY, width: area.width, height: CGFloat(scroll.dy))) }
            if scroll.dy < 0 { damage.append(CGRect(x: area.minX, y: area.maxY + CGFloat(scroll.dy), width: area.width, height: CGFloat(-scroll.dy))) }
            if scroll.dx > 0 { damage.append(CGRect(x: area.minX, y: area.minY, width: CGFloat(scroll.dx), height: area.height)) }
            if scroll.dx < 0 { damage.append(CGRect(x: area.maxX + CGFloat(scroll.dx), y: area.minY, width: CGFloat(-scroll.dx), height: area.height)) }
            moved.append(area)
        }
        return moved
    }

    /// Whether anything painted after `view` (a later sibling of it or of an ancestor, a later window) shows
    /// in `area`, or an ancestor's mask shapes it: then its pixels there are not the view's alone.
    private func isPaintedOver(_ view: UIView, in area: CGRect, windows: [UIWindow]) -> Bool {
        let owner = ObjectIdentifier(self)
        func paints(_ other: UIView) -> Bool {
            guard !other.isHidden, other.alpha > 0, let record = other.displayState.composited, record.owner == owner else { return false }
            return record.subtreeRect.overlaps(area)
        }
        var child = view
        while let parent = child.storedSuperview {
            if parent.mask != nil { return true }
            let siblings = parent.storedSubviews
            if let index = siblings.firstIndex(where: { $0 === child }), siblings[(index + 1)...].contains(where: paints) { return true }
            child = parent
        }
        guard let index = windows.firstIndex(where: { $0 === child }) else { return true }
        return windows[(index + 1)...].contains(where: paints)
    }
}
