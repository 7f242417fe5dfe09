import Foundation
import Testing
import UIKitTesting

/// The stack, the transitions' callback order on the framework clock, containment and the safe area.
@MainActor
@Suite struct UINavigationControllerTests {
    @Test func theRootIsAChildShownUnderTheBarWhenTheWindowShowsTheNavigationController() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = StackedController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(log.entries == ["A willMove(toParent: nav)", "A didMove(toParent: nav)"])
        #expect(navigation.children.map(\.title) == ["A"])
        #expect(root.navigationController === navigation)
        #expect(!root.isViewLoaded, "the root's view loads with the navigation controller's")
        log.clear()
        harness.window.rootViewController = navigation
        harness.application.layoutPass()
        #expect(log.entries == ["A viewWillAppear [toParent]", "A viewDidAppear [toParent]"],
                "the root's first appearance is its move to the navigation controller")
        #expect(root.view.superview === navigation.view)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(navigation.navigationBar.topItem === root.navigationItem)
    }

    @Test func anAnimatedPushDeliversTheCallbacksInIOSOrderAndEndsOnTheFrameworkClock() {
        let scene = NavigationScene(["A"])
        let pushed = scene.controller("B")
        scene.navigation.pushViewController(pushed, animated: true)
        #expect(scene.log.entries == [
            "B willMove(toParent: nav)", "A viewWillDisappear", "B viewWillAppear [toParent]", "delegate willShow B",
        ])
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(scene.navigation.topViewController === pushed)
        #expect(pushed.view.superview === scene.navigation.view, "the new view is in place during the animation")
        scene.log.clear()
        scene.harness.advance(by: UINavigationController.transitionDuration - 0.01)
        #expect(scene.log.entries.isEmpty, "nothing ends before the transition's duration")
        scene.harness.advance(by: 0.02)
        #expect(scene.log.entries == [
            "A viewDidDisappear", "B viewDidAppear [toParent]", "B didMove(toParent: nav)", "delegate didShow B",
        ])
        #expect(scene.controllers[0].view.superview == nil, "only the top view stays in the hierarchy")
        #expect(pushed.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(scene.navigation.navigationBar.backItem === scene.controllers[0].navigationItem)
    }

    @Test func anAnimatedPopMovesTheTopFromItsParentAndShowsTheOneBelow() {
        let scene = NavigationScene(["A", "B"])
        let popped = scene.navigation.popViewController(animated: true)
        #expect(popped === scene.controllers[1])
        #expect(scene.log.entries == [
            "B willMove(toParent: nil)", "B viewWillDisappear [fromParent]", "A viewWillAppear", "delegate willShow A",
        ])
        scene.log.clear()
        scene.harness.advance(by: UINavigationController.transitionDuration + 0.01)
        #expect(scene.log.entries == [
            "B viewDidDisappear [fromParent]", "A viewDidAppear", "B didMove(toParent: nil)", "delegate didShow A",
        ])
        #expect(scene.navigation.children.map(\.title) == ["A"])
        #expect(scene.controllers[1].navigationController == nil)
        #expect(scene.controllers[1].view.superview == nil)
    }

    @Test func aPushWithoutAnimationCompletesAtOnce() {
        let scene = NavigationScene(["A"])
        scene.navigation.pushViewController(scene.controller("B"), animated: false)
        #expect(scene.log.entries == [
            "B willMove(toParent: nav)", "A viewWillDisappear", "B viewWillAppear [toParent]", "delegate willShow B",
            "A viewDidDisappear", "B viewDidAppear [toParent]", "B didMove(toParent: nav)", "delegate didShow B",
        ])
    }

    @Test func poppingToTheRootRemovesTheControllersInBetweenWithoutShowingThem() {
        let scene = NavigationScene(["A", "B", "C"])
        let popped = scene.navigation.popToRootViewController(animated: false)
        #expect(popped?.map(\.title) == ["B", "C"])
        #expect(scene.log.entries == [
            "B willMove(toParent: nil)", "C willMove(toParent: nil)",
            "C viewWillDisappear [fromParent]", "A viewWillAppear", "delegate willShow A",
            "C viewDidDisappear [fromParent]", "A viewDidAppear",
            "B didMove(toParent: nil)", "C didMove(toParent: nil)", "delegate didShow A",
        ])
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(scene.navigation.popToRootViewController(animated: false)?.isEmpty == true, "already at the root")
    }

    @Test func popToAControllerReturnsThoseAboveIt() {
        let scene = NavigationScene(["A", "B", "C", "D"])
        let popped = scene.navigation.popToViewController(scene.controllers[1], animated: false)
        #expect(popped?.map(\.title) == ["C", "D"])
        #expect(scene.navigation.topViewController === scene.controllers[1])
        #expect(scene.controllers[1].view.superview === scene.navigation.view)
    }

    @Test func settingTheStackShowsANewTopAsAPushAndAnOldOneAsAPop() {
        let scene = NavigationScene(["A", "B"])
        let replacement = scene.controller("X")
        scene.navigation.setViewControllers([scene.controllers[0], replacement], animated: false)
        #expect(scene.log.entries == [
            "X willMove(toParent: nav)", "B willMove(toParent: nil)",
            "B viewWillDisappear [fromParent]", "X viewWillAppear [toParent]", "delegate willShow X",
            "B viewDidDisappear [fromParent]", "X viewDidAppear [toParent]",
            "B didMove(toParent: nil)", "X didMove(toParent: nav)", "delegate didShow X",
        ])
        #expect(scene.harness.traceLines(containing: "setViewControllers: push StackedController(\"B\") → StackedController(\"X\")").count == 1, "a new top is shown as a push")
        scene.log.clear()
        scene.navigation.viewControllers = [scene.controllers[0]]
        #expect(scene.harness.traceLines(containing: "setViewControllers: pop StackedController(\"X\") → StackedController(\"A\")").count == 1, "a top from the old stack is shown as a pop")
        #expect(scene.log.entries.contains("A viewDidAppear"))
    }

    @Test func theVisibleControllerIsWhatTheTopPresents() {
        let scene = NavigationScene(["A", "B"])
        #expect(scene.navigation.visibleViewController === scene.controllers[1])
        let modal = UIViewController()
        scene.controllers[1].present(modal, animated: false)
        #expect(scene.navigation.visibleViewController === modal)
        #expect(scene.navigation.topViewController === scene.controllers[1])
    }

    @Test func aNavigationControllerOutsideAWindowChangesItsStackWithoutAppearanceCallbacks() {
        let log = CallbackLog()
        let navigation = UINavigationController(rootViewController: StackedController("A", log: log))
        navigation.loadViewIfNeeded()
        log.clear()
        let pushed = StackedController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        #expect(log.entries == ["B willMove(toParent: nav)", "B didMove(toParent: nav)"])
        #expect(pushed.view.superview === navigation.view)
        #expect(navigation.children.count == 2)
    }

    @Test func aChangeDuringAnAnimatedOneCompletesTheRunningOneFirst() {
        let scene = NavigationScene(["A"])
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        scene.log.clear()
        scene.navigation.pushViewController(scene.controller("C"), animated: true)
        #expect(Array(scene.log.entries.prefix(4)) == [
            "A viewDidDisappear", "B viewDidAppear [toParent]", "B didMove(toParent: nav)", "delegate didShow B",
        ])
        scene.harness.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B", "C"])
        #expect(scene.log.entries.last == "delegate didShow C")
    }

    @Test func childrenAreLaidOutUnderTheBarWithTheirSafeAreaBelowIt() {
        let scene = NavigationScene(["A"])
        let child = scene.controllers[0]
        #expect(child.view.safeAreaInsets.top == UINavigationBar.defaultHeight)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(child.view.safeAreaInsets.top == UINavigationBar.defaultHeight + 10)
        scene.navigation.setNavigationBarHidden(true, animated: false)
        scene.layout()
        #expect(scene.navigation.isNavigationBarHidden)
        #expect(scene.navigation.navigationBar.isHidden)
        #expect(child.view.safeAreaInsets.top == 10)
        let pushed = scene.controller("B")
        scene.navigation.pushViewController(pushed, animated: false)
        #expect(pushed.view.safeAreaInsets.top == 0, "a pushed child gets the bar's current state")
        scene.navigation.isNavigationBarHidden = false
        #expect(pushed.view.safeAreaInsets.top == UINavigationBar.defaultHeight)
    }

    @Test func aSafeAreaGuideConstraintPlacesContentBelowTheBar() {
        let scene = NavigationScene(["A"])
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        let root = scene.controllers[0].view!
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 30),
        ])
        scene.layout()
        #expect(content.frame == CGRect(x: 0, y: 44, width: 100, height: 30))
    }

    @Test func theBarFadesOutOnTheFrameworkClockWhenHiddenWithAnimation() {
        let scene = NavigationScene(["A"])
        let bar = scene.navigation.navigationBar
        scene.navigation.setNavigationBarHidden(true, animated: true)
        #expect(scene.controllers[0].view.safeAreaInsets.top == 0, "the safe area follows at once")
        #expect(!bar.isHidden && bar.alpha == 0)
        scene.harness.advance(by: UINavigationController.hideShowBarDuration - 0.01)
        #expect(!bar.isHidden)
        scene.harness.advance(by: 0.02)
        #expect(bar.isHidden)
        #expect(bar.alpha == 1)
        scene.navigation.setNavigationBarHidden(false, animated: true)
        #expect(!bar.isHidden)
        scene.harness.advance(by: 1)
        #expect(!bar.isHidden && bar.alpha == 1)
    }

    @Test func poppedControllersAndAReleasedNavigationControllerAreFreed() {
        let harness = UIKitTestHarness()
        weak var weakNavigation: UINavigationController?
        weak var weakPopped: UIViewController?
        weak var weakItem: UIBarButtonItem?
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            harness.window.rootViewController = navigation
            let popped = UIViewController()
            let item = UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in })
            popped.navigationItem.rightBarButtonItem = item
            navigation.pushViewController(popped, animated: true)
            harness.advance(by: 1)
            navigation.popViewController(animated: true)
            harness.advance(by: 1)
            weakNavigation = navigation
            weakPopped = popped
            weakItem = item
        }
        #expect(weakPopped == nil, "a popped controller is released with its bar items")
        #expect(weakItem == nil)
        #expect(weakNavigation != nil, "the window's root keeps the navigation controller")
        harness.window.rootViewController = nil
        #expect(weakNavigation == nil, "nothing else (bar, recognizer, items) keeps it alive")
    }
}
