import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Controls/UISegmentedControl.swift`: selecting by touch, momentary segments, disabled
/// segments, checked indexes, drawing.
@MainActor
@Suite struct SegmentedControlTests {
    /// Three 100-point segments at the top left.
    func scene() -> (UIKitTestHarness, UISegmentedControl, ControlEventLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.accessibilityIdentifier = "mode"
        harness.window.addSubview(control)
        let log = ControlEventLog()
        log.watch(control, [.valueChanged])
        return (harness, control, log, harness.touchscreen())
    }

    @Test func aTapSelectsASegmentOnce() {
        let (harness, control, log, screen) = scene()
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        screen.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        screen.tap(at: CGPoint(x: 160, y: 16))
        #expect(log.events == ["valueChanged"])
        screen.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.events == ["valueChanged", "valueChanged"])
        #expect(harness.traceLines(containing: "segmented control mode: segment 2 selected").count == 1)
        control.selectedSegmentIndex = 0
        #expect(log.events.count == 2)
    }

    @Test func theSegmentUnderTheFingerAtTheLiftIsSelected() {
        let (_, control, _, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 50, y: 16))
        #expect(control.highlightedSegmentIndex == 0)
        finger.move(to: CGPoint(x: 250, y: 16), duration: 0.1)
        #expect(control.highlightedSegmentIndex == 2)
        finger.lift()
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.highlightedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func momentarySegmentsSendEveryTapAndDisabledOnesNone() {
        let (harness, control, log, screen) = scene()
        control.isMomentary = true
        screen.tap(at: CGPoint(x: 50, y: 16))
        screen.tap(at: CGPoint(x: 50, y: 16))
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.events == ["valueChanged", "valueChanged"])
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2))
        screen.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.events.count == 2)
        #expect(harness.traceLines(containing: "segment 2 is disabled: not selected").count == 1)
    }

    @Test func indexesFromOutsideAreCheckedAsUIKitDoes() {
        let (harness, control, _, _) = scene()
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(harness.traceLines(containing: "UISegmentedControl mode: selectedSegmentIndex 5 is outside 0..<3: no segment selected").count == 1)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: -4, animated: false)
        #expect(control.titleForSegment(at: 0) == "Zero")
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "Four", at: 10, animated: false)
        #expect(control.titleForSegment(at: 4) == "Four")
        #expect(harness.traceLines(containing: "insertSegment at 10: pinned to 4").count == 1)
        control.removeSegment(at: 7, animated: false)
        control.setTitle("x", forSegmentAt: -1)
        #expect(control.numberOfSegments == 5)
        #expect(harness.traceLines(containing: "removeSegment for segment 7, outside 0..<5: ignored").count == 1)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.intrinsicContentSize.width == 0)
    }

    @Test func drawsTheSelectedSegmentOnTheTrack() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 320, height: 40))
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(control.frame.height == 32 && control.frame.width > 3 * 24)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        scene.add(control)
        expectPixel(scene.pixel(CGPoint(x: 110, y: 4)), .white, "the selected segment")
        expectPixel(scene.pixel(CGPoint(x: 10, y: 4)), .blend(UISegmentedControl.trackColor), "another segment")
        expectPixel(scene.pixel(CGPoint(x: 110, y: 0)), .blend(UISegmentedControl.trackColor), "the track around it")
        control.selectedSegmentIndex = 0
        expectPixel(scene.pixel(CGPoint(x: 10, y: 4)), .white, "the new selection")
        expectPixel(scene.pixel(CGPoint(x: 110, y: 4)), .blend(UISegmentedControl.trackColor), "the old one")
    }
}
