import InputCore

/// The rules applied once, when a touch begins: its tap count, the exclusive-touch and multiple-touch
/// rules of UIKit's Event Handling Guide, and which recognizers will see it.
extension TouchDispatcher {
    func tapCount(for touch: UITouch, in window: UIWindow) -> Int {
        guard let lastTap, lastTap.window == ObjectIdentifier(window), active.isEmpty,
              now.microseconds - lastTap.time.microseconds <= Int64(UITouch.multipleTapInterval * 1_000_000),
              touch.windowLocation.distance(to: lastTap.location) <= UITouch.multipleTapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    func viewIsTracking(_ view: UIView, except touch: UITouch) -> Bool {
        for other in activeTouches where other !== touch && other.view === view && !other.isFinished && !deliveries[other].suppressedForView {
            return true
        }
        return false
    }

    /// Why an exclusive-touch rule blocks a touch on `hit`, or `nil`.
    func exclusiveTouchBlocker(for hit: UIView, in window: UIWindow) -> String? {
        let trackingViews = activeTouches
            .filter { $0.window === window && !$0.isFinished && !deliveries[$0].suppressedForView }
            .compactMap(\.view)
        // Only a rule that applies needs the views in a stable order (by trace name, so the reported blocker
        // does not depend on dictionary order); building every trace name on each touch-down was a tenth
        // of the dispatch benchmark's instructions (callgrind, docs/benchmarks.md).
        guard hit.isExclusiveTouch || trackingViews.contains(where: \.isExclusiveTouch) else { return nil }
        let trackingViewsInOrder = trackingViews.sorted { $0.traceName < $1.traceName }
        if let exclusive = trackingViewsInOrder.first(where: { $0.isExclusiveTouch && $0 !== hit }) {
            return "\(exclusive.traceName) is exclusive-touch and tracking a touch"
        }
        if hit.isExclusiveTouch, let other = trackingViewsInOrder.first(where: { $0 !== hit }) {
            return "\(hit.traceName) is exclusive-touch and \(other.traceName) is tracking a touch"
        }
        return nil
    }

    /// The recognizers of the hit view and its ancestors that accept the touch, deepest view first.
    func recognizers(for touch: UITouch, hit: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = hit
        while let view = current {
            for recognizer in view.storedGestureRecognizers ?? [] where accepts(recognizer, touch) {
                result.append(recognizer)
            }
            current = view.storedSuperview
        }
        return result
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isTerminal, recognizer.pendingState == nil else { return false }
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        if recognizer.requiresExclusiveTouchType, let type = recognizer.exclusiveTouchType, type != touch.type { return false }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
            trace.emit(.diagnostic(time: now, message: "\(recognizer.traceName) does not receive \(touch.traceName): delegate's shouldReceive returned false"))
            return false
        }
        return true
    }
}
