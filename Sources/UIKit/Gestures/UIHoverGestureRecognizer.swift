/// Recognizes the pointer hovering over the view: entering it, moving within it and leaving it.
///
/// Continuous, driven by pointer motion with no button pressed (no touches):
/// - `possible → began` when the pointer enters the view (the view or one of its subviews is under it);
/// - `began/changed → changed` on every pointer move inside;
/// - `began/changed → ended` when the pointer leaves.
/// A pointer that enters while the recognizer is denied (the delegate's `gestureRecognizerShouldBegin`
/// returned `false`) is not offered again until it leaves and re-enters. ``location(in:)`` is the
/// pointer's position. There are no thresholds.
///
/// Hover receives no touches (``allowedTouchTypes`` starts empty), so it never competes with touch
/// recognizers and never holds back a view's touches: a click inside a hovered view still taps, as on
/// iPadOS, where hover and touches are separate streams.
///
/// Differences from iOS: pressing a button turns pointer motion into a touch, during which hover gets no
/// `changed` (iPadOS keeps reporting hover while dragging); it resumes on the next move after the release.
@MainActor
public final class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Creates a hover recognizer without actions.
    public override init() {
        super.init()
        allowedTouchTypes = []
    }

    /// A hovering pen's height above the surface, `0...1` of the range the tablet detects (libinput's
    /// normalised distance; iOS reports Apple Pencil's in the same unit range). 0 for a pointer, for
    /// pens whose tablet reports no distance, and once the hover ended (the tip touched or the tool left).
    public private(set) var zOffset: CGFloat = 0

    override var acceptsHoverInput: Bool { true }

    override func handleHover(_ hover: HoverUpdate, in window: UIWindow) {
        lastWindow = window
        zOffset = hover.zOffset
        lastWindowLocation = hover.location
        switch (hover.phase, state) {
        case (.entered, .possible):
            let where_ = view.map { $0.convert(hover.location, from: nil) } ?? hover.location
            setState(.began, reason: "pointer entered at (\(oneDecimal(where_.x)), \(oneDecimal(where_.y)))")
        case (.moved, .began), (.moved, .changed):
            setState(.changed, reason: "")
        case (.exited, .began), (.exited, .changed):
            setState(.ended, reason: "pointer exited")
        case (.exited, .possible) where pendingState != nil:
            // It matched but waits for another recognizer to fail; beginning after the pointer left would
            // leave it `began` with no exit to come.
            application.gestureEnvironment.fail(self, reason: "pointer exited while waiting to begin")
        default:
            break
        }
    }
}

private func oneDecimal(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }
