/// How a presented view controller covers the screen. Raw values are UIKit's.
///
/// Linux screens are treated as horizontally regular (tablet-sized or larger), so the sheet and popover
/// styles never adapt to full screen; `docs/decisions.md` ("View controllers") says why.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    /// Covers the whole window. The presenting controller's view is removed from the hierarchy once the
    /// presentation finishes, and the presenting controller disappears.
    case fullScreen = 0
    /// The width of the screen in portrait, the full height, centred. Uncovered areas are inaccessible.
    case pageSheet = 1
    /// ``UIViewController/preferredContentSize`` (default 540 × 620 points), centred. Uncovered areas are
    /// inaccessible.
    case formSheet = 2
    /// Covers only the view of the controller that provides the presentation context (see
    /// ``UIViewController/definesPresentationContext``); that view is removed when the presentation finishes.
    case currentContext = 3
    /// Like ``fullScreen``, but the views beneath stay in the hierarchy and the presenting controller does
    /// not disappear.
    case overFullScreen = 5
    /// Like ``currentContext``, but the views beneath stay in the hierarchy.
    case overCurrentContext = 6
    /// A popover anchored to ``UIPopoverPresentationController/sourceRect``. Background content is
    /// inaccessible; a tap outside dismisses it unless ``UIViewController/isModalInPopover`` is set or the
    /// tapped view is one of the ``UIPopoverPresentationController/passthroughViews``.
    case popover = 7
    /// A non-modal presentation: the presented view covers the window as with ``overFullScreen``, but
    /// touches outside the presented content reach the views beneath (our reading of "non-modal").
    case none = -1

    /// Whether the presentation covers the presenting context and removes its views when it finishes, so the
    /// presenting controller disappears and reappears around it.
    var removesPresentingView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presented content covers only the presentation context's view rather than the window.
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The animation used to present and dismiss a controller. Raw values are UIKit's. There is no renderer:
/// each style animates one property of the presented view on the framework clock, and what matters for
/// events is the duration during which the view ignores touches.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
    /// Slides up from the bottom; slides back down on dismissal. The default.
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal = 1
    /// Fades in and out.
    case crossDissolve = 2
    /// Curls up the presenting view. Only allowed with ``UIModalPresentationStyle/fullScreen``.
    case partialCurl = 3
}
