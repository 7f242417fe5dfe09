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
