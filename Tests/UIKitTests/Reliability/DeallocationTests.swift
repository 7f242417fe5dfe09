import Testing
import UIKitTesting

/// Views, recognizers and controllers removed from a tree are deallocated — after touches on them ended,
/// after actions captured them weakly, and while a trace recorder kept every entry that named them (the
/// trace holds names, never objects). Checked with weak references.
@MainActor
@Suite struct DeallocationTests {
    /// A target whose action the recognizer holds weakly.
    final class Target {
        var count = 0
        func handle() { count += 1 }
    }

    @Test func aRemovedViewWithRecognizersIsDeallocatedAfterItsTouchesEnd() {
        let harness = UIKitTestHarness()
        weak var weakView: UIView?
        weak var weakTap: UITapGestureRecognizer?
        weak var weakPan: UIPanGestureRecognizer?
        let target = Target()
        do {
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let tap = UITapGestureRecognizer(target: target, action: Target.handle)
            let pan = UIPanGestureRecognizer()
            pan.addAction { [weak view] _ in _ = view?.frame }
            view.addGestureRecognizer(tap)
            view.addGestureRecognizer(pan)
            harness.window.addSubview(view)
            weakView = view
            weakTap = tap
            weakPan = pan
        }
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 50))
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 120, y: 50), duration: 0.1)
        weakView?.removeFromSuperview()
        finger.lift()
        harness.advance(by: 1)
        // The next frame replaces the event's touches.
        screen.tap(at: CGPoint(x: 300, y: 300))
        #expect(target.count == 1)
        #expect(!harness.traceLines(containing: "UIPanGestureRecognizer").isEmpty)
        #expect(weakView == nil)
        #expect(weakTap == nil)
        #expect(weakPan == nil)
    }

    @Test func aRecognizerRemovedMidGestureIsDeallocated() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        weak var weakPress: UILongPressGestureRecognizer?
        do {
            let press = UILongPressGestureRecognizer()
            view.addGestureRecognizer(press)
            weakPress = press
        }
        let screen = harness.touchscreen()
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        if let press = weakPress { view.removeGestureRecognizer(press) }
        harness.advance(by: 1)
        finger.lift()
        screen.tap(at: CGPoint(x: 300, y: 300))
        #expect(weakPress == nil)
    }

    @Test func hoveredAndScrolledRecognizersOfARemovedViewAreDeallocated() {
        let harness = UIKitTestHarness()
        weak var weakHover: UIHoverGestureRecognizer?
        weak var weakPan: UIPanGestureRecognizer?
        weak var weakView: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let hover = UIHoverGestureRecognizer()
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .all
            view.addGestureRecognizer(hover)
            view.addGestureRecognizer(pan)
            harness.window.addSubview(view)
            weakHover = hover
            weakPan = pan
            weakView = view
        }
        let mouse = harness.mouse()
        mouse.move(by: 5, 5)
        mouse.wheel(detents: 2)
        weakView?.removeFromSuperview()
        harness.advance(by: 1)
        mouse.move(by: 5, 5)
        #expect(weakView == nil)
        #expect(weakHover == nil)
        #expect(weakPan == nil)
    }

    @Test func aDismissedControllerAndItsViewsAreDeallocated() {
        let harness = UIKitTestHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        weak var weakPresented: UIViewController?
        weak var weakContent: UIView?
        do {
            let presented = UIViewController()
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let tap = UITapGestureRecognizer(target: presented, action: UIViewController.loadViewIfNeeded)
            content.addGestureRecognizer(tap)
            presented.view.addSubview(content)
            root.present(presented, animated: true)
            weakPresented = presented
            weakContent = content
        }
        harness.advance(by: 1)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        weakPresented?.dismiss(animated: true)
        harness.advance(by: 1)
        harness.touchscreen().tap(at: CGPoint(x: 300, y: 300))
        #expect(root.presentedViewController == nil)
        #expect(weakPresented == nil)
        #expect(weakContent == nil)
    }

    @Test func traceEntriesHoldNamesNotObjects() {
        let harness = UIKitTestHarness()
        weak var weakView: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.accessibilityIdentifier = "doomed"
            view.addGestureRecognizer(UITapGestureRecognizer())
            harness.window.addSubview(view)
            weakView = view
        }
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        weakView?.removeFromSuperview()
        harness.touchscreen().tap(at: CGPoint(x: 300, y: 300))
        #expect(!harness.traceLines(containing: "doomed").isEmpty)
        #expect(weakView == nil)
    }

    @Test func anApplicationIsDeallocatedWhileItsWindowLivesOnAndTheWindowFallsBackToTheSharedOne() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakApplication: UIApplication?
        var window: UIWindow?
        do {
            let application = UIApplication.makeShared(screen: screen)
            weakApplication = application
            window = UIWindow(screen: screen)
            #expect(window?.next === application)
        }
        let current = UIApplication.makeShared(screen: screen)
        #expect(weakApplication == nil)
        #expect(window?.next === current)
        #expect(window?.isKeyWindow == false)
    }
}

