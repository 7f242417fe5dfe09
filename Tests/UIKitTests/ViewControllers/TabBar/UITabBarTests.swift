import Foundation
import Testing
import UIKitTesting

/// A tab bar on its own: items share the width, a tap selects and tells the delegate, disabled items and
/// items that are not in the bar are ignored.
@MainActor
@Suite struct UITabBarTests {
    @MainActor
    final class Delegate: UITabBarDelegate {
        var selected: [String] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
    }

    @Test func aTapSelectsTheItemAndTellsTheDelegate() {
        let harness = UIKitTestHarness()
        let bar = UITabBar(frame: CGRect(x: 0, y: 751, width: 400, height: UITabBar.defaultHeight))
        harness.window.addSubview(bar)
        let delegate = Delegate()
        bar.delegate = delegate
        let items = ["Home", "Search", "Profile", "More"].enumerated().map { UITabBarItem(title: $1, tag: $0) }
        bar.items = items
        harness.application.layoutPass()
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 150, y: 775))
        #expect(bar.selectedItem === items[1], "the second of four 100-point slots")
        items[3].isEnabled = false
        screen.tap(at: CGPoint(x: 350, y: 775))
        #expect(bar.selectedItem === items[1], "a disabled item is not selected")
        #expect(delegate.selected == ["Search"])
        bar.selectedItem = UITabBarItem(title: "Elsewhere", tag: 9)
        #expect(bar.selectedItem == nil, "an item that is not in the bar selects nothing")
        bar.selectedItem = items[2]
        bar.items = Array(items.prefix(2))
        #expect(bar.selectedItem == nil, "the selected item left the bar")
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 49))
    }
}
