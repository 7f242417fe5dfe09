/// One presented controller on screen: the container that holds its view above the presenting content, the
/// dimming view that decides what happens to touches outside it, and the views it covers.
///
/// Window-level styles put the container over the whole window, front-most; context styles put it just
/// above the context controller's view, at that view's frame. The container itself is never hit: a touch
/// outside the presented view lands on the dimming view, which swallows it (sheets, full screen), lets it
/// through (``UIModalPresentationStyle/none``, popover passthrough views) or dismisses the popover.
@MainActor
final class Presentation {
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    unowned let presented: UIViewController
    let container: PresentationContainerView
    let dimmingView: PresentationDimmingView
    /// A presentation or dismissal of it is running.
    var isTransitioning = true
    /// The presenting view removed once a full-screen or current-context presentation finished, and where it
    /// goes back.
    private(set) var coveredView: (view: UIView, superview: UIView, index: Int)?

    init(style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle, presented: UIViewController) {
        self.style = style
        self.transitionStyle = transitionStyle
        self.presented = presented
        container = PresentationContainerView()
        dimmingView = PresentationDimmingView()
        dimmingView.presentation = self
        dimmingView.accessibilityIdentifier = "dimming(\(style))"
        container.accessibilityIdentifier = "presentation(\(style))"
    }

    var removesPresentingView: Bool { style.removesPresentingView }

    // MARK: Placement

    /// Builds the container with its content and inserts it: over `window`, or just above `contextView`.
    func install(presentingView contextView: UIView, window: UIWindow) {
        let host: UIView
        if style.isContextual, let superview = contextView.superview {
            host = superview
            container.frame = contextView.frame
            container.autoresizingMask = contextView.autoresizingMask
        } else {
            host = window
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(dimmingView)
        let content: UIView = presented.view
        content.frame = contentFrame(in: container.bounds, window: window)
        content.autoresizingMask = fillsContainer
            ? [.flexibleWidth, .flexibleHeight]
            : [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        container.addSubview(content)
        if host === contextView.superview, style.isContextual {
            host.insertSubview(container, aboveSubview: contextView)
        } else {
            host.addSubview(container)
        }
    }

    private var fillsContainer: Bool {
        switch style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none: true
        case .pageSheet, .formSheet, .popover: false
        }
    }

    /// Where the presented view goes in a container of `bounds` (reference B16).
    func contentFrame(in bounds: CGRect, window: UIWindow?) -> CGRect {
        switch style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none:
            return bounds
        case .pageSheet:
            // The width of the screen in portrait, the full height.
            let screen = window?.screen.bounds.size ?? bounds.size
            let width = min(bounds.width, min(screen.width, screen.height))
            return CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
        case .formSheet:
            let size = clamped(preferredOr(CGSize(width: 540, height: 620)), to: bounds)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .popover:
            let size = clamped(preferredOr(CGSize(width: 320, height: 1100)), to: bounds)
            // A popover's container is window-level: its frame is the window's bounds.
            let anchor = window.flatMap { presented.popoverPresentationController?.anchor(in: $0) }
                .map { $0.offsetBy(dx: -container.frame.minX, dy: -container.frame.minY) }
            return popoverFrame(size: size, anchor: anchor, in: bounds)
        }
    }

    private func preferredOr(_ fallback: CGSize) -> CGSize {
        let preferred = presented.preferredContentSize
        return CGSize(width: preferred.width > 0 ? preferred.width : fallback.width,
                      height: preferred.height > 0 ? preferred.height : fallback.height)
    }

