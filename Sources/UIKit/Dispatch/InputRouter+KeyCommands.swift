import InputCore

/// A responder that edits text: UIKit's text inputs adopt it. Plain typing keys go to it before key
/// commands that do not want priority (``UIKeyCommand/wantsPriorityOverSystemBehavior``), and a held key
/// repeats into it (InputRouter+KeyRepeat.swift): iOS repeats keys inside its text system, not by
/// delivering presses again.
@MainActor
protocol KeyRepeatReceiving: AnyObject {
    /// The held key `press` repeated: act as if its characters were typed again.
    func keyRepeated(_ press: UIPress)
}

extension InputRouter {
    /// Looks for a key command matching `key` from the first responder (or the key window) up the
    /// responder chain, the first responder's commands first and each responder's in order, and performs
    /// the first one with a target. Returns it, or `nil` when the press goes to the responders.
    func performKeyCommand(for key: UIKey) -> UIKeyCommand? {
        guard let start = application.firstResponder ?? application.keyWindow else { return nil }
        let typingIntoText = start is KeyRepeatReceiving && Self.isTypingKey(key)
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) {
                if typingIntoText && !command.wantsPriorityOverSystemBehavior { continue }
                if perform(command, from: start) { return command }
            }
            responder = current.next
        }
        return nil
    }

    /// Sends `command`'s action to its target from `start` up the chain; `false` when no responder can
    /// perform it (the command is then disabled and the search goes on, as on iOS).
    @discardableResult
    func perform(_ command: UIKeyCommand, from start: UIResponder) -> Bool {
        guard let action = command.action,
              let target = start.target(forAction: action, withSender: command) as? UIResponder
        else { return false }
        if application.trace.isEnabled {
            let name = command.listedTitle.isEmpty ? action.name : "\"\(command.listedTitle)\" (\(action.name))"
            application.trace.emit(.note(time: now, message: "key command \(name) performed by \(target.traceResponderName)"))
        }
        target.performAction(action, sender: command, event: nil)
        return true
    }

    /// Keys a text input uses itself: anything without Control, Option or Command (letters, Shift-ed
    /// symbols, arrows, Delete, Return, Tab, Space).
    static func isTypingKey(_ key: UIKey) -> Bool {
        key.modifierFlags.isDisjoint(with: [.control, .alternate, .command])
    }
}

extension InputRouter {
    /// The trace's note for a translated key going down: `key 30 "a" [shift] -> field`, the characters
    /// hidden (`typed 1 character`) unless ``Trace/showsTypedCharacters``. Keys without a translator
    /// have no characters to tell and get no note (the delivery entry names the key).
    func noteKeyDown(_ key: UIKey, to responder: String) {
        guard application.trace.isEnabled, !key.characters.isEmpty || !key.modifierFlags.isEmpty else { return }
        var text = "key \(key.keyCode)"
        if !key.characters.isEmpty {
            if application.trace.showsTypedCharacters || Self.isNonPrinting(key.characters) {
                text += " \(Self.quoted(key.characters))"
            } else {
                text += " typed \(key.characters.count) character\(key.characters.count == 1 ? "" : "s") (hidden)"
            }
        }
        let flags = Self.flagNames(key.modifierFlags)
        if !flags.isEmpty { text += " [\(flags.joined(separator: ","))]" }
        application.trace.emit(.note(time: now, message: text + " -> \(responder)"))
    }

    /// UIKit's strings for keys that type no text, and control characters: nothing private.
    static func isNonPrinting(_ characters: String) -> Bool {
        characters.hasPrefix("UIKeyInput") || characters.unicodeScalars.allSatisfy { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The characters in quotes, control characters escaped (`"\r"`, `"\u{1B}"`).
    static func quoted(_ characters: String) -> String {
        var text = "\""
        for scalar in characters.unicodeScalars {
            switch scalar {
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            default: text += scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        return text + "\""
    }

    private static func flagNames(_ flags: UIKeyModifierFlags) -> [String] {
        let names: [(UIKeyModifierFlags, String)] = [
            (.shift, "shift"), (.control, "control"), (.alternate, "alternate"), (.command, "command"),
            (.alphaShift, "alphaShift"), (.numericPad, "numericPad"),
        ]
        return names.filter { flags.contains($0.0) }.map(\.1)
    }
}
