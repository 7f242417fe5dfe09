/// An item of a ``UICollectionView``: a ``contentView`` for the item's content over an optional
/// ``backgroundView``, and a ``selectedBackgroundView`` shown while the cell is selected or highlighted.
///
/// A touch on the cell (after the scroll view's content-touch delay) highlights it, and a lift on it
/// selects it: the cell tells its collection view, which asks its delegate (``UICollectionViewDelegate``).
/// A subclass that overrides the touch methods calls `super` to keep that.
///
/// Differences from iOS: no configuration-based backgrounds or drag states.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view for the item's content, filling the cell. Add the item's subviews here.
    public let contentView = UIView(frame: .zero)

    /// Creates a cell; the collection view makes registered classes through it.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.isOpaque = false
        addSubview(contentView)
        layoutCellParts()
    }

    /// A view behind the content. Default `nil`.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            layoutCellParts()
        }
    }

    /// A view shown between the background and the content while the cell is selected or highlighted.
    /// Default `nil` (no change), as on iOS for collection view cells.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionAppearance()
        }
    }

    /// Whether the cell shows as selected. The collection view sets it; to select an item use
    /// ``UICollectionView/selectItem(at:animated:scrollPosition:)``.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectionAppearance() } }
    }

    /// Whether the cell shows as highlighted (a finger is on it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectionAppearance() } }
    }

    /// Clears the selection and highlight. Override to reset your own state (call `super`).
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    private func updateSelectionAppearance() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            selectedBackgroundView.frame = bounds
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            super.frame = newValue
            if super.frame.size != oldSize { layoutCellParts() }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldSize = super.bounds.size
            super.bounds = newValue
            if super.bounds.size != oldSize { layoutCellParts() }
        }
    }

    /// Keeps the content view and backgrounds filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// At once when the size changes, so a collection view can measure a cell it just sized. A list cell
    /// adds its accessories, separator and swipe.
    func layoutCellParts() {
        let rect = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != rect { contentView.frame = rect }
        if let backgroundView, backgroundView.frame != rect { backgroundView.frame = rect }
        if let selectedBackgroundView, selectedBackgroundView.superview === self, selectedBackgroundView.frame != rect {
            selectedBackgroundView.frame = rect
        }
    }

    /// A cell is sized by its content view's constraints.
    override var selfSizingMeasuredView: UIView { contentView }

    // MARK: Touches

    /// Tells the collection view a touch is on the item (it highlights the item).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningCollectionView?.itemTouchesBegan(touches, in: self)
    }
    /// Tells the collection view where the touch went (off the item: the highlight goes).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningCollectionView?.itemTouchesMoved(touches, in: self)
    }
    /// Tells the collection view the touch lifted (on the item: the item is selected).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningCollectionView?.itemTouchesEnded(touches, in: self)
    }
    /// Tells the collection view the touch was cancelled (a scroll took it: the highlight goes).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningCollectionView?.itemTouchesCancelled(touches, in: self)
    }
}
