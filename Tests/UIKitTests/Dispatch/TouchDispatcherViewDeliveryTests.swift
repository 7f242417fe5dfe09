import Testing
import UIKitTesting

/// The last step of a cycle: views get their touches, held back while a recognizer delays them and
/// cancelled when one recognizes.
@MainActor
@Suite struct TouchDispatcherViewDeliveryTests {
    @Test func cancelsTouchesInViewCancelsRightBeforeTheAction() {
        let (harness, view, screen) = oneViewScene()
        var order: [String] = []
        let tap = UITapGestureRecognizer { _ in order.append("action after \(view.log.last ?? "")") }
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["touchesBegan t1", "touchesCancelled t1"])
        #expect(order == ["action after touchesCancelled t1"])
        _ = harness
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsEndedAfterTheAction() {
        let (_, view, screen) = oneViewScene()
        var order: [String] = []
        let tap = UITapGestureRecognizer { _ in order.append("action after \(view.log.last ?? "")") }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(order == ["action after touchesBegan t1"])
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
    }

    @Test func delaysTouchesBeganHoldsBeganUntilFailureThenDeliversLate() {
        let (harness, view, screen) = oneViewScene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(by: 2, 0)
        #expect(view.log.isEmpty)
        finger.move(by: 20, 0)
        #expect(view.log == ["touchesBegan t1", "touchesMoved t1"])
        finger.lift()
        #expect(view.log == ["touchesBegan t1", "touchesMoved t1", "touchesEnded t1"])
        _ = harness
    }

    @Test func delaysTouchesBeganDropsHeldTouchesOnRecognition() {
        let (harness, view, screen) = oneViewScene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.6)
        finger.lift()
        #expect(view.log.isEmpty)
        #expect(press.state == .possible)
    }

    @Test func delaysTouchesEndedHoldsEndedWhileUndecidedThenDeliversOnFailure() {
        let (harness, view, screen) = oneViewScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["touchesBegan t1"])
        harness.advance(by: 0.36)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
    }

    @Test func withoutDelaysTouchesEndedTheEndIsDeliveredAtOnce() {
        let (_, view, screen) = oneViewScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
    }
}
