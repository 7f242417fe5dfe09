import Foundation
import UIKit

/// Makes the layout a scene's `collection` view names: a flow layout for `grid`, a list layout for `list`,
/// a compositional layout with a section per scene section for `compositional`.
@MainActor
enum SceneCollectionLayout {
    static func make(_ settings: CollectionSettings, for collection: SceneCollectionView) -> UICollectionViewLayout {
        switch settings.layout {
        case .grid: return grid(settings, in: collection.bounds.size)
        case .list: return list(settings, for: collection)
        case .compositional: return compositional(settings)
        }
    }

    /// A flow layout with the scene's item size (or the width its columns take), spacing, inset and direction.
    static func grid(_ settings: CollectionSettings, in size: CGSize) -> UICollectionViewFlowLayout {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = settings.scrollDirection
        flow.minimumInteritemSpacing = CGFloat(settings.minimumInteritemSpacing)
        flow.minimumLineSpacing = CGFloat(settings.minimumLineSpacing)
        flow.sectionInset = settings.sectionInset
        flow.itemSize = settings.columns.map { gridItemSize(settings, columns: $0, in: size) }
            ?? CGSize(width: settings.itemWidth, height: settings.itemHeight)
        return flow
    }

    /// The item size that fits `columns` items across `size` (its width scrolling down, its height scrolling
    /// across) between the section's insets, `minimumInteritemSpacing` apart, in whole points (a fraction
    /// could leave the last column a hair short of room); at least 1 pt.
    static func gridItemSize(_ settings: CollectionSettings, columns: Int, in size: CGSize) -> CGSize {
        let inset = settings.sectionInset
        let vertical = settings.scrollDirection == .vertical
        let extent = Double(vertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom)
        let across = max(1, ((extent - Double(max(columns, 1) - 1) * settings.minimumInteritemSpacing) / Double(max(columns, 1))).rounded(.down))
        let along = vertical ? settings.itemHeight : settings.itemWidth
        return vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// `UICollectionViewCompositionalLayout.list(using:)` with the scene's appearance and trailing swipe actions.
    static func list(_ settings: CollectionSettings, for collection: SceneCollectionView) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: settings.appearance)
        if !settings.trailingSwipeActions.isEmpty {
            configuration.trailingSwipeActionsConfigurationProvider = { [weak collection] indexPath in
                collection?.trailingSwipeActions(for: indexPath)
            }
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// A section per scene section: items of the section's absolute size, `spacing` apart and inside
    /// `spacing` of insets; a section that does not scroll across wraps them in rows as wide as the
    /// collection view, one that does puts one item in each group and scrolls the groups across.
    static func compositional(_ settings: CollectionSettings) -> UICollectionViewCompositionalLayout {
        let sections = settings.sections
        return UICollectionViewCompositionalLayout { index, _ in
            guard index < sections.count else { return nil }
            return section(sections[index])
        }
    }

    static func section(_ scene: CollectionSectionSettings) -> NSCollectionLayoutSection {
        let width = CGFloat(scene.itemWidth), height = CGFloat(scene.itemHeight), spacing = CGFloat(scene.spacing)
        let group: NSCollectionLayoutGroup
        if scene.orthogonalScrollingBehavior == .none {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)))
            group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            group.interItemSpacing = .fixed(spacing)
        } else {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)), subitems: [item])
        }
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = scene.orthogonalScrollingBehavior
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: spacing, leading: spacing, bottom: spacing, trailing: spacing)
        return section
    }
}
