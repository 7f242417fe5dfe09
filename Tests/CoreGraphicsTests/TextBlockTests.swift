import CoreGraphics
import Foundation
import Testing

/// Wrapped text laid out by Pango: lines and caret stops per grapheme cluster.
@Suite struct TextBlockTests {
    let style = TextStyle(family: "DejaVu Sans", pointSize: 17)

    @Test func newlinesStartLinesAndTheStopBeforeANewlineEndsItsLine() {
        let block = TextBlock("ab\ncd\n", style: style, width: 500)
        #expect(block.lines.count == 3, "text ending in a newline has an empty last line")
        #expect(block.stops.map(\.line) == [0, 0, 0, 1, 1, 1, 2])
        #expect(block.stops[3].x == 0 && block.stops[6].x == 0)
        #expect(block.stops[2].x > block.stops[1].x)
        #expect(block.lines[1].top >= block.lines[0].top + block.lines[0].height - 0.5)
    }

    @Test func aWrappedLinesBoundaryBelongsToTheNextLine() {
        let block = TextBlock("hello world again", style: style, width: 60)
        #expect(block.lines.count >= 2)
        let firstOfSecond = block.stops.firstIndex { $0.line == 1 }!
        #expect(block.stops[firstOfSecond].x < 1)
        #expect(block.stops.allSatisfy { $0.x <= 60.5 })
        #expect(zip(block.stops, block.stops.dropFirst()).allSatisfy { $0.line <= $1.line })
    }

    @Test func pointsFindTheNearestStopOnTheirLine() {
        let block = TextBlock("abc\ndef", style: style, width: 500)
        let second = block.lines[1]
        let target = block.stops[6]  // between e and f
        #expect(block.boundary(nearestTo: CGPoint(x: target.x + 0.5, y: second.top + 2)) == 6)
        #expect(block.boundary(nearestTo: CGPoint(x: -10, y: -10)) == 0)
        #expect(block.boundary(nearestTo: CGPoint(x: 1000, y: 1000)) == 7)
        #expect(block.boundary(onLine: 0, nearestX: 1000) == 3)
    }

    @Test func emptyTextHasOneLineAndOneStop() {
        let block = TextBlock("", style: style, width: 100)
        #expect(block.stops.count == 1 && block.lines.count == 1)
        #expect(block.height > 10)
    }
}