    private func clamped(_ size: CGSize, to bounds: CGRect) -> CGSize {
        CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// Below the anchor when it fits, else above it, else centred vertically; horizontally centred on the
    /// anchor and kept inside the container.
    private func popoverFrame(size: CGSize, anchor: CGRect?, in bounds: CGRect) -> CGRect {
        guard let anchor else {
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let x = min(max(anchor.midX - size.width / 2, bounds.minX), bounds.maxX - size.width)
        let y: CGFloat
        if anchor.maxY + size.height <= bounds.maxY {
            y = anchor.maxY
        } else if anchor.minY - size.height >= bounds.minY {
            y = anchor.minY - size.height
        } else {
            y = bounds.midY - size.height / 2
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Re-fits a form sheet or popover after the content's preferred size changed: animated, unless the new
    /// width or height is 0 (VC L1536).
    func preferredContentSizeChanged() {
        guard style == .formSheet || style == .popover, !isTransitioning, let content = presented.storedView else { return }
        let target = contentFrame(in: container.bounds, window: container.window)
        let preferred = presented.preferredContentSize
        if preferred.width == 0 || preferred.height == 0 {
            content.frame = target
        } else {
            UIView.animate(withDuration: UIViewController.modalTransitionDuration) { content.frame = target }
        }
    }

    // MARK: Covered views

    /// Removes the presenting view once the presentation finished (full screen, current context).
    func removeCoveredView(_ view: UIView) {
        guard removesPresentingView, let superview = view.superview else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        coveredView = (view, superview, index)
        view.removeFromSuperview()
    }

    /// Puts the covered view back where it was, behind the container. Returns whether there was one.
    @discardableResult
    func restoreCoveredView() -> Bool {
        guard let covered = coveredView else { return false }
        coveredView = nil
        covered.superview.insertSubview(covered.view, at: covered.index)
        return true
    }

    // MARK: Animation

    /// Animates the presented view in (or out) with the transition style, on the framework clock, then
    /// calls `completion`; without animation `completion` runs at once.
    func animate(in isAppearing: Bool, animated: Bool, completion: @escaping () -> Void) {
        guard animated, let content = presented.storedView else {
            completion()
            return
        }
        let finalFrame = content.frame
        let finalAlpha = content.alpha
        let finalTransform = content.transform
        let offscreen = finalFrame.offsetBy(dx: 0, dy: container.bounds.maxY - finalFrame.minY)
        let flipped = finalTransform.concatenating(CGAffineTransform(scaleX: -1, y: 1))
        if isAppearing {
            switch transitionStyle {
            case .coverVertical: content.frame = offscreen
            case .crossDissolve, .partialCurl: content.alpha = 0
            case .flipHorizontal: content.transform = flipped
            }
        }
        let style = transitionStyle
        UIView.animate(withDuration: UIViewController.modalTransitionDuration, animations: {
            switch style {
            case .coverVertical: content.frame = isAppearing ? finalFrame : offscreen
            case .crossDissolve, .partialCurl: content.alpha = isAppearing ? finalAlpha : 0
            case .flipHorizontal: content.transform = isAppearing ? finalTransform : flipped
            }
        }, completion: { _ in completion() })
    }

    // MARK: Touches outside

    /// A tap on the dimming view of a popover: dismisses it unless its content is modal.
    func tappedOutside() {
        guard style == .popover, !isTransitioning else { return }
        let app = UIApplication.serving(presented.presentationApplication)
        if presented.isModalInPopover {
            app.trace.emit(.note(time: app.clock.now, message: "popover \(presented.traceName) stays: isModalInPopover"))
            return
        }
        app.trace.emit(.note(time: app.clock.now, message: "popover \(presented.traceName) dismissed: tap outside"))
        presented.storedPresenting?.dismissPresentedStack(animated: true, completion: nil)
    }

    /// Whether a touch at `point` (dimming view coordinates) should go to the view behind the presentation: a
    /// passthrough view of a non-modal popover.
    func passesThrough(_ point: CGPoint, from dimming: UIView, with event: UIEvent?) -> Bool {
        guard style == .popover, !presented.isModalInPopover,
              let popover = presented.popoverPresentationController, popover.passthroughViews?.isEmpty == false,
              let window = dimming.window else { return false }
        // What the window would hit without the presentation: hide the container for the nested hit test.
        // `isHidden` has no side effects on a plain view.
        container.isHidden = true
        let behind = window.hitTest(dimming.convert(point, to: window), with: event)
        container.isHidden = false
        guard let behind else { return false }
        return popover.isPassthrough(behind)
    }
}

/// Holds a presentation's dimming view and presented view. Never the target of a touch itself.
@MainActor
final class PresentationContainerView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Fills a presentation's container behind the presented view and receives the touches outside it: it
/// swallows them (they reach nothing behind), passes them through (``UIModalPresentationStyle/none``, popover
/// passthrough views), and for a popover dismisses it on a tap.
@MainActor
final class PresentationDimmingView: UIView {
    weak var presentation: Presentation?
    private var dismissTap: UITapGestureRecognizer?

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard dismissTap == nil, presentation?.style == .popover else { return }
        let tap = UITapGestureRecognizer { [weak self] _ in self?.presentation?.tappedOutside() }
        dismissTap = tap
        addGestureRecognizer(tap)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event), let presentation else { return nil }
        if presentation.style == .none { return nil }
        if presentation.passesThrough(point, from: self, with: event) { return nil }
        return hit
    }

    // Touches outside the presented content stop here: nothing behind the presentation sees them.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
