import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The field's line across edits (UITextField+Layout.swift): laid out again in its own storage while
/// only the field holds it, and measured as a fresh line of the text after every edit.
@MainActor
@Suite struct UITextFieldLayoutTests {
    func editingField() -> (UIKitTestHarness, UITextField) {
        let harness = UIKitTestHarness()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        harness.window.addSubview(field)
        field.becomeFirstResponder()
        return (harness, field)
    }

    /// The line's stops are a fresh line's of the field's text.
    func expectFresh(_ field: UITextField, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = field.text ?? ""
        let line = field.drawnLine.line
        let fresh = TextLine(text, style: (field.font ?? .systemFont(ofSize: 17)).textStyle(color: field.textColor ?? .black))
        #expect(line.text == text, sourceLocation: sourceLocation)
        #expect(line.caretOffsets == fresh.caretOffsets, sourceLocation: sourceLocation)
        #expect(line.utf16Boundaries == fresh.utf16Boundaries, sourceLocation: sourceLocation)
        #expect(line.size == fresh.size, sourceLocation: sourceLocation)
    }

    @Test func typingLaysTheSameLineOutAgain() {
        let (harness, field) = editingField()
        let typer = KeyTyper(harness: harness)
        typer.type("Hello")
        let identity = ObjectIdentifier(field.drawnLine.line)
        typer.type(" world, typed one key at a time")
        expectFresh(field)
        for _ in 0..<12 { typer.press(KeyTyper.backspace) }
        expectFresh(field)
        typer.type("é👍")
        expectFresh(field)
        #expect(ObjectIdentifier(field.drawnLine.line) == identity, "one line object, laid out again per edit")
        let end = field.position(from: field.beginningOfDocument, offset: field.text?.utf16.count ?? 0)
        #expect(field.caretRect(for: end!).minX > field.caretRect(for: field.beginningOfDocument).minX)
    }

    /// A line someone kept (here the test) is not changed by the next edit: the field makes a new one.
    @Test func aLineSomeoneKeptIsLeftAlone() {
        let (harness, field) = editingField()
        let typer = KeyTyper(harness: harness)
        typer.type("kept words here")
        let kept = field.drawnLine.line
        let keptOffsets = kept.caretOffsets
        typer.press(KeyTyper.backspace)
        typer.type("!!")
        #expect(kept.text == "kept words here")
        #expect(kept.caretOffsets == keptOffsets)
        #expect(field.drawnLine.line !== kept)
        expectFresh(field)
    }

    /// Emptied (the placeholder shows) and typed into again, the field lays out only the new text.
    @Test func aFieldEmptiedAndTypedIntoHoldsOnlyTheNewText() {
        let (harness, field) = editingField()
        field.placeholder = "Name"
        let typer = KeyTyper(harness: harness)
        typer.type("a long first text with several words in it")
        field.text = ""
        #expect(field.drawnLine.isPlaceholder)
        typer.type("b")
        expectFresh(field)
        #expect(field.drawnLine.line.caretOffsets.count == 2)
    }
}
