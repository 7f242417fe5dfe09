import Foundation
import Testing
import UIKitTesting

/// The base recognizer's own API: the touches it tracks and where each is, and a recognizer disabled
/// before a touch lands takes no part in it. (How recognizers take part in delivery:
/// GestureDeliveryTests; their delegate: UIGestureRecognizerDelegateTests.)
@MainActor
@Suite struct UIGestureRecognizerTests {
    @Test func eachTrackedTouchHasItsLocationAndAnIndexOutOfRangeIsReported() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        harness.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "zoom"
        view.addGestureRecognizer(pinch)
        let screen = harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 100)))
            fingers.append(screen.down(at: CGPoint(x: 200, y: 150)))
        }
        #expect(pinch.numberOfTouches == 2)
        let locations = [pinch.location(ofTouch: 0, in: view), pinch.location(ofTouch: 1, in: view)]
        #expect(locations.sorted { $0.x < $1.x } == [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 100)])
        #expect(pinch.location(ofTouch: 2, in: nil) == .zero)
        #expect(harness.diagnostics.contains { $0.contains("location(ofTouch: 2)") && $0.contains("index out of range 0..<2") })
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(pinch.numberOfTouches == 0)
    }

    @Test func aRecognizerDisabledBeforeTheTouchSeesNothingUntilEnabledAgain() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        let screen = harness.touchscreen()
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        #expect(tap.numberOfTouches == 0)
        finger.lift()
        #expect(taps == 0)
        #expect(view.phases == ["touchesBegan", "touchesEnded"])
        tap.isEnabled = true
        harness.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 1)
    }
}
