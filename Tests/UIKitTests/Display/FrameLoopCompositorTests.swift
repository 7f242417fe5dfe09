import Foundation
import Testing
import UIKitTesting

/// The drawing system as the frame loop's display and composite steps: each refresh presents the drawn
/// screen with its damage, a refresh that changed nothing presents nothing (unless the display asked for
/// its picture again), and a frame copies a context's pixels.
@MainActor
@Suite struct FrameLoopCompositorTests {
    @Test func aRefreshThatChangedNothingPresentsNothingAndWakesNothing() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 20, height: 10))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.backgroundColor = .blue
        harness.window.addSubview(view)
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        try loop.attachCompositor()
        var skipped = 0
        loop.didSkipPresent = { _ in skipped += 1 }
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        #expect(presenter.frames.count == 1)
        #expect(skipped == 1)
        // And wakes nothing: no refresh and no timer is left waiting.
        #expect(loop.nextRefreshTime == nil)
        #expect(harness.application.clock.nextDeadline == nil)
        #expect(loop.statistics.framesPresented == 1 && loop.statistics.refreshes == 2)
        #expect(presenter.frames.first?.damage == [ScreenFrame.Region(x: 0, y: 0, width: 20, height: 10)])
        #expect(presenter.frames.last?.pixel(x: 2, y: 2) == 0xFF00_00FF)
    }

    @Test func aDisplayThatLostItsPictureGetsTheLastFrameAgainWithNoDamage() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 20, height: 10))
        harness.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        try loop.attachCompositor()
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        loop.setNeedsPresent()
        harness.advance(by: 0.02)
        #expect(presenter.frames.count == 2)
        #expect(presenter.frames.last?.damage == [])
        #expect(presenter.frames.last?.bytes == presenter.frames.first?.bytes)
        #expect(!loop.needsPresent)
    }

    @Test func aFrameCarriesOnlyTheChangedRectanglesAndTheirPixels() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 40, height: 20), scale: 2)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let right = UIView(frame: CGRect(x: 30, y: 10, width: 5, height: 5))
        left.backgroundColor = .red
        right.backgroundColor = .red
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        try loop.attachCompositor()
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        left.backgroundColor = .blue
        right.backgroundColor = .green
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        let frame = try #require(presenter.frames.last)
        #expect(frame.damage == [ScreenFrame.Region(x: 0, y: 0, width: 10, height: 10), ScreenFrame.Region(x: 60, y: 20, width: 10, height: 10)])
        #expect(frame.pixel(x: 5, y: 5) == 0xFF00_00FF)
        #expect(frame.pixel(x: 65, y: 25) == 0xFF00_FF00)
        #expect(frame.pixel(x: 30, y: 5) == 0xFF00_0000)   // the window's black, copied in the first frame
    }

    @Test func aLoopThatRefreshesWhenReadyRefreshesAtTheCurrentTimeNotTheNextBoundary() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 20, height: 10))
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        harness.advance(by: 0.005)
        loop.refreshesWhenReady = true
        loop.setNeedsRefresh()
        #expect(loop.nextRefreshTime == harness.application.clock.now)
        loop.refreshesWhenReady = false
        loop.setNeedsRefresh()   // already due sooner: stays
        #expect(loop.nextRefreshTime == harness.application.clock.now)
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

    @Test func thePresenterReadsTheCompositorsScreenWithoutACopy() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 20, height: 10))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        try loop.attachCompositor()
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        view.backgroundColor = .blue
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        // Both frames borrowed the one screen bitmap: the first, kept without a copy, shows the screen as it
        // is now (a copy per frame would still show red); the copy kept at its present shows red.
        let first = try #require(presenter.borrowed.first), second = try #require(presenter.borrowed.last)
        #expect(first.borrowsPixels && second.borrowsPixels)
        #expect(first.withUnsafeBytes { $0.baseAddress } == second.withUnsafeBytes { $0.baseAddress })
        #expect(first.pixel(x: 2, y: 2) == 0xFF00_00FF)
        #expect(presenter.frames.first?.pixel(x: 2, y: 2) == 0xFFFF_0000)
        #expect(second.damage == [ScreenFrame.Region(x: 0, y: 0, width: 5, height: 5)])
    }

    @Test func aScreenResizedMidRunPresentsTheNewSizeWholeFromANewBitmap() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 20, height: 10))
        harness.window.backgroundColor = .green
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        try loop.attachCompositor()
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        harness.application.mainScreen.resize(to: CGSize(width: 10, height: 30))
        loop.setNeedsRefresh()
        harness.advance(by: 0.02)
        let before = try #require(presenter.borrowed.first), after = try #require(presenter.borrowed.last)
        #expect(presenter.borrowed.count == 2)
        #expect(after.width == 10 && after.height == 30)
        #expect(after.damage == [ScreenFrame.Region(x: 0, y: 0, width: 10, height: 30)])
        #expect(after.pixel(x: 9, y: 29) == 0xFF00_FF00)
        // The old frame still reads its own (old) bitmap, alive as long as the frame is: never freed under it.
        #expect(before.width == 20 && before.height == 10 && before.pixel(x: 19, y: 9) == 0xFF00_FF00)
        #expect(before.withUnsafeBytes { $0.baseAddress } != after.withUnsafeBytes { $0.baseAddress })
    }

    // @moved
}
