/// Which index paths of a list are selected, with UIKit's rules for single and multiple selection and the
/// bookkeeping that keeps a selection on the same items across inserts, deletes and moves.
///
/// Shared by the table view (and later the collection view): nothing in it knows about rows or cells.
struct IndexPathSelection {
    private(set) var selected: Set<IndexPath> = []

    /// Whether `indexPath` is selected.
    func contains(_ indexPath: IndexPath) -> Bool { selected.contains(indexPath) }

    /// The selected paths in order (section, then row).
    var sorted: [IndexPath] { selected.sorted() }

    /// Selects `indexPath`. Without `multiple`, every other selected path is deselected first; those are
    /// returned in order, so the owner can update their cells.
    @discardableResult
    mutating func select(_ indexPath: IndexPath, multiple: Bool) -> [IndexPath] {
        var dropped: [IndexPath] = []
        if !multiple {
            dropped = selected.filter { $0 != indexPath }.sorted()
            selected = []
        }
        selected.insert(indexPath)
        return dropped
    }

    /// Deselects `indexPath`; returns whether it was selected.
    @discardableResult
    mutating func deselect(_ indexPath: IndexPath) -> Bool { selected.remove(indexPath) != nil }

    /// Deselects everything; returns what was selected, in order.
    @discardableResult
    mutating func removeAll() -> [IndexPath] {
        let all = sorted
        selected = []
        return all
    }

    /// Moves the selection through a batch of updates: `map` gives each old path's new path, or `nil`
    /// when its item was deleted (the selection of a deleted item goes with it, as on iOS).
    mutating func remap(_ map: (IndexPath) -> IndexPath?) {
        selected = Set(selected.compactMap(map))
    }
}
