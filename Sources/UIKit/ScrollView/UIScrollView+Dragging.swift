import InputCore

/// Dragging: the pan's translation moves the content; the release hands over to a motion.
extension UIScrollView {
    /// How much longer one axis of the drag's start must be than the other for the drag to lock to it
    /// with ``isDirectionalLockEnabled``: 2 (within about 26.6° of the axis). iOS's value is private; this is
    /// our choice (docs/decisions.md, "Scrolling").
    static let directionalLockRatio: CGFloat = 2

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag(pan)
            followDrag(pan)
        case .changed: followDrag(pan)
        case .ended: endDrag(velocity: pan.velocity(in: self))
        case .cancelled: endDrag(velocity: .zero)
        default: break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        stopMotion(reason: nil)
        let t = pan.translation(in: self)
        var horizontal = canScrollHorizontally
        var vertical = canScrollVertically
        if isDirectionalLockEnabled, horizontal, vertical {
            if abs(t.x) > abs(t.y) * Self.directionalLockRatio {
                vertical = false
                traceNote("\(scrollTraceName): drag locked to the horizontal axis (isDirectionalLockEnabled)")
            } else if abs(t.y) > abs(t.x) * Self.directionalLockRatio {
                horizontal = false
                traceNote("\(scrollTraceName): drag locked to the vertical axis (isDirectionalLockEnabled)")
            }
        }
        dragAxes = (horizontal, vertical)
        dragStartOffset = contentOffset
        // The content follows the finger from here: the pan's first 10 pt (its hysteresis) do not make
        // the content jump. A pan driven by a wheel or a touchpad (no touches) has no hysteresis: its first
        // scroll already moves the content.
        if pan.numberOfTouches > 0 { pan.setTranslation(.zero, in: self) }
        isDragging = true
        traceCallback("willBeginDragging")
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func followDrag(_ pan: UIPanGestureRecognizer) {
        // While pinching, the pinch keeps the content under the fingers' centroid, which already follows
        // their common movement.
        guard isDragging, !isZooming else { return }
        let t = pan.translation(in: self)
        let (lower, upper) = contentOffsetLimits
        var offset = contentOffset
        if dragAxes.horizontal {
            offset.x = rubberBanded(dragStartOffset.x - t.x, lower.x, upper.x, dimension: bounds.width)
        }
        if dragAxes.vertical {
            offset.y = rubberBanded(dragStartOffset.y - t.y, lower.y, upper.y, dimension: bounds.height)
        }
        contentOffset = offset
    }

    /// `raw` kept in `lower…upper`, or past it by the rubber band when ``bounces``.
    private func rubberBanded(_ raw: CGFloat, _ lower: CGFloat, _ upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < lower { return bounces ? lower - ScrollPhysics.rubberBand(lower - raw, dimension: dimension) : lower }
        if raw > upper { return bounces ? upper + ScrollPhysics.rubberBand(raw - upper, dimension: dimension) : upper }
        return raw
    }

    /// The finger lifted with `fingerVelocity` (pt/s, in the scroll view's coordinates).
    private func endDrag(velocity fingerVelocity: CGPoint) {
        guard isDragging else { return }
        let velocity = CGPoint(
            x: dragAxes.horizontal ? -fingerVelocity.x : 0, y: dragAxes.vertical ? -fingerVelocity.y : 0)
        let now = scrollApplication.clock.now
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        var proposed: CGPoint
        if isPagingEnabled {
            proposed = pageTarget(velocity: velocity)
        } else {
            proposed = clampedOffset(CGPoint(
                x: ScrollPhysics.restingOffset(from: offset.x, velocity: velocity.x, rate: rate),
                y: ScrollPhysics.restingOffset(from: offset.y, velocity: velocity.y, rate: rate)))
        }
        let natural = proposed
        traceCallback("willEndDragging")
        withUnsafeMutablePointer(to: &proposed) { target in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: target)
        }
        let time = now.seconds
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        var x: ScrollPhysics.AxisMotion
        var y: ScrollPhysics.AxisMotion
        if isPagingEnabled || proposed != natural {
            // A chosen target (a page, or the delegate's): the deceleration curve straight to it.
            let target = clampedOffset(proposed.isFinite ? proposed : natural)
            let curveRate = isPagingEnabled ? DecelerationRate.fast.rawValue : rate
            x = .toward(target.x, from: offset.x, rate: curveRate, time: time)
            y = .toward(target.y, from: offset.y, rate: curveRate, time: time)
            if proposed != natural {
                traceNote("\(scrollTraceName): the delegate moved the target offset from \(TraceFormat.point(natural)) to \(TraceFormat.point(target))")
            }
        } else {
            x = .release(at: offset.x, velocity: velocity.x, minimum: lower.x, maximum: upper.x, bounces: bounces, rate: rate, time: time)
            y = .release(at: offset.y, velocity: velocity.y, minimum: lower.y, maximum: upper.y, bounces: bounces, rate: rate, time: time)
        }
        let willDecelerate = !x.sample(at: time).finished || !y.sample(at: time).finished
        isDragging = false
        traceCallback("didEndDragging(willDecelerate: \(willDecelerate))")
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, window != nil else { return }
        let restX = x.segments.last?.rest ?? offset.x
        let restY = y.segments.last?.rest ?? offset.y
        traceNote("\(scrollTraceName): decelerating from \(TraceFormat.point(offset)) at \(TraceFormat.point(velocity)) pt/s to \(TraceFormat.point(CGPoint(x: restX, y: restY)))\(isPagingEnabled ? " (a page, at the fast rate \(DecelerationRate.fast.rawValue))" : " at decelerationRate \(rate)")")
        isDecelerating = true
        traceCallback("willBeginDecelerating")
        delegate?.scrollViewWillBeginDecelerating(self)
        // The delegate may have stopped or replaced the motion, or set the offset itself.
        guard isDecelerating, motion == nil else { return }
        startMotion(ScrollMotion(kind: .deceleration, x: x, y: y, start: now))
    }

    /// The page to settle on: the one nearest to where a free deceleration would rest (at the fast rate),
    /// but at most one page away from the page the drag started on.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        let rate = DecelerationRate.fast.rawValue
        func axis(_ offset: CGFloat, _ start: CGFloat, _ v: CGFloat, _ page: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let projected = ScrollPhysics.restingOffset(from: offset, velocity: v, rate: rate)
            let startPage = (start / page).rounded()
            let wanted = min(max((projected / page).rounded(), startPage - 1), startPage + 1)
            return min(max(wanted * page, lower), upper)
        }
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        return CGPoint(
            x: axis(contentOffset.x, dragStartOffset.x, velocity.x, bounds.width, lower.x, upper.x),
            y: axis(contentOffset.y, dragStartOffset.y, velocity.y, bounds.height, lower.y, upper.y))
    }
}


fileprivate extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}
