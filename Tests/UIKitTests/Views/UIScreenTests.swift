import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIScreen.swift`: the static entry points and resizing, which reaches the windows
/// of the application the screen belongs to.
@MainActor
@Suite struct UIScreenTests {
    @Test func mainAndScreensAreTheSharedApplications() {
        let harness = UIKitTestHarness()
        #expect(UIScreen.main === harness.application.mainScreen)
        #expect(UIScreen.screens.count == 1)
        #expect(UIScreen.screens.first === harness.application.mainScreen)
    }

    @Test func resizingResizesTheWindowsThatFillTheScreenAndLeavesTheOthers() {
        let harness = UIKitTestHarness()
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.application.mainScreen.resize(to: CGSize(width: 800, height: 400))
        #expect(harness.window.frame == CGRect(x: 0, y: 0, width: 800, height: 400))
        #expect(small.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func resizingAScreenOfAnApplicationThatIsNotSharedResizesItsOwnWindows() {
        let first = UIKitTestHarness()
        let second = UIKitTestHarness()  // now the shared application
        first.application.mainScreen.resize(to: CGSize(width: 800, height: 400))
        #expect(first.window.frame.size == CGSize(width: 800, height: 400))
        #expect(second.window.frame.size == CGSize(width: 400, height: 800))
    }
}
