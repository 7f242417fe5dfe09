import Testing
import UIKitTesting

/// A logging window on a 1024 × 768 screen whose root `A` has a full-size logging view `behind`, and a
/// controller `B` with a logging content view.
@MainActor
struct PresentationScene {
    let harness: UIKitTestHarness
    let log: CallbackLog
    let window: LoggingWindow
    let root: RecordingViewController
    let behind: LoggingView
    let presented: RecordingViewController
    let content: LoggingView
    let screen: VirtualTouchscreen
}

/// A fresh ``PresentationScene``.
@MainActor
func makePresentationScene() -> PresentationScene {
    let harness = UIKitTestHarness(screenSize: CGSize(width: 1024, height: 768))
    let log = CallbackLog()
    let window = LoggingWindow(screen: harness.application.mainScreen)
    window.log = log
    let root = RecordingViewController("A", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let behind = LoggingView("behind", log: log, frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    root.view.addSubview(behind)
    let presented = RecordingViewController("B", log: log)
    let content = LoggingView("content", log: log)
    presented.customView = content
    presented.loadViewIfNeeded()
    let screen = harness.touchscreen()
    log.clear()
    return PresentationScene(harness: harness, log: log, window: window, root: root, behind: behind, presented: presented,
                             content: content, screen: screen)
}

/// Touches around presented content, through real dispatch: what the dimming view swallows or lets through
/// (popovers: UIPopoverPresentationControllerTests).
@MainActor
@Suite struct PresentationTests {
    @Test func withoutAPresentationTouchesReachTheViewsBehind() {
        let s = makePresentationScene()
        s.screen.tap(at: CGPoint(x: 10, y: 10))
        #expect(s.log.entries == ["behind touchesBegan", "A touchesBegan", "window touchesBegan"])
    }

    // Behaviour 37 and the must-show: a touch outside a form sheet reaches nothing behind it.
    @Test func aTouchOutsideAFormSheetReachesNothingBehindIt() {
        let s = makePresentationScene()
        s.presented.modalPresentationStyle = .formSheet
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 10, y: 10))
        s.harness.advance(by: 1)
        #expect(s.log.entries.isEmpty)
        #expect(s.harness.traceLines(containing: "hit-test").last?.contains("→ dimming(formSheet)") == true)
        #expect(s.root.presentedViewController === s.presented)
        // Inside the sheet the content gets the touch, and it climbs to the presenting controller.
        s.screen.tap(at: CGPoint(x: 512, y: 384))
        #expect(s.log.entries == ["content touchesBegan", "B touchesBegan", "A touchesBegan", "window touchesBegan"])
    }

    @Test func aTouchBesideAPageSheetReachesNothingBehindIt() {
        let s = makePresentationScene()
        s.presented.modalPresentationStyle = .pageSheet
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 50, y: 400))
        s.screen.tap(at: CGPoint(x: 1000, y: 400))
        #expect(s.log.entries.isEmpty)
    }

    @Test func whileAPresentationAnimatesTouchesOnItReachNothing() {
        let s = makePresentationScene()
        s.presented.modalPresentationStyle = .overFullScreen
        s.root.present(s.presented, animated: true)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 512, y: 700))
        #expect(s.log.entries.isEmpty)
        s.harness.advance(by: 1)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 512, y: 700))
        #expect(s.log.entries.first == "content touchesBegan")
    }

    @Test func aNonModalPresentationLetsTouchesOutsideItsContentThrough() {
        let s = makePresentationScene()
        s.presented.modalPresentationStyle = .none
        s.content.isUserInteractionEnabled = false
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 10, y: 10))
        #expect(s.log.entries.first == "behind touchesBegan")
    }
}
