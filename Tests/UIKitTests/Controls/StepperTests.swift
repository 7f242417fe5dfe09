import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Controls/UIStepper.swift`: stepping, autorepeat on the framework clock, wrapping,
/// refused values, drawing.
@MainActor
@Suite struct StepperTests {
    /// A stepper at (100, 100): the − half is x 100…147, the + half x 147…194.
    func scene() -> (UIKitTestHarness, UIStepper, ControlEventLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        stepper.accessibilityIdentifier = "count"
        harness.window.addSubview(stepper)
        let log = ControlEventLog()
        log.watch(stepper, [.valueChanged])
        return (harness, stepper, log, harness.touchscreen())
    }

    @Test func aTapOnAHalfStepsAndStopsAtTheEnds() {
        let (harness, stepper, log, screen) = scene()
        #expect(stepper.frame == CGRect(x: 100, y: 100, width: 94, height: 32))
        screen.tap(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 1)
        screen.tap(at: CGPoint(x: 120, y: 116))
        #expect(stepper.value == 0)
        screen.tap(at: CGPoint(x: 120, y: 116))
        #expect(stepper.value == 0)
        #expect(log.events == ["valueChanged", "valueChanged"])
        #expect(harness.traceLines(containing: "stepper count: − at 0.0: at the end of the range").count == 1)
    }

    @Test func holdingRepeatsOnTheFrameworkClock() {
        let (harness, stepper, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 1)
        harness.advance(by: 0.5)
        #expect(stepper.value == 2)
        harness.advance(by: 0.3)
        #expect(stepper.value == 5)
        finger.lift()
        harness.advance(by: 1)
        #expect(stepper.value == 5)
        #expect(log.events.count == 5)
        #expect(!harness.application.clock.pendingTimers.contains { $0.contains("autorepeat") })
    }

    /// Found by the view-system soak (issue 24): an action that removed the stepper during an autorepeat
    /// step cancelled its tracking, and the step then scheduled the next repeat anyway: the stepper went on
    /// stepping for ever, its finger long gone.
    @Test func anAutorepeatStepWhoseActionRemovesTheStepperStopsRepeating() {
        let (harness, stepper, _, screen) = scene()
        stepper.addAction(UIAction { _ in if stepper.value >= 2 { stepper.removeFromSuperview() } }, for: .valueChanged)
        let finger = screen.down(at: CGPoint(x: 170, y: 116))
        harness.advance(by: 0.5)
        #expect(stepper.value == 2)
        #expect(stepper.window == nil)
        harness.advance(by: 2)
        #expect(stepper.value == 2, "the stepper kept stepping after it left its window")
        #expect(harness.application.clock.nextDeadline == nil, "a timer still waits: \(String(describing: harness.application.clock.nextDeadline))")
        finger.lift()
    }

    /// Found by the view-system soak (issue 24, seed 2042): the first step's action, sent from
    /// `beginTracking`, removed the stepper (cancelling its tracking); `beginTracking` then scheduled the
    /// repeat anyway and the control went on tracking a touch it no longer had: it stepped for ever.
    @Test func aFirstStepWhoseActionRemovesTheStepperStartsNoRepeat() {
        let (harness, stepper, _, screen) = scene()
        var events: [String] = []
        stepper.addAction(UIAction { _ in
            events.append("valueChanged")
            stepper.removeFromSuperview()
        }, for: .valueChanged)
        stepper.addAction(UIAction { _ in events.append("touchDown") }, for: .touchDown)
        let finger = screen.down(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 1)
        harness.advance(by: 2)
        #expect(stepper.value == 1, "the stepper kept stepping after it left its window")
        #expect(!stepper.isTracking)
        #expect(events == ["valueChanged"], "no touchDown for a tracking that was cancelled before it began")
        #expect(harness.application.clock.nextDeadline == nil, "a timer still waits: \(String(describing: harness.application.clock.nextDeadline))")
        finger.lift()
    }

    @Test func withoutContinuousOneValueChangedComesAtTheLift() {
        let (harness, stepper, log, screen) = scene()
        stepper.isContinuous = false
        let finger = screen.down(at: CGPoint(x: 170, y: 116))
        harness.advance(by: 0.7)
        #expect(stepper.value == 4)
        #expect(log.events.isEmpty)
        finger.lift()
        #expect(log.events == ["valueChanged"])
    }

    @Test func wrappingGoesRoundTheRange() {
        let (_, stepper, _, screen) = scene()
        stepper.maximumValue = 3
        stepper.value = 3
        stepper.wraps = true
        screen.tap(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 0)
        screen.tap(at: CGPoint(x: 120, y: 116))
        #expect(stepper.value == 3)
    }

    @Test func impossibleSettingsAreRefusedAndValuesClamped() {
        let (harness, stepper, log, _) = scene()
        stepper.minimumValue = 200
        #expect(stepper.minimumValue == 0)
        #expect(harness.traceLines(containing: "UIStepper count: minimumValue 200.0 is above maximumValue 100.0; kept 0.0").count == 1)
        stepper.maximumValue = -1
        #expect(stepper.maximumValue == 100)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.stepValue = -.infinity
        #expect(stepper.stepValue == 1)
        stepper.value = 1000
        #expect(stepper.value == 100)
        stepper.value = .nan
        #expect(stepper.value == 100)
        stepper.minimumValue = 10
        stepper.maximumValue = 20
        #expect(stepper.value == 20)
        #expect(log.events.isEmpty)
    }

    @Test func drawsTheGlyphsInTheTintAndDimsAHalfThatCannotStep() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 200, height: 60))
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.value = 50
        scene.add(stepper)
        expectPixel(scene.pixel(CGPoint(x: 23, y: 15)), .blend(.systemBlue), "the − glyph")
        expectPixel(scene.pixel(CGPoint(x: 70, y: 10)), .blend(.systemBlue), "the + glyph's upright")
        expectPixel(scene.pixel(CGPoint(x: 23, y: 8)), .black, "above the − glyph")
        stepper.value = 0
        expectPixel(scene.pixel(CGPoint(x: 23, y: 15)), .blend(.systemBlue, alpha: UIStepper.disabledHalfAlpha), "− at the minimum")
        expectPixel(scene.pixel(CGPoint(x: 70, y: 10)), .blend(.systemBlue), "+ still steps")
    }
}
