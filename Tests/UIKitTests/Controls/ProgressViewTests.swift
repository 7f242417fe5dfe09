import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Controls/UIProgressView.swift`: clamping, the animated change on the framework clock,
/// drawing.
@MainActor
@Suite struct ProgressViewTests {
    @Test func progressIsClampedAndNaNIsRefused() {
        let harness = UIKitTestHarness()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.accessibilityIdentifier = "bar"
        harness.window.addSubview(bar)
        bar.progress = 1.5
        #expect(bar.progress == 1 && bar.displayedProgress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.progress = 0.25
        bar.progress = .nan
        #expect(bar.progress == 0.25)
        #expect(harness.traceLines(containing: "UIProgressView bar: progress nan refused").count == 1)
        #expect(bar.intrinsicContentSize.height == 4)
    }

    @Test func anAnimatedChangeMovesTheBarOnTheFrameworkClock() {
        let harness = UIKitTestHarness()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        harness.window.addSubview(bar)
        bar.setProgress(0.8, animated: true)
        #expect(bar.progress == 0.8)
        #expect(bar.displayedProgress == 0)
        harness.advance(by: 0.125)
        // Frames at 1/60 s: the last at 7/60 s, 0.8 × 0.4667 ≈ 0.373.
        #expect(abs(bar.displayedProgress - 0.8 * Float(7.0 / 15)) < 0.001)
        harness.advance(by: 0.2)
        #expect(bar.displayedProgress == 0.8)
        #expect(harness.application.clock.pendingTimers.isEmpty)
        // A change while animating starts from where the bar is.
        bar.setProgress(0, animated: true)
        harness.advance(by: 0.05)
        bar.setProgress(1, animated: false)
        #expect(bar.displayedProgress == 1)
        #expect(harness.application.clock.pendingTimers.isEmpty)
    }

    @Test func drawsTheDonePartInTheTintOverTheTrack() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 200, height: 40))
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        bar.progress = 0.5
        scene.add(bar)
        expectPixel(scene.pixel(CGPoint(x: 25, y: 5)), .blend(.systemBlue), "done")
        expectPixel(scene.pixel(CGPoint(x: 75, y: 5)), .blend(UIProgressView.defaultTrackColor), "to do")
        expectPixel(scene.pixel(CGPoint(x: 25, y: 1)), .black, "above the 4-point bar")
        bar.progressTintColor = .red
        bar.trackTintColor = .green
        bar.progress = 0.9
        expectPixel(scene.pixel(CGPoint(x: 85, y: 5)), .red, "done, in its colour")
        expectPixel(scene.pixel(CGPoint(x: 95, y: 5)), .green, "the track, in its colour")
    }
}
