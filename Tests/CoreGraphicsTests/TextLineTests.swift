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

    // MARK: Chunks (an edit lays out only what it touched; drawing skips what is out of the clip)

    static let prose = String(String(repeating: "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. ", count: 3).prefix(200))

    /// Every caret stop of `line` within `tolerance` of `reference`'s.
    func expectSameStops(_ line: TextLine, _ reference: TextLine, tolerance: CGFloat = 0.01,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(line.caretOffsets.count == reference.caretOffsets.count, sourceLocation: sourceLocation)
        let worst = zip(line.caretOffsets, reference.caretOffsets).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= tolerance, "largest difference \(worst)", sourceLocation: sourceLocation)
        #expect(line.utf16Boundaries == reference.utf16Boundaries, sourceLocation: sourceLocation)
        #expect(abs(line.size.width - reference.size.width) <= tolerance, sourceLocation: sourceLocation)
        #expect(line.size.height == reference.size.height, sourceLocation: sourceLocation)
        #expect(line.baseline == reference.baseline, sourceLocation: sourceLocation)
    }

    @Test func aLongLineIsCutIntoChunksAfterSpacesThatMeasureAsTheWholeLine() {
        let line = TextLine(Self.prose, style: style)
        #expect(line.chunkCount >= 200 / (4 * TextLine.minimumChunkBytes + 10) && line.chunkCount <= 200 / TextLine.minimumChunkBytes,
                "\(line.chunkCount)")
        #expect(line.reusedChunkCount == 0)
        #expect(line.caretOffsets.count == 201)
        #expect(zip(line.caretOffsets, line.caretOffsets.dropFirst()).allSatisfy { $0 <= $1 })
        // Pango's width of the whole line, laid out at once: shaping stops at nothing across a space.
        #expect(abs(line.size.width - TextLayout.size(of: Self.prose, style: style).width) <= 1, "\(line.size.width)")
        #expect(abs(line.size.height - TextLine("Hello", style: style).size.height) < 0.01)
    }

    @Test func typingAtTheEndLaysOutOnlyTheLastChunk() {
        let before = TextLine(Self.prose, style: style)
        let typed = TextLine(Self.prose + "a", style: style, reusing: before)
        #expect(typed.reusedChunkCount == typed.chunkCount - 1)
        expectSameStops(typed, TextLine(Self.prose + "a", style: style))
        let deleted = TextLine(Self.prose, style: style, reusing: typed)
        #expect(deleted.reusedChunkCount == deleted.chunkCount - 1)
        expectSameStops(deleted, before)
    }

    @Test func anEditInTheMiddleReusesTheChunksOnBothSides() {
        let before = TextLine(Self.prose, style: style)
        var edited = Self.prose
        edited.insert(contentsOf: "WWW", at: edited.index(edited.startIndex, offsetBy: 100))
        let line = TextLine(edited, style: style, reusing: before)
        #expect(line.reusedChunkCount >= line.chunkCount - 2, "\(line.reusedChunkCount) of \(line.chunkCount)")
        expectSameStops(line, TextLine(edited, style: style))
        #expect(line.caretOffsets[103] - line.caretOffsets[100] > 3 * 10, "three wide letters inserted at 100")
    }

    @Test func anotherFontReusesNothingAndAnotherColourReusesEverything() {
        let before = TextLine(Self.prose, style: style)
        var bigger = style
        bigger.pointSize = 30
        let resized = TextLine(Self.prose, style: bigger, reusing: before)
        #expect(resized.reusedChunkCount == 0)
        #expect(resized.size.width > before.size.width * 1.5)
        var red = style
        red.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let recoloured = TextLine(Self.prose, style: red, reusing: before)
        #expect(recoloured.reusedChunkCount == recoloured.chunkCount)
        #expect(recoloured.style.color == red.color)
    }

    @Test func rightToLeftTextAndBidiControlsAreLaidOutWhole() {
        let hebrew = String(repeating: "שלום עולם ", count: 10)
        #expect(TextLine(hebrew, style: style).chunkCount == 1)
        let mixed = String(repeating: "plain words here ", count: 6) + "\u{202E}reversed"
        #expect(TextLine(mixed, style: style).chunkCount == 1)
        #expect(TextLine(String(repeating: "plain words here ", count: 6), style: style).chunkCount > 1)
    }

    @Test func clustersAndEmojiKeepTheirStopsAcrossChunks() {
        let text = String(repeating: "e\u{301}t\u{E9} 👨‍👩‍👧 flags 🇫🇷 and ", count: 6)
        let line = TextLine(text, style: style)
        #expect(line.chunkCount > 1)
        #expect(line.caretOffsets.count == text.count + 1)
        #expect(zip(line.caretOffsets, line.caretOffsets.dropFirst()).allSatisfy { $0 <= $1 })
        // The emoji's fallback font is taller than DejaVu: the line is as tall as its tallest chunk.
        #expect(line.size.height >= TextLine("plain", style: style).size.height)
        #expect(line.baseline > 0 && line.baseline < line.size.height)
    }

    /// Drawing skips chunks outside the clip and loses nothing inside it: for clips across the line, the
    /// pixels inside are those of the line drawn with no clip.
    @Test func aClippedDrawingMatchesTheFullDrawingInsideTheClip() throws {
        let line = TextLine(Self.prose, style: style)
        let width = Int(line.size.width.rounded(.up)) + 20
        let height = Int(line.size.height.rounded(.up)) + 10
        let full = try CGContext(width: width, height: height)
        full.draw(line, at: CGPoint(x: 10, y: 5))
        var inked = 0
        for window in stride(from: 0, to: width, by: 97) {
            let clip = CGRect(x: window, y: 0, width: 60, height: height)
            let clipped = try CGContext(width: width, height: height)
            clipped.saveGState()
            clipped.clip(to: clip)
            clipped.draw(line, at: CGPoint(x: 10, y: 5))
            clipped.restoreGState()
            var differing: [String] = []
            for x in window..<min(window + 60, width) {
                for y in 0..<height {
                    let expected = full.pixel(x: x, y: y)
                    if expected?.alpha ?? 0 > 0 { inked += 1 }
                    if clipped.pixel(x: x, y: y) != expected { differing.append("\(x),\(y)") }
                }
            }
            #expect(differing.isEmpty, "pixels differing in the clip \(clip): \(differing.prefix(10))")
        }
        #expect(inked > 500, "the windows hold text")
    }

    /// The thread's shared context keeps the font description of the last style: a style laid out after
    /// another must get its own font, not the previous one's (stale state in the cache).
    @Test func eachStyleGetsItsOwnFontThroughTheSharedDescription() {
        let small = TextStyle(family: "DejaVu Sans", pointSize: 12)
        let large = TextStyle(family: "DejaVu Sans", pointSize: 30)
        let bold = TextStyle(family: "DejaVu Sans", pointSize: 12, isBold: true)
        let first = TextLine("Hello wide world", style: small).size
        let big = TextLine("Hello wide world", style: large).size
        let heavy = TextLine("Hello wide world", style: bold).size
        let again = TextLine("Hello wide world", style: small).size
        #expect(big.width > first.width * 2 && big.height > first.height * 2, "\(big) against \(first)")
        #expect(heavy.width > first.width, "bold is wider: \(heavy) against \(first)")
        #expect(again == first)
        #expect(TextLayout.size(of: "Hello", style: large).width > TextLayout.size(of: "Hello", style: small).width * 2)
    }

    /// Lines laid out on another thread (its own shared context) measure as on this one.
    @Test func aLineLaidOutOnAnotherThreadMeasuresTheSame() async {
        let style = self.style
        let here = TextLine("The quick brown fox jumps", style: style).caretOffsets
        let there = await Task.detached { TextLine("The quick brown fox jumps", style: style).caretOffsets }.value
        #expect(here == there)
    }

    /// The line keeps no reference to the string it was made from; its text is its chunks' texts joined.
    @Test func theTextIsTheChunksJoined() {
        let text = String(repeating: "jumps over the lazy dog ", count: 8)
        let line = TextLine(text, style: style)
        #expect(line.chunkCount > 1)
        #expect(line.text == text)
        var edited = text
        edited += "x"
        let next = TextLine(edited, style: style, reusing: line)
        #expect(next.text == edited)
        #expect(line.text == text)
    }
}
