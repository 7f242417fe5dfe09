import Foundation
import Testing
import UIKitTesting

/// The interactive movement calls, driven from code (an app's own gesture), and their bad input.
@MainActor
@Suite struct UICollectionViewInteractiveMovementTests {
    func make(_ controller: ReorderController) -> (UIKitTestHarness, UICollectionView) {
        let harness = UIKitTestHarness()
        let collection: UICollectionView = controller.collectionView
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (harness, collection)
    }

    @Test func movingFromCodeTellsTheDataSourceOnceAtTheEnd() {
        let controller = ReorderController(count: 9)
        let (harness, collection) = make(controller)
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
        harness.advance(by: 0.4)
        // Items 0…6 each moved one place on.
        #expect(collection.visibleCells.first { $0.accessibilityIdentifier == "Item 0" }?.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(controller.log.isEmpty)
        collection.endInteractiveMovement()
        #expect(controller.log == ["move 7 → 0"])
        harness.advance(by: 0.4)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityIdentifier == "Item 7")
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
    }

    @Test func aCancelledMovementPutsEverythingBackAndTellsNothing() {
        let controller = ReorderController(count: 9)
        let (harness, collection) = make(controller)
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 125))
        harness.advance(by: 0.4)
        collection.cancelInteractiveMovement()
        harness.advance(by: 0.4)
        #expect(controller.log.isEmpty)
        #expect(harness.traceLines(containing: "item 0 put back: the movement was cancelled").count == 1)
        for item in 0..<9 {
            #expect(collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame
                    == CGRect(x: CGFloat(item % 3) * 100, y: CGFloat(item / 3) * 50, width: 100, height: 50))
        }
        // A second begin while one movement is going on is refused.
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(harness.traceLines(containing: "beginInteractiveMovementForItem(at: item 2): item 1 is already moving; end or cancel that movement first. Ignored").count == 1)
        collection.endInteractiveMovement()
        #expect(harness.traceLines(containing: "item 1 dropped in place: not moved").count == 1)
    }

    @Test func movingToAPathThatDoesNotExistIsReported() {
        let controller = ReorderController(count: 9)
        controller.target = { _ in IndexPath(item: 40, section: 0) }
        let (harness, collection) = make(controller)
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 12, section: 0)))
        #expect(harness.traceLines(containing: "collection view grid: beginInteractiveMovementForItem(at:): index path [0, 12] is invalid: item 12 out of range (section 0 has 9 items); ignored").count == 1)
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 75))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 75))
        #expect(harness.traceLines(containing: "collection view grid: collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:) returned [0, 40], not an item of section 0 (item 40 out of range (section 0 has 9 items); items move within their section): using item 4").count == 1)
        collection.endInteractiveMovement()
        #expect(controller.log == ["move 0 → 5"])
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0))
        #expect(harness.traceLines(containing: "is not a finite position").isEmpty, "no movement: nothing to report")
    }
}
