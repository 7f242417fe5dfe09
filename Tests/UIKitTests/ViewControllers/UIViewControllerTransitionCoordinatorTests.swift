import Foundation
import Testing
import UIKitTesting

/// The coordinator of a screen size change: who is told, in which order, what it says about the transition, and when its alongside and completion blocks run on the framework clock.
@MainActor
@Suite struct UIViewControllerTransitionCoordinatorTests {
    // Behaviour 47 and the coordinator on the framework clock.
    @Test func aScreenSizeChangeReachesTheRootThenItsChildrenWithACoordinatorOnTheFrameworkClock() {
        final class SizeRecordingController: UIViewController {
            let name: String
            let log: CallbackLog
            init(_ name: String, log: CallbackLog) {
                self.name = name
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                log.append("\(name) willTransition \(Int(size.width))x\(Int(size.height)) duration \(coordinator.transitionDuration)")
                coordinator.animate(alongsideTransition: { [self] _ in
                    log.append("\(name) alongside width \(Int(view.bounds.width))")
                }, completion: { [self] _ in log.append("\(name) completion") })
                super.viewWillTransition(to: size, with: coordinator)
            }
            override func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width / 2, height: parentSize.height)
            }
        }
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = SizeRecordingController("R", log: log)
        let child = SizeRecordingController("C", log: log)
        harness.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        harness.application.mainScreen.resize(to: CGSize(width: 800, height: 400), duration: 0.4)
        #expect(log.entries == [
            "R willTransition 800x400 duration 0.4", "C willTransition 400x400 duration 0.4",
            "R alongside width 800", "C alongside width 800",
        ])
        harness.advance(by: 0.3)
        #expect(!log.entries.contains("R completion"))
        harness.advance(by: 0.2)
        #expect(log.entries.suffix(2) == ["R completion", "C completion"])
        #expect(harness.window.bounds.size == CGSize(width: 800, height: 400))
    }

    @Test func theSizeTransitionReachesThePresentedController() {
        final class Watching: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                sizes.append(size)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let harness = UIKitTestHarness(screenSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        harness.window.rootViewController = root
        let sheet = Watching()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        harness.application.mainScreen.resize(to: CGSize(width: 768, height: 1024))
        #expect(sheet.sizes == [CGSize(width: 540, height: 620)])
    }

    @Test func theCoordinatorDescribesTheTransitionAndRefusesBlocksOnceItsAnimationsRan() {
        final class Watching: UIViewController {
            var coordinator: UIViewControllerTransitionCoordinator?
            var late: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                self.coordinator = coordinator
                coordinator.animate(alongsideTransition: { [self] _ in
                    let accepted = self.coordinator?.animate(alongsideTransition: { _ in self.late.append("alongside") },
                                                             completion: { _ in self.late.append("completion") })
                    late.append("accepted \(accepted ?? true)")
                }, completion: nil)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let harness = UIKitTestHarness()
        let root = Watching()
        harness.window.rootViewController = root
        harness.application.mainScreen.resize(to: CGSize(width: 800, height: 400), duration: 0.25)
        let coordinator = root.coordinator
        #expect(coordinator?.isAnimated == true)
        #expect(coordinator?.transitionDuration == 0.25)
        #expect(coordinator?.isInteractive == false)
        #expect(coordinator?.isCancelled == false)
        #expect(coordinator?.targetTransform == .identity)
        harness.advance(by: 1)
        #expect(root.late == ["accepted false"])
        #expect(coordinator?.animate(alongsideTransition: { _ in }, completion: nil) == false)
    }

    @Test func anInstantSizeChangeIsNotAnimatedButStillCompletes() {
        final class Watching: UIViewController {
            var entries: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                entries.append("animated \(coordinator.isAnimated)")
                coordinator.animate(alongsideTransition: { [self] _ in entries.append("alongside") },
                                    completion: { [self] _ in entries.append("completion") })
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let harness = UIKitTestHarness()
        let root = Watching()
        harness.window.rootViewController = root
        harness.application.mainScreen.resize(to: CGSize(width: 800, height: 400))
        harness.advance(by: 0.1)
        #expect(root.entries == ["animated false", "alongside", "completion"])
    }
}
