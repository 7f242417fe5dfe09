import CoreGraphics
import Foundation
import Testing

/// One line laid out by Pango: caret stops per grapheme cluster, measured in one pass.
@Suite struct TextLineTests {
    let style = TextStyle(family: "DejaVu Sans", pointSize: 17)

    @Test func thereIsOneStopPerClusterPlusTheEnd() {
        let line = TextLine("ae\u{301}👨‍👩‍👧🇫🇷", style: style)
        #expect(line.caretOffsets.count == 5)
        #expect(line.utf16Boundaries == [0, 1, 3, 11, 15])
        #expect(line.caretOffsets.first == 0)
        #expect(zip(line.caretOffsets, line.caretOffsets.dropFirst()).allSatisfy { $0 < $1 }, "\(line.caretOffsets)")
    }

    @Test func theLastStopIsTheAdvanceWidth() {
        let line = TextLine("Hello", style: style)
        #expect(abs(line.caretOffsets.last! - line.size.width) < 0.01)
        #expect(abs(line.size.width - TextLayout.size(of: "Hello", style: style).width) <= 1)
        #expect(line.baseline > 0 && line.baseline < line.size.height)
    }

    @Test func composedAndDecomposedAccentsStopAtTheSamePlace() {
        let composed = TextLine("\u{E9}x", style: style)
        let decomposed = TextLine("e\u{301}x", style: style)
        #expect(composed.caretOffsets.count == decomposed.caretOffsets.count)
        #expect(abs(composed.caretOffsets[1] - decomposed.caretOffsets[1]) < 0.5)
    }

    @Test func aLigatureIsSplitProportionally() {
        // DejaVu Sans may shape "fi" as one glyph; each character still gets its own stop.
        let line = TextLine("fi", style: style)
        #expect(line.caretOffsets.count == 3)
        #expect(line.caretOffsets[1] > 0 && line.caretOffsets[1] < line.caretOffsets[2])
    }

    @Test func theNearestBoundaryIsFoundFromEitherHalf() {
        let line = TextLine("abc", style: style)
        let a = line.caretOffsets[1]
        let b = line.caretOffsets[2]
        #expect(line.boundary(nearestTo: a + (b - a) * 0.3) == 1)
        #expect(line.boundary(nearestTo: a + (b - a) * 0.7) == 2)
        #expect(line.boundary(nearestTo: -50) == 0)
        #expect(line.boundary(nearestTo: 10_000) == 3)
        #expect(line.boundaryIndex(atOrBeforeUTF16: 2) == 2)
    }

    @Test func anEmptyLineHasOneStopAndAHeight() {
        let line = TextLine("", style: style)
        #expect(line.caretOffsets == [0])
        #expect(line.size.height > 10)
        #expect(line.boundary(nearestTo: 40) == 0)
    }

    @Test func aHundredThousandCharactersAreMeasuredInOnePass() {
        let text = String(repeating: "abcdefghij", count: 10_000)
        let line = TextLine(text, style: style)
        #expect(line.caretOffsets.count == 100_001)
        #expect(line.caretOffsets[50_000] > line.caretOffsets[49_999])
    }
}
