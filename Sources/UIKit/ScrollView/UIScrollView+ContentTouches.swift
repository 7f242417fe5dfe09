import InputCore

/// Holds a touch's `touchesBegan` back from the scroll view's content while it may still become a scroll,
/// as iOS's private recognizer of the same name does.
///
/// Discrete, and it never takes the touch from the pan: ``canPrevent(_:)`` is `false`; a recognizer that
/// recognizes on the touch (the pan beginning) prevents it, and the content never gets the touch. It holds phases with
/// `delaysTouchesBegan` while it is `possible`, and:
/// - `possible → failed` (the content gets the touch, held phases first) after
///   ``UIScrollView/contentTouchDelay``, when the touch lifts, or when the scroll view's pan failed;
/// - `possible → ended` (the content never gets the touch: `cancelsTouchesInView`) when the touch stopped
///   a moving scroll view, or ``UIScrollView/touchesShouldBegin(_:with:in:)`` returned `false`.
/// Without ``UIScrollView/delaysContentTouches`` it decides at touch-down.
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }
    private var heldSince: InputTime?
    /// The touches event of the current sequence, for `touchesShouldBegin(_:with:in:)`.
    private weak var lastEvent: UIEvent?

    override init() {
        super.init()
        delaysTouchesEnded = false
    }

    override var isContinuous: Bool { false }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, state == .possible else { return }
        lastEvent = event
        let names = touches.sorted { $0.serial < $1.serial }.map(\.traceName).joined(separator: ",")
        if scrollView.isMoving {
            scrollView.stopMotion(reason: "touch \(names) stopped it")
            setState(.ended, reason: "touch \(names) stopped \(scrollView.scrollTraceName): the content does not get it")
            return
        }
        delaysTouchesBegan = scrollView.delaysContentTouches
        guard scrollView.delaysContentTouches else {
            release("delaysContentTouches is false")
            return
        }
        guard heldSince == nil else { return }
        heldSince = clock.now
        let delay = UIScrollView.contentTouchDelay
        scheduleTimer(after: delay, label: "delaysContentTouches") { [weak self] in
            self?.release("touch held back \(GestureReason.seconds(delay)) by \(scrollView.scrollTraceName)")
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        // The scroll view's pan hears each frame first (it was added first): once it failed, this is no
        // scroll, and the content gets the touch now rather than at the end of the delay.
        guard state == .possible, let scrollView, scrollView.panGestureRecognizer.state == .failed,
              !scrollView.contentTouchesWaitForOtherPans else { return }
        let pan = scrollView.panGestureRecognizer
        release("\(pan.traceName) failed after \(heldDescription)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, trackedTouches.count == touches.count else { return }
        release("touch lifted after \(heldDescription): the content gets its touchesBegan and touchesEnded together")
    }

    override func reset() {
        super.reset()
        heldSince = nil
        delaysTouchesBegan = true
    }

    private var heldDescription: String {
        guard let heldSince else { return "0.000 s" }
        return GestureReason.seconds((clock.now.microseconds - heldSince.microseconds).asSeconds)
    }

    /// Lets the content have the touches, unless `touchesShouldBegin` refuses them.
    private func release(_ reason: String) {
        guard let scrollView, state == .possible else { return }
        for touch in sequenceTouches.sorted(by: { $0.serial < $1.serial }) {
            guard let content = touch.view, content !== scrollView, content.isDescendant(of: scrollView) else { continue }
            if !scrollView.touchesShouldBegin([touch], with: lastEvent, in: content) {
                setState(.ended, reason: "\(reason); touchesShouldBegin(in: \(content.traceName)) returned false: the content does not get it")
                return
            }
        }
        setState(.failed, reason: reason)
    }
}

extension Int64 {
    fileprivate var asSeconds: Double { Double(self) / 1_000_000 }
}

extension UIScrollView {
    /// The scroll view's rules for its own pan: it begins only along an axis that can scroll, and only if
    /// it may cancel the touches the content already has.
    func panShouldBegin() -> Bool {
        let t = panGestureRecognizer.translation(in: self)
        if abs(t.x) > abs(t.y), !canScrollHorizontally {
            traceNote("\(scrollTraceName) does not scroll: a horizontal drag, and the content is not wider than the view")
            return false
        }
        if abs(t.y) >= abs(t.x), !canScrollVertically {
            traceNote("\(scrollTraceName) does not scroll: a vertical drag, and the content is not taller than the view")
            return false
        }
        let dispatcher: TouchDispatcher = panGestureRecognizer.application.touchDispatcher
        let held = panGestureRecognizer.sequenceTouches.filter {
            dispatcher.isOpenInView($0) && $0.view !== self && $0.view?.isDescendant(of: self) == true
        }
        for touch in held {
            guard let content = touch.view else { continue }
            if !canCancelContentTouches {
                traceNote("\(scrollTraceName) does not scroll: \(contentName(content)) has touch \(touch.traceName) and canCancelContentTouches is false")
                return false
            }
            if !touchesShouldCancel(in: content) {
                traceNote("\(scrollTraceName) does not scroll: touchesShouldCancel(in: \(content.traceName)) returned false, so \(contentName(content)) keeps touch \(touch.traceName)")
                return false
            }
        }
        let moved = (t.x * t.x + t.y * t.y).squareRoot()
        for touch in held {
            guard let content = touch.view else { continue }
            traceNote("\(scrollTraceName) cancelled \(contentName(content))'s touch: moved \(TraceFormat.number(moved)) pt")
        }
        return true
    }

    /// `button buy` for a control, the trace name otherwise.
    private func contentName(_ view: UIView) -> String {
        (view as? UIControl)?.controlTraceName ?? view.traceName
    }
}
