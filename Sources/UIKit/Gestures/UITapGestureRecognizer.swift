/// Recognizes one or more taps by one or more fingers.
///
/// Discrete. `possible → ended` when the last of ``numberOfTapsRequired`` taps lifts with
/// ``numberOfTouchesRequired`` fingers. `possible → failed` when a finger travels more than
/// ``allowableMovement`` from where its tap began (or a later tap lands that far from the first), a tap
/// lasts longer than ``maximumTapDuration``, the next tap does not start within
/// ``maximumIntervalBetweenTaps`` of the previous lift, more fingers than required touch down, or a tap
/// lifts with fewer fingers than required.
///
/// A tap recognizer never prevents another tap recognizer that requires more taps, so a single tap with
/// `require(toFail: doubleTap)` works as on iOS.
///
/// Differences from iOS: none known. iOS keeps its thresholds private; the defaults below are the values
/// published class dumps and decompiled UIKit report (`gestures.md` §1.6), exposed as properties.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize. Default 1.
    open var numberOfTapsRequired: Int = 1
    /// Fingers each tap needs. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// How far, in points, a finger may travel from where its tap began, and a later tap may land from the
    /// first. Default 45 pt (UIKit's private `allowableMovement` for taps, per decompiled UIKit).
    open var allowableMovement: CGFloat = GestureDefaults.tapAllowableMovement
    /// The longest a tap may be held, in seconds. Default 0.75 s (UIKit's private
    /// `maximumSingleTapDuration`).
    open var maximumTapDuration: TimeInterval = GestureDefaults.maximumTapDuration
    /// The longest gap, in seconds, between one tap's lift and the next tap's touch. Default 0.35 s (UIKit's
    /// private `maximumIntervalBetweenSuccessiveTaps`).
    open var maximumIntervalBetweenTaps: TimeInterval = GestureDefaults.maximumIntervalBetweenTaps

    private var tapsCompleted = 0
    private var fingersInCurrentTap = 0
    private var slop = TouchSlop()
    private var firstTapLocation: CGPoint?
    private var tapDeadline = RecognizerDeadline()
    private var intervalDeadline = RecognizerDeadline()

    open override var isContinuous: Bool { false }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalDeadline.cancel(on: self)
        if fingersInCurrentTap == 0 {
            tapDeadline.schedule(on: self, after: maximumTapDuration, label: "maximumTapDuration") { [weak self] in
                guard let self, self.state == .possible else { return }
                self.setState(.failed, reason: "tap held longer than maximumTapDuration \(GestureReason.seconds(self.maximumTapDuration))")
            }
        }
        for touch in touches.sorted(by: { $0.traceName < $1.traceName }) {
            let point = touch.location(in: nil)
            slop.begin(touch)
            if let first = firstTapLocation, tapsCompleted > 0 {
                let distance = point.distance(to: first)
                if distance > allowableMovement {
                    setState(.failed, reason: "tap \(tapsCompleted + 1) landed \(GestureReason.points(distance)) from the first > allowableMovement \(GestureReason.points(allowableMovement))")
                    return
                }
            }
        }
        fingersInCurrentTap = max(fingersInCurrentTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired {
            setState(.failed, reason: "\(numberOfTouches) touches > numberOfTouchesRequired \(numberOfTouchesRequired)")
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let reason = slop.excess(of: touches, allowed: allowableMovement) { setState(.failed, reason: reason) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The ended touches are still tracked during this call; the tap ends when they are the last ones.
        guard touches.count == numberOfTouches else { return }
        tapDeadline.cancel(on: self)
        if fingersInCurrentTap < numberOfTouchesRequired {
            setState(.failed, reason: "tap had \(fingersInCurrentTap) touches < numberOfTouchesRequired \(numberOfTouchesRequired)")
            return
        }
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        tapsCompleted += 1
        fingersInCurrentTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            setState(.ended, reason: "\(tapsCompleted) tap\(tapsCompleted == 1 ? "" : "s") of \(numberOfTouchesRequired) touch\(numberOfTouchesRequired == 1 ? "" : "es")")
            return
        }
        intervalDeadline.schedule(on: self, after: maximumIntervalBetweenTaps, label: "maximumIntervalBetweenTaps") { [weak self] in
            guard let self, self.state == .possible else { return }
            self.setState(.failed, reason: "no tap \(self.tapsCompleted + 1) within maximumIntervalBetweenTaps \(GestureReason.seconds(self.maximumIntervalBetweenTaps))")
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInCurrentTap = 0
        slop.removeAll()
        firstTapLocation = nil
        tapDeadline.forget()
        intervalDeadline.forget()
    }

    /// A tap recognizer never prevents a tap recognizer that needs more taps (`UIGestureRecognizerSubclass.h`).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }
}
