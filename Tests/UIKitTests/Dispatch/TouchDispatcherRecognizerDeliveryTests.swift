import Testing
import UIKitTesting

/// The first step of a cycle: which recognizers see the changed touches, and in what order.
@MainActor
@Suite struct TouchDispatcherRecognizerDeliveryTests {
    @Test func shouldReceiveFalseHidesTheTouch() {
        let (harness, view, screen) = oneViewScene()
        let delegate = SwitchDelegate()
        delegate.shouldReceive = false
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 0)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(harness.traceLines(containing: "shouldReceive returned false").count == 1)
    }

    @Test func recognizersOnAncestorsSeeTheTouchBeforeTheView() {
        let (harness, view, screen) = oneViewScene()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        var fired = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
        #expect(child.log == ["touchesBegan t1", "touchesCancelled t1"])
        _ = harness
    }

    @Test func recognizerOnNonMultitouchViewStillGetsBothFingers() {
        let (_, view, screen) = oneViewScene()
        #expect(!view.isMultipleTouchEnabled)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        var fired = 0
        tap.addAction { _ in fired += 1 }
        view.addGestureRecognizer(tap)
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 50, y: 50)))
            fingers.append(screen.down(at: CGPoint(x: 90, y: 50)))
        }
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(fired == 1)
    }
}
