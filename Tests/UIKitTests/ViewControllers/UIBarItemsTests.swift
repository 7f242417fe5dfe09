import Testing
import UIKitTesting

@MainActor
@Suite struct UIBarItemsTests {
    // Behaviour 50
    @Test func theEditButtonsActionTogglesEditingAndItsTitle() throws {
        let harness = UIKitTestHarness()
        final class Editing: UIViewController {
            var calls: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append("setEditing(\(editing), animated: \(animated))")
            }
        }
        let controller = Editing()
        let button = controller.editButtonItem
        #expect(!controller.isEditing)
        #expect(button.title == "Edit")
        #expect(button.style == .plain)
        let action = try #require(button.action)
        #expect(harness.application.sendAction(action, to: button.target, from: button, for: nil))
        #expect(controller.isEditing)
        #expect(controller.calls == ["setEditing(true, animated: true)"])
        #expect(button.title == "Done")
        #expect(button.style == .done)
        controller.isEditing = false
        #expect(button.title == "Edit")
        #expect(controller.editButtonItem === button)
    }

    // Behaviour 52
    @Test func theNavigationItemExistsWithoutLoadingTheViewAndIsAlwaysTheSame() {
        _ = UIKitTestHarness()
        let controller = UIViewController()
        controller.title = "Settings"
        let item = controller.navigationItem
        #expect(!controller.isViewLoaded)
        #expect(controller.navigationItem === item)
        #expect(item.title == "Settings")
        controller.title = "Display"
        #expect(item.title == "Display")
        #expect(controller.tabBarItem.title == "Display")
        #expect(controller.tabBarItem === controller.tabBarItem)
        #expect(controller.traceName == "UIViewController(\"Display\")")
    }

    // Behaviour 51
    @Test func aMemoryWarningReachesEveryControllerAndUnloadsNothing() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = RecordingViewController("R", log: log)
        let child = RecordingViewController("C", log: log)
        let presented = RecordingViewController("P", log: log)
        harness.window.rootViewController = root
        root.addChild(child)
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        log.clear()
        harness.application.deliverMemoryWarning()
        #expect(log.entries == ["R didReceiveMemoryWarning", "C didReceiveMemoryWarning", "P didReceiveMemoryWarning"])
        #expect(root.isViewLoaded && presented.isViewLoaded)
    }

    @Test func aButtonMadeFromAnActionTakesItsTitleUnlessGivenOne() {
        _ = UIKitTestHarness()
        let action = UIAction(title: "Add") { _ in }
        #expect(UIBarButtonItem(primaryAction: action).title == "Add")
        #expect(UIBarButtonItem(title: "Plus", primaryAction: action).title == "Plus")
        let untitled = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        untitled.primaryAction = action
        #expect(untitled.title == "Add", "setting the action later also gives its title")
        #expect(untitled.primaryAction === action)
    }
}
