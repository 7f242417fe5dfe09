import Foundation
import InputCore
import Testing
import UIKitTesting

/// `Sources/UIKit/Dispatch/InputRouter+TabletPad.swift`: a tablet pad's buttons are `UIPress`es without a
/// key, with libinput's button number and the mode, delivered as key presses are; rings and strips reach
/// no responder.
@MainActor
@Suite struct InputRouterTabletPadTests {
    final class PressView: UIView {
        var log: [String] = []
        var forwards = false
        override var canBecomeFirstResponder: Bool { true }
        func record(_ presses: Set<UIPress>, _ phase: String) {
            log += presses.map { "\(phase) \($0.tabletPadButton.map(String.init) ?? "-") mode \($0.tabletPadMode.map(String.init) ?? "-") key \($0.key == nil ? "nil" : "set")" }
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            record(presses, "began")
            if forwards { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            record(presses, "ended")
            if forwards { super.pressesEnded(presses, with: event) }
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record(presses, "cancelled") }
    }

    static let pad = DeviceID(7)

    func setUp() -> (UIKitTestHarness, outer: PressView, inner: PressView) {
        let harness = UIKitTestHarness()
        let outer = PressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = PressView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(outer)
        outer.addSubview(inner)
        harness.send(.deviceAdded(DeviceDescription(id: Self.pad, name: "Virtual Pad", capabilities: .tabletPad)), from: Self.pad)
        return (harness, outer, inner)
    }

    func send(_ input: TabletPadInput, mode: UInt32 = 0, to harness: UIKitTestHarness) {
        harness.send(.tabletPad(TabletPadEvent(input, mode: mode)), from: Self.pad)
    }

    @Test func aPadButtonIsAPressWithoutAKeyToTheFirstResponderAndUpItsChain() {
        let (harness, outer, inner) = setUp()
        _ = inner.becomeFirstResponder()
        inner.forwards = true
        send(.button(number: 3, state: .pressed), mode: 1, to: harness)
        send(.button(number: 3, state: .released), mode: 1, to: harness)
        #expect(inner.log == ["began 3 mode 1 key nil", "ended 3 mode 1 key nil"])
        #expect(outer.log == inner.log, "a responder's super call passes it up the chain, as a key press")
    }

    @Test func withoutAFirstResponderTheKeyWindowGetsThePress() {
        let (harness, outer, inner) = setUp()
        send(.button(number: 0, state: .pressed), to: harness)
        send(.button(number: 0, state: .released), to: harness)
        #expect(outer.log.isEmpty && inner.log.isEmpty)
        #expect(harness.traceLines(containing: "pressesBegan").count == 1)
        #expect(harness.traceLines(containing: "pressesEnded").count == 1)
    }

    @Test func repeatedPressesStrayReleasesAndRemovalNeverLeaveAPressStuck() {
        let (harness, _, inner) = setUp()
        _ = inner.becomeFirstResponder()
        send(.button(number: 1, state: .pressed), to: harness)
        send(.button(number: 1, state: .pressed), to: harness)
        send(.button(number: 2, state: .released), to: harness)
        harness.send(.deviceRemoved, from: Self.pad)
        #expect(inner.log == ["began 1 mode 0 key nil", "cancelled 1 mode 0 key nil"])
        #expect(harness.traceLines(containing: "pressed twice without a release").count == 1)
        #expect(harness.traceLines(containing: "released but was not pressed").count == 1)
    }

    @Test func ringsAndStripsReachNoResponderButTheTrace() {
        let (harness, _, inner) = setUp()
        _ = inner.becomeFirstResponder()
        send(.ring(number: 0, degrees: 92.25, source: .finger), to: harness)
        send(.strip(number: 0, position: 0.5, source: .finger), to: harness)
        #expect(inner.log.isEmpty)
        #expect(harness.traceLines(containing: "pad ring 0 92.25").count == 1)
    }
}
