import Testing
import UIKitTesting

@MainActor
@Suite struct UIViewControllerContainmentTests {
    /// A shown root `P` with a loaded view, and a fresh child `C`, sharing one log.
    private func scene() -> (UIKitTestHarness, CallbackLog, RecordingViewController, RecordingViewController) {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let parent = RecordingViewController("P", log: log)
        harness.window.rootViewController = parent
        let child = RecordingViewController("C", log: log)
        child.loadViewIfNeeded()
        log.clear()
        return (harness, log, parent, child)
    }

    // Behaviours 14, 17, 18 and the adding sequence R8.
    @Test func addingAChildToAShownContainerFollowsTheDocumentedSequence() {
        let (harness, log, parent, child) = scene()
        parent.addChild(child)
        #expect(log.entries == ["C willMove(toParent: P) parent=nil"])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children.first === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == [
            "C willMove(toParent: P) parent=nil",
            "C viewWillAppear [toParent]", "C viewDidAppear [toParent]",
            "C didMove(toParent: P) parent=P",
        ])
        #expect(harness.diagnostics.isEmpty)
    }

    // Behaviours 15, 19 and the removing sequence R9.
    @Test func removingAChildFollowsTheDocumentedSequence() {
        let (_, log, parent, child) = scene()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == [
            "C willMove(toParent: nil) parent=P",
            "C viewWillDisappear [fromParent]", "C viewDidDisappear [fromParent]",
            "C didMove(toParent: nil) parent=nil",
        ])
        #expect(parent.children.isEmpty)
    }

    @Test func removeFromParentDoesNotCallWillMove() {
        let (_, log, parent, child) = scene()
        parent.addChild(child)
        log.clear()
        child.removeFromParent()
        #expect(log.entries == ["C didMove(toParent: nil) parent=nil"])
    }

    // Behaviour 20
    @Test func addingAChildToAnotherParentRemovesItFromTheFirst() {
        let (_, log, first, child) = scene()
        let second = RecordingViewController("Q", log: log)
        first.addChild(child)
        log.clear()
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1 && second.children.first === child)
        #expect(child.parent === second)
        #expect(log.entries == ["C didMove(toParent: nil) parent=nil", "C willMove(toParent: Q) parent=nil"])
    }

    @Test func aChildOfAHiddenContainerAppearsWithItAndStillMovesToItsParent() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let window = UIWindow(screen: harness.application.mainScreen)
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        window.isHidden = false
        #expect(log.entries == [
            "P viewWillAppear", "C viewWillAppear [toParent]", "P viewDidAppear", "C viewDidAppear [toParent]",
        ])
        log.clear()
        window.isHidden = true
        window.isHidden = false
        #expect(log.entries == [
            "P viewWillDisappear", "C viewWillDisappear", "P viewDidDisappear", "C viewDidDisappear",
            "P viewWillAppear", "C viewWillAppear", "P viewDidAppear", "C viewDidAppear",
        ])
    }

    // Behaviour 22
    @Test func transitionInsertsTheNewViewBeforeTheAnimationsAndRemovesTheOldOneAfterThem() {
        let (harness, log, parent, from) = scene()
        let to = RecordingViewController("T", log: log)
        parent.addChild(from)
        parent.view.addSubview(from.view)
        from.didMove(toParent: parent)
        parent.addChild(to)
        to.loadViewIfNeeded()
        from.willMove(toParent: nil)
        log.clear()
        var finished: Bool?
        var toWasInHierarchyDuringAnimations = false
        parent.transition(from: from, to: to, duration: 0.3, animations: {
            toWasInHierarchyDuringAnimations = to.view.superview === parent.view
            to.view.alpha = 0.5
        }, completion: { done in
            finished = done
            log.append("completion fromInHierarchy=\(from.view.superview != nil)")
            from.removeFromParent()
            to.didMove(toParent: parent)
        })
        #expect(toWasInHierarchyDuringAnimations)
        #expect(from.view.superview === parent.view)
        harness.advance(by: 0.2)
        #expect(finished == nil)
        #expect(from.view.superview === parent.view)
        harness.advance(by: 0.2)
        #expect(finished == true)
        #expect(log.entries == [
            "C viewWillDisappear [fromParent]", "T viewWillAppear [toParent]",
            "T viewDidAppear [toParent]", "C viewDidDisappear [fromParent]",
            "completion fromInHierarchy=false",
            "C didMove(toParent: nil) parent=nil", "T didMove(toParent: P) parent=P",
        ])
    }

    // Behaviour 23
    @Test func aTransitionWithoutDurationAppliesTheChangesAtOnceAndStillCompletes() {
        let (harness, _, parent, from) = scene()
        let to = UIViewController()
        parent.addChild(from)
        parent.view.addSubview(from.view)
        parent.addChild(to)
        var finished: Bool?
        parent.transition(from: from, to: to, duration: 0, animations: { to.view.alpha = 0.25 }, completion: { finished = $0 })
        #expect(to.view.alpha == 0.25)
        harness.advance(by: 0)
        #expect(finished == true)
        #expect(from.view.superview == nil)
    }

    @Test func transitionRefusesControllersThatAreNotChildren() {
        let (harness, _, parent, from) = scene()
        let stranger = UIViewController()
        parent.addChild(from)
        parent.view.addSubview(from.view)
        parent.transition(from: from, to: stranger, duration: 0, animations: nil)
        #expect(stranger.viewIfLoaded?.superview == nil)
        #expect(harness.diagnostics.contains { $0.contains("both controllers must be children") })
    }

    // Behaviours 24, 25
    @Test func aContainerThatDoesNotForwardDrivesItsChildrenByHand() {
        final class ManualContainer: RecordingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        #expect(UIViewController().shouldAutomaticallyForwardAppearanceMethods)
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let window = UIWindow(screen: harness.application.mainScreen)
        let container = ManualContainer("M", log: log)
        let child = RecordingViewController("C", log: log)
        window.rootViewController = container
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        log.clear()
        window.makeKeyAndVisible()
        #expect(log.entries == ["M viewWillAppear", "M viewDidAppear"])
        child.beginAppearanceTransition(true, animated: false)
        #expect(log.entries.last == "C viewWillAppear [toParent]")
        child.endAppearanceTransition()
        #expect(log.entries.last == "C viewDidAppear [toParent]")
        // Adding a child's view to the shown container does not make it appear either.
        let late = RecordingViewController("L", log: log)
        container.addChild(late)
        container.view.addSubview(late.view)
        #expect(log.appearance(of: "L").isEmpty)
    }

    // Behaviour 26
    @Test func addingAChildsViewUnderTheWrongParentIsReported() {
        let (harness, _, parent, child) = scene()
        let other = UIViewController()
        parent.view.addSubview(other.view)
        parent.addChild(child)
        other.view.addSubview(child.view)
        let reports = harness.diagnostics.filter { $0.contains("hierarchy inconsistency") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("the view of RecordingViewController, a child of RecordingViewController, is added inside the view of UIViewController") == true)
        // The view is still added: the hierarchy is inconsistent, not broken.
        #expect(child.view.superview === other.view)
    }

    // Behaviour 27
    @Test func aControllerWithoutAParentMayPutItsViewAnywhere() {
        let (harness, _, parent, _) = scene()
        let loner = UIViewController()
        let holder = UIView()
        parent.view.addSubview(holder)
        holder.addSubview(loner.view)
        #expect(harness.diagnostics.isEmpty)
    }

    // Behaviour 28
    @Test func addChildWhoseViewIsUnderAnotherControllerIsReported() {
        let (harness, _, parent, child) = scene()
        let other = UIViewController()
        parent.view.addSubview(other.view)
        other.view.addSubview(child.view)
        parent.addChild(child)
        #expect(harness.diagnostics.contains { $0.contains("hierarchy inconsistency: RecordingViewController.addChild(RecordingViewController), but the child's view is inside the view of UIViewController") })
    }

    @Test func addChildRefusesSelfAndAncestors() {
        let (harness, _, parent, child) = scene()
        parent.addChild(parent)
        parent.addChild(child)
        child.addChild(parent)
        #expect(parent.parent == nil)
        #expect(child.children.isEmpty)
        #expect(harness.diagnostics.count == 2)
    }
}
