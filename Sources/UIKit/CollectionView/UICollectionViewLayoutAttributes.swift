/// Where and how a collection view shows one element (a cell or a supplementary view): what a
/// ``UICollectionViewLayout`` hands its collection view.
///
/// The collection view applies ``frame`` (as ``center`` and ``size``), ``transform``, ``alpha``,
/// ``isHidden`` and ``zIndex`` to the element's view, then calls the view's
/// ``UICollectionReusableView/apply(_:)`` so a subclass of both can carry more.
///
/// Differences from iOS: no decoration views (``UICollectionView/ElementCategory/decorationView`` exists
/// for the API's shape; a layout that returns one is reported), no `transform3D`.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's rectangle in the collection view's content coordinates (before ``transform``).
    open var frame: CGRect = .zero
    /// The centre of ``frame``; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The transform applied to the element's view about its centre. Default identity.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1
    /// The element's place in the stacking order: higher is in front. Default 0.
    open var zIndex: Int = 0
    /// Whether the element is not shown (its view is not made). Default `false`.
    open var isHidden = false
    /// The element's item (a cell) or its place among its kind's views (a supplementary view).
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the attributes describe a cell or a supplementary view.
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary view's kind (``UICollectionView/elementKindSectionHeader``, …); `nil` for a cell.
    public internal(set) var representedElementKind: String?

    /// Attributes for nothing yet (a cell at `[0, 0]`); the initializer `layoutAttributesClass` subclasses
    /// override.
    public required init() {}

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath` (the layout's own view, see
    /// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A new object of the same class with the same values (UIKit's `copy()`); a subclass with more
    /// properties overrides it and copies them too.
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy = Self()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// `cell [0, 3] (0.0, 44.0, 100.0, 44.0)`, for diagnostics.
    var elementDescription: String {
        switch representedElementCategory {
        case .cell: "cell \(indexPath)"
        case .supplementaryView: "supplementary view \"\(representedElementKind ?? "")\" \(indexPath)"
        case .decorationView: "decoration view \"\(representedElementKind ?? "")\" \(indexPath)"
        }
    }
}
