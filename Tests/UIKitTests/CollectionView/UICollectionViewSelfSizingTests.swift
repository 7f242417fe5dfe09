import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell whose height Auto Layout decides: a multi-line label pinned 8 pt inside the content view.
@MainActor
final class SelfSizingCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
}

/// Items whose text has `lines(item)` lines, in self-sizing cells.
@MainActor
final class TextSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    var lines: (Int) -> Int
    var configured = 0

    init(count: Int, lines: @escaping (Int) -> Int) {
        self.count = count
        self.lines = lines
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        configured += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        (cell as? SelfSizingCell)?.label.text = (0..<lines(indexPath.item)).map { "line \($0)" }.joined(separator: "\n")
        return cell
    }
}

@MainActor
@Suite struct UICollectionViewSelfSizingTests {
    /// A 300 × 200 vertical flow of three 100-wide columns, no spacing, estimated 100 × 40.
    func make(_ source: TextSource, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
              cell: UICollectionViewCell.Type = SelfSizingCell.self) -> (UIKitTestHarness, UICollectionView, UICollectionViewFlowLayout) {
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.accessibilityIdentifier = "grid"
        collection.register(cell, forCellWithReuseIdentifier: "text")
        collection.dataSource = source
        collection.delegate = source
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (harness, collection, layout)
    }

