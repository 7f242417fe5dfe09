import Foundation
import Testing
import UIKitTesting

/// Key commands: matched from the first responder up the responder chain before presses are delivered,
/// performed on the responder that can perform their action, as on iOS.
@MainActor
@Suite struct UIKeyCommandTests {
    /// A view listing commands and performing the actions it is told to.
    final class CommandView: UIView {
        var commands: [UIKeyCommand] = []
        var performs: Set<String> = []
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? { commands }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { performs.contains(action.name) }
        override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
            log.append("\(action.name) \((sender as? UIKeyCommand)?.title ?? "")")
            return true
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log += presses.map { "began \($0.key?.keyCode ?? 0)" }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log += presses.map { "ended \($0.key?.keyCode ?? 0)" }
        }
    }

    private func setUp() -> (UIKitTestHarness, outer: CommandView, inner: CommandView, VirtualKeyboard) {
        let harness = UIKitTestHarness()
        harness.application.keyTranslator = TestKeyTranslator()
        let outer = CommandView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = CommandView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(outer)
        outer.addSubview(inner)
        _ = inner.becomeFirstResponder()
        return (harness, outer, inner, harness.keyboard())
    }

    @Test func aCommandOfTheFirstRespondersAncestorIsPerformedAndThePressIsNotDelivered() {
        let (_, outer, inner, keyboard) = setUp()
        outer.commands = [UIKeyCommand(title: "Find", action: "find:", input: "f", modifierFlags: .command)]
        outer.performs = ["find:"]
        keyboard.press(TestKeyTranslator.superKey)
        keyboard.type(TestKeyTranslator.f)
        keyboard.release(TestKeyTranslator.superKey)
        #expect(outer.log == ["find: Find"])
        // The first responder saw the Super key, but not the F the command took (down or up).
        #expect(inner.log == ["began 125", "ended 125"])
    }

    @Test func modifiersMustMatchExactly() {
        let (_, outer, inner, keyboard) = setUp()
        outer.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: "find:")]
        outer.performs = ["find:"]
        keyboard.type(TestKeyTranslator.f)                 // no Command: typed, not a command
        keyboard.press(TestKeyTranslator.superKey)
        keyboard.press(TestKeyTranslator.shift)
        keyboard.type(TestKeyTranslator.f)                 // Command-Shift-F is another command
        #expect(outer.log.isEmpty)
        #expect(inner.log.filter { $0.hasPrefix("began 33") }.count == 2)
    }

    @Test func shiftedLettersMatchInEitherCase() {
        let (_, outer, _, keyboard) = setUp()
        outer.commands = [UIKeyCommand(title: "Select All", action: "selectAll:", input: "A", modifierFlags: [.command, .shift])]
        outer.performs = ["selectAll:"]
        keyboard.press(TestKeyTranslator.superKey)
        keyboard.press(TestKeyTranslator.shift)
        keyboard.type(TestKeyTranslator.a)
        #expect(outer.log == ["selectAll: Select All"])
    }

    @Test func theFirstRespondersCommandWinsOverAnAncestors() {
        let (_, outer, inner, keyboard) = setUp()
        outer.commands = [UIKeyCommand(title: "outer", action: "back:", input: UIKeyCommand.inputLeftArrow)]
        inner.commands = [UIKeyCommand(title: "inner", action: "back:", input: UIKeyCommand.inputLeftArrow)]
        inner.performs = ["back:"]
        outer.performs = ["back:"]
        keyboard.type(TestKeyTranslator.left)
        #expect(inner.log == ["back: inner"])
        #expect(outer.log.isEmpty)
    }

    @Test func aCommandNobodyCanPerformLetsThePressThrough() {
        let (_, outer, inner, keyboard) = setUp()
        outer.commands = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "dismiss:")]
        keyboard.type(TestKeyTranslator.escape)
        #expect(inner.log == ["began 1", "ended 1"])
        // Once someone on the chain can perform it, Escape ("\u{1B}") matches inputEscape.
        outer.performs = ["dismiss:"]
        keyboard.type(TestKeyTranslator.escape)
        #expect(outer.log == ["dismiss: "])
    }

    @Test func theActionGoesToTheFirstResponderWhenItCanPerformIt() {
        let (_, outer, inner, keyboard) = setUp()
        outer.commands = [UIKeyCommand(title: "Copy", action: "copy:", input: "s", modifierFlags: .control)]
        outer.performs = ["copy:"]
        inner.performs = ["copy:"]
        keyboard.press(TestKeyTranslator.control)
        keyboard.type(TestKeyTranslator.s)
        #expect(inner.log.contains("copy: Copy"))
        #expect(outer.log.isEmpty)
    }

    @Test func theTraceSaysWhichCommandRanAndWhere() {
        let (harness, outer, _, keyboard) = setUp()
        outer.accessibilityIdentifier = "outer"
        outer.commands = [UIKeyCommand(title: "Find", action: "find:", input: "f", modifierFlags: .command, discoverabilityTitle: "Find in List")]
        outer.performs = ["find:"]
        keyboard.press(TestKeyTranslator.superKey)
        keyboard.type(TestKeyTranslator.f)
        let notes = harness.trace.entries.compactMap { entry -> String? in
            if case .note(_, let message) = entry { return message } else { return nil }
        }
        #expect(notes.contains { $0.hasPrefix("key command \"Find in List\" (find:) performed by") && $0.contains("outer") })
    }

    @Test func matchingIgnoresCapsLockAndTheKeypadFlag() {
        let command = UIKeyCommand(input: "f", modifierFlags: .command, action: "find:")
        #expect(command.matches(UIKey(keyCode: 33, characters: "F", charactersIgnoringModifiers: "f", modifierFlags: [.command, .alphaShift])))
        #expect(!command.matches(UIKey(keyCode: 33, characters: "f", modifierFlags: [.command, .control])))
        #expect(!command.matches(UIKey(keyCode: 33)))
        let question = UIKeyCommand(input: "?", modifierFlags: .shift, action: "help:")
        #expect(question.matches(UIKey(keyCode: 53, characters: "?", charactersIgnoringModifiers: "/", modifierFlags: .shift)))
        #expect(UIKeyCommand.f5 == "UIKeyInputF5" && UIKeyCommand.inputEscape == "UIKeyInputEscape")
    }
}
