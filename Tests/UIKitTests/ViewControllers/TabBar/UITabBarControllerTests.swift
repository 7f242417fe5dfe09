import Foundation
import Testing
import UIKitTesting

/// Tabs: children, selection with appearance callbacks, taps through real dispatch with the delegate, the
/// safe area above the bar, drawing, and misuse.
@MainActor
@Suite struct UITabBarControllerTests {
    @MainActor
    final class Delegate: UITabBarControllerDelegate {
        let log: CallbackLog
        var refused: Set<String> = []
        init(log: CallbackLog) { self.log = log }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("shouldSelect \(viewController.title ?? "")")
            return !refused.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("didSelect \(viewController.title ?? "")")
        }
    }

    /// A shown tab bar controller over tabs named `names`.
    @MainActor
    struct Scene {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let tabs = UITabBarController()
        let controllers: [StackedController]
        let delegate: Delegate
        init(_ names: [String] = ["One", "Two", "Three"]) {
            let log = self.log
            controllers = names.map { StackedController($0, log: log) }
            delegate = Delegate(log: log)
            tabs.viewControllers = controllers
            tabs.delegate = delegate
            harness.window.rootViewController = tabs
            harness.application.layoutPass()
            log.clear()
        }

        /// Taps the middle of tab `index` (the items share the 400 pt width equally).
        func tapTab(_ index: Int) {
            let width = 400 / CGFloat(controllers.count)
            harness.touchscreen().tap(at: CGPoint(x: width * (CGFloat(index) + 0.5), y: 800 - UITabBar.defaultHeight / 2))
        }
    }

    @Test func theFirstTabIsSelectedAndShownAndEveryTabIsAChild() {
        let scene = Scene()
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.tabs.selectedViewController === scene.controllers[0])
        #expect(scene.tabs.children.count == 3)
        #expect(scene.controllers[2].tabBarController === scene.tabs)
        #expect(scene.controllers[0].view.superview === scene.tabs.view)
        #expect(!scene.controllers[1].isViewLoaded, "an unselected tab's view is not loaded")
        #expect(scene.tabs.tabBar.items?.map(\.title) == ["One", "Two", "Three"])
        #expect(scene.tabs.tabBar.selectedItem === scene.controllers[0].tabBarItem)
        #expect(scene.tabs.tabBar.frame == CGRect(x: 0, y: 751, width: 400, height: 49))
        #expect(scene.controllers[0].view.safeAreaInsets.bottom == UITabBar.defaultHeight)
    }

    @Test func tappingATabAsksTheDelegateSwitchesWithAppearanceCallbacksThenTellsIt() {
        let scene = Scene()
        scene.tapTab(1)
        #expect(scene.log.entries == [
            "shouldSelect Two", "One viewWillDisappear", "Two viewWillAppear [toParent]", "One viewDidDisappear",
            "Two viewDidAppear [toParent]", "didSelect Two",
        ])
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.controllers[0].view.superview == nil)
        #expect(scene.controllers[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(scene.harness.traceLines(containing: "tab 1 StackedController(\"Two\") selected").count == 1)
    }

    @Test func theDelegateCanRefuseATabAndReselectingTellsItAgain() {
        let scene = Scene()
        scene.delegate.refused = ["Three"]
        scene.tapTab(2)
        #expect(scene.log.entries == ["shouldSelect Three"])
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.harness.traceLines(containing: "refused by the delegate").count == 1)
        scene.log.clear()
        scene.tapTab(0)
        #expect(scene.log.entries == ["shouldSelect One", "didSelect One"], "no appearance change for the selected tab")
    }

    @Test func selectingInCodeSwitchesWithoutTheDelegate() {
        let scene = Scene()
        scene.tabs.selectedViewController = scene.controllers[2]
        // A tab's first appearance is its move to the tab bar controller (the container rule of
        // docs/view-controllers.md, behaviour 14).
        #expect(scene.log.entries == [
            "One viewWillDisappear", "Three viewWillAppear [toParent]", "One viewDidDisappear", "Three viewDidAppear [toParent]",
        ])
        scene.log.clear()
        scene.tabs.selectedIndex = 0
        scene.tabs.selectedIndex = 2
        #expect(scene.log.entries.last == "Three viewDidAppear", "only the first appearance")
        #expect(scene.tabs.selectedViewController === scene.controllers[2])
    }

    @Test func aNewListKeepsTheSelectedControllerOrFallsBackToTheFirst() {
        let scene = Scene()
        scene.tabs.selectedIndex = 1
        scene.log.clear()
        let extra = StackedController("Four", log: scene.log)
        scene.tabs.viewControllers = [extra, scene.controllers[1]]
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.tabs.selectedViewController === scene.controllers[1])
        #expect(scene.controllers[0].parent == nil)
        scene.log.clear()
        scene.tabs.viewControllers = [extra]
        #expect(scene.tabs.selectedViewController === extra)
        #expect(scene.log.entries == [
            "Two willMove(toParent: nil)", "Two viewWillDisappear [fromParent]", "Four viewWillAppear [toParent]",
            "Two viewDidDisappear [fromParent]", "Four viewDidAppear [toParent]", "Two didMove(toParent: nil)",
        ])
    }

    @Test func misuseIsReportedAndRefused() {
        let scene = Scene()
        scene.tabs.selectedIndex = 7
        #expect(scene.tabs.selectedIndex == 0)
        scene.tabs.selectedViewController = UIViewController()
        scene.tabs.viewControllers = [scene.controllers[0], scene.controllers[0]]
        #expect(scene.tabs.viewControllers?.count == 3)
        let diagnostics = scene.harness.diagnostics
        #expect(diagnostics.contains { $0.contains("selectedIndex = 7: out of range 0..<3") })
        #expect(diagnostics.contains { $0.contains("not one of the tabs") })
        #expect(diagnostics.contains { $0.contains("is at index 0 and at index 1") })
    }

    @Test func aNavigationControllerInATabKeepsItsChildrensContentAboveTheTabBar() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let inner = StackedController("Inner", log: log)
        let navigation = UINavigationController(rootViewController: inner)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        harness.window.rootViewController = tabs
        harness.application.layoutPass()
        #expect(inner.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        #expect(inner.tabBarController === tabs)
        #expect(inner.navigationController === navigation)
    }

    @Test func theTabBarDrawsTheSelectedTitleInTheTintTheOthersGreyAndABadge() throws {
        let scene = Scene(["███", "███"])
        let compositor = try Compositor()
        scene.controllers[1].tabBarItem.badgeValue = ""
        compositor.renderFrame()
        let y = 800 - UITabBar.defaultHeight / 2
        expectPixel(compositor.pixel(CGPoint(x: 100, y: y)), .blend(.systemBlue), "selected tab in the tint")
        expectPixel(compositor.pixel(CGPoint(x: 300, y: y)), .blend(UITabBar.defaultUnselectedColor), "unselected tab grey")
        expectPixel(compositor.pixel(CGPoint(x: 10, y: 760)), .blend(UITabBar.defaultBarColor), "bar colour")
        expectPixel(compositor.pixel(CGPoint(x: 10, y: 751)), .blend(.black, alpha: 0.3, over: UITabBar.defaultBarColor), "hairline")
        let badgeProbe = compositor.pixelsMatching(.blend(UITabBar.badgeColor), in: CGRect(x: 200, y: 751, width: 200, height: 49))
        #expect(badgeProbe > 50, "a red badge is drawn on the second tab (\(badgeProbe) pixels)")
        scene.tapTab(1)
        compositor.renderFrame()
        expectPixel(compositor.pixel(CGPoint(x: 100, y: y)), .blend(UITabBar.defaultUnselectedColor), "first tab now grey")
        expectPixel(compositor.pixel(CGPoint(x: 300, y: y)), .blend(.systemBlue), "second tab now in the tint")
    }
}

extension Compositor {
    /// How many pixels in `rect` are within a small tolerance of `colour`.
    func pixelsMatching(_ colour: CGPixel, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if let pixel = pixel(CGPoint(x: x, y: y)), pixel.isClose(to: colour, tolerance: 8) { count += 1 }
            }
        }
        return count
    }
}
