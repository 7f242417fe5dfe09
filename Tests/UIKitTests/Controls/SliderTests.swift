import Testing
import UIKitTesting

@MainActor
@Suite struct SliderTests {
    /// A slider 228 pt wide at x 100: the thumb's centre travels 200 pt, from x 114 (value 0) to 314 (1).
    func scene() -> (UIKitTestHarness, UISlider, ControlEventLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 40))
        slider.accessibilityIdentifier = "volume"
        harness.window.addSubview(slider)
        let log = ControlEventLog()
        log.watch(slider, [.valueChanged, .touchDown, .touchUpInside, .touchUpOutside])
        return (harness, slider, log, harness.touchscreen())
    }

    @Test func theDefaultsAreUIKits() {
        let slider = UISlider(frame: .zero)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.value == 0.5 && slider.isContinuous)
    }

    @Test func draggingTheThumbChangesTheValueContinuously() {
        let (_, slider, log, screen) = scene()
        // value 0.5: thumb centre at x 214.
        let finger = screen.down(at: CGPoint(x: 220, y: 120))  // 6 pt right of the centre: no jump
        #expect(slider.value == 0.5)
        finger.move(to: CGPoint(x: 270, y: 120), duration: 0.05, steps: 5)
        #expect(abs(slider.value - 0.75) < 0.0001)
        finger.lift()
        #expect(log.events.filter { $0 == "valueChanged" }.count == 5)
        #expect(log.events.first == "touchDown")
    }

    @Test func aTouchOffTheThumbDoesNotTrack() {
        let (harness, slider, log, screen) = scene()
        screen.drag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 300, y: 120), duration: 0.1)
        #expect(slider.value == 0.5)
        #expect(log.events.isEmpty)
        #expect(harness.traceLines(containing: "slider volume: touch at (20.0, 20.0) is not on the thumb: not tracked").count == 1)
    }

    @Test func theValueIsClampedWhileDragging() {
        let (_, slider, _, screen) = scene()
        screen.drag(from: CGPoint(x: 214, y: 120), to: CGPoint(x: 600, y: 120), duration: 0.1)
        #expect(slider.value == 1)
    }

    @Test func aNonContinuousSliderSendsOneValueChangedAtTheLift() {
        let (_, slider, log, screen) = scene()
        slider.isContinuous = false
        screen.drag(from: CGPoint(x: 214, y: 120), to: CGPoint(x: 164, y: 120), duration: 0.1)
        #expect(abs(slider.value - 0.25) < 0.0001)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func valueAndRangeAreClamped() {
        let slider = UISlider(frame: .zero)
        slider.value = 3
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 1)
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2)
        slider.setValue(-5, animated: true)
        #expect(slider.value == 2)
    }

    @Test func aSwipeAlongTheThumbBeatsAnAncestorsSwipe() {
        let harness = UIKitTestHarness()
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(page)
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 40))
        page.addSubview(slider)
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = .left
        page.addGestureRecognizer(swipe)
        let screen = harness.touchscreen()
        screen.swipe(from: CGPoint(x: 214, y: 120), dx: -150, dy: 0)
        #expect(swipes == 0)
        #expect(slider.value < 0.5)
        // Starting off the thumb, the page's swipe wins.
        screen.swipe(from: CGPoint(x: 320, y: 120), dx: -150, dy: 0)
        #expect(swipes == 1)
    }
}
