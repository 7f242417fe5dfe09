/// Editing a snapshot: adding, removing, moving and marking sections and items.
///
/// Every edit keeps the identifiers unique and the place dictionaries exact. A call UIKit would reject
/// (a duplicate identifier, an unknown one) does what it can — the duplicates are dropped, a call naming an
/// unknown place does nothing — and records a diagnostic in the snapshot's words, naming the call and the
/// identifiers (docs/reliability.md, "Diffable data sources").
extension NSDiffableDataSourceSnapshot {
    // MARK: Sections

    /// Adds sections at the end. Identifiers already in the snapshot (or repeated) are dropped.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count, call: "appendSections(_:)")
    }

    /// Adds sections just before `toIdentifier`'s section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:beforeSection:)"
        guard let anchor = knownSection(toIdentifier, call) else { return }
        insertSections(identifiers, at: anchor, call: call)
    }

    /// Adds sections just after `toIdentifier`'s section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:afterSection:)"
        guard let anchor = knownSection(toIdentifier, call) else { return }
        insertSections(identifiers, at: anchor + 1, call: call)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<SectionIdentifierType>()
        for identifier in identifiers where knownSection(identifier, "deleteSections(_:)") != nil { doomed.insert(identifier) }
        guard !doomed.isEmpty else { return }
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items { places[item] = nil }
        }
        sections.removeAll { doomed.contains($0.identifier) }
        reindexSections()
        pruneMarks()
    }

    /// Moves `identifier`'s section, with its items, to just before `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// Moves `identifier`'s section, with its items, to just after `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded when the snapshot is applied: their items are asked for again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let known = identifiers.filter { knownSection($0, "reloadSections(_:)") != nil }
        appendUnique(known, to: &reloadedSections)
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when `nil`.
    /// Identifiers already in the snapshot (or repeated) are dropped.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        let section: Int
        if let sectionIdentifier {
            guard let known = knownSection(sectionIdentifier, call) else { return }
            section = known
        } else {
            guard !sections.isEmpty else {
                note("\(call): there are no sections in the snapshot: add a section first (appendSections(_:)); \(identifiers.count) item\(identifiers.count == 1 ? "" : "s") not added")
                return
            }
            section = sections.count - 1
        }
        insertItems(identifiers, inSection: section, at: sections[section].items.count, call: call)
    }

    /// Adds items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:beforeItem:)"
        guard let (section, index) = knownItem(beforeIdentifier, call) else { return }
        insertItems(identifiers, inSection: section, at: index, call: call)
    }

    /// Adds items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:afterItem:)"
        guard let (section, index) = knownItem(afterIdentifier, call) else { return }
        insertItems(identifiers, inSection: section, at: index + 1, call: call)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let (section, _) = knownItem(identifier, "deleteItems(_:)") else { continue }
            bySection[section, default: []].insert(identifier)
        }
        guard !bySection.isEmpty else { return }
        for (section, doomed) in bySection {
            for item in doomed { places[item] = nil }
            sections[section].items.removeAll { doomed.contains($0) }
            reindexItems(inSection: section, from: 0)
        }
        recountStarts()
        pruneMarks()
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        sections = []
        sectionIndexes = [:]
        sectionPositions = []
        places = [:]
        sectionStarts = [0]
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }

    /// Moves `identifier` to just before `toIdentifier` (in `toIdentifier`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier` (in `toIdentifier`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded when the snapshot is applied: their cells are replaced by new ones from
    /// the cell provider. A reload wins over a reconfigure of the same item.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        let known = identifiers.filter { knownItem($0, "reloadItems(_:)") != nil }
        appendUnique(known, to: &reloadedItems)
    }

    /// Marks items to be reconfigured when the snapshot is applied: the cell provider configures their
    /// visible cells again, and gets the same cell back from the dequeue call.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        let known = identifiers.filter { knownItem($0, "reconfigureItems(_:)") != nil }
        appendUnique(known, to: &reconfiguredItems)
    }

    // MARK: The work

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, call: String) {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        var fresh: [Section] = []
        for identifier in identifiers {
            if sectionIndexes[identifier] != nil || !seen.insert(identifier).inserted {
                duplicates.append(identifier)
            } else {
                fresh.append(Section(identifier: identifier, ordinal: sectionPositions.count + fresh.count, items: []))
            }
        }
        if !duplicates.isEmpty {
            note("\(call): supplied section identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates)); the duplicates were dropped")
        }
        guard !fresh.isEmpty else { return }
        sectionPositions += Array(repeating: -1, count: fresh.count)
        sections.insert(contentsOf: fresh, at: index)
        reindexSections()
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], inSection section: Int, at index: Int, call: String) {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            if places[identifier] != nil || !seen.insert(identifier).inserted {
                duplicates.append(identifier)
            } else {
                fresh.append(identifier)
            }
        }
        if !duplicates.isEmpty {
            note("\(call): supplied item identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates)); the duplicates were dropped")
        }
        guard !fresh.isEmpty else { return }
        sections[section].items.insert(contentsOf: fresh, at: index)
        reindexItems(inSection: section, from: index)
        recountStarts()
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo toIdentifier: SectionIdentifierType, after: Bool, call: String) {
        guard let from = knownSection(identifier, call), knownSection(toIdentifier, call) != nil else { return }
        guard identifier != toIdentifier else { return }
        let moving = sections.remove(at: from)
        reindexSections()
        guard let anchor = sectionIndexes[toIdentifier] else { return }
        sections.insert(moving, at: after ? anchor + 1 : anchor)
        reindexSections()
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo toIdentifier: ItemIdentifierType, after: Bool, call: String) {
        guard let (fromSection, fromIndex) = knownItem(identifier, call), knownItem(toIdentifier, call) != nil else { return }
        guard identifier != toIdentifier else { return }
        sections[fromSection].items.remove(at: fromIndex)
        reindexItems(inSection: fromSection, from: fromIndex)
        guard let place = places[toIdentifier] else { return }
        let toSection = sectionPositions[place.ordinal]
        let index = after ? place.index + 1 : place.index
        sections[toSection].items.insert(identifier, at: index)
        reindexItems(inSection: toSection, from: index)
        recountStarts()
    }

    /// The index of a section in the snapshot, or `nil` with a diagnostic naming it and the call.
    private mutating func knownSection(_ identifier: SectionIdentifierType, _ call: String) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        note("\(call): section identifier \(String(reflecting: identifier)) is not in the snapshot; ignored")
        return nil
    }

    /// The section index and index in it of an item in the snapshot, or `nil` with a diagnostic.
    private mutating func knownItem(_ identifier: ItemIdentifierType, _ call: String) -> (Int, Int)? {
        if let place = places[identifier] { return (sectionPositions[place.ordinal], place.index) }
        note("\(call): item identifier \(String(reflecting: identifier)) is not in the snapshot; ignored")
        return nil
    }

    private mutating func reindexSections() {
        sectionIndexes.removeAll(keepingCapacity: true)
        for ordinal in sectionPositions.indices { sectionPositions[ordinal] = -1 }
        for (index, section) in sections.enumerated() {
            sectionIndexes[section.identifier] = index
            sectionPositions[section.ordinal] = index
        }
        recountStarts()
    }

    private mutating func reindexItems(inSection section: Int, from start: Int) {
        let ordinal = sections[section].ordinal
        let items = sections[section].items
        for index in start..<items.count { places[items[index]] = SnapshotPlace(ordinal: ordinal, index: index) }
    }

    private mutating func recountStarts() {
        sectionStarts.removeAll(keepingCapacity: true)
        var total = 0
        sectionStarts.append(0)
        for section in sections {
            total += section.items.count
            sectionStarts.append(total)
        }
    }

    /// Drops the marks of items and sections no longer in the snapshot.
    private mutating func pruneMarks() {
        reloadedItems.removeAll { places[$0] == nil }
        reconfiguredItems.removeAll { places[$0] == nil }
        reloadedSections.removeAll { sectionIndexes[$0] == nil }
    }

    private func appendUnique<T: Hashable>(_ new: [T], to marks: inout [T]) {
        var present = Set(marks)
        for value in new where present.insert(value).inserted { marks.append(value) }
    }

    private mutating func note(_ message: String) { diagnostics.append(message) }

    /// `{("a", "b")}`: identifiers as UIKit lists them in its exception, each as Swift would write it.
    static func describe<T>(_ identifiers: [T]) -> String {
        "{(" + identifiers.map { String(reflecting: $0) }.joined(separator: ", ") + ")}"
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Moves the item at `source` so it ends at `destination` (an index path after the move), as a table's
    /// reordering leaves it. Index paths outside the snapshot are recorded as a diagnostic.
    mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(at: source), destination.count == 2,
              let target = sections[safe: destination.section] else {
            note("moving the item at \(source) to \(destination): an index path outside the snapshot; ignored")
            return
        }
        // The destination section as it is without the moving item.
        var remaining = target.items
        if source.section == destination.section { remaining.remove(at: source.item) }
        if destination.item >= 0, destination.item < remaining.count {
            moveItem(item, beforeItem: remaining[destination.item])
        } else if let last = remaining.last {
            moveItem(item, afterItem: last)
        } else {
            deleteItems([item])
            appendItems([item], toSection: target.identifier)
        }
    }
}
