import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// How a text view draws: wrapped text, the caret and a multi-line selection, at named pixels.
@MainActor
@Suite struct UITextViewDrawingTests {
    @Test func wrappedTextCaretAndSelectionAreDrawn() throws {
        let scene = try ControlDrawingScene(background: .white, size: CGSize(width: 300, height: 200))
        let view = UITextView(frame: CGRect(x: 20, y: 20, width: 120, height: 150))
        view.text = "██ ██ ██ ██ ██ ██"
        view.textColor = .red
        scene.add(view)
        view.layoutIfNeeded()
        #expect(view.block.lines.count >= 2)
        // The first block of the second line is drawn in red.
        let block = view.block
        let secondLineStart = block.stops.firstIndex { $0.line == 1 }!
        let a = view.caretRect(atOffset: block.utf16Boundaries[secondLineStart])
        let b = view.caretRect(atOffset: block.utf16Boundaries[secondLineStart + 1])
        let glyph = view.convert(CGPoint(x: (a.minX + b.minX) / 2, y: a.midY), to: nil)
        expectPixel(scene.pixel(glyph), .blend(.red), "second line")
        view.becomeFirstResponder()
        let caret = view.convert(view.caretRect(atOffset: view.text.utf16.count), to: nil)
        expectPixel(scene.pixel(CGPoint(x: caret.midX, y: caret.midY)), .blend(.systemBlue), "caret")
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
        let space = view.caretRect(atOffset: 2)
        let spacePoint = view.convert(CGPoint(x: space.minX + 2, y: space.midY), to: nil)
        expectPixel(scene.pixel(spacePoint), .blend(.systemBlue, alpha: UITextField.selectionAlpha, over: .white), "selected space")
    }
}
