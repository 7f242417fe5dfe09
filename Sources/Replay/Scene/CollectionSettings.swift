import Foundation
import UIKit

/// A `collection` view's fields (docs/scene-format.md, "`collection`"): the layout, the sections and their
/// items, and how touches select and move them.
public struct CollectionSettings: Hashable, Sendable {
    /// Which layout the collection view is made with.
    public enum Layout: String, Hashable, Sendable, CaseIterable {
        /// A `UICollectionViewFlowLayout`: a grid of items of one size.
        case grid
        /// A `UICollectionViewCompositionalLayout.list(using:)`: rows of a `UICollectionLayoutListConfiguration`.
        case list
        /// A `UICollectionViewCompositionalLayout` with a section per scene section, each a row of items
        /// that wraps or, with an `orthogonalScrollingBehavior`, scrolls across (a carousel).
        case compositional
    }

    /// The layout. Default grid.
    public var layout = Layout.grid
    /// The sections, in order. Default none.
    public var sections: [CollectionSectionSettings] = []

    /// A grid's `itemSize` (UIKit's default 50 × 50); its width is replaced when ``columns`` is given.
    public var itemWidth: Double = 50
    /// A grid's item height.
    public var itemHeight: Double = 50
    /// A grid's number of columns: the item width that fits that many across the insets and spacing.
    public var columns: Int?
    /// A grid's `minimumInteritemSpacing`. Default 10.
    public var minimumInteritemSpacing: Double = 10
    /// A grid's `minimumLineSpacing`. Default 10.
    public var minimumLineSpacing: Double = 10
    /// A grid's `sectionInset`. Default zero.
    public var sectionInset = UIEdgeInsets.zero
    /// A grid's `scrollDirection`. Default vertical.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical

    /// A list's appearance. Default plain.
    public var appearance = UICollectionLayoutListConfiguration.Appearance.plain
    /// A list's trailing swipe actions' titles, in order; "Delete" deletes the item.
    public var trailingSwipeActions: [String] = []

    /// `allowsSelection`. Default true.
    public var allowsSelection = true
    /// `allowsMultipleSelection`. Default false.
    public var allowsMultipleSelection = false
    /// Whether a long press lifts an item and a drag moves it (the collection view's interactive movement).
    public var reorderable = false

    /// UIKit's defaults.
    public init() {}
}

/// One section of a `collection` view: its items' titles and, in a compositional layout, how its items
/// are sized and whether it scrolls across.
public struct CollectionSectionSettings: Hashable, Sendable {
    /// The section's title, from which counted items are named (`"Photo 1"`, `"Photo 2"`, …).
    public var title: String?
    /// The items' titles, which their cells show and their accessibility identifiers are.
    public var items: [String] = []
    /// A compositional section's `orthogonalScrollingBehavior`. Default none.
    public var orthogonalScrollingBehavior = NSCollectionLayoutSection.OrthogonalScrollingBehavior.none
    /// A compositional section's item width. Default 100.
    public var itemWidth: Double = 100
    /// A compositional section's item height. Default 100.
    public var itemHeight: Double = 100
    /// A compositional section's spacing: between items and groups, and its content insets. Default 10.
    public var spacing: Double = 10

    /// An empty section with the defaults.
    public init() {}
}
