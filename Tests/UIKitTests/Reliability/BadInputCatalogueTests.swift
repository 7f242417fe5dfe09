import Testing
import UIKitTesting

/// Bad event sequences and device behaviour from docs/reliability.md that had no test of their own: each
/// is reported on the trace and handled, and the touches involved still end exactly once.
@MainActor
@Suite struct BadInputCatalogueTests {
    func scene(maximumContacts: Int = 10) -> (UIKitTestHarness, RecordingView, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        return (harness, view, harness.touchscreen(maximumContacts: maximumContacts))
    }

    @Test func aDeviceAddedTwiceIsReportedAndTheSecondDescriptionWins() {
        let (harness, _, screen) = scene()
        harness.send(.deviceAdded(DeviceDescription(id: screen.id, name: "again", capabilities: .touch, maximumContacts: 2)), from: screen.id)
        #expect(harness.traceLines(containing: "added twice: the second description replaces the first").count == 1)
        #expect(harness.application.devices[screen.id]?.name == "again")
    }

    @Test func aNonFiniteAbsolutePointerPositionIsIgnored() {
        let (harness, _, _) = scene()
        let before = harness.application.cursorLocation
        harness.send(.pointerMotionAbsolute(InputPoint(x: .nan, y: 0.5)), from: DeviceID(7))
        #expect(harness.application.cursorLocation == before)
        #expect(harness.traceLines(containing: "is not finite: ignored").count == 1)
    }

    @Test func aButtonPressedTwiceIsReportedAndTheClickStillEndsOnce() {
        let (harness, view, _) = scene()
        let mouse = harness.mouse()
        mouse.press()
        mouse.press()
        mouse.release()
        #expect(view.phases == ["touchesBegan", "touchesEnded"])
        #expect(harness.traceLines(containing: "pressed twice without a release: ignored").count == 1)
    }

    @Test func aKeyPressedTwiceOrReleasedWithoutAPressIsReported() {
        let (harness, _, _) = scene()
        let keyboard = harness.keyboard()
        keyboard.press(30)
        keyboard.press(30)
        keyboard.release(30)
        keyboard.release(30)
        #expect(harness.traceLines(containing: "key 30 on").count == 2)
        #expect(harness.traceLines(containing: "pressed twice without a release: ignored").count == 1)
        #expect(harness.traceLines(containing: "released but was not pressed: ignored").count == 1)
    }

    @Test func aNonFiniteScrollIsIgnored() {
        let (harness, _, _) = scene()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        harness.window.addGestureRecognizer(pan)
        harness.send(.scroll(ScrollInput(source: .finger, deltaX: .infinity, deltaY: 3)), from: DeviceID(7))
        #expect(pan.state == .possible)
        #expect(harness.traceLines(containing: "scroll with non-finite deltas: ignored").count == 1)
    }

    @Test func advancingByANegativeOrNonFiniteIntervalIsRefused() {
        let (harness, _, _) = scene()
        harness.advance(by: -1)
        harness.advance(by: .nan)
        harness.advance(by: .infinity)
        #expect(harness.now == .zero)
        #expect(harness.traceLines(containing: "refused: the clock only moves forward by finite amounts").count == 3)
    }

    @Test func thirtyThreeContactsOnAThirtyTwoContactDeviceDeliverThirtyTwo() {
        let (harness, view, screen) = scene(maximumContacts: 32)
        var fingers: [VirtualFinger] = []
        screen.frame {
            for index in 0..<33 { fingers.append(screen.down(at: CGPoint(x: 10 + index * 11, y: 100))) }
        }
        #expect(harness.application.activeTouchCountForTesting == 32)
        #expect(harness.traceLines(containing: "declares 32 contacts and all are down: ignored").count == 1)
        screen.frame { for finger in fingers { finger.lift() } }
        #expect(harness.application.activeTouchCountForTesting == 0)
        #expect(view.phases == ["touchesBegan", "touchesEnded"])
        #expect(view.log.first?.split(separator: ",").count == 32)
    }

    @Test func aTimestampFarInTheFutureFiresTimersOnTheWayAndTheTouchStillEnds() {
        let (harness, view, screen) = scene()
        let press = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        press.addAction { states.append($0.state) }
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        let yearLater = harness.now.advanced(bySeconds: 365 * 24 * 3600)
        harness.send(.touchFrame(TouchFrame(space: .screen, changes: [
            ContactChange(contact: finger.contact, phase: .up, position: InputPoint(x: 50, y: 50)),
        ])), from: screen.id, at: yearLater)
        #expect(harness.now == yearLater)
        #expect(states == [.began, .ended])
        #expect(view.phases == ["touchesBegan", "touchesCancelled"])
        #expect(harness.application.activeTouchCountForTesting == 0)
    }

    @Test func aDeviceRemovedMidPanCancelsThePanAndTheViewsTouchesOnce() {
        let (harness, view, screen) = scene()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        view.addGestureRecognizer(pan)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 150, y: 50), duration: 0.1)
        screen.unplug()
        finger.lift()
        harness.advance(by: 1)
        #expect(states.first == .began)
        #expect(states.last == .cancelled)
        #expect(view.phases.filter { $0 == "touchesCancelled" }.count == 1)
        #expect(view.phases.last == "touchesCancelled")
        #expect(harness.traceLines(containing: "device dev1 was removed").count == 1)
    }

    @Test func hidingTheWindowMidTouchCancelsItOnce() {
        let (harness, view, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        harness.window.isHidden = true
        finger.lift()
        #expect(view.phases == ["touchesBegan", "touchesCancelled"])
        #expect(harness.traceLines(containing: "window was hidden").count == 1)
    }
}
