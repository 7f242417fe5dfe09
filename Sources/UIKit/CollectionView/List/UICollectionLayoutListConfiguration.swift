import CoreGraphics

/// How a compositional layout section looks and behaves as a list: UIKit's
/// `UICollectionLayoutListConfiguration`. Give it to ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``
/// for one section or to ``UICollectionViewCompositionalLayout/list(using:)`` for a whole layout.
///
/// A list section is one full-width column of rows 44 pt tall by estimate, sized by their cells
/// (`UICollectionViewListCell` measures its content configuration), with separators between them, optional
/// headers and footers (``headerMode``, ``footerMode``) and swipe actions from the two providers — the table
/// view's machinery (`UISwipeActionsConfiguration`, `UIContextualAction`, full swipe, the same gesture rules).
///
/// Differences from iOS: no `.firstItemInSection` header mode (outlines), no `separatorConfiguration`, no
/// `itemSeparatorHandler` (separators are the table view's colour), headers and footers of fixed heights (``headerHeight(for:)``) rather than
/// self-sized.
public struct UICollectionLayoutListConfiguration {
    /// The list's overall style (UIKit's `UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge, white, a separator under each.
        case plain
        /// Rows edge to edge in groups on a grey background, no separator under a section's last row.
        case grouped
        /// Groups inset from the sides with rounded corners, on a grey background.
        case insetGrouped
        /// A sidebar: inset rows without separators whose selection shows as a rounded highlight.
        case sidebar
        /// A sidebar's rows edge to edge, without separators.
        case sidebarPlain
    }

    /// Whether sections have headers (UIKit's `UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader`` above each section.
        case supplementary
    }

    /// Whether sections have footers (UIKit's `UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind ``UICollectionView/elementKindSectionFooter`` below each section.
        case supplementary
    }

    /// Gives the swipe actions of the item at an index path, or `nil` for none (UIKit's
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The style, fixed at creation.
    public let appearance: Appearance
    /// Whether rows have separators. Default `true`, `false` for the sidebars (as on iOS).
    public var showsSeparators: Bool
    /// The list's background, set on the collection view by a ``UICollectionViewCompositionalLayout/list(using:)``
    /// layout. Default `nil`: the appearance's (white for `.plain` and `.sidebarPlain`, #F2F2F7 otherwise).
    public var backgroundColor: UIColor?
    /// Whether sections have headers. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers. Default `.none`.
    public var footerMode: FooterMode = .none
    /// The actions revealed by swiping an item right. Default `nil`.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping an item left. Default `nil`.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    // MARK: Geometry (iOS's figures; docs/decisions.md, "List configuration")

    /// A row's estimated height: 44 pt, iOS's standard row.
    public static let estimatedRowHeight: CGFloat = 44
    /// The inset of `.insetGrouped` and `.sidebar` sections from the sides: 20 pt (iOS's layout margin on
    /// regular-width screens).
    public static let insetGroupedSideInset: CGFloat = 20
    /// The corner radius of an inset group (and a sidebar row's highlight): 10 pt.
    public static let insetGroupedCornerRadius: CGFloat = 10
    /// The space above and below a grouped section without a header or footer: 17.5 pt, so two groups are
    /// 35 pt apart as on iOS.
    public static let groupedSectionSpacing: CGFloat = 17.5

    /// The rounded corners and side insets of the appearance.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
    /// Whether the appearance puts sections on a grey background as separate groups.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// The height of a section header: 28 pt in the plain appearances (a 17-pt semibold line with 4 pt
    /// above and below), 38 pt in the grouped ones (a 13-pt line with 16 above and 6 below).
    public static func headerHeight(for appearance: Appearance) -> CGFloat {
        switch appearance {
        case .plain, .sidebarPlain: 28
        case .grouped, .insetGrouped, .sidebar: 38
        }
    }

    /// The background the appearance gives the list when ``backgroundColor`` is `nil`.
    @MainActor var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .white
        case .grouped, .insetGrouped, .sidebar: return UITableView.groupedBackgroundColor
        }
    }
}
