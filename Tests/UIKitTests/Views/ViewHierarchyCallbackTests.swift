import Foundation
import Testing
import UIKitTesting

/// The order of the hierarchy callbacks, as decided at the top of `Sources/UIKit/Views/UIView+Hierarchy.swift`.
@MainActor
struct ViewHierarchyCallbackTests {
    /// Shared by every view of a test so the interleaving across views is visible.
    final class CallbackLog {
        var entries: [String] = []
    }

    /// Records every hierarchy callback as `name.callback(argument)`, and the state it can observe.
    final class CallbackView: UIView {
        let name: String
        let log: CallbackLog

        init(_ name: String, log: CallbackLog) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        private func label(_ view: UIView?) -> String {
            guard let view else { return "nil" }
            return (view as? CallbackView)?.name ?? view.accessibilityIdentifier ?? "?"
        }

        override func willMove(toSuperview newSuperview: UIView?) {
            log.entries.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
        }
        override func didMoveToSuperview() {
            log.entries.append("\(name).didMoveToSuperview [superview \(label(superview))]")
        }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.entries.append("\(name).willMove(toWindow: \(label(newWindow))) [window \(label(window))]")
        }
        override func didMoveToWindow() {
            log.entries.append("\(name).didMoveToWindow [window \(label(window))]")
        }
        override func didAddSubview(_ subview: UIView) {
            log.entries.append("\(name).didAddSubview(\(label(subview)))")
        }
        override func willRemoveSubview(_ subview: UIView) {
            log.entries.append("\(name).willRemoveSubview(\(label(subview))) [still a subview: \(subview.superview === self)]")
        }
    }

    /// a ─ b ─ c, plus a container in window W1, one in window W2 and one outside any window.
    @MainActor
    private struct Scene {
        let log = CallbackLog()
        let w1: UIWindow
        let w2: UIWindow
        let p1, p2, p3, a, b, c: CallbackView

        init(harness: UIKitTestHarness) {
            w1 = harness.window
            w1.accessibilityIdentifier = "W1"
            w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            w2.accessibilityIdentifier = "W2"
            p1 = CallbackView("p1", log: log)
            p2 = CallbackView("p2", log: log)
            p3 = CallbackView("p3", log: log)
            a = CallbackView("a", log: log)
            b = CallbackView("b", log: log)
            c = CallbackView("c", log: log)
            w1.addSubview(p1)
            w2.addSubview(p2)
            a.addSubview(b)
            b.addSubview(c)
            log.entries.removeAll()
        }
    }

    @Test func buildingASubtreeOutsideAWindowSendsNoWindowCallbacks() {
        let log = CallbackLog()
        let a = CallbackView("a", log: log)
        let b = CallbackView("b", log: log)
        a.addSubview(b)
        #expect(log.entries == [
            "b.willMove(toSuperview: a)",
            "b.didMoveToSuperview [superview a]",
            "a.didAddSubview(b)",
        ])
    }

    @Test func movingASubtreeIntoAWindowThenAcrossWindowsThenOutThenAwaySendsCallbacksInOrder() {
        let harness = UIKitTestHarness()
        let scene = Scene(harness: harness)
        let (p1, p2, p3, a) = (scene.p1, scene.p2, scene.p3, scene.a)

        p1.addSubview(a)
        #expect(scene.log.entries == [
            "a.willMove(toSuperview: p1)",
            "a.willMove(toWindow: W1) [window nil]",
            "b.willMove(toWindow: W1) [window nil]",
            "c.willMove(toWindow: W1) [window nil]",
            "a.didMoveToWindow [window W1]",
            "b.didMoveToWindow [window W1]",
            "c.didMoveToWindow [window W1]",
            "a.didMoveToSuperview [superview p1]",
            "p1.didAddSubview(a)",
        ])

        scene.log.entries.removeAll()
        p2.addSubview(a)
        #expect(scene.log.entries == [
            "p1.willRemoveSubview(a) [still a subview: true]",
            "a.willMove(toSuperview: p2)",
            "a.willMove(toWindow: W2) [window W1]",
            "b.willMove(toWindow: W2) [window W1]",
            "c.willMove(toWindow: W2) [window W1]",
            "a.didMoveToWindow [window W2]",
            "b.didMoveToWindow [window W2]",
            "c.didMoveToWindow [window W2]",
            "a.didMoveToSuperview [superview p2]",
            "p2.didAddSubview(a)",
        ])

        scene.log.entries.removeAll()
        p3.addSubview(a)
        #expect(scene.log.entries == [
            "p2.willRemoveSubview(a) [still a subview: true]",
            "a.willMove(toSuperview: p3)",
            "a.willMove(toWindow: nil) [window W2]",
            "b.willMove(toWindow: nil) [window W2]",
            "c.willMove(toWindow: nil) [window W2]",
            "a.didMoveToWindow [window nil]",
            "b.didMoveToWindow [window nil]",
            "c.didMoveToWindow [window nil]",
            "a.didMoveToSuperview [superview p3]",
            "p3.didAddSubview(a)",
        ])

        scene.log.entries.removeAll()
        a.removeFromSuperview()
        #expect(scene.log.entries == [
            "p3.willRemoveSubview(a) [still a subview: true]",
            "a.willMove(toSuperview: nil)",
            "a.didMoveToSuperview [superview nil]",
        ])
    }

    @Test func removingASubtreeFromAWindowTellsEveryViewItLeftTheWindow() {
        let harness = UIKitTestHarness()
        let scene = Scene(harness: harness)
        scene.p1.addSubview(scene.a)
        scene.log.entries.removeAll()
        scene.a.removeFromSuperview()
        #expect(scene.log.entries == [
            "p1.willRemoveSubview(a) [still a subview: true]",
            "a.willMove(toSuperview: nil)",
            "a.willMove(toWindow: nil) [window W1]",
            "b.willMove(toWindow: nil) [window W1]",
            "c.willMove(toWindow: nil) [window W1]",
            "a.didMoveToWindow [window nil]",
            "b.didMoveToWindow [window nil]",
            "c.didMoveToWindow [window nil]",
            "a.didMoveToSuperview [superview nil]",
        ])
    }

    @Test func movingBetweenSuperviewsInTheSameWindowSendsNoWindowCallbacks() {
        let harness = UIKitTestHarness()
        let scene = Scene(harness: harness)
        let other = CallbackView("q1", log: scene.log)
        scene.w1.addSubview(other)
        scene.p1.addSubview(scene.a)
        scene.log.entries.removeAll()
        other.addSubview(scene.a)
        #expect(scene.log.entries == [
            "p1.willRemoveSubview(a) [still a subview: true]",
            "a.willMove(toSuperview: q1)",
            "a.didMoveToSuperview [superview q1]",
            "q1.didAddSubview(a)",
        ])
    }

    @Test func reorderingSubviewsSendsNoCallbacks() {
        let harness = UIKitTestHarness()
        let scene = Scene(harness: harness)
        let extra = CallbackView("x", log: scene.log)
        scene.p1.addSubview(scene.a)
        scene.p1.addSubview(extra)
        scene.log.entries.removeAll()
        scene.p1.bringSubviewToFront(scene.a)
        scene.p1.sendSubviewToBack(scene.a)
        scene.p1.exchangeSubview(at: 0, withSubviewAt: 1)
        scene.p1.insertSubview(scene.a, aboveSubview: extra)
        scene.p1.addSubview(extra)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.p1.subviews.map { ($0 as? CallbackView)?.name } == ["a", "x"])
    }

    @Test func refusedAdditionsSendNoCallbacks() {
        let harness = UIKitTestHarness()
        let scene = Scene(harness: harness)
        scene.c.addSubview(scene.a)
        scene.a.addSubview(scene.a)
        #expect(scene.log.entries.isEmpty)
        _ = harness
    }
}
