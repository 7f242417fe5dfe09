import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The keyboard slides in and out with the first responder, posting UIKit's notifications.
@MainActor
@Suite struct KeyboardPresenterTests {
    @Test func becomingFirstResponderSlidesTheKeyboardInOnTheClockWithWillAndDidShow() {
        let scene = KeyboardScene()
        defer { scene.stop() }
        let field = scene.field()
        field.becomeFirstResponder()
        #expect(scene.notifications.map(\.name) == ["WillShow", "WillChangeFrame"])
        #expect(scene.notifications.allSatisfy { $0.begin == KeyboardScene.hidden && $0.end == KeyboardScene.shown && $0.duration == 0.25 })
        #expect(scene.application.keyboardFrame == KeyboardScene.hidden)
        _ = scene.takeNames()
        scene.harness.advance(by: 0.125)
        let middle = scene.application.keyboardFrame?.minY ?? -1
        #expect(middle > 520 && middle < 800, "half way through the slide: \(middle)")
        #expect(scene.takeNames().isEmpty)
        scene.harness.advance(by: 0.125)
        #expect(scene.notifications.map(\.name) == ["DidShow", "DidChangeFrame"])
        #expect(scene.notifications.first?.end == KeyboardScene.shown)
        #expect(scene.application.keyboardFrame == KeyboardScene.shown)
    }

    @Test func resigningSlidesItOutWithWillAndDidHide() {
        let scene = KeyboardScene()
        defer { scene.stop() }
        let field = scene.field()
        scene.showKeyboard(for: field)
        _ = scene.takeNames()
        field.resignFirstResponder()
        #expect(scene.notifications.map(\.name) == ["WillHide", "WillChangeFrame"])
        #expect(scene.notifications.first?.begin == KeyboardScene.shown)
        #expect(scene.notifications.first?.end == KeyboardScene.hidden)
        _ = scene.takeNames()
        scene.harness.advance(by: 0.25)
        #expect(scene.takeNames() == ["DidHide", "DidChangeFrame"])
        #expect(scene.application.keyboardFrame == nil)
    }

    @Test func movingFocusToAnotherFieldKeepsTheKeyboardUpWithoutHideOrShow() {
        let scene = KeyboardScene()
        defer { scene.stop() }
        let first = scene.field(y: 40)
        let second = scene.field(y: 100, type: .emailAddress)
        scene.showKeyboard(for: first)
        _ = scene.takeNames()
        #expect(second.becomeFirstResponder())
        scene.harness.advance(by: 0.5)
        #expect(scene.takeNames().isEmpty)
        #expect(scene.application.keyboardFrame == KeyboardScene.shown)
        // The keys follow the new input's keyboard type.
        #expect(scene.rows.last?.contains("@") == true)
    }

    @Test func theModeDecidesWhetherTheSystemKeyboardAppears() {
        let never = KeyboardScene(mode: .never)
        defer { never.stop() }
        never.field().becomeFirstResponder()
        #expect(never.takeNames().isEmpty && never.application.keyboardFrame == nil)

        // Automatic: a touchscreen and no hardware keyboard — a kiosk.
        let kiosk = KeyboardScene(mode: .automatic)
        defer { kiosk.stop() }
        kiosk.field().becomeFirstResponder()
        #expect(kiosk.takeNames() == ["WillShow", "WillChangeFrame"])

        // Automatic with a hardware keyboard attached: none.
        let desk = KeyboardScene(mode: .automatic)
        defer { desk.stop() }
        _ = desk.harness.keyboard()
        desk.field().becomeFirstResponder()
        #expect(desk.takeNames().isEmpty)
    }

