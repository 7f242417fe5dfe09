import KioskMenuKit
import Testing
import UIKit
import UIKitTesting

/// The kiosk app launched as on the device (its delegate, a portrait 480 × 800 screen) and driven with a
/// virtual touchscreen: the menu table under the navigation bar, scrolling it, an item's details pushed,
/// ordering, and going back with the bar's back button or a swipe from the left edge.
@MainActor
@Suite struct KioskMenuTests {
    func launch() throws -> (UIKitTestHarness, KioskAppDelegate, UINavigationController, MenuViewController) {
        let harness = UIKitTestHarness(launching: KioskAppDelegate.self, screenSize: CGSize(width: 480, height: 800))
        let delegate = try #require(harness.application.delegate as? KioskAppDelegate)
        let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
        let menu = try #require(navigation.viewControllers.first as? MenuViewController)
        harness.application.layoutPass()
        return (harness, delegate, navigation, menu)
    }

    /// The centre of `view` on the screen.
    func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The navigation bar's back button.
    func backButton(of navigation: UINavigationController) throws -> UIButton {
        try #require(navigation.navigationBar.subviews.first { $0.accessibilityIdentifier == "back button" } as? UIButton)
    }

    @Test func theMenuIsATableOfFullWidthRowsBelowTheTitledBarAndReusesItsCells() throws {
        let (_, _, navigation, menu) = try launch()
        #expect(navigation.navigationBar.topItem?.title == "Lunch menu")
        let table = menu.tableView.convert(menu.tableView.bounds, to: nil)
        #expect(table.minY == 44 && table.height == 756, "the table fills the screen below the 44 pt bar: \(table)")
        let cells = menu.tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        let frames = cells.map { $0.convert($0.bounds, to: nil) }
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == 480 && $0.height == 72 })
        #expect(frames.first?.minY == 44)
        // Thirteen rows of 72 pt are taller than the table: it scrolls, and only the rows on screen have cells.
        #expect(menu.tableView.contentSize.height == CGFloat(MenuItem.lunch.count) * 72)
        #expect(menu.tableView.contentSize.height > menu.tableView.bounds.height)
        #expect(cells.count == 11, "756 pt show 10.5 rows: 11 cells, not one per item")
    }

    @Test func draggingTheMenuUpScrollsItWithoutOpeningAnItem() throws {
        let (harness, _, navigation, menu) = try launch()
        let screen = harness.touchscreen()
        screen.drag(from: CGPoint(x: 240, y: 600), to: CGPoint(x: 240, y: 300), duration: 0.3)
        harness.advance(by: 2)
        // A 300 pt drag is more than the menu has left below the screen: it ends scrolled to the bottom.
        let bottom = menu.tableView.contentSize.height - menu.tableView.bounds.height
        #expect(bottom > 100)
        #expect(abs(menu.tableView.contentOffset.y - bottom) < 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(menu.tableView.indexPathForSelectedRow == nil)
        let last = try #require(menu.tableView.cellForRow(at: IndexPath(row: MenuItem.lunch.count - 1, section: 0)))
        #expect(last.convert(last.bounds, to: nil).maxY == 800, "the last row ends at the screen's bottom")
    }

    @Test func tappingAnItemPushesItsDetailsAndOrderingPlacesOneOrder() throws {
        let (harness, delegate, navigation, menu) = try launch()
        let screen = harness.touchscreen()
        let row = try #require(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        screen.tap(at: center(of: row))
        harness.advance(by: 1)
        let details = try #require(navigation.topViewController as? ItemDetailsViewController)
        #expect(details.item.name == "Falafel wrap")
        #expect(navigation.navigationBar.topItem?.title == "Falafel wrap")
        #expect(try backButton(of: navigation).title(for: .normal) == "Menu")
        harness.application.layoutPass()
        screen.tap(at: center(of: details.orderButton))
        harness.advance(by: 0.5)
        #expect(delegate.orders.orders.map(\.name) == ["Falafel wrap"])
        #expect(details.statusLabel.text == "Ordered: Falafel wrap")
        // A second tap does nothing: the button is disabled after ordering.
        screen.tap(at: center(of: details.orderButton))
        harness.advance(by: 0.5)
        #expect(delegate.orders.orders.count == 1)
        screen.tap(at: center(of: try backButton(of: navigation)))
        harness.advance(by: 1)
        #expect(navigation.topViewController === menu)
        #expect(menu.tableView.indexPathForSelectedRow == nil, "the row's selection faded when its details were shown")
    }

    @Test func aSwipeInFromTheLeftEdgeGoesBackWithoutOrdering() throws {
        let (harness, delegate, navigation, menu) = try launch()
        menu.showDetails(of: 0)
        harness.advance(by: 1)
        #expect(navigation.topViewController is ItemDetailsViewController)
        harness.touchscreen().swipe(from: CGPoint(x: 2, y: 500), dx: 360, dy: 0, duration: 0.2)
        harness.advance(by: 1)
        #expect(navigation.topViewController === menu)
        #expect(delegate.orders.orders.isEmpty)
    }

    @Test func aSwipeToTheRightFromMidScreenDoesNotGoBack() throws {
        let (harness, _, navigation, menu) = try launch()
        menu.showDetails(of: 0)
        harness.advance(by: 1)
        harness.touchscreen().swipe(from: CGPoint(x: 120, y: 500), dx: 300, dy: 0, duration: 0.2)
        harness.advance(by: 1)
        #expect(navigation.topViewController is ItemDetailsViewController, "the pop starts only at the left edge")
    }
}
