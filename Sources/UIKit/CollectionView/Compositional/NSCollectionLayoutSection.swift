/// One section of a compositional layout: its ``group`` repeated until the section's items are placed,
/// ``interGroupSpacing`` apart, inside ``contentInsets``, with headers and footers
/// (``boundarySupplementaryItems``) — UIKit's `NSCollectionLayoutSection`.
///
/// Groups follow each other along the layout's scroll direction, unless the section scrolls across it
/// (``orthogonalScrollingBehavior``): then they follow each other across, in one row (a vertical layout)
/// that scrolls in a scroll view of its own, which the collection view manages.
@MainActor
open class NSCollectionLayoutSection {
    /// Called as an orthogonal section scrolls with its visible items, its scroll offset and the layout's
    /// environment (UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`). Changes to the
    /// items' `alpha`, `transform`, `zIndex` and `isHidden` show on their cells.
    public typealias VisibleItemsInvalidationHandler = @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

    /// How an orthogonal section scrolls, and where it settles after a fling (UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        /// The section's groups follow each other along the layout's scroll direction (no nested scrolling).
        case none
        /// The section scrolls freely across and decelerates where it likes.
        case continuous
        /// The section scrolls freely and settles with a group's leading edge at the section's leading edge.
        case continuousGroupLeadingBoundary
        /// The section pages by its visible width.
        case paging
        /// The section pages group by group, a group's leading edge at the section's leading edge.
        case groupPaging
        /// The section pages group by group, the group centred.
        case groupPagingCentered
    }

    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// The space around the section's groups (inside its headers and footers). Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between consecutive groups. Default 0.
    open var interGroupSpacing: CGFloat = 0
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The section's decoration items: backgrounds behind the section
    /// (``NSCollectionLayoutDecorationItem/background(elementKind:)``). Default none.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers span the section's content insets (`true`, the default) or the whole
    /// width.
    open var supplementariesFollowContentInsets = true
    /// Whether (and how) the section scrolls across the layout's direction. Default `.none`. Any other
    /// value lays the groups out across, in a scroll area as wide as the collection view and as tall as the
    /// groups and the section's insets (docs/collection-views.md, "Orthogonal scrolling").
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Called with the visible items each time an orthogonal section scrolls (and when its items are first
    /// placed). Default `nil`. Ignored for a section that does not scroll across.
    open var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// The area a compositional layout fills: the size of the collection view's visible area and its insets
/// (UIKit's `NSCollectionLayoutContainer`).
@MainActor
public protocol NSCollectionLayoutContainer {
    /// The size of the area, insets included.
    var contentSize: CGSize { get }
    /// The size less ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets of the area.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the ``container`` (UIKit's
/// `NSCollectionLayoutEnvironment`). A provider can vary its sections with the width.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The area the layout fills.
    var container: any NSCollectionLayoutContainer { get }
}

/// The container and environment a compositional layout hands its section provider.
struct CompositionalLayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets = .zero
    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: any NSCollectionLayoutContainer { self }
}

/// An item on screen as a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` sees it
/// (UIKit's `NSCollectionLayoutVisibleItem`). Its frame is in the collection view's coordinates as laid out,
/// before the section's scroll offset.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's frame, laid out (not scrolled).
    var frame: CGRect { get }
    /// The item's bounds (its size, at the origin).
    var bounds: CGRect { get }
    /// The centre of ``frame``; setting it moves the cell.
    var center: CGPoint { get set }
    /// The cell's opacity.
    var alpha: CGFloat { get set }
    /// The cell's transform (a scale to grow the centred item, for instance).
    var transform: CGAffineTransform { get set }
    /// The cell's stacking order.
    var zIndex: Int { get set }
    /// Whether the cell is hidden.
    var isHidden: Bool { get set }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// `.cell` for an item.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// `nil` for a cell.
    var representedElementKind: String? { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}
