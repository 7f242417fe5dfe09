import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UICollectionViewListCell`: separators by appearance and position, accessories, the content
/// configuration, the highlight, and the drawn background (rounded ends of an inset group).
@MainActor
@Suite struct UICollectionViewListCellTests {
    @Test func plainRowsHaveSeparatorsFromTheTextsLeadingEdge() throws {
        let source = ListRowSource([3])
        let (_, collection) = makeList(source)
        let first = try #require(listCell(collection, 0))
        #expect(!first.separatorView.isHidden)
        #expect(first.separatorView.frame == CGRect(x: 16, y: 43, width: 284, height: 1))
        // A plain list's last row keeps its separator.
        #expect(listCell(collection, 2)?.separatorView.isHidden == false)
    }

    @Test func aGroupsLastRowHasNoSeparator() {
        let source = ListRowSource([3])
        let (_, collection) = makeList(source, appearance: .insetGrouped)
        #expect(listCell(collection, 0)?.separatorView.isHidden == false)
        #expect(listCell(collection, 1)?.separatorView.isHidden == false)
        #expect(listCell(collection, 2)?.separatorView.isHidden == true)
    }

    @Test func showsSeparatorsFalseAndSidebarsHideThem() {
        let source = ListRowSource([3])
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let (_, plain) = makeList(source, layout: UICollectionViewCompositionalLayout.list(using: configuration))
        #expect(plain.visibleCells.allSatisfy { ($0 as? UICollectionViewListCell)?.separatorView.isHidden == true })
        #expect(!UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
    }

    @Test func aDeletedLastRowGivesItsSeparatorBackToNobody() {
        let source = ListRowSource([3])
        let (harness, collection) = makeList(source, appearance: .grouped)
        source.sections[0].removeLast()
        collection.performBatchUpdates({ collection.deleteItems(at: [IndexPath(item: 2, section: 0)]) })
        harness.advance(by: 0.5)
        // Row 1 is the group's last row now.
        #expect(listCell(collection, 1)?.separatorView.isHidden == true)
        #expect(listCell(collection, 0)?.separatorView.isHidden == false)
    }

    @Test func accessoriesSitAtTheTrailingEdgeAndNarrowTheContent() throws {
        let source = ListRowSource([3])
        source.accessories = [.checkmark(), .disclosureIndicator()]
        let (_, collection) = makeList(source)
        let cell = try #require(listCell(collection, 0))
        // Chevron 8 pt wide 16 pt from the edge; the checkmark (14 pt) 8 pt before it; content 14 pt before that.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 300 - 16 - 8 - 8 - 14 - 14, height: 44))
        let subviewsRight = cell.subviews.filter { $0.frame.minX >= 240 && $0.frame.height < 20 }.map(\.frame.minX).sorted()
        #expect(subviewsRight == [254, 276])
    }

    @Test func theContentConfigurationFillsTheContentView() throws {
        let source = ListRowSource([3])
        let (_, collection) = makeList(source)
        let cell = try #require(listCell(collection, 1))
        let content = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect(content.listContentConfiguration.text == "Row 1")
        #expect(content.frame == cell.contentView.bounds)
        // Reuse keeps one content view and updates it.
        var changed = cell.defaultContentConfiguration()
        changed.text = "Changed"
        cell.contentConfiguration = changed
        #expect(cell.contentView.subviews.count == 1)
        #expect((cell.contentView.subviews.first as? UIListContentView)?.listContentConfiguration.text == "Changed")
    }

    @Test func aTouchHighlightsAndSelectsAListRowGrey() throws {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 440))
        let source = ListRowSource([5])
        let (_, collection) = makeList(source, harness: scene.harness)
        scene.screen.tap(at: CGPoint(x: 150, y: 66))
        #expect(source.log == ["didHighlight 1", "didSelect 1"])
        #expect(listCell(collection, 1)?.isSelected == true)
        expectPixel(scene.pixel(CGPoint(x: 250, y: 60)), .blend(UITableViewCell.selectedBackgroundColor), "row 1 selected")
        expectPixel(scene.pixel(CGPoint(x: 250, y: 100)), .blend(.white), "row 2")
    }

    @Test func anInsetGroupRoundsOnlyItsOuterCorners() throws {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 440))
        let source = ListRowSource([3])
        let (_, collection) = makeList(source, appearance: .insetGrouped, harness: scene.harness)
        let grey = CGPixel.blend(UITableView.groupedBackgroundColor)
        let top: CGFloat = 18  // the first pixel row of the group (it starts at 17.5)
        expectPixel(scene.pixel(CGPoint(x: 20, y: top)), grey, "the group's cut top-left corner")
        expectPixel(scene.pixel(CGPoint(x: 279, y: top)), grey, "the group's cut top-right corner")
        expectPixel(scene.pixel(CGPoint(x: 250, y: top + 20)), .blend(.white), "inside row 0, right of its text")
        expectPixel(scene.pixel(CGPoint(x: 20, y: top + 48)), .blend(.white), "the square corner between rows 0 and 1")
        expectPixel(scene.pixel(CGPoint(x: 20, y: top + 131)), grey, "the group's cut bottom-left corner")
        expectPixel(scene.pixel(CGPoint(x: 10, y: top + 20)), grey, "beside the group")
        withExtendedLifetime(collection) {}
    }
}
