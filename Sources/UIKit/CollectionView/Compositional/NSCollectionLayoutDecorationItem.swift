/// A decoration view of a compositional section: a background behind the section's headers, cells and
/// footers (UIKit's `NSCollectionLayoutDecorationItem`).
///
/// The layout places it over the section's whole frame — headers to footers, across the whole visible
/// width — less its ``NSCollectionLayoutItem/contentInsets``; the collection view makes its view from the
/// class registered on the layout for ``elementKind``
/// (``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``), at index path item 0 of the section.
/// Its ``zIndex`` defaults to 0; at equal z-index a decoration view stays behind cells and supplementary
/// views.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration view's kind.
    public let elementKind: String
    /// Its stacking order. Default 0.
    open var zIndex = 0

    /// A background for a section: a decoration view of `elementKind` over the section's frame.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
}
