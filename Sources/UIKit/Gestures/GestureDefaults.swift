/// Every default threshold of the gesture recognizers and of multi-tap counting, in one place.
///
/// Each recognizer's property starts at its value here; the property's documentation says where the
/// value comes from (UIKit's documentation, decompiled UIKit, or a peer's published constant), and the
/// scene format (`docs/scene-format.md`: an omitted field keeps its default) and `docs/decisions.md`
/// refer here. Change a threshold per instance through its property, never here.
public enum GestureDefaults {
    // MARK: Taps

    /// ``UITapGestureRecognizer/allowableMovement``: 45 pt.
    public static let tapAllowableMovement: CGFloat = 45
    /// ``UITapGestureRecognizer/maximumTapDuration``: 0.75 s.
    public static let maximumTapDuration: TimeInterval = 0.75
    /// The gap between one tap's lift and the next tap's touch: ``UITapGestureRecognizer/maximumIntervalBetweenTaps``,
    /// ``UILongPressGestureRecognizer/maximumIntervalBetweenTaps`` and ``UITouch/multipleTapInterval``: 0.35 s.
    public static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// ``UITouch/multipleTapDistance``: 45 pt, the tap's allowable movement.
    public static let multipleTapDistance: CGFloat = tapAllowableMovement

    // MARK: Long press

    /// ``UILongPressGestureRecognizer/minimumPressDuration``: 0.5 s.
    public static let minimumPressDuration: TimeInterval = 0.5
    /// ``UILongPressGestureRecognizer/allowableMovement``: 10 pt.
    public static let longPressAllowableMovement: CGFloat = 10

    // MARK: Pan and screen-edge pan

    /// ``UIPanGestureRecognizer/hysteresis``: 10 pt.
    public static let panHysteresis: CGFloat = 10
    /// ``UIPanGestureRecognizer/wheelScrollEndDelay``: 0.1 s.
    public static let wheelScrollEndDelay: TimeInterval = 0.1
    /// ``UIScreenEdgePanGestureRecognizer/edgeRegionWidth``: 20 pt.
    public static let edgeRegionWidth: CGFloat = 20

    // MARK: Swipe

    /// ``UISwipeGestureRecognizer/maximumDuration``: 0.5 s.
    public static let swipeMaximumDuration: TimeInterval = 0.5
    /// ``UISwipeGestureRecognizer/fastSwipeMinimumDistance``: 50 pt.
    public static let fastSwipeMinimumDistance: CGFloat = 50
    /// ``UISwipeGestureRecognizer/slowSwipeMinimumDistance``: 25 pt.
    public static let slowSwipeMinimumDistance: CGFloat = 25
    /// ``UISwipeGestureRecognizer/fastSwipeMaximumAngleDegrees``: 40°.
    public static let fastSwipeMaximumAngleDegrees: CGFloat = 40
    /// ``UISwipeGestureRecognizer/slowSwipeMaximumAngleDegrees``: 20°.
    public static let slowSwipeMaximumAngleDegrees: CGFloat = 20

    // MARK: Pinch and rotation

    /// ``UIPinchGestureRecognizer/minimumSpanChange``: 16 pt.
    public static let minimumSpanChange: CGFloat = 16
    /// ``UIRotationGestureRecognizer/minimumRotation``: 5° (π/36 radians).
    public static let minimumRotation: CGFloat = .pi / 36
}
