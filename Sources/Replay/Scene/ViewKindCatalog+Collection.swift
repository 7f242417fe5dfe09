import Foundation
import InputRecording
import UIKit

/// The `collection` view type: its fields, read in order (the layout first, since the other fields say
/// which layout they belong to) and applied together, since the collection view builds its layout from all
/// of them (``SceneCollectionView/settings``).
extension ViewKindCatalog {
    static let layouts: [(String, CollectionSettings.Layout)] = CollectionSettings.Layout.allCases.map { ($0.rawValue, $0) }
    static let scrollDirections: [(String, UICollectionView.ScrollDirection)] = [("vertical", .vertical), ("horizontal", .horizontal)]
    static let listAppearances: [(String, UICollectionLayoutListConfiguration.Appearance)] = [
        ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar), ("sidebarPlain", .sidebarPlain),
    ]

    static let collection = ViewKindType(
        name: "collection",
        summary: "A `UICollectionView` of strings: a grid (flow layout), a list (`UICollectionLayoutListConfiguration`) or compositional sections that may scroll across (a carousel); each item's cell shows its title, which is also the cell's name in the trace.",
        ownFields: [
            ViewKindField(
                name: "layout", type: "`\"grid\"`, `\"list\"` or `\"compositional\"`", defaultValue: "`\"grid\"`",
                meaning: "a `UICollectionViewFlowLayout`, `UICollectionViewCompositionalLayout.list(using:)`, or a compositional section per scene section",
                read: { (object, kind) throws(SceneError) in
                    guard let node = object.member("layout")?.value else { return }
                    guard case .string(let text) = node.value, let layout = CollectionSettings.Layout(rawValue: text) else {
                        throw object.mismatch("layout", node, "one of \(layouts.map { "\"\($0.0)\"" }.joined(separator: ", "))")
                    }
                    kind.collection.layout = layout
                },
                apply: applyCollection),
            ViewKindField(
                name: "sections", type: "array of section objects (below)", defaultValue: "`[]`", meaning: "the sections, in order",
                read: { (object, kind) throws(SceneError) in
                    guard let nodes = try object.array("sections") else { return }
                    var sections: [CollectionSectionSettings] = []
                    for (index, node) in nodes.enumerated() {
                        sections.append(try CollectionSectionReader.read(node, index: index, layout: kind.collection.layout, in: object))
                    }
                    kind.collection.sections = sections
                },
                apply: applyCollection),
            collectionField(
                "itemSize", type: "`[width, height]`, each > 0", default: "`[50, 50]`", meaning: "the flow layout's `itemSize`", layouts: [.grid]
            ) { (object, kind) throws(SceneError) in
                guard let size = try object.numbers("itemSize", count: 2, expected: "[width, height] with width and height > 0") else { return }
                guard size.allSatisfy({ $0 > 0 }) else {
                    throw object.mismatch("itemSize", object.member("itemSize")?.value ?? JSONNode(.null, line: object.line), "[width, height] with width and height > 0")
                }
                kind.collection.itemWidth = size[0]
                kind.collection.itemHeight = size[1]
            },
            collectionField(
                "columns", type: "integer ≥ 1", default: "none", meaning: "the item width that fits this many across (replaces `itemSize`'s width)", layouts: [.grid]
            ) { (object, kind) throws(SceneError) in
                guard let columns = try object.integer("columns") else { return }
                guard columns >= 1 else {
                    throw object.mismatch("columns", object.member("columns")?.value ?? JSONNode(.null, line: object.line), "a whole number ≥ 1")
                }
                kind.collection.columns = columns
            },
            collectionField("minimumInteritemSpacing", type: "number ≥ 0", default: "10", meaning: "", layouts: [.grid]) { (object, kind) throws(SceneError) in
                kind.collection.minimumInteritemSpacing = try object.number("minimumInteritemSpacing", minimum: 0, expected: "a spacing ≥ 0") ?? 10
            },
            collectionField("minimumLineSpacing", type: "number ≥ 0", default: "10", meaning: "", layouts: [.grid]) { (object, kind) throws(SceneError) in
                kind.collection.minimumLineSpacing = try object.number("minimumLineSpacing", minimum: 0, expected: "a spacing ≥ 0") ?? 10
            },
            collectionField(
                "sectionInset", type: "`[top, left, bottom, right]`, each ≥ 0", default: "`[0, 0, 0, 0]`", meaning: "", layouts: [.grid]
            ) { (object, kind) throws(SceneError) in
                let expected = "[top, left, bottom, right] with each ≥ 0"
                guard let inset = try object.numbers("sectionInset", count: 4, expected: expected) else { return }
                guard inset.allSatisfy({ $0 >= 0 }) else {
                    throw object.mismatch("sectionInset", object.member("sectionInset")?.value ?? JSONNode(.null, line: object.line), expected)
                }
                kind.collection.sectionInset = UIEdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
            },
            collectionChoice("scrollDirection", scrollDirections, default: "vertical", \.collection.scrollDirection, layouts: [.grid]),
            collectionChoice("appearance", listAppearances, default: "plain", \.collection.appearance, layouts: [.list]),
            collectionField(
                "trailingSwipeActions", type: "array of strings", default: "`[]`",
                meaning: "the titles of the rows' trailing swipe actions, first the one a full swipe performs; `\"Delete\"` is destructive and deletes the item, others only close the row",
                layouts: [.list]
            ) { (object, kind) throws(SceneError) in
                guard let items = try object.array("trailingSwipeActions") else { return }
                var titles: [String] = []
                for item in items {
                    guard case .string(let title) = item.value, !title.isEmpty else {
                        throw object.mismatch("trailingSwipeActions", item, "an array of action titles (non-empty strings)")
                    }
                    titles.append(title)
                }
                kind.collection.trailingSwipeActions = titles
            },
            collectionField("allowsSelection", type: "bool", default: "true", meaning: "", layouts: nil) { (object, kind) throws(SceneError) in
                kind.collection.allowsSelection = try object.bool("allowsSelection") ?? true
            },
            collectionField("allowsMultipleSelection", type: "bool", default: "false", meaning: "", layouts: nil) { (object, kind) throws(SceneError) in
                kind.collection.allowsMultipleSelection = try object.bool("allowsMultipleSelection") ?? false
            },
            collectionField(
                "reorderable", type: "bool", default: "false",
                meaning: "a long press (0.5 s) lifts an item, a drag moves it within its section, the lift drops it: the collection view's interactive movement",
                layouts: nil
            ) { (object, kind) throws(SceneError) in
                kind.collection.reorderable = try object.bool("reorderable") ?? false
            },
        ],
        isControl: false) { SceneCollectionView(frame: $0) }

    /// Every field gives the whole of the settings to the view, which rebuilds only when they changed.
    private static let applyCollection: @MainActor @Sendable (ViewKind, UIView) -> Void = { kind, view in
        (view as? SceneCollectionView)?.settings = kind.collection
    }

    /// A field that only some layouts have (`nil`: every layout): given with another layout, it is an error
    /// naming the field and the layout, not silently ignored.
    private static func collectionField(
        _ name: String, type: String, default value: String, meaning: String, layouts: [CollectionSettings.Layout]?,
        read: @escaping @Sendable (SceneObject, inout ViewKind) throws(SceneError) -> Void
    ) -> ViewKindField {
        ViewKindField(
            name: name, type: type, defaultValue: value, meaning: meaning,
            read: { (object, kind) throws(SceneError) in
                if let layouts, let member = object.member(name), !layouts.contains(kind.collection.layout) {
                    let owners = layouts.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                    throw object.error(member.line, "\(object.context): field \"\(name)\" is for layout \(owners), not \"\(kind.collection.layout.rawValue)\" (leave it out or change \"layout\")")
                }
                try read(object, &kind)
            },
            apply: applyCollection)
    }

    /// A choice among names (as ``choice(_:_:default:_:_:apply:)``) that only some layouts have.
    private static func collectionChoice<Value: Sendable>(
        _ name: String, _ choices: [(String, Value)], default defaultName: String,
        _ field: WritableKeyPath<ViewKind, Value> & Sendable, layouts: [CollectionSettings.Layout]
    ) -> ViewKindField {
        let names = choices.map(\.0)
        let listed = names.map { "`\"\($0)\"`" }
        let typeText = listed.count > 4 ? "one of \(listed.joined(separator: ", "))" : listed.dropLast().joined(separator: ", ") + " or \(listed.last ?? "")"
        return collectionField(name, type: typeText, default: "`\"\(defaultName)\"`", meaning: "", layouts: layouts) { (object, kind) throws(SceneError) in
            guard let node = object.member(name)?.value else { return }
            guard case .string(let text) = node.value, let value = choices.first(where: { $0.0 == text })?.1 else {
                throw object.mismatch(name, node, "one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            kind[keyPath: field] = value
        }
    }
}

/// Reads one object of a `collection` view's `sections`: `title`, `items` or `count`, and, in a
/// compositional layout, `orthogonalScrollingBehavior`, `itemSize` and `spacing`.
enum CollectionSectionReader {
    static let behaviors: [(String, NSCollectionLayoutSection.OrthogonalScrollingBehavior)] = [
        ("none", .none), ("continuous", .continuous), ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
        ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered),
    ]
    /// The fields every section has, and those only a compositional layout's sections have.
    static let commonKeys = ["title", "items", "count"]
    static let compositionalKeys = ["orthogonalScrollingBehavior", "itemSize", "spacing"]

    static func read(_ node: JSONNode, index: Int, layout: CollectionSettings.Layout, in view: SceneObject) throws(SceneError) -> CollectionSectionSettings {
        let object = try SceneObject(node, context: "\(view.context): section \(index)", file: view.file)
        if layout != .compositional, let member = object.members.first(where: { compositionalKeys.contains($0.key) }) {
            throw object.error(member.line, "\(object.context): field \"\(member.key)\" is for layout \"compositional\", not \"\(layout.rawValue)\" (leave it out or change \"layout\")")
        }
        try object.checkKeys(allowed: commonKeys + compositionalKeys)
        var section = CollectionSectionSettings()
        section.title = try object.string("title")
        let items = try object.array("items")
        let count = try object.integer("count")
        if items != nil, count != nil, let member = object.member("count") {
            throw object.error(member.line, "\(object.context): both \"items\" and \"count\" (expected one: the items' titles, or a count of items named after the title)")
        }
        if let items {
            for item in items {
                guard case .string(let title) = item.value else { throw object.mismatch("items", item, "an array of item titles (strings)") }
                section.items.append(title)
            }
        } else if let count {
            guard count >= 0, count <= 100_000 else {
                throw object.mismatch("count", object.member("count")?.value ?? node, "a whole number of items from 0 to 100000")
            }
            let stem = section.title ?? "Item"
            section.items = (0..<count).map { "\(stem) \($0 + 1)" }
        }
        if let behavior = object.member("orthogonalScrollingBehavior")?.value {
            guard case .string(let text) = behavior.value, let value = behaviors.first(where: { $0.0 == text })?.1 else {
                throw object.mismatch("orthogonalScrollingBehavior", behavior, "one of \(behaviors.map { "\"\($0.0)\"" }.joined(separator: ", "))")
            }
            section.orthogonalScrollingBehavior = value
        }
        if let size = try object.numbers("itemSize", count: 2, expected: "[width, height] with width and height > 0") {
            guard size.allSatisfy({ $0 > 0 }) else {
                throw object.mismatch("itemSize", object.member("itemSize")?.value ?? node, "[width, height] with width and height > 0")
            }
            section.itemWidth = size[0]
            section.itemHeight = size[1]
        }
        section.spacing = try object.number("spacing", minimum: 0, expected: "a spacing ≥ 0") ?? section.spacing
        return section
    }
}
