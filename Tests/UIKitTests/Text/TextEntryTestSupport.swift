import Foundation
@testable import UIKit
import UIKitTesting

/// Key presses as a keymap would produce them (the keymap itself is not this suite's subject): each
/// press goes to the application's first responder (or the key window), `began` then `ended`, as the
/// input router delivers keys.
@MainActor
struct KeyTyper {
    let harness: UIKitTestHarness

    /// Presses and releases one key that types `characters` with `flags` held.
    func press(_ characters: String, _ flags: UIKeyModifierFlags = [], ignoringModifiers: String? = nil) {
        let key = UIKey(keyCode: 0, characters: characters, charactersIgnoringModifiers: ignoringModifiers, modifierFlags: flags)
        let app = harness.application
        let press = UIPress(phase: .began, timestamp: app.clock.now.seconds, key: key)
        guard let responder = app.firstResponder ?? app.keyWindow else { return }
        press.responder = responder
        let began = UIPressesEvent(timestamp: app.clock.now.seconds)
        began.allPresses = [press]
        responder.pressesBegan([press], with: began)
        press.phase = .ended
        let ended = UIPressesEvent(timestamp: app.clock.now.seconds)
        ended.allPresses = [press]
        responder.pressesEnded([press], with: ended)
    }

    /// Types each grapheme cluster of `text` as one key.
    func type(_ text: String) {
        for character in text { press(String(character)) }
    }

    static let backspace = "\u{8}"
    static let left = "UIKeyInputLeftArrow"
    static let right = "UIKeyInputRightArrow"
    static let up = "UIKeyInputUpArrow"
    static let down = "UIKeyInputDownArrow"
}

/// A delegate that records every call and answers as told.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldReturn = true
    var shouldClear = true
    var allowChange: (NSRange, String) -> Bool = { _, _ in true }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return shouldBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return shouldEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change \(range.location),\(range.length) \"\(string)\"")
        return allowChange(range, string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return shouldClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return shouldReturn }
}

/// Records a control's editing events by name. Listening for `editingDidEndOnExit` makes Return end
/// editing (as on iOS), so it is optional.
@MainActor
func recordEditingEvents(of field: UITextField, includingExit: Bool = true) -> () -> [String] {
    final class Box { var events: [String] = [] }
    let box = Box()
    var events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                               (.editingDidEnd, "editingDidEnd")]
    if includingExit { events.append((.editingDidEndOnExit, "editingDidEndOnExit")) }
    for (event, name) in events {
        field.addAction(UIAction { _ in box.events.append(name) }, for: event)
    }
    return { box.events }
}
