import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIWindow.swift`: visibility, key status, z-order and the application a window
/// joins.
@MainActor
@Suite struct UIWindowTests {
    @Test func aWindowStartsHiddenAndMakeKeyAndVisibleShowsItAsKey() {
        let harness = UIKitTestHarness()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(!harness.window.isKeyWindow)
        #expect(harness.application.keyWindow === window)
    }

    @Test func theConvenienceInitializerFillsTheSharedApplicationsMainScreen() {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 320, height: 480))
        let window = UIWindow()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.screen === harness.application.mainScreen)
        #expect(harness.application.windows.contains { $0 === window })
    }

    @Test func aHigherLevelWindowTakesTouchesFirst() {
        let harness = UIKitTestHarness()
        let base = RecordingView(frame: harness.window.bounds)
        harness.window.addSubview(base)
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        alert.windowLevel = .alert
        let top = RecordingView(frame: alert.bounds)
        alert.addSubview(top)
        alert.isHidden = false
        // Shown before the key window was shown again: the level, not the order, puts it in front.
        harness.window.makeKeyAndVisible()
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(top.phases == ["touchesBegan", "touchesEnded"])
        #expect(base.phases.isEmpty)
    }

    @Test func hidingAWindowCancelsItsTouches() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: harness.window.bounds)
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 50, y: 50))
        harness.window.isHidden = true
        #expect(view.phases == ["touchesBegan", "touchesCancelled"])
        finger.lift()
        #expect(view.phases == ["touchesBegan", "touchesCancelled"])
    }
}
