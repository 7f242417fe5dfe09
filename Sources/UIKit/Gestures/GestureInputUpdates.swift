import InputCore

/// Scroll input as the gesture environment hands it to recognizers.
struct ScrollUpdate {
    var source: ScrollSource
    /// Scroll distance in points, already in UIKit's direction: positive `translation.y` moves content down
    /// (the direction a finger dragging down would pan).
    var delta: CGPoint
    /// Where the cursor is, in window coordinates.
    var location: CGPoint
    var time: InputTime
    /// True for the event that ends a finger or continuous scroll.
    var isStop: Bool
}

/// Pointer hover as the gesture environment hands it to recognizers.
struct HoverUpdate {
    enum Phase { case entered, moved, exited }
    var phase: Phase
    var location: CGPoint
    var time: InputTime
    /// A pen's height above the surface (`UIHoverGestureRecognizer.zOffset`); 0 for a pointer.
    var zOffset: CGFloat = 0
}

/// Touchpad pinch/rotate input.
struct TransformUpdate {
    var phase: TouchpadGesturePhase
    /// Absolute scale since the gesture began.
    var scale: CGFloat
    /// Rotation since the last update, radians clockwise.
    var rotationDelta: CGFloat
    var location: CGPoint
    var time: InputTime
}
