import Foundation
import UIKit

/// The collection view a scene's `collection` view builds: its sections' item titles are its data, shown
/// by a ``SceneCollectionCell`` (a grid or compositional layout) or a `UICollectionViewListCell` (a list).
/// It is its own data source and delegate, so the scene holds only the view, and it changes its data as an
/// app would: a reorder moves the title, a "Delete" swipe action removes it.
@MainActor
final class SceneCollectionView: UICollectionView, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The reuse identifier of the grid's and compositional sections' cells.
    static let itemIdentifier = "item"
    /// The reuse identifier of a list's cells.
    static let rowIdentifier = "row"

    /// Everything the scene says; setting different settings rebuilds the layout and reloads the data.
    var settings = CollectionSettings() {
        didSet { if settings != oldValue { apply(settings) } }
    }

    /// The items' titles, section by section: what the cells show, changed by reorders and deletions.
    private(set) var titles: [[String]] = []

    /// The long press that moves items when ``CollectionSettings/reorderable`` is on: the collection
    /// view's own interactive movement, driven the way an app drives it (UIKit's defaults: 0.5 s, 10 pt).
    let reorderPress = UILongPressGestureRecognizer()

    init(frame: CGRect) {
        super.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        register(SceneCollectionCell.self, forCellWithReuseIdentifier: Self.itemIdentifier)
        register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.rowIdentifier)
        dataSource = self
        delegate = self
        _ = reorderPress.addTarget(self, action: SceneCollectionView.reorderPressChanged)
        apply(settings)
    }

    private func apply(_ settings: CollectionSettings) {
        titles = settings.sections.map(\.items)
        allowsSelection = settings.allowsSelection
        allowsMultipleSelection = settings.allowsMultipleSelection
        if settings.reorderable {
            if reorderPress.view !== self { addGestureRecognizer(reorderPress) }
        } else if reorderPress.view === self {
            removeGestureRecognizer(reorderPress)
        }
        collectionViewLayout = SceneCollectionLayout.make(settings, for: self)
        reloadData()
    }

    // MARK: Grid columns

    override func layoutSubviews() {
        fitColumns()
        super.layoutSubviews()
    }

    /// A grid with `columns` takes the item width (height, scrolling across) that fits that many across
    /// its current extent, so a scene placed by constraints gets its columns once it has a size.
    private func fitColumns() {
        guard settings.layout == .grid, let columns = settings.columns, let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let size = SceneCollectionLayout.gridItemSize(settings, columns: columns, in: bounds.size)
        if flow.itemSize != size { flow.itemSize = size }
    }

    // MARK: Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < titles.count ? titles[section].count : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let title = title(at: indexPath)
        if settings.layout == .list {
            let cell = dequeueReusableCell(withReuseIdentifier: Self.rowIdentifier, for: indexPath)
            if let row = cell as? UICollectionViewListCell {
                var content = row.defaultContentConfiguration()
                content.text = title
                row.contentConfiguration = content
                // The touch lands on the content view, named after the item, not on the text's view.
                for view in row.contentView.subviews { view.isUserInteractionEnabled = false }
            }
            cell.contentView.accessibilityIdentifier = title
            return cell
        }
        let cell = dequeueReusableCell(withReuseIdentifier: Self.itemIdentifier, for: indexPath)
        (cell as? SceneCollectionCell)?.title = title
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { settings.reorderable }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath.section < titles.count, sourceIndexPath.item < titles[sourceIndexPath.section].count,
              destinationIndexPath.section < titles.count else { return }
        let title = titles[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        let items = titles[destinationIndexPath.section]
        titles[destinationIndexPath.section].insert(title, at: min(destinationIndexPath.item, items.count))
    }

    /// The item's title, or an empty string for an index path the data does not have (a layout's mistake,
    /// which the collection view reports).
    func title(at indexPath: IndexPath) -> String {
        guard indexPath.section < titles.count, indexPath.item < titles[indexPath.section].count else { return "" }
        return titles[indexPath.section][indexPath.item]
    }

    // MARK: Swipe actions (lists)

    /// The list's trailing swipe actions for an item: "Delete" removes it (destructive), any other title
    /// is an action that only closes the row.
    func trailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !settings.trailingSwipeActions.isEmpty else { return nil }
        let actions = settings.trailingSwipeActions.map { title in
            UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) { [weak self] _, _, done in
                guard title == "Delete" else {
                    done(true)
                    return
                }
                done(self?.deleteItem(at: indexPath) ?? false)
            }
        }
        return UISwipeActionsConfiguration(actions: actions)
    }

    /// Removes the item from the data and from the view (a batch update, animated on the framework clock).
    private func deleteItem(at indexPath: IndexPath) -> Bool {
        guard indexPath.section < titles.count, indexPath.item < titles[indexPath.section].count else { return false }
        titles[indexPath.section].remove(at: indexPath.item)
        deleteItems(at: [indexPath])
        return true
    }

    // MARK: Reordering by long press

    /// The press begins only on an item (every item can move when the scene is reorderable): UIKit asks
    /// the view a recognizer is attached to, as it asks a delegate.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === reorderPress else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return indexPathForItem(at: reorderPress.location(in: self)) != nil
    }

    private func reorderPressChanged() {
        let point = reorderPress.location(in: self)
        switch reorderPress.state {
        case .began:
            guard let indexPath = indexPathForItem(at: point), beginInteractiveMovementForItem(at: indexPath) else { return }
            updateInteractiveMovementTargetPosition(point)
        case .changed: updateInteractiveMovementTargetPosition(point)
        case .ended: endInteractiveMovement()
        case .cancelled, .failed: cancelInteractiveMovement()
        default: break
        }
    }
}
