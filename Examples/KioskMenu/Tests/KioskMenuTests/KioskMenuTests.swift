import KioskMenuKit
import Testing
import UIKit
import UIKitTesting

/// The kiosk app launched as on the device (its delegate, a portrait 480 × 800 screen) and driven with a
/// virtual touchscreen: the menu's Auto Layout, scrolling it, an item's details, ordering, going back.
@MainActor
@Suite struct KioskMenuTests {
    func launch() -> (UIKitTestHarness, KioskAppDelegate, MenuViewController) {
        let harness = UIKitTestHarness(launching: KioskAppDelegate.self, screenSize: CGSize(width: 480, height: 800))
        let delegate = harness.application.delegate as! KioskAppDelegate
        let menu = delegate.window?.rootViewController as! MenuViewController
        harness.application.layoutPass()
        return (harness, delegate, menu)
    }

    /// The centre of `view` on the screen.
    func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func theMenuLaysOutOneFullWidthButtonPerItemBelowTheTitleAndScrollsTheRest() {
        let (_, _, menu) = launch()
        #expect(menu.itemButtons.count == MenuItem.lunch.count)
        let frames = menu.itemButtons.map { $0.convert($0.bounds, to: nil) }
        #expect(frames.allSatisfy { $0.minX == 24 && $0.width == 432 && $0.height == 72 })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.minY - $0.maxY == 12 })
        #expect(frames[0].minY > 40, "the first item is below the title")
        // Nine rows of 72 + 8 gaps of 12 + 24 below: taller than the scroll view, so it scrolls.
        #expect(abs(menu.scrollView.contentSize.height - (9 * 72 + 8 * 12 + 24)) < 0.01)
        #expect(menu.scrollView.contentSize.height > menu.scrollView.bounds.height)
    }

    @Test func draggingTheMenuUpScrollsItWithoutOpeningAnItem() {
        let (harness, _, menu) = launch()
        let screen = harness.touchscreen()
        screen.drag(from: CGPoint(x: 240, y: 600), to: CGPoint(x: 240, y: 300), duration: 0.3)
        harness.advance(by: 2)
        // A 300 pt drag is more than the menu has left below the screen: it ends scrolled to the bottom.
        let bottom = menu.scrollView.contentSize.height - menu.scrollView.bounds.height
        #expect(bottom > 20)
        #expect(abs(menu.scrollView.contentOffset.y - bottom) < 1)
        #expect(menu.presentedViewController == nil)
    }

    @Test func tappingAnItemShowsItsDetailsAndOrderingPlacesOneOrder() throws {
        let (harness, delegate, menu) = launch()
        let screen = harness.touchscreen()
        screen.tap(at: center(of: menu.itemButtons[1]))
        harness.advance(by: 0.5)
        let details = try #require(menu.presentedViewController as? ItemDetailsViewController)
        #expect(details.item.name == "Falafel wrap")
        harness.application.layoutPass()
        screen.tap(at: center(of: details.orderButton))
        harness.advance(by: 0.5)
        #expect(delegate.orders.orders.map(\.name) == ["Falafel wrap"])
        #expect(details.statusLabel.text == "Ordered: Falafel wrap")
        // A second tap does nothing: the button is disabled after ordering.
        screen.tap(at: center(of: details.orderButton))
        harness.advance(by: 0.5)
        #expect(delegate.orders.orders.count == 1)
        screen.tap(at: center(of: details.backButton))
        harness.advance(by: 0.5)
        #expect(menu.presentedViewController == nil)
    }

    @Test func aSwipeToTheRightCancelsTheDetailsWithoutOrdering() throws {
        let (harness, delegate, menu) = launch()
        menu.showDetails(of: 0)
        harness.application.layoutPass()
        #expect(menu.presentedViewController is ItemDetailsViewController)
        harness.touchscreen().swipe(from: CGPoint(x: 60, y: 500), dx: 300, dy: 0, duration: 0.1)
        harness.advance(by: 0.5)
        #expect(menu.presentedViewController == nil)
        #expect(delegate.orders.orders.isEmpty)
    }
}
