import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite struct FlowLayoutGeometryTests {
    typealias Size = FlowLayoutGeometry.FlowSize

    @Test func uniformLinesFitAsManyAsTheMinimumGapAllowsAndSpreadTheRest() {
        let (lines, length) = FlowLayoutGeometry.uniformLines(count: 10, size: Size(across: 70, along: 40), available: 300,
                                                              minimumGap: 10, lineSpacing: 5)
        guard case let .uniform(_, perLine, gap, lead) = lines else {
            Issue.record("expected uniform lines")
            return
        }
        #expect(perLine == 3 && gap == 45 && lead == 0)
        // Four lines of 40 and three gaps of 5.
        #expect(length == 175)
        let (lone, _) = FlowLayoutGeometry.uniformLines(count: 2, size: Size(across: 200, along: 40), available: 300,
                                                        minimumGap: 10, lineSpacing: 5)
        guard case let .uniform(_, lonePerLine, _, loneLead) = lone else { return }
        #expect(lonePerLine == 1 && loneLead == 50)
        let (_, empty) = FlowLayoutGeometry.uniformLines(count: 0, size: Size(across: 70, along: 40), available: 300,
                                                         minimumGap: 10, lineSpacing: 5)
        #expect(empty == 0)
    }

    @Test func explicitLinesBreakWhenTheNextItemDoesNotFitAndAreFoundByBinarySearch() {
        let widths: [CGFloat] = [100, 150, 120, 60, 80, 290, 10]
        let sizes = widths.map { Size(across: $0, along: 20) }
        let (lines, length) = FlowLayoutGeometry.explicitLines(sizes: sizes, available: 300, minimumGap: 10, lineSpacing: 10)
        guard case let .explicit(explicit) = lines else {
            Issue.record("expected explicit lines")
            return
        }
        #expect(explicit.firstItems == [0, 2, 5, 6])
        #expect(explicit.starts == [0, 30, 60, 90])
        #expect(length == 110)
        #expect((0..<7).map(explicit.line(of:)) == [0, 0, 1, 1, 1, 2, 3])
        #expect(explicit.firstLine(endingAfter: -5) == 0)
        #expect(explicit.firstLine(endingAfter: 20) == 1)
        #expect(explicit.firstLine(endingAfter: 19.9) == 0)
        #expect(explicit.firstLine(endingAfter: 200) == 4)
        // The lone 290 pt item is centred, the last line's single 10 pt item too.
        #expect(explicit.itemAcross[5] == 5 && explicit.itemAcross[6] == 145)
    }

    @Test func aRectanglesItemsComeLineByLine() {
        var geometry = FlowLayoutGeometry()
        var section = FlowLayoutGeometry.Section()
        section.itemCount = 10
        section.lineSpacing = 10
        let (lines, length) = FlowLayoutGeometry.uniformLines(count: 10, size: Size(across: 90, along: 50), available: 300,
                                                              minimumGap: 10, lineSpacing: 10)
        section.lines = lines
        section.linesLength = length
        geometry.sections = [section]
        var items: [Int] = []
        // Lines at 0…50, 60…110, 120…170, 180…230: 55…125 reaches the second and third.
        geometry.forEachItem(inSection: 0, alongFrom: 55, to: 125) { items.append($0) }
        #expect(items == [3, 4, 5, 6, 7, 8])
        items = []
        geometry.forEachItem(inSection: 0, alongFrom: 50, to: 60) { items.append($0) }
        #expect(items.isEmpty)
        #expect(geometry.firstSection(endingAfter: 229) == 0)
        #expect(geometry.firstSection(endingAfter: 230) == 1)
    }
}
