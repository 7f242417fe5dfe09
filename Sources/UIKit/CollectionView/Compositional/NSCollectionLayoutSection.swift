/// One section of a compositional layout: its ``group`` repeated until the section's items are placed,
/// ``interGroupSpacing`` apart, inside ``contentInsets``, with headers and footers
/// (``boundarySupplementaryItems``) — UIKit's `NSCollectionLayoutSection`.
///
/// Groups follow each other along the layout's scroll direction.
///
/// Differences from iOS: nested (orthogonal) scrolling is not done yet: a section whose
/// ``orthogonalScrollingBehavior`` is not `.none` is reported and laid out as `.none`.
@MainActor
open class NSCollectionLayoutSection {
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
    /// Whether headers and footers span the section's content insets (`true`, the default) or the whole
    /// width.
    open var supplementariesFollowContentInsets = true
    /// Whether (and how) the section scrolls across the layout's direction. Default `.none`; other values
    /// are kept and reported (not supported yet).
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none

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
