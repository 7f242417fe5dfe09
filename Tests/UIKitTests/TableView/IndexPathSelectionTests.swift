import Foundation
import Testing
@testable import UIKit

@Suite struct IndexPathSelectionTests {
    @Test func singleSelectionReplacesAndReportsWhatItDropped() {
        var selection = IndexPathSelection()
        #expect(selection.select(IndexPath(row: 1, section: 0), multiple: false).isEmpty)
        let dropped = selection.select(IndexPath(row: 4, section: 0), multiple: false)
        #expect(dropped == [IndexPath(row: 1, section: 0)])
        #expect(selection.sorted == [IndexPath(row: 4, section: 0)])
    }

    @Test func multipleSelectionAccumulatesInOrder() {
        var selection = IndexPathSelection()
        selection.select(IndexPath(row: 4, section: 1), multiple: true)
        selection.select(IndexPath(row: 2, section: 0), multiple: true)
        #expect(selection.sorted == [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 1)])
        let first = selection.deselect(IndexPath(row: 2, section: 0))
        let again = selection.deselect(IndexPath(row: 2, section: 0))
        #expect(first && !again)
        #expect(selection.removeAll() == [IndexPath(row: 4, section: 1)])
        #expect(selection.sorted.isEmpty)
    }

    @Test func remapFollowsItemsAndDropsDeletedOnes() {
        var selection = IndexPathSelection()
        selection.select(IndexPath(row: 1, section: 0), multiple: true)
        selection.select(IndexPath(row: 5, section: 0), multiple: true)
        // Row 1 deleted; rows after it move up by one.
        selection.remap { $0.row == 1 ? nil : IndexPath(row: $0.row > 1 ? $0.row - 1 : $0.row, section: 0) }
        #expect(selection.sorted == [IndexPath(row: 4, section: 0)])
    }

    @Test func indexPathRowAndSectionAreUIKitsNames() {
        let path = IndexPath(row: 3, section: 2)
        #expect(path.section == 2 && path.row == 3 && path.item == 3)
        #expect(path == IndexPath(indexes: [2, 3]))
        #expect(IndexPath(item: 1, section: 0).row == 1)
    }
}