    @Test func aCustomInputViewAndAnAccessoryViewSlideInInsteadOfTheSystemKeyboard() {
        let scene = KeyboardScene(mode: .never)
        defer { scene.stop() }
        let field = scene.field()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        field.inputView = picker
        field.inputAccessoryView = bar
        scene.showKeyboard(for: field)
        #expect(scene.application.keyboardFrame == CGRect(x: 0, y: 556, width: 400, height: 244))
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 556, width: 400, height: 44))
        #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 600, width: 400, height: 200))
        #expect(scene.keyboard == nil)
    }

    @Test func aKeymapWithNoOnScreenLayoutFallsBackToUSWithOneDiagnostic() {
        let scene = KeyboardScene()
        defer { scene.stop() }
        scene.application.keyTranslator = NamedKeymap("evdev/pc105/ru//")
        let field = scene.field()
        scene.showKeyboard(for: field)
        #expect(scene.rows.first == "q w e r t y u i o p")
        field.resignFirstResponder()
        scene.showKeyboard(for: field)
        let diagnostics = scene.harness.traceLines(containing: "on-screen keyboard")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("no keys for xkb layout 'ru'") == true)
        #expect(diagnostics.first?.contains("de, fr, gb, us") == true)
    }

    // MARK: Hardware keyboards coming and going (automatic mode)

    @Test func aKeyboardPluggedInHidesTheSystemKeyboardAndTheLastOneUnpluggedBringsItBack() {
        let scene = KeyboardScene(mode: .automatic)
        defer { scene.stop() }
        let field = scene.field()
        scene.showKeyboard(for: field)
        #expect(scene.takeNames() == ["WillShow", "WillChangeFrame", "DidShow", "DidChangeFrame"])
        let first = scene.harness.keyboard(name: "USB keyboard")
        #expect(scene.takeNames() == ["WillHide", "WillChangeFrame"])
        scene.harness.advance(by: KeyboardPresenter.animationDuration)
        #expect(scene.application.keyboardFrame == nil)
        #expect(scene.takeNames() == ["DidHide", "DidChangeFrame"])
        #expect(field.isFirstResponder, "the field keeps editing, now with the hardware keyboard")
        let second = scene.harness.keyboard(name: "Bluetooth keyboard")
        first.unplug()
        #expect(scene.takeNames().isEmpty, "another keyboard is still attached")
        second.unplug()
        #expect(scene.takeNames() == ["WillShow", "WillChangeFrame"])
        scene.harness.advance(by: KeyboardPresenter.animationDuration)
        #expect(scene.application.keyboardFrame == KeyboardScene.shown)
        scene.tap("q")
        #expect(field.text == "q", "the keyboard that came back types")
    }

    @Test func devicesComingAndGoingChangeNothingWithoutATextInputOrOutsideAutomaticMode() {
        let scene = KeyboardScene(mode: .automatic)
        defer { scene.stop() }
        let keyboard = scene.harness.keyboard()
        keyboard.unplug()
        #expect(scene.takeNames().isEmpty && scene.application.keyboardFrame == nil, "no first responder: nothing to show")
        _ = scene.harness.keyboard()
        let field = scene.field()
        field.becomeFirstResponder()
        #expect(scene.takeNames().isEmpty, "a keyboard is attached: no system keyboard")

        let always = KeyboardScene(mode: .always)
        defer { always.stop() }
        always.showKeyboard(for: always.field())
        _ = always.takeNames()
        _ = always.harness.keyboard()
        #expect(always.takeNames().isEmpty && always.application.keyboardFrame == KeyboardScene.shown, ".always keeps it up")

        // A custom input view is shown whatever the devices.
        let custom = KeyboardScene(mode: .automatic)
        defer { custom.stop() }
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        let pickerField = custom.field()
        pickerField.inputView = picker
        pickerField.becomeFirstResponder()
        custom.harness.advance(by: KeyboardPresenter.animationDuration)
        _ = custom.takeNames()
        _ = custom.harness.keyboard()
        #expect(custom.takeNames().isEmpty && picker.window != nil, "the picker stays")
    }

    /// An accessory view stays when a keyboard arrives; the system keyboard under it goes (the keyboard's
    /// frame shrinks to the accessory, with the show pair as for any change of height).
    @Test func anAccessoryViewStaysAloneWhenAKeyboardArrives() {
        let scene = KeyboardScene(mode: .automatic)
        defer { scene.stop() }
        let field = scene.field()
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        field.inputAccessoryView = bar
        scene.showKeyboard(for: field)
        _ = scene.takeNames()
        _ = scene.harness.keyboard()
        #expect(scene.takeNames() == ["WillShow", "WillChangeFrame"])
        scene.harness.advance(by: KeyboardPresenter.animationDuration)
        #expect(scene.application.keyboardFrame == CGRect(x: 0, y: 756, width: 400, height: 44))
        #expect(bar.window != nil)
    }
}
