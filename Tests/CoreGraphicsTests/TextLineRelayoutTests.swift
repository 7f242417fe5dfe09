import CoreGraphics
import Foundation
import Testing

/// `TextLine.relayOut(_:to:style:)`: a line laid out again in its own storage after an edit measures
/// exactly as a line made afresh, keeps nothing of its old text, and is replaced rather than changed when
/// something else holds it.
@Suite struct TextLineRelayoutTests {
    let style = TextStyle(family: "DejaVu Sans", pointSize: 17)
    static let prose = String(String(repeating: "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. ", count: 3).prefix(200))

    /// Every observable measurement of `line` equals `reference`'s (made afresh from the same text).
    func expectSameLine(_ line: TextLine, _ reference: TextLine, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(line.text == reference.text, sourceLocation: sourceLocation)
        #expect(line.caretOffsets == reference.caretOffsets, sourceLocation: sourceLocation)
        #expect(line.utf16Boundaries == reference.utf16Boundaries, sourceLocation: sourceLocation)
        #expect(line.size == reference.size, sourceLocation: sourceLocation)
        #expect(line.baseline == reference.baseline, sourceLocation: sourceLocation)
        #expect(line.chunkCount == reference.chunkCount, sourceLocation: sourceLocation)
    }

    @Test func aLineNothingElseHoldsIsLaidOutAgainInPlace() {
        var line = TextLine(Self.prose, style: style)
        let identity = ObjectIdentifier(line)
        TextLine.relayOut(&line, to: Self.prose + "a", style: style)
        #expect(ObjectIdentifier(line) == identity, "the same object, laid out again")
        #expect(line.reusedChunkCount == line.chunkCount - 1, "only the edited chunk is shaped")
        expectSameLine(line, TextLine(Self.prose + "a", style: style))
    }

    /// Typing, deleting, pasting and emptying one line in place: after each edit every caret stop, boundary
    /// and size is that of a fresh line, so nothing of an earlier text (a longer chunk, more stops) is left.
    @Test func everyEditMeasuresAsAFreshLine() {
        var line = TextLine("", style: style)
        let identity = ObjectIdentifier(line)
        var text = ""
        let edits: [(String) -> String] = [
            { $0 + "Hello" },
            { $0 + " wide world of words and more words" },
            { String($0.dropLast(5)) },
            { "é" + $0 },
            { $0.replacingOccurrences(of: "wide", with: "narrow") },
            { $0 + String(repeating: " 👨‍👩‍👧 flag 🇫🇷", count: 4) },
            { String($0.prefix(3)) },
            { _ in "" },
            { _ in Self.prose },
            { _ in "fi" },
        ]
        for edit in edits {
            text = edit(text)
            TextLine.relayOut(&line, to: text, style: style)
            expectSameLine(line, TextLine(text, style: style))
        }
        #expect(ObjectIdentifier(line) == identity)
    }

    @Test func aLineSomeoneElseHoldsIsLeftAsItWas() {
        var line = TextLine(Self.prose, style: style)
        let kept = line
        let keptOffsets = kept.caretOffsets
        TextLine.relayOut(&line, to: "short", style: style)
        #expect(line !== kept, "a new line: the kept one is someone else's")
        #expect(kept.text == Self.prose)
        #expect(kept.caretOffsets == keptOffsets)
        expectSameLine(line, TextLine("short", style: style))
    }

    /// A chunk another line still holds (lent to it by an earlier edit) is not laid out again in place:
    /// the other line keeps its text and stops.
    @Test func aChunkLentToAnotherLineIsNotChanged() {
        var line = TextLine(Self.prose, style: style)
        let other = TextLine(Self.prose + "z", style: style, reusing: line)
        #expect(other.reusedChunkCount == other.chunkCount - 1)
        let otherOffsets = other.caretOffsets
        var edited = Self.prose
        edited.insert(contentsOf: "WWW", at: edited.index(edited.startIndex, offsetBy: 10))
        TextLine.relayOut(&line, to: edited, style: style)
        expectSameLine(line, TextLine(edited, style: style))
        #expect(other.text == Self.prose + "z")
        #expect(other.caretOffsets == otherOffsets)
    }

    @Test func anotherStyleReshapesEveryChunkAndKeepsTheNewStyle() {
        var line = TextLine(Self.prose, style: style)
        var bigger = style
        bigger.pointSize = 30
        TextLine.relayOut(&line, to: Self.prose, style: bigger)
        #expect(line.reusedChunkCount == 0)
        #expect(line.style == bigger)
        expectSameLine(line, TextLine(Self.prose, style: bigger))
        var red = bigger
        red.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        TextLine.relayOut(&line, to: Self.prose, style: red)
        #expect(line.reusedChunkCount == line.chunkCount, "a colour change reshapes nothing")
        #expect(line.style.color == red.color)
    }

    /// A line laid out again draws its new text only: the pixels are those of a fresh line's.
    @Test func aLineLaidOutAgainDrawsAsAFreshLine() throws {
        var line = TextLine(Self.prose, style: style)
        let edited = "Typed over " + Self.prose.dropFirst(40)
        TextLine.relayOut(&line, to: String(edited), style: style)
        let fresh = TextLine(String(edited), style: style)
        let width = Int(fresh.size.width.rounded(.up)) + 20
        let height = Int(fresh.size.height.rounded(.up)) + 10
        let reused = try CGContext(width: width, height: height)
        reused.draw(line, at: CGPoint(x: 10, y: 5))
        let made = try CGContext(width: width, height: height)
        made.draw(fresh, at: CGPoint(x: 10, y: 5))
        var differing = 0
        for x in 0..<width {
            for y in 0..<height where reused.pixel(x: x, y: y) != made.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }
}
