import CoreGraphics

/// A view's ``UIView/keyboardLayoutGuide``: a strip along the bottom of the view whose top follows the
/// keyboard's top edge, frame by frame while it slides; with no keyboard over the view, its top is the
/// bottom of the view's safe area. Constrain content's bottom to its `topAnchor` and the content moves out
/// of the keyboard's way, animated with it.
///
/// Differences from iOS: no undocked or floating keyboards (`followsUndockedKeyboard` and the edge-tracking
/// constraints are not offered); the keyboard is always docked to the bottom of its screen.
@MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    init(owner: UIView) {
        super.init(kind: .keyboard, owner: owner)
        Self.live.removeAll { $0.guide == nil }
        Self.live.append(WeakGuide(guide: self))
    }

    private struct WeakGuide { weak var guide: UIKeyboardLayoutGuide? }
    /// Every guide made, so the keyboard's slide can tell their views to lay out again.
    private static var live: [WeakGuide] = []

    /// The guide's height in `owner`: how much of the view the keyboard covers, at least the view's bottom
    /// safe-area inset, at most the view's height.
    static func height(in owner: UIView) -> CGFloat {
        let safe = owner.safeAreaInsets.bottom
        guard let window = owner.window, let keyboard = window.application.keyboardPresenter.visibleFrame,
              window.application.keyboardPresenter.screen === window.screen
        else { return safe }
        let ownerBottom = window.frame.minY + owner.convert(owner.bounds, to: window).maxY
        return min(max(ownerBottom - keyboard.minY, safe), owner.bounds.height)
    }

    /// The keyboard of `application` moved: views with a guide in its windows lay out again.
    static func keyboardMoved(in application: UIApplication) {
        for entry in live {
            guard let owner = entry.guide?.owningView, let window = owner.window, window.application === application else { continue }
            owner.safeAreaDidChange()
        }
    }
}

extension UIView {
    /// The guide whose top follows the on-screen keyboard's top (``UIKeyboardLayoutGuide``). Made on first
    /// use, as iOS does.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = autoLayoutState
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owner: self)
        state.keyboardGuide = guide
        return guide
    }
}
