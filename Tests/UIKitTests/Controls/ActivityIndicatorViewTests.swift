import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Controls/UIActivityIndicatorView.swift`: start/stop, hiding, turning on the framework
/// clock, drawing.
@MainActor
@Suite struct ActivityIndicatorViewTests {
    @Test func itTurnsOnTheFrameworkClockWhileAnimating() {
        let harness = UIKitTestHarness()
        let spinner = UIActivityIndicatorView(style: .large)
        harness.window.addSubview(spinner)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating && spinner.phase == 0)
        harness.advance(by: 0.25)
        #expect(spinner.phase == 3)
        harness.advance(by: 2.0 / 3)
        #expect(spinner.phase == 3)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        harness.advance(by: 1)
        #expect(spinner.phase == 3)
        #expect(harness.application.clock.pendingTimers.isEmpty)
    }

    @Test func withoutHidesWhenStoppedItStaysVisible() {
        let harness = UIKitTestHarness()
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        harness.window.addSubview(spinner)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.startAnimating()
        harness.advance(by: 1.0 / 12)
        #expect(spinner.phase == 1)
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    /// Spoke 0 points up from the centre (18.5, 18.5): at phase 0 it is the brightest, at phase 4 it is
    /// four spokes behind (alpha 1 − 0.75 × 4/7).
    @Test func theBrightSpokeMovesRound() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 60, height: 60))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .white
        scene.add(spinner)
        spinner.startAnimating()
        let top = CGPoint(x: 18, y: 6)
        expectPixel(scene.pixel(top), .white, tolerance: 30, "the bright spoke")
        scene.harness.advance(by: 4.0 / 12)
        #expect(spinner.phase == 4)
        expectPixel(scene.pixel(top), .blend(.white, alpha: 1 - 0.75 * 4 / 7), tolerance: 30, "four spokes behind")
        spinner.stopAnimating()
        expectPixel(scene.pixel(top), .black, "hidden when stopped")
    }
}
