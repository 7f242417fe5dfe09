/// Scrolling to a row, on the framework clock when animated.
///
/// A self-sizing row's place is an estimate until the rows up to it are measured: the table scrolls to the
/// estimate, and after each layout that measured rows it moves on to the corrected place (at once when not
/// animated, animating again from where the content is when animated), until the row is where it was asked
/// to be or the user touches the content.
extension UITableView {
    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least scrolling that shows it),
    /// within the content. An index path out of range is reported and ignored.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard checkRow(indexPath, "scrollToRow(at:at:animated:)") else { return }
        pendingScroll = (indexPath, scrollPosition, animated)
        let target = targetOffset(for: indexPath, at: scrollPosition)
        traceTable("scrolling to \(rowName(indexPath)) at \(scrollPosition.name)\(animated ? " (animated)" : ""): offset \(TraceFormat.point(target))")
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
        if !animated {
            layoutIfNeeded()
        }
    }

    /// Scrolls the row nearest the top of the visible area to `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = indexPathForSelectedRow else { return }
        scrollToRow(at: selected, at: scrollPosition, animated: animated)
    }

    /// The content offset that puts the row at `position`, within the allowed range.
    func targetOffset(for indexPath: IndexPath, at position: ScrollPosition) -> CGPoint {
        let rect = geometry.rectForRow(indexPath, width: bounds.width)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            let top = contentOffset.y + inset.top
            if rect.minY < top {
                y = rect.minY - inset.top
            } else if rect.maxY > top + visibleHeight {
                y = rect.maxY - inset.top - visibleHeight
            } else {
                y = contentOffset.y
            }
        }
        // In the plain style the floating header covers the top of its section: a row scrolled to the top
        // goes below it, as on iOS.
        if style == .plain, position == .top || (position == .none && rect.minY < contentOffset.y + inset.top) {
            y -= geometry.sections[indexPath.section].headerHeight
        }
        return clampedOffset(CGPoint(x: contentOffset.x, y: y))
    }

    /// After a layout: if a pending `scrollToRow` target moved (rows were measured), go to the new one.
    func settlePendingScroll() {
        guard let pending = pendingScroll else { return }
        if isDragging || !geometry.contains(pending.indexPath) {
            pendingScroll = nil
            return
        }
        let target = targetOffset(for: pending.indexPath, at: pending.position)
        if target == contentOffset {
            if !isMoving { pendingScroll = nil }
            return
        }
        // An animation still on its way to the old target: aim it at the new one.
        if pending.animated {
            guard isMoving else {
                pendingScroll = nil
                return
            }
            if let motion, motion.kind == .animation, motion.y.segments.last?.rest == target.y { return }
            setContentOffset(target, animated: true)
        } else {
            setContentOffset(target, animated: false)
        }
    }
}

extension UITableView.ScrollPosition {
    /// `top`, `middle`, `bottom` or `none`, for the trace.
    var name: String {
        switch self {
        case .none: "none"
        case .top: "top"
        case .middle: "middle"
        case .bottom: "bottom"
        }
    }
}
