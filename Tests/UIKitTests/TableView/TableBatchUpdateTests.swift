import Foundation
import Testing
@testable import UIKit

@Suite struct TableBatchUpdateTests {
    @Test func deletesUseOldPathsAndInsertsNewOnesWhateverTheOrder() throws {
        var batch = TableBatchUpdate()
        batch.insertedRows = [IndexPath(row: 0, section: 0)]
        batch.deletedRows = [IndexPath(row: 2, section: 0)]
        let mapping = try batch.mapping(oldRows: [4], newRows: [4])
        // Old 0, 1, 3 shift down past the new row 0; old 2 is gone.
        #expect(mapping.newIndexPath(for: IndexPath(row: 0, section: 0)) == IndexPath(row: 1, section: 0))
        #expect(mapping.newIndexPath(for: IndexPath(row: 1, section: 0)) == IndexPath(row: 2, section: 0))
        #expect(mapping.newIndexPath(for: IndexPath(row: 2, section: 0)) == nil)
        #expect(mapping.newIndexPath(for: IndexPath(row: 3, section: 0)) == IndexPath(row: 3, section: 0))
    }

    @Test func movesAcrossSectionsCountAsMovedInAndOut() throws {
        var batch = TableBatchUpdate()
        batch.moves = [(IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1))]
        let mapping = try batch.mapping(oldRows: [2, 2], newRows: [1, 3])
        #expect(mapping.newIndexPath(for: IndexPath(row: 0, section: 0)) == IndexPath(row: 1, section: 1))
        #expect(mapping.newIndexPath(for: IndexPath(row: 1, section: 0)) == IndexPath(row: 0, section: 0))
        #expect(mapping.newIndexPath(for: IndexPath(row: 1, section: 1)) == IndexPath(row: 2, section: 1))
        #expect(throws: TableBatchUpdate.Problem.self) { try batch.mapping(oldRows: [2, 2], newRows: [2, 2]) }
    }

    @Test func insertedSectionsShiftTheOldOnes() throws {
        var batch = TableBatchUpdate()
        batch.insertedSections = IndexSet([0, 2])
        batch.deletedSections = IndexSet(integer: 1)
        let mapping = try batch.mapping(oldRows: [1, 1, 1], newRows: [0, 1, 0, 1])
        #expect(mapping.sections == [1, nil, 3])
        #expect(mapping.newIndexPath(for: IndexPath(row: 0, section: 2)) == IndexPath(row: 0, section: 3))
        #expect(mapping.newIndexPath(for: IndexPath(row: 0, section: 1)) == nil)
    }

    /// A reloaded row names its place before the batch, and lands where the rows around it put it: after a
    /// row inserted above it, one lower; after one deleted above it, one higher.
    @Test func aReloadedRowLandsWhereTheOtherUpdatesPutIt() throws {
        var inserting = TableBatchUpdate()
        inserting.insertedRows = [IndexPath(row: 0, section: 0)]
        inserting.reloadedRows = [IndexPath(row: 1, section: 0)]
        // [a, b, c] → [x, a, b', c]: a keeps its cell at 1, b's cell leaves (b' is made at 2), c goes to 3.
        let afterInsert = try inserting.mapping(oldRows: [3], newRows: [4])
        #expect(afterInsert.rows[0] == [IndexPath(row: 1, section: 0), nil, IndexPath(row: 3, section: 0)])

        var deleting = TableBatchUpdate()
        deleting.deletedRows = [IndexPath(row: 0, section: 0)]
        deleting.reloadedRows = [IndexPath(row: 2, section: 0)]
        // [a, b, c] → [b, c']: a valid batch, not an insertion past the end.
        let afterDelete = try deleting.mapping(oldRows: [3], newRows: [2])
        #expect(afterDelete.rows[0] == [nil, IndexPath(row: 0, section: 0), nil])
    }

    @Test func aReloadIsCountedAsNeitherAnInsertionNorADeletion() throws {
        var batch = TableBatchUpdate()
        batch.reloadedRows = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
        #expect(try batch.mapping(oldRows: [2], newRows: [2]).rows[0] == [nil, nil])
        #expect(throws: TableBatchUpdate.Problem.self) { try batch.mapping(oldRows: [2], newRows: [3]) }
        batch.reloadedRows = [IndexPath(row: 2, section: 0)]
        #expect(throws: TableBatchUpdate.Problem.self) { try batch.mapping(oldRows: [2], newRows: [2]) }
    }

    @Test func aReloadedSectionMayComeBackWithAnotherCountAndKeepsNoRow() throws {
        var batch = TableBatchUpdate()
        batch.reloadedSections = IndexSet(integer: 1)
        let mapping = try batch.mapping(oldRows: [2, 3], newRows: [2, 5])
        #expect(mapping.sections == [0, 1])
        #expect(mapping.rows[0] == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(mapping.rows[1] == [nil, nil, nil])
        batch.reloadedSections = IndexSet(integer: 2)
        #expect(throws: TableBatchUpdate.Problem.self) { try batch.mapping(oldRows: [2, 3], newRows: [2, 3]) }
    }

    @Test func theSummaryNamesEveryUpdate() {
        var batch = TableBatchUpdate()
        batch.insertedRows = [IndexPath(row: 3, section: 0)]
        batch.deletedSections = IndexSet(integer: 2)
        batch.moves = [(IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0))]
        #expect(batch.summary == "delete sections [2]; insert [0, 3]; move [0, 0] → [0, 1]")
    }
}
