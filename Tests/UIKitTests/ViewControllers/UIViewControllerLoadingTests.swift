import Testing
import UIKitTesting

@MainActor
@Suite struct UIViewControllerLoadingTests {
    // Behaviours 1, 2, 7
    @Test func aNewControllerHasNoViewUntilTheViewIsRead() {
        _ = UIKitTestHarness()
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let plain = UIViewController(nibName: nil, bundle: nil)
        #expect(!plain.isViewLoaded)
        _ = controller.view
        #expect(controller.isViewLoaded)
    }

    // Behaviours 3, 4
    @Test func readingTheViewLoadsItOnceThroughLoadViewThenViewDidLoad() {
        _ = UIKitTestHarness()
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        let first: UIView = controller.view
        let second: UIView = controller.view
        controller.loadViewIfNeeded()
        #expect(first === second)
        #expect(log.entries == ["A loadView", "A viewDidLoad"])
    }

    // Behaviour 5
    @Test func theDefaultViewIsAPlainViewTheSizeOfTheScreenThatResizesWithItsSuperview() {
        let harness = UIKitTestHarness()
        let controller = UIViewController()
        let view: UIView = controller.view
        #expect(type(of: view) == UIView.self)
        #expect(view.frame == harness.application.mainScreen.bounds)
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    // Behaviour 6
    @Test func aLoadViewOverrideSuppliesTheViewBeforeViewDidLoad() {
        _ = UIKitTestHarness()
        let log = CallbackLog()
        let custom = LoggingView("custom", log: log)
        final class Checking: RecordingViewController {
            var viewInViewDidLoad: UIView?
            override func viewDidLoad() {
                super.viewDidLoad()
                viewInViewDidLoad = viewIfLoaded
            }
        }
        let controller = Checking("A", log: log)
        controller.customView = custom
        #expect(controller.view === custom)
        #expect(controller.viewInViewDidLoad === custom)
        #expect(custom.next === controller)
    }

    @Test func aLoadViewThatAssignsNothingIsReportedAndGetsAPlainView() {
        let harness = UIKitTestHarness()
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let controller = Forgetful()
        #expect(controller.view != nil)
        #expect(harness.diagnostics.contains { $0.contains("Forgetful.loadView() did not assign a view") })
    }

    @Test func aNibNameIsReportedBecauseNibsDoNotExist() {
        let harness = UIKitTestHarness()
        let controller = UIViewController(nibName: "Main", bundle: nil)
        #expect(controller.nibName == "Main")
        _ = controller.view
        #expect(harness.diagnostics.contains { $0.contains("nib \"Main\" cannot be loaded") })
    }

    @Test func aViewBelongsToOneController() {
        let harness = UIKitTestHarness()
        let first = UIViewController()
        let second = UIViewController()
        let shared = UIView()
        first.view = shared
        second.view = shared
        #expect(first.view === shared)
        #expect(shared.next === first)
        #expect(harness.diagnostics.contains { $0.contains("already belongs to UIViewController") })
    }
}
