import Testing
import UIKitTesting

/// `Sources/UIKit/Gestures/GestureDefaults.swift`: every recognizer's threshold starts at its one home.
@MainActor
@Suite struct GestureDefaultsTests {
    @Test func recognizersStartAtTheDefaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.allowableMovement == GestureDefaults.tapAllowableMovement)
        #expect(tap.maximumTapDuration == GestureDefaults.maximumTapDuration)
        #expect(tap.maximumIntervalBetweenTaps == GestureDefaults.maximumIntervalBetweenTaps)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == GestureDefaults.minimumPressDuration)
        #expect(press.allowableMovement == GestureDefaults.longPressAllowableMovement)
        #expect(press.maximumIntervalBetweenTaps == GestureDefaults.maximumIntervalBetweenTaps)
        #expect(UIPinchGestureRecognizer().minimumSpanChange == GestureDefaults.minimumSpanChange)
        #expect(UIRotationGestureRecognizer().minimumRotation == GestureDefaults.minimumRotation)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.maximumDuration == GestureDefaults.swipeMaximumDuration)
        #expect(swipe.fastSwipeMinimumDistance == GestureDefaults.fastSwipeMinimumDistance)
        #expect(swipe.slowSwipeMinimumDistance == GestureDefaults.slowSwipeMinimumDistance)
        #expect(UIScreenEdgePanGestureRecognizer().edgeRegionWidth == GestureDefaults.edgeRegionWidth)
        #expect(UIPanGestureRecognizer().hysteresis == GestureDefaults.panHysteresis)
    }

    @Test func theDocumentedValues() {
        #expect(GestureDefaults.tapAllowableMovement == 45)
        #expect(GestureDefaults.maximumTapDuration == 0.75)
        #expect(GestureDefaults.maximumIntervalBetweenTaps == 0.35)
        #expect(GestureDefaults.minimumPressDuration == 0.5)
        #expect(GestureDefaults.longPressAllowableMovement == 10)
        #expect(GestureDefaults.panHysteresis == 10)
        #expect(GestureDefaults.minimumSpanChange == 16)
        #expect(GestureDefaults.minimumRotation == .pi / 36)
    }
}
