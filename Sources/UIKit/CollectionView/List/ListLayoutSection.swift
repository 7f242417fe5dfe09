import CoreGraphics

/// A compositional layout section made by ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``: it
/// keeps its ``UICollectionLayoutListConfiguration`` so the collection view can find the swipe actions, the
/// separators and the appearance of the section's rows.
@MainActor
final class ListLayoutSection: NSCollectionLayoutSection {
    let configuration: UICollectionLayoutListConfiguration

    init(configuration: UICollectionLayoutListConfiguration) {
        self.configuration = configuration
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        super.init(group: .vertical(layoutSize: rowSize, subitems: [item]))
        let side: CGFloat = configuration.isInset ? UICollectionLayoutListConfiguration.insetGroupedSideInset : 0
        let headerHeight = UICollectionLayoutListConfiguration.headerHeight(for: configuration.appearance)
        // A grouped section keeps its groups apart with space where it has no header or footer.
        let spacing: CGFloat = configuration.isGrouped ? UICollectionLayoutListConfiguration.groupedSectionSpacing : 0
        contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .none ? spacing : 0, leading: side,
                                                bottom: configuration.footerMode == .none ? spacing : 0, trailing: side)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let supplementarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight))
        if configuration.headerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        boundarySupplementaryItems = boundaries
    }
}

extension NSCollectionLayoutSection {
    /// A section laid out as a list of `configuration` (UIKit's `list(using:layoutEnvironment:)`): one
    /// full-width column of rows 44 pt tall by estimate and sized by their cells, with the configuration's
    /// headers, footers, side insets (`.insetGrouped`, `.sidebar`: 20 pt) and swipe actions. Use it in a
    /// section provider to mix lists with grids.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        // The environment is not needed: a list is as wide as its container whatever the width.
        ListLayoutSection(configuration: configuration)
    }

    /// The list configuration of a section made by ``list(using:layoutEnvironment:)``; `nil` for others.
    var listConfiguration: UICollectionLayoutListConfiguration? { (self as? ListLayoutSection)?.configuration }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (UIKit's `list(using:)`). It also gives
    /// the collection view the configuration's background (``UICollectionLayoutListConfiguration/backgroundColor``,
    /// by default the appearance's), as iOS's list layout does.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        ListCompositionalLayout(listConfiguration: configuration)
    }

    /// The list configuration of `section` as of the last `prepare()`; `nil` when the section is not a list.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard section >= 0, section < layoutSections.count else { return nil }
        return layoutSections[section]?.listConfiguration
    }
}

/// The layout ``UICollectionViewCompositionalLayout/list(using:)`` makes: every section a list, and the
/// collection view's background the list's.
@MainActor
final class ListCompositionalLayout: UICollectionViewCompositionalLayout {
    let listConfiguration: UICollectionLayoutListConfiguration

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
        }, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    override func prepare() {
        if let collectionView {
            let background = listConfiguration.resolvedBackgroundColor
            if collectionView.backgroundColor != background { collectionView.backgroundColor = background }
        }
        super.prepare()
    }
}
