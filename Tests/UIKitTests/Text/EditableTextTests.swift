import Testing
@testable import UIKit

/// The editing model: offsets in UTF-16 units, always on grapheme-cluster boundaries.
@Suite struct EditableTextTests {
    func editor(_ text: String) -> EditableText {
        var editor = EditableText()
        editor.setText(text)
        return editor
    }

    @Test func settingTextPutsTheCaretAtTheEnd() {
        let e = editor("héllo")
        #expect(e.selection == 5..<5)
        #expect(e.utf16Count == 5)
    }

    @Test func selectingFromAnAnchorToAHeadKeepsWhichEndMoves() {
        var e = editor("a🇫🇷bc")  // the flag is 1..<5
        e.select(anchor: 6, head: 3)
        #expect(e.anchor == 6 && e.head == 1, "the head inside the flag rounds down to its start")
        #expect(e.selection == 1..<6)
        e.select(anchor: 0, head: 99)
        #expect(e.anchor == 0 && e.head == 7, "clamped to the text")
    }

    @Test func aDecomposedAccentIsOneStop() {
        let decomposed = "e\u{301}"  // e + combining acute: 2 UTF-16 units, one cluster
        let e = editor("a\(decomposed)b")
        #expect(e.boundary(after: 1) == 3)
        #expect(e.boundary(before: 3) == 1)
        #expect(e.snapped(2) == 1, "inside the cluster rounds down")
        #expect(e.snapped(2, roundingUp: true) == 3)
    }

    @Test func emojiAndFlagsAreOneStopEach() {
        let family = "👨‍👩‍👧"  // 8 UTF-16 units
        let flag = "🇫🇷"        // 4 UTF-16 units
        let e = editor("\(family)\(flag)")
        #expect(e.boundary(after: 0) == family.utf16.count)
        #expect(e.boundary(after: family.utf16.count) == family.utf16.count + flag.utf16.count)
        #expect(e.boundary(before: e.utf16Count) == family.utf16.count)
    }

    @Test func replacingClampsAndLandsTheCaretAfterTheInsertion() {
        var e = editor("abc")
        e.replace(1..<2, with: "XYZ")
        #expect(e.text == "aXYZc")
        #expect(e.selection == 4..<4)
        e.replace(-5..<99, with: "")
        #expect(e.text == "")
        #expect(e.selection == 0..<0)
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsItsCluster() {
        var e = editor("e")
        e.replace(1..<1, with: "\u{301}")
        #expect(e.text.count == 1)
        #expect(e.selection == 2..<2)
    }

    @Test func shiftExtendsFromTheAnchor() {
        var e = editor("abcd")
        e.moveHead(to: 1, extending: false)
        e.moveHead(to: 3, extending: true)
        #expect(e.selection == 1..<3)
        e.moveHead(to: 0, extending: true)
        #expect(e.selection == 0..<1)
    }

    @Test func aWordIsARunOfLettersAndDigits() {
        let e = editor("hello, wörld42 x")
        #expect(e.wordRange(at: 9) == 7..<14)
        #expect(e.wordRange(at: 0) == 0..<5)
        #expect(e.wordRange(at: 16) == 15..<16, "past the end: the last word")
    }
}
