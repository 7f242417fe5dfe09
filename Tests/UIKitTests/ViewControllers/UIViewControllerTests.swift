import Testing
import UIKitTesting

@MainActor
@Suite struct UIViewControllerNamingTests {
    @Test func diagnosticsNameAControllerByTitleElseByItsViewsIdentifier() {
        _ = UIKitTestHarness()
        let controller = UIViewController()
        #expect(controller.traceName == "UIViewController")
        controller.view.accessibilityIdentifier = "settings"
        #expect(controller.traceName == "UIViewController(settings)")
        controller.title = "Settings"
        #expect(controller.traceName == "UIViewController(\"Settings\")")
    }
}
