import Testing
import UIKitTesting

@MainActor
@Suite struct BadInputSequenceTests {
    func scene() -> (UIKitTestHarness, RecordingView, DeviceID) {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let screen = harness.touchscreen(maximumContacts: 2)
        return (harness, view, screen.id)
    }

    func frame(_ changes: [ContactChange]) -> InputPayload { .touchFrame(TouchFrame(space: .screen, changes: changes)) }
    func change(_ id: Int32, _ phase: ContactPhase, _ x: Double, _ y: Double) -> ContactChange {
        ContactChange(contact: ContactID(id), phase: phase, position: InputPoint(x: x, y: y))
    }

    @Test func moveAndUpForAnUnknownContactAreReportedAndIgnored() {
        let (harness, view, device) = scene()
        harness.send(frame([change(7, .move, 10, 10)]), from: device)
        harness.send(frame([change(7, .up, 10, 10)]), from: device)
        #expect(view.log.isEmpty)
        #expect(harness.traceLines(containing: "which is not down").count == 2)
    }

    @Test func downForAContactAlreadyDownIsTreatedAsAMove() {
        let (harness, view, device) = scene()
        harness.send(frame([change(0, .down, 10, 10)]), from: device)
        harness.send(frame([change(0, .down, 20, 20)]), from: device)
        harness.send(frame([change(0, .up, 20, 20)]), from: device)
        #expect(view.log == ["touchesBegan t1", "touchesMoved t1", "touchesEnded t1"])
        #expect(harness.traceLines(containing: "already down").count == 1)
    }

    @Test func timestampsGoingBackwardsAreHandledAtTheClocksTime() {
        let (harness, view, device) = scene()
        harness.advance(by: 1)
        harness.send(frame([change(0, .down, 10, 10)]), from: device)
        harness.send(frame([change(0, .up, 10, 10)]), from: device, at: InputTime(seconds: 0.5))
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(harness.now == InputTime(seconds: 1))
        #expect(harness.traceLines(containing: "is before the clock").count == 1)
    }

    @Test func nonFiniteCoordinatesAreIgnoredAndTheTouchStillEnds() {
        let (harness, view, device) = scene()
        harness.send(frame([change(0, .down, .nan, 10)]), from: device)
        #expect(view.log.isEmpty)
        harness.send(frame([change(1, .down, 10, 10)]), from: device)
        harness.send(frame([change(1, .move, .infinity, 10)]), from: device)
        harness.send(frame([change(1, .up, .nan, .nan)]), from: device)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(harness.traceLines(containing: "non-finite").count == 3)
        #expect(harness.application.activeTouchCountForTesting == 0)
    }

    @Test func moreContactsThanTheDeviceDeclaresAreIgnored() {
        let (harness, view, device) = scene()
        harness.send(frame([change(0, .down, 10, 10), change(1, .down, 20, 20), change(2, .down, 30, 30)]), from: device)
        harness.send(frame([change(0, .up, 10, 10), change(1, .up, 20, 20), change(2, .up, 30, 30)]), from: device)
        #expect(view.log == ["touchesBegan t1,t2", "touchesEnded t1,t2"])
        #expect(harness.traceLines(containing: "declares 2 contacts").count == 1)
    }

    @Test func framesFromAnUnknownDeviceAreStillDeliveredAndReported() {
        let (harness, view, _) = scene()
        harness.send(frame([change(0, .down, 10, 10)]), from: DeviceID(99))
        harness.send(frame([change(0, .up, 10, 10)]), from: DeviceID(99))
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(harness.traceLines(containing: "never added").count == 2)
    }

    @Test func removingAnUnknownDeviceIsReported() {
        let (harness, _, _) = scene()
        harness.send(.deviceRemoved, from: DeviceID(42))
        #expect(harness.traceLines(containing: "removed but never added").count == 1)
    }

    @Test func buttonReleasedWithoutPressIsReported() {
        let harness = UIKitTestHarness()
        let mouse = harness.mouse()
        mouse.release()
        #expect(harness.traceLines(containing: "released but was not pressed").count == 1)
    }
}
