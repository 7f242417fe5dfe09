/// The items of one section as an outline: items with children, each parent expanded or collapsed. The
/// section shows its ``visibleItems`` (roots, and the children of expanded parents, depth first); apply it
/// with a data source's `apply(_:to:animatingDifferences:completion:)` and expanding or collapsing a parent
/// inserts or deletes its descendants' rows as any other difference.
///
/// Item lookups (`contains`, `parent(of:)`, `isExpanded`) are dictionary lookups; `level(of:)` walks up to
/// the root; `items`, `visibleItems` and `index(of:)` walk the outline.
///
/// Bad input as for ``NSDiffableDataSourceSnapshot``: duplicates are dropped and unknown items named, as
/// diagnostics kept in the snapshot and reported by the data source that applies it.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    /// The top-level items in order.
    private(set) var roots: [Item] = []
    /// Each parent's children in order (only items that have children).
    private var children: [Item: [Item]] = [:]
    /// Each child's parent (roots have none).
    private var parents: [Item: Item] = [:]
    /// Every item in the outline.
    private var members: Set<Item> = []
    /// The expanded items.
    private var expanded: Set<Item> = []

    /// Problems met while editing, reported by the data source that applies the snapshot.
    package internal(set) var diagnostics: [String] = []

    /// An empty outline.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children), expanded or not.
    public var items: [ItemIdentifierType] { flatten(onlyVisible: false) }

    /// The top-level items.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items a view shows: the roots and, depth first, the children of expanded parents whose own
    /// ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] { flatten(onlyVisible: true) }

    /// Whether `item` is in the outline.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded (`false` for an item not in the outline).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: it is in the outline and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// How deep `item` is: 0 for a root, 1 for its children, …; -1 for an item not in the outline (iOS
    /// raises).
    public func level(of item: ItemIdentifierType) -> Int {
        guard members.contains(item) else { return -1 }
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The index of `item` in ``items``, or `nil` when it is not in the outline.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The parent of `child`, or `nil` for a root or an item not in the outline.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The outline under `parent`: its descendants with their expansion, `parent` itself as the only root
    /// when `includingParent`. Empty for an item not in the outline.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard members.contains(parent) else { return result }
        result.roots = includingParent ? [parent] : (children[parent] ?? [])
        var pending = result.roots
        while let item = pending.popLast() {
            result.members.insert(item)
            if expanded.contains(item) { result.expanded.insert(item) }
            if let kids = children[item] {
                result.children[item] = kids
                for kid in kids { result.parents[kid] = item }
                pending += kids
            }
        }
        return result
    }

    /// A text picture of the outline, one item a line, indented by level, `+` for collapsed parents and `-`
    /// for expanded ones.
    public func visualDescription() -> String {
        var lines: [String] = []
        func walk(_ items: [Item], depth: Int) {
            for item in items {
                let kids = children[item] ?? []
                let mark = kids.isEmpty ? " " : (expanded.contains(item) ? "-" : "+")
                lines.append(String(repeating: "  ", count: depth) + mark + " " + String(describing: item))
                walk(kids, depth: depth + 1)
            }
        }
        walk(roots, depth: 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Editing

    /// Adds `items` at the end of `parent`'s children, or as roots when `parent` is `nil`. Items already in
    /// the outline (or repeated) are dropped; a `parent` not in the outline makes the call do nothing.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let call = "append(_:to:)"
        if let parent, !known(parent, call) { return }
        let fresh = unique(items, call)
        guard !fresh.isEmpty else { return }
        add(fresh, under: parent, at: nil)
    }

    /// Adds `items` as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false, call: "insert(_:before:)")
    }

    /// Adds `items` as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true, call: "insert(_:after:)")
    }

    /// Adds a whole outline (with its expansion) at the end of `parent`'s children, or as roots.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        let call = "append(_:to:)"
        if let parent, !known(parent, call) { return }
        graft(snapshot, under: parent, call: call)
    }

    /// Replaces the children of `parent` (and their descendants) with `snapshot`'s outline.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        let call = "replace(childrenOf:using:)"
        guard known(parent, call) else { return }
        delete(children[parent] ?? [])
        graft(snapshot, under: parent, call: call)
    }

    /// Removes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard members.contains(item) else {
                note("delete(_:): item identifier \(String(reflecting: item)) is not in the snapshot; ignored")
                continue
            }
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                roots.removeAll { $0 == item }
            }
            var pending = [item]
            while let gone = pending.popLast() {
                members.remove(gone)
                expanded.remove(gone)
                parents[gone] = nil
                if let kids = children.removeValue(forKey: gone) { pending += kids }
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        roots = []
        children = [:]
        parents = [:]
        members = []
        expanded = []
    }

    /// Expands `items`: their children show when they themselves do.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where known(item, "expand(_:)") { expanded.insert(item) }
    }

    /// Collapses `items`: their descendants are hidden (and keep their own expansion for later).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where known(item, "collapse(_:)") { expanded.remove(item) }
    }

    /// The outline without its diagnostics, as a data source keeps it once reported.
    var settled: Self {
        var copy = self
        copy.diagnostics = []
        return copy
    }

    // MARK: The work

    private func flatten(onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(members.count)
        // Depth first with an explicit stack (reversed children), so deep outlines cannot overflow the stack.
        var pending = Array(roots.reversed())
        while let item = pending.popLast() {
            result.append(item)
            if let kids = children[item], !onlyVisible || expanded.contains(item) { pending += kids.reversed() }
        }
        return result
    }

    private mutating func insert(_ items: [Item], beside item: Item, after: Bool, call: String) {
        guard known(item, call) else { return }
        let fresh = unique(items, call)
        guard !fresh.isEmpty else { return }
        let parent = parents[item]
        let siblings = parent.map { children[$0] ?? [] } ?? roots
        guard let index = siblings.firstIndex(of: item) else { return }
        add(fresh, under: parent, at: after ? index + 1 : index)
    }

    private mutating func add(_ items: [Item], under parent: Item?, at index: Int?) {
        for item in items {
            members.insert(item)
            if let parent { parents[item] = parent }
        }
        if let parent {
            var kids = children[parent] ?? []
            kids.insert(contentsOf: items, at: index ?? kids.count)
            children[parent] = kids
        } else {
            roots.insert(contentsOf: items, at: index ?? roots.count)
        }
    }

    /// Adds `snapshot`'s outline under `parent`, dropping (and reporting) items already here with their
    /// subtrees.
    private mutating func graft(_ snapshot: Self, under parent: Item?, call: String) {
        let duplicates = snapshot.items.filter { members.contains($0) }
        if !duplicates.isEmpty {
            note("\(call): supplied item identifiers are not unique. Duplicate identifiers: \(NSDiffableDataSourceSnapshot<Int, Item>.describe(duplicates)); the duplicates were dropped, with their children")
        }
        func copy(_ items: [Item], under parent: Item?) {
            let fresh = items.filter { !members.contains($0) }
            add(fresh, under: parent, at: nil)
            for item in fresh {
                if snapshot.expanded.contains(item) { expanded.insert(item) }
                if let kids = snapshot.children[item] { copy(kids, under: item) }
            }
        }
        copy(snapshot.roots, under: parent)
    }

    private mutating func known(_ item: Item, _ call: String) -> Bool {
        if members.contains(item) { return true }
        note("\(call): item identifier \(String(reflecting: item)) is not in the snapshot; ignored")
        return false
    }

    private mutating func unique(_ items: [Item], _ call: String) -> [Item] {
        var seen = Set<Item>()
        var duplicates: [Item] = []
        var fresh: [Item] = []
        for item in items {
            if members.contains(item) || !seen.insert(item).inserted { duplicates.append(item) } else { fresh.append(item) }
        }
        if !duplicates.isEmpty {
            note("\(call): supplied item identifiers are not unique. Duplicate identifiers: \(NSDiffableDataSourceSnapshot<Int, Item>.describe(duplicates)); the duplicates were dropped")
        }
        return fresh
    }

    private mutating func note(_ message: String) { diagnostics.append(message) }
}
