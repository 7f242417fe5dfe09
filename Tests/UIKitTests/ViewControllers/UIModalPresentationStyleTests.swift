import Foundation
import Testing
import UIKitTesting

/// The presentation styles: UIKit's raw values, and which styles take the presenting controller's view
/// out of the window (it disappears) and which leave it there under the presented content.
@MainActor
@Suite struct UIModalPresentationStyleTests {
    @Test func rawValuesAreUIKits() {
        #expect(UIModalPresentationStyle.allCases.map(\.rawValue) == [0, 1, 2, 3, 5, 6, 7, -1])
        #expect(UIModalTransitionStyle.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    nonisolated static let styles: [UIModalPresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .overFullScreen, .popover, .none]

    @Test(arguments: styles)
    func onlyFullScreenTakesThePresentersViewOutOfTheWindow(_ style: UIModalPresentationStyle) {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 1024, height: 768))
        let log = CallbackLog()
        let root = RecordingViewController("A", log: log)
        harness.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        presented.popoverPresentationController?.sourceView = root.view
        log.clear()
        root.present(presented, animated: false)
        let removes = style == .fullScreen
        #expect((root.view.window == nil) == removes, "\(style)")
        #expect(log.appearance(of: "A").isEmpty == !removes, "\(style)")
        #expect(presented.view.window === harness.window, "\(style)")
    }

    @Test func currentContextStylesCoverOnlyTheContextAndOnlyCurrentContextRemovesIt() {
        for (style, removes) in [(UIModalPresentationStyle.currentContext, true), (.overCurrentContext, false)] {
            let harness = UIKitTestHarness(screenSize: CGSize(width: 1024, height: 768))
            let root = UIViewController()
            harness.window.rootViewController = root
            let pane = UIViewController()
            root.addChild(pane)
            pane.view.frame = CGRect(x: 100, y: 50, width: 300, height: 200)
            root.view.addSubview(pane.view)
            pane.didMove(toParent: root)
            pane.definesPresentationContext = true
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            pane.present(presented, animated: false)
            #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 100, y: 50, width: 300, height: 200), "\(style)")
            #expect((pane.view.window == nil) == removes, "\(style)")
        }
    }
}
