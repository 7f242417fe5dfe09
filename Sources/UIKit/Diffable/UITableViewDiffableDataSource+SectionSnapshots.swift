/// Sections given as outlines (``NSDiffableDataSourceSectionSnapshot``): the section shows the outline's
/// visible items, and expanding or collapsing a parent is an apply like any other, its descendants' rows
/// inserted or deleted after it.
///
/// iOS has section snapshots on collection views only; the table takes them too here, with the same
/// calls (docs/decisions.md, "Diffable data sources").
extension UITableViewDiffableDataSource {
    /// Makes `sectionSnapshot` the outline of `section` (appended at the end when the snapshot has no such
    /// section): the section's rows become the outline's visible items, updated by the difference as
    /// ``apply(_:animatingDifferences:completion:)`` does. Items already in other sections are dropped and
    /// reported, as duplicates are.
    public func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard let adapter = adapter() else { return }
        for message in sectionSnapshot.diagnostics {
            adapter.reportDiffableDiagnostic("NSDiffableDataSourceSectionSnapshot: \(message)")
        }
        var full = core.snapshot
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(sectionSnapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = sectionSnapshot.settled
        core.apply(full, to: adapter, animated: animatingDifferences, completion: completion)
    }

    /// The outline of `section`: the one last applied to it, or its items as a flat outline when it was
    /// given by a whole snapshot (or changed by one since). Empty for a section not in the snapshot.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(core.snapshot.itemIdentifiers(inSection: section))
        return flat
    }

    /// Drops the outlines of sections whose rows no longer are their outline's visible items (a whole
    /// snapshot changed them): they read as flat again.
    func forgetOutlinesChanged() {
        guard !sectionSnapshots.isEmpty else { return }
        for (section, outline) in sectionSnapshots where core.snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
            sectionSnapshots[section] = nil
        }
    }
}
