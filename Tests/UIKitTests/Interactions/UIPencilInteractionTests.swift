import Foundation
import InputCore
import Testing
import UIKitTesting

/// `Sources/UIKit/Interactions/UIPencilInteraction.swift` and `Sources/UIKit/Dispatch/InputRouter+PencilInteraction.swift`:
/// the pen's lower barrel button is a tap, the upper one held a squeeze, delivered to every enabled pencil
/// interaction in a visible view hierarchy, through `UIApplication.handle`.
@MainActor
@Suite struct UIPencilInteractionTests {
    /// Records what a delegate is told.
    final class Listener: UIPencilInteractionDelegate {
        var taps: [UIPencilInteraction.Tap] = []
        var squeezes: [UIPencilInteraction.Squeeze] = []
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) { taps.append(tap) }
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
            squeezes.append(squeeze)
        }
    }

    /// A delegate written for iOS 12.1–17.4: only the deprecated tap method.
    final class OldListener: UIPencilInteractionDelegate {
        var taps = 0
        func pencilInteractionDidTap(_ interaction: UIPencilInteraction) { taps += 1 }
    }

    /// A delegate with both tap methods: iOS calls only the new one.
    final class BothListener: UIPencilInteractionDelegate {
        var calls: [String] = []
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) { calls.append("new") }
        func pencilInteractionDidTap(_ interaction: UIPencilInteraction) { calls.append("old") }
    }

    static let tap = TabletToolPhase.button(code: 331, state: .pressed)
    static let tapRelease = TabletToolPhase.button(code: 331, state: .released)
    static let squeeze = TabletToolPhase.button(code: 332, state: .pressed)
    static let squeezeRelease = TabletToolPhase.button(code: 332, state: .released)

    @Test func theLowerButtonTapsEveryEnabledInteractionInVisibleViewsWithTheHoverPose() throws {
        let harness = UIKitTestHarness()
        let canvas = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let palette = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let hidden = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        hidden.isHidden = true
        let disabledHolder = UIView(frame: CGRect(x: 60, y: 300, width: 50, height: 50))
        [canvas, palette, hidden, disabledHolder].forEach(harness.window.addSubview)
        let listeners = (0..<4).map { _ in Listener() }
        let interactions = listeners.map { UIPencilInteraction(delegate: $0) }
        interactions[3].isEnabled = false
        for (view, interaction) in zip([canvas, palette, hidden, disabledHolder], interactions) { view.addInteraction(interaction) }

        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 150, y: 100), distance: 0.25)
        pen.axes.tiltX = 45
        pen.axes.tiltY = 0
        pen.send(Self.tap)
        pen.send(Self.tapRelease)

        #expect(listeners.map(\.taps.count) == [1, 1, 0, 0], "not hit-tested: the palette hears it too; hidden and disabled do not")
        let pose = try #require(listeners[0].taps.first?.hoverPose)
        #expect(pose.location == CGPoint(x: 50, y: 50), "in the interaction's view")
        #expect(pose.zOffset == 0.25)
        let diagonal: CGFloat = .pi / 4
        #expect(abs(pose.altitudeAngle - diagonal) < 1e-9)
        #expect(listeners[1].taps.first?.hoverPose?.location == CGPoint(x: 150, y: 100))
        #expect(listeners[0].taps.first?.timestamp == harness.now.seconds)
        #expect(listeners.allSatisfy { $0.squeezes.isEmpty })
        #expect(harness.traceLines(containing: "pencil tap").count == 1)
    }

    @Test func aTapWithTheTipDownHasNoHoverPose() {
        let harness = UIKitTestHarness()
        let listener = Listener()
        harness.window.addInteraction(UIPencilInteraction(delegate: listener))
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 20, y: 20))
        pen.down()
        pen.send(Self.tap)
        pen.send(Self.tapRelease)
        pen.up()
        #expect(listener.taps.count == 1)
        #expect(listener.taps.first.map { $0.hoverPose == nil } == true)
    }

    @Test func theUpperButtonHeldIsASqueezeThatBeginsAndEnds() {
        let harness = UIKitTestHarness()
        let listener = Listener()
        harness.window.addInteraction(UIPencilInteraction(delegate: listener))
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 20, y: 20))
        pen.send(Self.squeeze)
        pen.move(to: CGPoint(x: 30, y: 20))
        pen.send(Self.squeeze)  // a repeated press changes nothing
        pen.send(Self.squeezeRelease)
        pen.send(Self.squeezeRelease)  // nor does a release without a press
        #expect(listener.squeezes.map(\.phase) == [.began, .ended])
        #expect(listener.squeezes.allSatisfy { $0.hoverPose != nil })
        #expect(listener.taps.isEmpty)
    }

    @Test func aSqueezeHeldWhenThePenLeavesChangesToolOrIsUnpluggedIsCancelled() {
        let harness = UIKitTestHarness()
        let listener = Listener()
        harness.window.addInteraction(UIPencilInteraction(delegate: listener))
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 20, y: 20))
        pen.send(Self.squeeze)
        pen.leave()
        pen.approach(at: CGPoint(x: 20, y: 20))
        pen.send(Self.squeeze)
        pen.tool = TabletTool(type: .eraser, serial: 1)
        pen.move(to: CGPoint(x: 25, y: 20))
        pen.send(Self.squeeze)
        harness.send(.deviceRemoved, from: pen.id)
        #expect(listener.squeezes.map(\.phase) == [.began, .cancelled, .began, .cancelled, .began, .cancelled])
    }

    @Test func aDelegateWithOnlyTheDeprecatedTapMethodHearsTapsAndOneWithBothHearsTheNewOnly() {
        let harness = UIKitTestHarness()
        let old = OldListener()
        let both = BothListener()
        let first = UIPencilInteraction(delegate: old)
        let second = UIPencilInteraction(delegate: both)
        harness.window.interactions = [first, second]
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 20, y: 20))
        pen.send(Self.tap)
        #expect(old.taps == 1)
        #expect(both.calls == ["new"])
    }

    @Test func anInteractionBelongsToOneViewAndIsToldWhenItMoves() {
        final class Recording: UIInteraction {
            private(set) weak var view: UIView?
            var log: [String] = []
            func willMove(to view: UIView?) { log.append("will \(view?.accessibilityIdentifier ?? "nil")") }
            func didMove(to view: UIView?) {
                self.view = view
                log.append("did \(view?.accessibilityIdentifier ?? "nil")")
            }
        }
        let a = UIView()
        a.accessibilityIdentifier = "a"
        let b = UIView()
        b.accessibilityIdentifier = "b"
        let interaction = Recording()
        a.addInteraction(interaction)
        a.addInteraction(interaction)
        b.addInteraction(interaction)
        #expect(a.interactions.isEmpty)
        #expect(b.interactions.count == 1 && b.interactions.first === interaction)
        b.removeInteraction(interaction)
        b.removeInteraction(interaction)
        #expect(interaction.log == ["will a", "did a", "will nil", "did nil", "will b", "did b", "will nil", "did nil"])
        #expect(interaction.view == nil)
    }

    @Test func thePreferredActionsAreTheIPadOSDefaults() {
        #expect(UIPencilInteraction.preferredTapAction == .switchEraser)
        #expect(UIPencilInteraction.preferredSqueezeAction == .showContextualPalette)
        #expect(!UIPencilInteraction.prefersPencilOnlyDrawing)
        let interaction = UIPencilInteraction()
        #expect(interaction.isEnabled && interaction.view == nil && interaction.delegate == nil)
    }
}
