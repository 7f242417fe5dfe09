import Foundation
import Testing
import UIKitTesting

/// A collection view controller over named items, all movable unless `movable` says otherwise, logging
/// what it is told and keeping its model in step.
@MainActor
final class ReorderController: UICollectionViewController {
    var items: [String]
    var log: [String] = []
    var movable: (IndexPath) -> Bool = { _ in true }
    var target: ((IndexPath) -> IndexPath)?

    init(count: Int) {
        items = (0..<count).map { "Item \($0)" }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    override func loadView() {
        super.loadView()
        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        collectionView.accessibilityIdentifier = "grid"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityIdentifier = items[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable(indexPath) }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item) → \(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        target?(proposedIndexPath) ?? proposedIndexPath
    }
}

@MainActor
@Suite struct UICollectionViewControllerTests {
    func make(_ controller: ReorderController) -> (UIKitTestHarness, UICollectionView) {
        let harness = UIKitTestHarness()
        let collection: UICollectionView = controller.collectionView
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (harness, collection)
    }

    /// The frame of the cell showing `name`.
    func frame(of name: String, in collection: UICollectionView) -> CGRect? {
        collection.visibleCells.first { $0.accessibilityIdentifier == name }?.frame
    }

    @Test func theControllerServesItsCollectionViewAndInstallsTheMovementPress() {
        let controller = ReorderController(count: 6)
        let (_, collection) = make(controller)
        #expect(collection.dataSource === controller && collection.delegate === controller)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(collection.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        #expect(collection.visibleCells.count == 6)
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(collection.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } != true)
    }

    @Test func aLongPressLiftsTheItemTheDragMovesItTheOthersMakeRoomOnTheClockAndTheLiftDropsIt() {
        let controller = ReorderController(count: 12)
        let (harness, collection) = make(controller)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: 25))
        harness.advance(by: 0.55)
        #expect(harness.traceLines(containing: "collection view grid: item 1 lifted for moving").count == 1)
        // The press took the cell's touch: the trace names it as the reason the highlight went.
        #expect(harness.traceLines(containing: "collection view grid: item 1 unhighlighted: touch t1 cancelled: UILongPressGestureRecognizer(grid) began").count == 1)
        // Over item 5 (third column, second row): items 2…5 slide one place back.
        finger.move(to: CGPoint(x: 250, y: 75), duration: 0.2)
        #expect(frame(of: "Item 1", in: collection)?.midX == 250 && frame(of: "Item 1", in: collection)?.midY == 75)
        #expect(harness.traceLines(containing: "item 1 moving over item 5: the items between make room").count == 1)
        // Mid-slide, item 2 is between its place and item 1's; at the end of the slide it is in item 1's.
        let sliding = frame(of: "Item 2", in: collection)
        #expect(sliding.map { $0.minX < 200 && $0.minX > 100 } == true)
        harness.advance(by: 0.35)
        #expect(frame(of: "Item 2", in: collection) == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(frame(of: "Item 5", in: collection) == CGRect(x: 100, y: 50, width: 100, height: 50))
        #expect(frame(of: "Item 6", in: collection) == CGRect(x: 0, y: 100, width: 100, height: 50))
        #expect(controller.log.isEmpty, "nothing is told while the finger moves")
        finger.lift()
        #expect(controller.log == ["move 1 → 5"])
        #expect(controller.items.prefix(7) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 5", "Item 1", "Item 6"])
        harness.advance(by: 0.4)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.accessibilityIdentifier == "Item 1")
        #expect(frame(of: "Item 1", in: collection) == CGRect(x: 200, y: 50, width: 100, height: 50))
        #expect(harness.traceLines(containing: "item 1 moved to item 5: dropped; moveItemAt told").count == 1)
        #expect(collection.indexPathsForSelectedItems?.isEmpty != false)
    }

    @Test func aQuickDragScrollsInsteadAndAnItemThatCannotMoveIsNotLifted() {
        let controller = ReorderController(count: 60)
        controller.movable = { $0.item != 4 }
        let (harness, collection) = make(controller)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: 75))
        harness.advance(by: 0.55)
        #expect(harness.traceLines(containing: "lifted for moving").isEmpty)
        finger.lift()
        harness.touchscreen().drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 50), duration: 0.2)
        #expect(collection.contentOffset.y > 0)
        #expect(harness.traceLines(containing: "lifted for moving").isEmpty)
        #expect(controller.log.filter { $0.hasPrefix("move") }.isEmpty)
    }
}
