/// The smallest element of a compositional layout: one cell, sized by ``layoutSize`` in its containing
/// group and drawn inside its ``contentInsets`` (UIKit's `NSCollectionLayoutItem`).
///
/// The size is the item's *slot*: the containing group places slots one after the other. The content
/// insets are then taken off the slot, so the cell is smaller than its slot and the layout of its
/// neighbours does not change (UIKit's documented rule: insets are applied after the size is computed).
@MainActor
open class NSCollectionLayoutItem {
    /// The item's size, in dimensions of its containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// The space between the item's slot and its cell. Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Creates an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items (or groups) in a row or a column: the unit a section repeats (UIKit's `NSCollectionLayoutGroup`).
///
/// A group made with ``horizontal(layoutSize:subitems:)`` or ``vertical(layoutSize:subitems:)`` places its
/// subitems in order along its axis, starting again from the first when the list ends, as long as the
/// next one fits in the group; one made with ``horizontal(layoutSize:subitem:count:)`` places exactly
/// `count` of its subitem, each as long as the group's length (less the spacing) divided by `count`,
/// whatever the subitem's own dimension along the axis says. Subitems sit at the group's top (horizontal)
/// or leading edge (vertical). The group's ``NSCollectionLayoutItem/contentInsets`` are taken off its
/// area before its subitems are placed, and fractions of its subitems are of that inset area.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The axis a group lays its subitems along.
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items and groups the group places, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// How many of the (single) subitem the group places; `nil` for a group that repeats its subitems
    /// while they fit.
    let count: Int?
    /// The space between subitems along the group's axis. Default `nil` (none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A group placing `subitems` left to right, repeating them while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group placing exactly `count` of `subitem` left to right, each as wide as the group (less the
    /// spacing) divided by `count`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A group placing exactly `count` of `repeatingSubitem` left to right (iOS 16's spelling of
    /// ``horizontal(layoutSize:subitem:count:)``).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A group placing `subitems` top to bottom, repeating them while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group placing exactly `count` of `subitem` top to bottom, each as tall as the group (less the
    /// spacing) divided by `count`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A group placing exactly `count` of `repeatingSubitem` top to bottom (iOS 16's spelling of
    /// ``vertical(layoutSize:subitem:count:)``).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}

/// Where a boundary supplementary item sits on its section: an edge, a corner, or nothing (UIKit's
/// `NSRectAlignment`). The edge along the scroll direction decides whether it is a header (`.top`,
/// `.topLeading`, `.topTrailing` in a vertical layout; `.leading`… in a horizontal one) or a footer; the
/// other part places it across (`.top` alone is centred).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment (reported: a boundary item needs an edge).
    case none
    /// The top edge, centred horizontally.
    case top
    /// The top-leading corner.
    case topLeading
    /// The leading edge, centred vertically.
    case leading
    /// The bottom-leading corner.
    case bottomLeading
    /// The bottom edge, centred horizontally.
    case bottom
    /// The bottom-trailing corner.
    case bottomTrailing
    /// The trailing edge, centred vertically.
    case trailing
    /// The top-trailing corner.
    case topTrailing
}

/// A header or footer of a section: a supplementary view of ``elementKind`` at the section's start or end
/// along the scroll direction, which the section makes room for (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
///
/// Its size is in dimensions of the section's content area (the visible width less the section's insets,
/// or the whole visible width when the section's `supplementariesFollowContentInsets` is `false`). The
/// data source's `viewForSupplementaryElementOfKind` makes its view; its index path is item 0 of the
/// section.
///
/// With ``pinToVisibleBounds`` a header stays at the top (leading edge) of the visible area while its
/// section is there, pushed off by the section's end; a footer likewise at the bottom
/// (UICollectionViewCompositionalLayout+Pinning.swift).
///
/// Differences from iOS: it always makes room (``extendsBoundary`` `false` is treated as `true`).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The supplementary view's kind, as the data source is asked for it.
    public let elementKind: String
    /// The edge (and corner) of the section it sits on.
    public let alignment: NSRectAlignment
    /// An offset from its aligned place. Default zero.
    public let offset: CGPoint
    /// Whether it stays at the visible area's edge while its section is visible. Default `false`.
    open var pinToVisibleBounds = false
    /// Whether the section makes room for it. Default `true`; `false` is not supported (treated as `true`).
    open var extendsBoundary = true
    /// Its stacking order. Default 1 (above the cells, as iOS).
    open var zIndex = 1

    /// A boundary item of `layoutSize` for views of `elementKind` on the `alignment` edge of its section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}
