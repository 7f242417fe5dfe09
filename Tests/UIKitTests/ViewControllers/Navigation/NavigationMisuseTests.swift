import Foundation
import Testing
import UIKitTesting

/// What UIKit raises for is a diagnostic naming the call, and the stack is left as it was (docs/reliability.md).
@MainActor
@Suite struct NavigationMisuseTests {
    @Test func pushingAControllerAlreadyInTheStackIsRefused() {
        let scene = NavigationScene(["A", "B"])
        scene.navigation.pushViewController(scene.controllers[0], animated: true)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(scene.log.entries.isEmpty)
        #expect(scene.harness.diagnostics.contains {
            $0.contains("pushViewController(StackedController(\"A\"))") && $0.contains("already in the stack (at index 0)")
        })
    }

    @Test func pushingANavigationControllerIsRefused() {
        let scene = NavigationScene(["A"])
        scene.navigation.pushViewController(UINavigationController(rootViewController: UIViewController()), animated: false)
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.harness.diagnostics.contains { $0.contains("pushing a navigation controller is not supported") })
    }

    @Test func pushingAPresentedControllerOrAnAncestorIsRefused() {
        let scene = NavigationScene(["A"])
        let modal = UIViewController()
        modal.title = "Modal"
        scene.controllers[0].present(modal, animated: false)
        scene.navigation.pushViewController(modal, animated: false)
        #expect(scene.harness.diagnostics.contains { $0.contains("is presented by") })
        let container = UIViewController()
        container.title = "Container"
        let inner = UINavigationController(rootViewController: UIViewController())
        container.addChild(inner)
        inner.setViewControllers([container], animated: false)
        #expect(scene.harness.diagnostics.contains { $0.contains("contains this navigation controller") })
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test func poppingTheRootReturnsNilAndIsReported() {
        let scene = NavigationScene(["A"])
        #expect(scene.navigation.popViewController(animated: true) == nil)
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.harness.diagnostics.contains { $0.contains("is the root view controller, which cannot be popped") })
        let empty = UINavigationController()
        #expect(empty.popViewController(animated: false) == nil)
        #expect(scene.harness.diagnostics.contains { $0.contains("the stack is empty") })
    }

    @Test func poppingToAControllerOutsideTheStackIsReported() {
        let scene = NavigationScene(["A", "B"])
        #expect(scene.navigation.popToViewController(UIViewController(), animated: false) == nil)
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.harness.diagnostics.contains { $0.contains("the view controller is not in the stack") })
    }

    @Test func settingAStackWithDuplicatesIsRefused() {
        let scene = NavigationScene(["A"])
        let other = scene.controller("B")
        scene.navigation.setViewControllers([scene.controllers[0], other, other], animated: false)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(other.parent == nil)
        #expect(scene.harness.diagnostics.contains {
            $0.contains("StackedController(\"B\") is at index 1 and at index 2; a view controller may appear only once")
        })
    }

    @Test func aStackChangeDuringTheInteractivePopIsRefused() {
        let scene = NavigationScene(["A", "B"])
        let finger = scene.screen.down(at: CGPoint(x: 5, y: 400))
        finger.move(to: CGPoint(x: 100, y: 400), duration: 0.2)
        #expect(scene.navigation.interactivePopGestureRecognizer?.state == .changed)
        scene.navigation.pushViewController(scene.controller("C"), animated: true)
        #expect(scene.navigation.popViewController(animated: true) == nil)
        let refusals = scene.harness.diagnostics.filter { $0.contains("the interactive pop is in progress") }
        #expect(refusals.count == 2)
        #expect(refusals.first?.contains("UINavigationController.pushViewController(StackedController(\"C\")): the interactive pop is in progress: ignored") == true)
        #expect(refusals.last?.contains("UINavigationController.popViewController: the interactive pop is in progress: ignored") == true)
        scene.harness.advance(by: 0.1)
        finger.lift()
        scene.harness.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"], "the short, slow drag cancelled")
    }
}
