import Foundation
import InputCore
import Testing
@testable import UIKit
import UIKitTesting

/// `UIApplication.setCountsAsKeyboard(_:for:)`: an input rule's word on whether a device counts as a
/// hardware keyboard in `.automatic` mode (a barcode scanner reports keys, yet a kiosk still wants the
/// on-screen keyboard).
@MainActor
struct OnScreenKeyboardModeTests {
    @Test func aScannerThatDoesNotCountAsAKeyboardLeavesTheOnScreenKeyboardUp() {
        let scene = KeyboardScene(mode: .automatic)
        defer { scene.stop() }
        let scanner = scene.harness.keyboard(name: "Barcode Scanner")
        let field = scene.field()
        field.becomeFirstResponder()
        #expect(scene.takeNames().isEmpty, "the scanner reports keys: it counts as a keyboard by default")

        scene.application.setCountsAsKeyboard(false, for: scanner.id)
        #expect(scene.takeNames() == ["WillShow", "WillChangeFrame"], "told it is no keyboard, the system keyboard comes at once")
        scene.harness.advance(by: KeyboardPresenter.animationDuration)
        #expect(scene.application.keyboardFrame == KeyboardScene.shown)
        #expect(scene.takeNames() == ["DidShow", "DidChangeFrame"])
        scene.tap("q")
        #expect(field.text == "q")

        // A real keyboard plugged in beside it still hides the system keyboard.
        let real = scene.harness.keyboard(name: "USB keyboard")
        #expect(scene.takeNames() == ["WillHide", "WillChangeFrame"])
        scene.harness.advance(by: KeyboardPresenter.animationDuration)
        real.unplug()
        scene.harness.advance(by: KeyboardPresenter.animationDuration)
        #expect(scene.takeNames() == ["DidHide", "DidChangeFrame", "WillShow", "WillChangeFrame", "DidShow", "DidChangeFrame"])

        // Back to what the device reports: the scanner counts again and the system keyboard leaves.
        scene.application.setCountsAsKeyboard(nil, for: scanner.id)
        #expect(scene.takeNames() == ["WillHide", "WillChangeFrame"])
    }

    /// `true` makes a device that reports no keys count (a keyboard the kernel describes otherwise).
    @Test func aDeviceToldItIsAKeyboardHidesTheSystemKeyboard() {
        let scene = KeyboardScene(mode: .automatic)
        defer { scene.stop() }
        scene.application.setCountsAsKeyboard(true, for: scene.screen.id)
        scene.field().becomeFirstResponder()
        #expect(scene.takeNames().isEmpty)
        #expect(scene.application.keyboardFrame == nil)
    }

    /// The other modes do not look at devices, so the rule changes nothing there.
    @Test func alwaysAndNeverIgnoreTheRule() {
        let always = KeyboardScene(mode: .always)
        defer { always.stop() }
        always.application.setCountsAsKeyboard(true, for: always.screen.id)
        always.field().becomeFirstResponder()
        #expect(always.takeNames() == ["WillShow", "WillChangeFrame"])

        let never = KeyboardScene(mode: .never)
        defer { never.stop() }
        let scanner = never.harness.keyboard(name: "Barcode Scanner")
        never.application.setCountsAsKeyboard(false, for: scanner.id)
        never.field().becomeFirstResponder()
        #expect(never.takeNames().isEmpty)
    }
}
