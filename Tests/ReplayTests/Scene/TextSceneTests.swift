import Foundation
import Replay
import Testing
import UIKitTesting

/// Scenes with `textField` and `textView` views (`Sources/Replay/Scene/ViewKindCatalog+Text.swift`) and the
/// scene's `onScreenKeyboard`: built with their fields, bad values named with the file, line and field.
@MainActor
struct TextSceneTests {
    @Test func buildsTextFieldsAndTextViewsWithTheirTraits() throws {
        let text = ControlSceneTests.scene(#"""
        {"name": "name", "type": "textField", "frame": [0, 0, 300, 40], "text": "Ada", "placeholder": "Name",
         "borderStyle": "roundedRect", "clearButtonMode": "whileEditing", "returnKeyType": "next"},
        {"name": "pin", "type": "textField", "frame": [0, 50, 300, 40], "isSecureTextEntry": true,
         "keyboardType": "asciiCapableNumberPad", "isEnabled": false},
        {"name": "notes", "type": "textView", "frame": [0, 100, 300, 200], "text": "one\ntwo", "isEditable": false,
         "keyboardType": "URL", "returnKeyType": "done"}
        """#)
        let description = try ReplayTestSupport.scene(text)
        #expect(description.onScreenKeyboard == .automatic)
        let application = SceneBuilder.makeApplication(for: description)
        #expect(application.onScreenKeyboardMode == .automatic)
        let built = SceneBuilder.build(description, in: application)
        let name = try #require(built.view(named: "name") as? UITextField)
        #expect(name.text == "Ada" && name.placeholder == "Name" && name.borderStyle == .roundedRect)
        #expect(name.clearButtonMode == .whileEditing && name.returnKeyType == .next && name.keyboardType == .default)
        #expect(!name.isSecureTextEntry && name.isEnabled)
        let pin = try #require(built.view(named: "pin") as? UITextField)
        #expect(pin.text == "" && pin.placeholder == nil && pin.isSecureTextEntry && pin.keyboardType == .asciiCapableNumberPad)
        #expect(!pin.isEnabled && !pin.canBecomeFirstResponder)
        let notes = try #require(built.view(named: "notes") as? UITextView)
        #expect(notes.text == "one\ntwo" && !notes.isEditable && notes.keyboardType == .URL && notes.returnKeyType == .done)
    }

    @Test func theOnScreenKeyboardModeComesFromTheScene() throws {
        for mode in OnScreenKeyboardMode.allCases {
            let text = #"{"format": "uikit-scene", "version": 1, "onScreenKeyboard": "\#(mode.rawValue)", "windows": [{}]}"#
            let description = try ReplayTestSupport.scene(text)
            #expect(description.onScreenKeyboard == mode)
            #expect(SceneBuilder.makeApplication(for: description).onScreenKeyboardMode == mode)
        }
    }

    @Test func badValuesNameTheFileLineAndField() {
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "pin", "type": "textField", "frame": [0, 0, 9, 9], "keyboardType": "numbers"}"#))
                == #"scene.json:3: view "pin": field "keyboardType" is "numbers" (expected one of "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad")"#)
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "name", "type": "textField", "frame": [0, 0, 9, 9], "placeholder": 7}"#))
                == #"scene.json:3: view "name": field "placeholder" is 7 (expected a string)"#)
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "name", "type": "textField", "frame": [0, 0, 9, 9], "isEditable": false}"#))
                .hasPrefix(#"scene.json:3: unknown field "isEditable" in view 1 (expected one of: name, frame"#))
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "notes", "type": "textView", "frame": [0, 0, 9, 9], "returnKeyType": "enter"}"#))
                .hasPrefix(#"scene.json:3: view "notes": field "returnKeyType" is "enter" (expected one of "default", "go""#))
        #expect(
            ControlSceneTests.error(#"{"format": "uikit-scene", "version": 1,\#n "onScreenKeyboard": "sometimes", "windows": [{}]}"#)
                == #"scene.json:2: the scene: field "onScreenKeyboard" is "sometimes" (expected one of "auto", "always", "never")"#)
    }
}