    /// The height Auto Layout gives a cell of `lines` lines, measured on a cell of its own.
    func height(lines: Int) -> CGFloat {
        let cell = SelfSizingCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.label.text = (0..<lines).map { "line \($0)" }.joined(separator: "\n")
        return cell.contentView.systemLayoutSizeFitting(CGSize(width: 100, height: 40), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
    }

    func frame(_ collection: UICollectionView, _ item: Int) -> CGRect? {
        collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func cellsAreSizedByTheirConstraintsKeepingTheEstimatedWidth() {
        // Lines of 1-line items and of items with 1, 3 and 2 lines.
        let source = TextSource(count: 30) { item in item < 3 ? 1 : [1, 3, 2][item % 3] }
        let (_, collection, layout) = make(source)
        let one = height(lines: 1), two = height(lines: 2), three = height(lines: 3)
        #expect(one > 16 && two > one && three > two)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: one))
        #expect(frame(collection, 2) == CGRect(x: 200, y: 0, width: 100, height: one))
        // The second line is as tall as its tallest item; the others are centred along it.
        #expect(frame(collection, 4) == CGRect(x: 100, y: one, width: 100, height: three))
        #expect(frame(collection, 3) == CGRect(x: 0, y: one + (three - one) / 2, width: 100, height: one))
        #expect(frame(collection, 5) == CGRect(x: 200, y: one + (three - two) / 2, width: 100, height: two))
        // The layout answers the measured sizes too; lines not seen yet keep the estimate.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.height == three)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.frame.height == 40)
        // The first placement showed the five lines that fit at the estimate (200 / 40): all five were
        // measured (as on iOS), the other five keep the estimate.
        #expect(collection.contentSize.height == one + 4 * three + 5 * 40)
    }

    @Test func theContentSizeConvergesAsTheUserScrollsAndReuseKeepsSizesRight() {
        let source = TextSource(count: 60) { item in (item / 3) % 2 == 0 ? 1 : 3 }
        let (_, collection, layout) = make(source)
        let one = height(lines: 1), three = height(lines: 3)
        let exact = 10 * one + 10 * three
        #expect(collection.contentSize.height != exact)
        while collection.contentOffset.y + collection.bounds.height < collection.contentSize.height {
            collection.contentOffset.y = min(collection.contentOffset.y + 60, collection.contentSize.height - collection.bounds.height)
            collection.layoutIfNeeded()
        }
        #expect(collection.contentSize.height == exact)
        #expect(layout.measuredItemCount == 60)
        // Back to the top: the reused cells of the first lines have their items' measured sizes.
        collection.contentOffset.y = 0
        collection.layoutIfNeeded()
        #expect(frame(collection, 0)?.height == one)
        #expect(frame(collection, 3) == CGRect(x: 0, y: one, width: 100, height: three))
        #expect(frame(collection, 6)?.minY == one + three)
        #expect(collection.numberOfCellsCreated <= collection.indexPathsForVisibleItems.count + 6)
    }

    @Test func aLineAboveTheVisibleAreaThatMeasuresTallerDoesNotMoveWhatIsOnScreen() {
        let source = TextSource(count: 300) { _ in 3 }
        let (harness, collection, _) = make(source)
        let three = height(lines: 3)
        // Jump deep into estimated lines, then scroll back up by 10 pt: the line above comes in, measures
        // taller than its estimate, and must not push the lines already on screen down.
        collection.contentOffset.y = 2000
        collection.layoutIfNeeded()
        let anchor = collection.indexPathsForVisibleItems.filter { (collection.cellForItem(at: $0)?.frame.minY ?? 0) >= 2000 }.min()
        guard let anchorItem = anchor, let before = collection.cellForItem(at: anchorItem)?.frame else {
            Issue.record("no cell starts inside the visible area")
            return
        }
        let screenBefore = before.minY - collection.contentOffset.y
        collection.contentOffset.y -= 10
        collection.layoutIfNeeded()
        let after = collection.cellForItem(at: anchorItem)?.frame
        #expect(after.map { $0.minY - collection.contentOffset.y } == screenBefore + 10)
        #expect(after?.height == three)
        #expect(harness.traceLines(containing: "self-sizing: cells above the visible area measured; content moved by").count >= 1
                || !harness.application.trace.isEnabled)
    }

    @Test func aFlowDelegateSizeWinsOverSelfSizing() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let flow = FlowSource([6])
        flow.sizes = { _ in CGSize(width: 90, height: 30) }
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.register(SelfSizingCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = flow
        collection.delegate = flow
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 90, height: 30))
        #expect(collection.collectionViewLayout.asksPreferredAttributes == false)
    }

    @Test func aDelegateWithoutSizeForItemAtIsAskedOnceAndItemsSizeThemselves() {
        final class Spacing: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
                (cell as? SelfSizingCell)?.label.text = "a\nb"
                return cell
            }
        }
        let source = Spacing()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(SelfSizingCell.self, forCellWithReuseIdentifier: "text")
        collection.dataSource = source
        collection.delegate = source
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(layout.delegateAnsweredDefaultItemSize)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height != 40)
    }

    @Test func aReloadDropsTheMeasuredSizesAndBatchUpdatesMoveThem() {
        let source = TextSource(count: 9) { item in item == 0 ? 3 : 1 }
        let (_, collection, layout) = make(source)
        let one = height(lines: 1), three = height(lines: 3)
        #expect(layout.measuredItemCount == 9)
        // An item inserted at the front: item 0's measured size moves to item 1 (its cell is not asked
        // again), the new item is measured.
        source.count = 10
        let old = source.lines
        source.lines = { item in item == 0 ? 2 : old(item - 1) }
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        collection.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == three)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == height(lines: 2))
        // A reloaded item is measured again from its new content.
        source.lines = { _ in 1 }
        collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        collection.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == one)
        // reloadData forgets every measured size; the visible cells are measured again.
        source.count = 3
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(layout.measuredItemCount == 3)
    }

    @Test func aCellThatChangesItsWidthBreaksTheLinesAgain() {
        final class WideCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                layoutAttributes.size = CGSize(width: layoutAttributes.indexPath.item == 0 ? 250 : 100, height: 40)
                return layoutAttributes
            }
        }
        let source = TextSource(count: 6) { _ in 1 }
        let (_, collection, _) = make(source, cell: WideCell.self)
        // Item 0 takes a line of its own (centred); the rest follow three to a line.
        #expect(frame(collection, 0) == CGRect(x: 25, y: 0, width: 250, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 40, width: 100, height: 40))
        #expect(frame(collection, 4) == CGRect(x: 0, y: 80, width: 100, height: 40))
    }

    @Test func aHorizontalFlowKeepsTheHeightAndMeasuresTheWidth() {
        final class WidthCell: UICollectionViewCell {
            let label = UILabel()
            required init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }
        }
        final class Words: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "w", for: indexPath)
                (cell as? WidthCell)?.label.text = String(repeating: "word ", count: indexPath.item + 1)
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.estimatedItemSize = CGSize(width: 50, height: 200)
        let source = Words()
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 600, height: 200), collectionViewLayout: layout)
        collection.register(WidthCell.self, forCellWithReuseIdentifier: "w")
        collection.dataSource = source
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        let frames = (0..<4).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0.height == 200 })
        #expect(frames[0].width < frames[1].width && frames[1].width < frames[2].width)
        #expect(frames[1].minX == frames[0].maxX)
        #expect(collection.contentSize.width == frames[3].maxX)
    }

    @Test func aZeroSizeFromTheConstraintsIsReportedAndClamped() {
        final class EmptyCell: UICollectionViewCell {
            required init(frame: CGRect) {
                super.init(frame: frame)
                contentView.heightAnchor.constraint(equalToConstant: 0).isActive = true
            }
        }
        let source = TextSource(count: 3) { _ in 1 }
        let (harness, collection, _) = make(source, cell: EmptyCell.self)
        #expect(harness.traceLines(containing: "collection view grid: preferredLayoutAttributesFitting(_:) for the cell of item 1 returned a size of 100.0 × 0.0: a self-sizing cell needs a finite width and height > 0").count == 1)
        #expect(frame(collection, 1) == CGRect(x: 100, y: 0, width: 100, height: 1))
    }
}
