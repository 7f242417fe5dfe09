import CoreGraphics

/// List sections (`UICollectionLayoutListConfiguration`): telling list cells where they stand, and the
/// swipe actions of the list configurations' providers through the table view's machinery
/// (``RowSwipeController``: the same pan, rules, buttons, full swipe and settling).
///
/// The swipe pan is added the first time a compositional layout prepares a list section, so a grid pays
/// nothing for it. It begins on a mostly horizontal drag that starts on a visible `UICollectionViewListCell`
/// of a list section whose provider gives actions for that side; a vertical drag is the scroll's.
extension UICollectionView: RowSwipeHost {
    /// The list configuration of `section`, when the layout made it with
    /// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: section)
    }

    /// Adds the swipe pan (once): a compositional layout prepared a list section.
    func installListSwipes() {
        guard listSwipes == nil else { return }
        let controller = RowSwipeController(host: self)
        controller.recognizer.delegate = controller
        listSwipes = controller
        addGestureRecognizer(controller.recognizer)
    }

    /// Tells a list cell its section's configuration and whether it is the first or last item (its
    /// separator and corners); called when the cell gets new layout attributes.
    func placeListCell(_ cell: UICollectionViewListCell, at indexPath: IndexPath) {
        guard indexPath.count == 2 else { return }
        var placement = UICollectionViewListCell.ListPlacement()
        if let configuration = listConfiguration(forSection: indexPath.section) {
            placement.appearance = configuration.appearance
            placement.showsSeparator = configuration.showsSeparators
        }
        placement.isFirstInSection = indexPath.item == 0
        placement.isLastInSection = indexPath.item == numberOfItems(inSection: indexPath.section) - 1
        cell.listPlacement = placement
    }

    // MARK: RowSwipeHost

    func swipeIndexPath(at point: CGPoint) -> IndexPath? {
        guard let indexPath = indexPathForItem(at: point), cellForItem(at: indexPath) != nil else { return nil }
        return indexPath
    }

    func swipeableCell(at indexPath: IndexPath) -> (any SwipeableRowCell)? {
        cellForItem(at: indexPath) as? UICollectionViewListCell
    }

    func swipeCellRefusal(at indexPath: IndexPath) -> String? {
        guard listConfiguration(forSection: indexPath.section) != nil else {
            return "section \(indexPath.section) is not a list section"
        }
        guard let cell = cellForItem(at: indexPath) else { return "it has no cell on screen" }
        guard cell is UICollectionViewListCell else { return "its cell is a \(type(of: cell)), not a UICollectionViewListCell" }
        return nil
    }

    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> (configuration: UISwipeActionsConfiguration?, asked: String, absent: String?) {
        let name = trailing ? "trailingSwipeActionsConfigurationProvider" : "leadingSwipeActionsConfigurationProvider"
        let configuration = listConfiguration(forSection: indexPath.section)
        guard let provider = trailing ? configuration?.trailingSwipeActionsConfigurationProvider
                : configuration?.leadingSwipeActionsConfigurationProvider else {
            return (nil, name, "the list configuration of section \(indexPath.section) has no \(name)")
        }
        return (provider(indexPath), name, nil)
    }

    func swipeRowName(_ indexPath: IndexPath) -> String { itemName(indexPath) }
    var swipeTraceName: String { collectionTraceName }
    func traceSwipe(_ message: String) { traceCollection(message) }
    func reportSwipeDiagnostic(_ message: String) { reportCollectionDiagnostic(message) }
    var swipeApplication: UIApplication { collectionApplication }
    /// A list has no editing delegate calls (iOS's collection view delegate has none for swipes).
    func swipeWillBegin(at indexPath: IndexPath) {}
    func swipeDidEnd(at indexPath: IndexPath?) {}
}

/// The collection view's swipe pan asks its controller whether to begin (a table asks through its own
/// `gestureRecognizerShouldBegin`, which a collection view leaves to the scroll view).
extension RowSwipeController: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin() }
}
