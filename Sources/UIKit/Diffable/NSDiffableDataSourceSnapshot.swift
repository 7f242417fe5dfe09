/// The state of a list at one moment: its sections and their items, each named by a unique identifier.
///
/// Build one, hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`, and the view
/// updates from the data source's current snapshot to this one with inserts, deletes and moves computed
/// from the identifiers (``SnapshotDifference``).
///
/// Lookups (`indexOfItem`, `sectionIdentifier(containingItem:)`, `itemIdentifiers(inSection:)`) take
/// constant time: the snapshot keeps a dictionary from each identifier to its place. Edits cost the size
/// of the section they touch.
///
/// Differences from iOS, where iOS raises an exception the snapshot reports a diagnostic instead and goes
/// on (docs/decisions.md, "Diffable data sources"):
/// - an identifier that is already in the snapshot, or twice in one call, is dropped with UIKit's message
///   ("supplied item identifiers are not unique. Duplicate identifiers: {(…)}"); the first one stays;
/// - an item or section named as a place (`beforeItem:`, `afterSection:`, `toSection:`) that is not in the
///   snapshot makes the call do nothing, with a message naming it.
/// The messages are kept in the snapshot and reported, in the table's trace, by the data source that
/// applies it (a snapshot belongs to no window and may be built off the main actor).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// One section: its identifier, its ordinal (``SnapshotPlace``) and its items in order.
    struct Section: Sendable {
        var identifier: SectionIdentifierType
        var ordinal: Int
        var items: [ItemIdentifierType]
    }

    /// The sections in order.
    var sections: [Section] = []
    /// Section identifier → index in ``sections``.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Section ordinal → index in ``sections`` (-1: the section was deleted). Ordinals are handed out in
    /// order and never reused within a snapshot and its copies.
    var sectionPositions: [Int] = []
    /// Item identifier → where it is.
    var places: [ItemIdentifierType: SnapshotPlace] = [:]
    /// The number of items before each section, and the total last (`sections.count + 1` entries).
    var sectionStarts: [Int] = [0]

    /// Marked for reloading, reconfiguring; in the order they were marked, each once.
    var reloadedItems: [ItemIdentifierType] = []
    var reconfiguredItems: [ItemIdentifierType] = []
    var reloadedSections: [SectionIdentifierType] = []

    /// Problems met while editing (a duplicate, an unknown identifier), in the order met; the data source
    /// that applies the snapshot reports them.
    package internal(set) var diagnostics: [String] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionStarts[sectionStarts.count - 1] }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The items of `identifier`'s section, in order; empty for a section not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndexes[identifier] else { return [] }
        return sections[index].items
    }

    /// The number of items in `identifier`'s section (0 for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndexes[identifier].map { sections[$0].items.count } ?? 0
    }

    /// The identifier of the section that holds `identifier`, or `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        places[identifier].map { sections[sectionPositions[$0.ordinal]].identifier }
    }

    /// The item's index among all items (section after section), or `nil` when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = places[identifier] else { return nil }
        return sectionStarts[sectionPositions[place.ordinal]] + place.index
    }

    /// The section's index, or `nil` when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The items marked with ``reloadItems(_:)`` since the snapshot was made or last applied.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items marked with ``reconfigureItems(_:)`` (and not also reloaded).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The sections marked with ``reloadSections(_:)``.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: For the data sources

    /// The item at `indexPath` (`[section, item]`), or `nil` outside the snapshot.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sections[safe: indexPath.section] else { return nil }
        return section.items[safe: indexPath.item]
    }

    /// The index path of an item, or `nil` when it is not in the snapshot.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let place = places[identifier] else { return nil }
        return IndexPath(item: place.index, section: sectionPositions[place.ordinal])
    }

    /// The snapshot without its reload and reconfigure marks and its diagnostics: what a data source keeps
    /// once it has applied them.
    var settled: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        copy.diagnostics = []
        return copy
    }
}

/// Where an item of a snapshot is: its section's ordinal (a number the snapshot gives each section when it
/// is added, so an item's place survives sections moving around it) and its index in that section. Not
/// generic, so the difference's lookups stay cheap in the framework's unspecialized generic code.
struct SnapshotPlace: Sendable {
    var ordinal: Int
    var index: Int
}
