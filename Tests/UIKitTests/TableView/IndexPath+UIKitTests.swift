import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/TableView/IndexPath+UIKit.swift`: the row and item index paths are `[section, row]`,
/// equal to (and hashing like) the ones built from an array, whichever way they are made.
@MainActor
struct IndexPathUIKitTests {
    @Test func rowAndItemPathsAreSectionThenRow() {
        let row = IndexPath(row: 7, section: 2)
        #expect(row == IndexPath(indexes: [2, 7]))
        #expect(row.hashValue == IndexPath(indexes: [2, 7]).hashValue)
        #expect(row.count == 2 && row.section == 2 && row.row == 7 && row.item == 7)
        #expect(IndexPath(item: 3, section: 1) == IndexPath(indexes: [1, 3]))
        #expect(IndexPath(row: 0, section: 1) < IndexPath(row: 1, section: 1))
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
    }

    @Test func settingAPartOfAShortPathFillsTheOther() {
        var empty = IndexPath()
        empty.section = 4
        #expect(empty == IndexPath(indexes: [4, 0]))
        var single = IndexPath(index: 3)
        single.row = 5
        #expect(single == IndexPath(indexes: [3, 5]))
        var pair = IndexPath(row: 1, section: 1)
        pair.row = 2
        pair.section = 0
        #expect(pair == IndexPath(row: 2, section: 0))
    }
}
