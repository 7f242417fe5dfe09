extension Array where Element == UITouch {
    /// The touches' centroid in `view`'s coordinates (`nil`: window coordinates), or `nil` without touches:
    /// the one centroid every recognizer measures (``UIGestureRecognizer/location(in:)``, the location kept
    /// after the touches lift, the pan's translation).
    @MainActor
    func centroid(in view: UIView?) -> CGPoint? {
        guard !isEmpty else { return nil }
        var sumX: CGFloat = 0
        var sumY: CGFloat = 0
        for touch in self {
            let point = view == nil ? touch.windowLocation : touch.location(in: view)
            sumX += point.x
            sumY += point.y
        }
        return CGPoint(x: sumX / CGFloat(count), y: sumY / CGFloat(count))
    }
}
