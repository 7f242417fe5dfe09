import Foundation
import Testing
@testable import UIKit

/// The measured lines alone: line lengths from their longest items, positions by the Fenwick tree.
@Suite struct FlowMeasuredLinesTests {
    @Test func linesTakeTheirLongestItemAndFindTheirFirstLineByPosition() {
        var lines = FlowMeasuredLines(count: 10, estimate: .init(across: 100, along: 40), available: 300, minimumGap: 0, lineSpacing: 10)
        #expect(lines.perLine == 3 && lines.lineCount == 4)
        #expect(lines.length == CGFloat(4 * 40 + 3 * 10))
        lines.setAlong(70, for: 4)
        #expect(lines.lineLength(1) == 70)
        #expect(lines.lineStart(2) == CGFloat(40 + 10 + 70 + 10))
        #expect(lines.place(of: 3).along == CGFloat(50 + 15))
        #expect(lines.firstLine(endingAfter: 0) == 0)
        #expect(lines.firstLine(endingAfter: 45) == 1)
        #expect(lines.firstLine(endingAfter: 125) == 2)
        #expect(lines.firstLine(endingAfter: 10_000) == 4)
        lines.setAlong(40, for: 4)
        #expect(lines.length == CGFloat(4 * 40 + 3 * 10))
    }
}
