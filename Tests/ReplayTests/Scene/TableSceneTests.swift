import Foundation
import Replay
import Testing
import UIKitTesting

/// The scene format's `table` type: a table of strings, built and shown.
@MainActor
struct TableSceneTests {
    @Test func aTableShowsItsRowsWithTheFieldsApplied() throws {
        let built = try ViewKindBuildTests.build(#"""
        {"name": "list", "type": "table", "frame": [0, 0, 400, 300], "rows": ["Wi-Fi", "Bluetooth", "Cellular"],
         "rowHeight": 50, "allowsMultipleSelection": true}
        """#)
        let table = try #require(built.view(named: "list") as? UITableView)
        #expect(table.rowHeight == 50 && table.allowsMultipleSelection && table.allowsSelection)
        #expect(table.numberOfRows(inSection: 0) == 3)
        let texts = table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["Wi-Fi", "Bluetooth", "Cellular"])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 100)
    }

    @Test func leftOutFieldsKeepTheDocumentedDefaults() throws {
        let built = try ViewKindBuildTests.build(#"{"name": "list", "type": "table", "frame": [0, 0, 400, 300]}"#)
        let table = try #require(built.view(named: "list") as? UITableView)
        #expect(table.rowHeight == UITableView.automaticDimension && !table.allowsMultipleSelection)
        #expect(table.numberOfRows(inSection: 0) == 0)
    }

    @Test func rowsThatAreNotStringsNameTheLine() throws {
        let text = ControlSceneTests.scene(#"{"name": "list", "type": "table", "frame": [0, 0, 10, 10], "rows": ["a", 3]}"#)
        let message = ControlSceneTests.error(text)
        #expect(message.hasPrefix("scene.json:3: "))
        #expect(message.contains("an array of strings"))
    }
}
