import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source of list rows ("Row 0", …) in list cells, with swipe-action providers for a list
/// configuration: trailing "Delete" (destructive, deletes the item) and "Flag", leading "Read". Logs what
/// it is told.
@MainActor
final class ListRowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var accessories: [UICellAccessory] = []
    var fullSwipe = true
    /// Texts that override a row's (a long text that wraps).
    var texts: [IndexPath: String] = [:]

    init(_ counts: [Int]) {
        sections = counts.enumerated().map { section, count in (0..<count).map { section == 0 ? "Row \($0)" : "Row \(section).\($0)" } }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        guard let list = cell as? UICollectionViewListCell else { return cell }
        var content = list.defaultContentConfiguration()
        content.text = texts[indexPath] ?? sections[indexPath.section][indexPath.item]
        list.contentConfiguration = content
        list.accessories = accessories
        return list
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }

    /// A list configuration of `appearance` whose providers give this source's actions.
    func configuration(_ appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
                       collectionView: @escaping @MainActor () -> UICollectionView?) -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                log.append("delete \(sections[indexPath.section][indexPath.item])")
                sections[indexPath.section].remove(at: indexPath.item)
                collectionView()?.performBatchUpdates({ collectionView()?.deleteItems(at: [indexPath]) })
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                log.append("flag \(sections[indexPath.section][indexPath.item])")
                done(true)
            }
            let actions = UISwipeActionsConfiguration(actions: [delete, flag])
            actions.performsFirstActionWithFullSwipe = fullSwipe
            return actions
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            let read = UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                log.append("read \(sections[indexPath.section][indexPath.item])")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [read])
        }
        return configuration
    }
}

/// A 300 × 440 collection view named "list" placed by `layout` (by default the source's `.plain` list),
/// with list cells registered as "row" and plain reusable views as "header" for headers and footers.
@MainActor
func makeList(_ source: ListRowSource, layout: UICollectionViewLayout? = nil,
              appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
              cellClass: UICollectionViewCell.Type = UICollectionViewListCell.self,
              harness: UIKitTestHarness = UIKitTestHarness()) -> (UIKitTestHarness, UICollectionView) {
    weak var made: UICollectionView?
    let chosen = layout ?? UICollectionViewCompositionalLayout.list(using: source.configuration(appearance) { made })
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: chosen)
    made = collection
    collection.accessibilityIdentifier = "list"
    collection.register(cellClass, forCellWithReuseIdentifier: "row")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    collection.dataSource = source
    collection.delegate = source
    harness.window.addSubview(collection)
    collection.layoutIfNeeded()
    return (harness, collection)
}

/// The list cell of item `item` of section `section`, if on screen.
@MainActor
func listCell(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> UICollectionViewListCell? {
    collection.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
}
