import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Controls/UIPageControl.swift`: taps either side of the current dot, clamping, drawing.
@MainActor
@Suite struct PageControlTests {
    /// Five pages in a 200 × 26 control at the top left: the dots' centres are at x 68, 84, 100, 116, 132.
    func scene() -> (UIKitTestHarness, UIPageControl, ControlEventLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.accessibilityIdentifier = "pages"
        pages.numberOfPages = 5
        harness.window.addSubview(pages)
        let log = ControlEventLog()
        log.watch(pages, [.valueChanged])
        return (harness, pages, log, harness.touchscreen())
    }

    @Test func tapsEitherSideOfTheCurrentDotStepOnePage() {
        let (harness, pages, log, screen) = scene()
        #expect(pages.indicatorCenter(forPage: 2) == CGPoint(x: 100, y: 13))
        pages.currentPage = 2
        #expect(log.events.isEmpty)
        screen.tap(at: CGPoint(x: 150, y: 13))
        #expect(pages.currentPage == 3)
        #expect(log.events == ["valueChanged"])
        // Left of page 3's dot (x 116), even though right of the control's middle.
        screen.tap(at: CGPoint(x: 110, y: 13))
        #expect(pages.currentPage == 2)
        #expect(log.events == ["valueChanged", "valueChanged"])
        #expect(harness.traceLines(containing: "page control pages: tap left of the current dot: page 2").count == 1)
    }

    @Test func aTapPastEitherEndChangesNothing() {
        let (harness, pages, log, screen) = scene()
        screen.tap(at: CGPoint(x: 10, y: 13))
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        screen.tap(at: CGPoint(x: 190, y: 13))
        #expect(pages.currentPage == 4)
        #expect(log.events.isEmpty)
        #expect(harness.traceLines(containing: "the last page: no change").count == 1)
    }

    @Test func outOfRangePagesAreClampedAndReported() {
        let (harness, pages, _, _) = scene()
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        #expect(harness.traceLines(containing: "UIPageControl pages: currentPage 9 is outside 0...4: using 4").count == 1)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -3
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        #expect(harness.traceLines(containing: "numberOfPages -3 is negative: using 0").count == 1)
        #expect(pages.intrinsicContentSize == CGSize(width: 0, height: 26))
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 48, height: 26))
    }

    @Test func drawsTheCurrentDotBrighter() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 200, height: 40))
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 5
        scene.add(pages)
        expectPixel(scene.pixel(CGPoint(x: 68, y: 13)), .white, "the current page's dot")
        expectPixel(scene.pixel(CGPoint(x: 84, y: 13)), .blend(.white, alpha: 0.3), "another page's dot")
        expectPixel(scene.pixel(CGPoint(x: 76, y: 13)), .black, "between the dots")
        pages.currentPage = 1
        expectPixel(scene.pixel(CGPoint(x: 84, y: 13)), .white, "the new current dot")
        expectPixel(scene.pixel(CGPoint(x: 68, y: 13)), .blend(.white, alpha: 0.3), "the old one")
        pages.hidesForSinglePage = true
        pages.numberOfPages = 1
        expectPixel(scene.pixel(CGPoint(x: 100, y: 13)), .black, "a single page, hidden")
    }
}
