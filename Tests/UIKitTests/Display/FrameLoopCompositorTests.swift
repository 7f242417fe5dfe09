import Foundation
import Testing
import UIKitTesting

/// The drawing system as the frame loop's display and composite steps: each refresh presents the drawn
/// screen, a refresh that changed nothing presents the previous frame again, and a frame copies a
/// context's pixels.
@MainActor
@Suite struct FrameLoopCompositorTests {
    @Test func aRefreshThatChangedNothingPresentsThePreviousFrameAgain() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 20, height: 10))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.backgroundColor = .blue
        harness.window.addSubview(view)
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        try loop.attachCompositor()
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        #expect(presenter.frames.count == 2)
        #expect(presenter.frames.first == presenter.frames.last)
        #expect(presenter.frames.last?.pixel(x: 2, y: 2) == 0xFF00_00FF)
    }

    @Test func aFrameCopiesAContextsPixels() throws {
        let context = try CGContext(width: 3, height: 2)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 2))
        let frame = try #require(ScreenFrame(copying: context))
        #expect(frame.width == 3 && frame.height == 2)
        #expect(frame.pixel(x: 2, y: 1) == 0xFF00_FF00)
        #expect(frame.pixel(x: 0, y: 0) == 0)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(frame.pixel(x: 0, y: 0) == 0)
    }

    @Test func withTheCompositorAttachedARefreshPresentsTheDrawnScreenAndItsChanges() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 40, height: 20), scale: 2)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        try loop.attachCompositor()
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        let first = try #require(presenter.frames.first)
        #expect(first.width == 80 && first.height == 40)
        #expect(first.pixel(x: 5, y: 5) == 0xFFFF_0000)
        view.center = CGPoint(x: 35, y: 15)      // the view moves; the next refresh shows it moved
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        let second = try #require(presenter.frames.last)
        #expect(second.pixel(x: 5, y: 5) != 0xFFFF_0000)
        #expect(second.pixel(x: 65, y: 25) == 0xFFFF_0000)
    }

    // @moved
}
