import UIKitTesting

/// A view whose touch callbacks may mutate the tree, as real handlers do (a button that removes its own
/// cell, a drag that re-parents what it drags).
@MainActor
final class SoakView: UIView {
    /// Called from every touch callback; the soak decides whether to mutate.
    var onCallback: (@MainActor (SoakView) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback?(self) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback?(self) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback?(self) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback?(self) }
}

/// Lets every pair recognize together; given to some recognizers at random.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
}
