import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// The scene format's `collection` type: grids, lists and compositional sections, built with their fields,
/// and every bad field named with its line.
@MainActor
struct CollectionSceneTests {
    func collection(_ fields: String) throws -> UICollectionView {
        let built = try ViewKindBuildTests.build(#"{"name": "grid", "type": "collection", "frame": [0, 0, 400, 300], \#(fields)}"#)
        let collection = try #require(built.view(named: "grid") as? UICollectionView)
        collection.layoutIfNeeded()
        return collection
    }

    func titles(_ collection: UICollectionView) -> [String?] {
        collection.indexPathsForVisibleItems.sorted().map { collection.cellForItem(at: $0)?.contentView.accessibilityIdentifier }
    }

    @Test func aGridHasTheFlowLayoutsFieldsAndItsColumns() throws {
        let grid = try collection(#"""
        "sections": [{"title": "Photo", "count": 7}, {"items": ["a", "b"]}], "itemSize": [10, 60], "columns": 3,
        "minimumInteritemSpacing": 5, "minimumLineSpacing": 8, "sectionInset": [1, 10, 3, 20],
        "allowsMultipleSelection": true
        """#)
        let flow = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        // (400 − 10 − 20 − 2 × 5) / 3 = 120: the columns replace the item width, the height stays.
        #expect(flow.itemSize == CGSize(width: 120, height: 60))
        #expect(flow.minimumInteritemSpacing == 5 && flow.minimumLineSpacing == 8)
        #expect(flow.sectionInset == UIEdgeInsets(top: 1, left: 10, bottom: 3, right: 20))
        #expect(grid.allowsSelection && grid.allowsMultipleSelection)
        #expect(grid.numberOfSections == 2 && grid.numberOfItems(inSection: 0) == 7 && grid.numberOfItems(inSection: 1) == 2)
        #expect(titles(grid).prefix(3) == ["Photo 1", "Photo 2", "Photo 3"])
        let third = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.frame == CGRect(x: 260, y: 1, width: 120, height: 60))
        let fourth = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(fourth.frame.minY == 69)
    }

    @Test func leftOutFieldsKeepUIKitsDefaults() throws {
        let grid = try collection(#""sections": [{"count": 2}], "scrollDirection": "horizontal""#)
        let flow = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 50, height: 50) && flow.scrollDirection == .horizontal)
        #expect(flow.minimumInteritemSpacing == 10 && flow.minimumLineSpacing == 10 && flow.sectionInset == .zero)
        #expect(grid.allowsSelection && !grid.allowsMultipleSelection && grid.clipsToBounds)
        #expect(titles(grid) == ["Item 1", "Item 2"])
        #expect(!(grid.gestureRecognizers ?? []).contains { $0 is UILongPressGestureRecognizer })
    }

    @Test func aListHasItsAppearanceAndTheSwipeActionsNamed() throws {
        let list = try collection(#""layout": "list", "appearance": "insetGrouped", "sections": [{"items": ["Inbox", "Sent"]}], "trailingSwipeActions": ["Delete", "Flag"], "allowsSelection": false"#)
        #expect(!list.allowsSelection)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Sent")
        #expect(cell.contentView.accessibilityIdentifier == "Sent")
        let frame = try #require(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(frame.minX == 20 && frame.width == 360)
    }

    @Test func aCompositionalSectionScrollsAcrossWithItsBehaviour() throws {
        let shelf = try collection(#"""
        "layout": "compositional", "sections": [
          {"title": "Featured", "count": 6, "orthogonalScrollingBehavior": "groupPaging", "itemSize": [150, 80], "spacing": 10},
          {"count": 8, "itemSize": [100, 40], "spacing": 5}]
        """#)
        let carousel = try #require(shelf.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(carousel == CGRect(x: 170, y: 10, width: 150, height: 80))
        // The second section starts under the first (80 + 2 × 10), its rows wrap: 3 items of 100 fit in 390.
        let wrapped = try #require(shelf.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))).frame
        #expect(wrapped == CGRect(x: 5, y: 100 + 5 + 40 + 5, width: 100, height: 40))
        #expect(shelf.contentSize.width == 400)
    }

    @Test func reorderableInstallsALongPressThatMovesTheData() throws {
        let board = try collection(#""sections": [{"items": ["a", "b", "c"]}], "itemSize": [100, 100], "reorderable": true"#)
        #expect((board.gestureRecognizers ?? []).contains { $0 is UILongPressGestureRecognizer })
        board.dataSource?.collectionView(board, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        board.reloadData()
        board.layoutIfNeeded()
        #expect(titles(board) == ["b", "c", "a"])
        #expect(board.dataSource?.collectionView(board, canMoveItemAt: IndexPath(item: 0, section: 0)) == true)
    }

    @Test func gridColumnsFollowTheViewsSizeAcrossTheScrollDirection() throws {
        let grid = try collection(#""sections": [{"count": 4}], "scrollDirection": "horizontal", "itemSize": [70, 10], "columns": 2"#)
        let flow = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        // Scrolling across, the columns share the height: (300 − 10) / 2 = 145; the width stays.
        #expect(flow.itemSize == CGSize(width: 70, height: 145))
        grid.frame = CGRect(x: 0, y: 0, width: 400, height: 201)
        grid.layoutIfNeeded()
        // (201 − 10) / 2 = 95.5, in whole points: 95.
        #expect(flow.itemSize == CGSize(width: 70, height: 95))
    }

    @Test func aSwipeActionOtherThanDeleteIsPerformedAndKeepsTheItem() throws {
        let description = try ReplayTestSupport.scene(views: #"""
        {"name": "inbox", "type": "collection", "frame": [0, 0, 800, 600], "layout": "list",
         "sections": [{"items": ["a", "b", "c"]}], "trailingSwipeActions": ["Flag", "Delete"]}
        """#)
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        script.wait(0.1)
        // A full swipe across row 1 (y 44…88) performs the first action.
        var finger = script.down(panel, at: [CGPoint(x: 780, y: 66)])
        script.move(&finger, to: [CGPoint(x: 80, y: 66)], duration: 0.3)
        script.wait(0.1)
        script.lift(finger)
        script.wait(0.5)
        let (trace, built) = try ReplayTestSupport.replay(script.recording, against: description)
        #expect(trace.contains(#"collection view inbox: item 1 full swipe performs "Flag""#))
        #expect(trace.contains(#"collection view inbox: swipe action "Flag" completed (performed: true)"#))
        #expect(!trace.contains("batch update"))
        let inbox = try #require(built.view(named: "inbox") as? UICollectionView)
        #expect(inbox.numberOfItems(inSection: 0) == 3)
        #expect(titles(inbox) == ["a", "b", "c"])
    }

    // MARK: Bad scenes

    func error(_ fields: String) -> String {
        ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "grid", "type": "collection", "frame": [0, 0, 10, 10],\#n\#(fields)}"#))
    }

    @Test(arguments: [
        (#""layout": "table""#, #"field "layout" is "table" (expected one of "grid", "list", "compositional")"#),
        (#""layout": "list", "columns": 3"#, #"view "grid": field "columns" is for layout "grid", not "list""#),
        (#""trailingSwipeActions": ["Delete"]"#, #"field "trailingSwipeActions" is for layout "list", not "grid""#),
        (#""columns": 0"#, "a whole number ≥ 1"),
        (#""itemSize": [10, 0]"#, "[width, height] with width and height > 0"),
        (#""sectionInset": [1, 2, 3]"#, "[top, left, bottom, right] with each ≥ 0"),
        (#""scrollDirection": "up""#, #"one of "vertical", "horizontal""#),
        (#""layout": "list", "trailingSwipeActions": ["Delete", 3]"#, "an array of action titles"),
        (#""sections": {"count": 3}"#, #"field "sections""#),
        (#""sections": [{"count": 3, "items": ["a"]}]"#, #"view "grid": section 0: both "items" and "count""#),
        (#""sections": [{"count": -1}]"#, "a whole number of items from 0 to 100000"),
        (#""sections": [{"items": ["a", 2]}]"#, "an array of item titles"),
        (#""sections": [{"titel": "a"}]"#, #""titel""#),
        (#""sections": [{"count": 2, "orthogonalScrollingBehavior": "paging"}]"#, #"section 0: field "orthogonalScrollingBehavior" is for layout "compositional", not "grid""#),
        (#""layout": "compositional", "sections": [{"orthogonalScrollingBehavior": "sideways"}]"#, #""continuous", "continuousGroupLeadingBoundary""#),
        (#""layout": "compositional", "sections": [{"itemSize": [-1, 5]}]"#, "[width, height] with width and height > 0"),
        (#""layout": "compositional", "sections": [{"spacing": -2}]"#, "a spacing ≥ 0"),
        (#""reorderable": "yes""#, #"field "reorderable""#),
    ])
    func badFieldsAreNamedWithTheirLine(fields: String, expected: String) {
        let message = error(fields)
        #expect(message.hasPrefix("scene.json:4: "), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }
}
