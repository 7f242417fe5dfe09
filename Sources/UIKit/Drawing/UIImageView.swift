import CoreGraphics

/// A view that shows an image, placed in its bounds by ``UIView/contentMode``.
///
/// As on iOS, an image view is sized by its image under Auto Layout (``intrinsicContentSize`` is the shown
/// image's size in points), shows ``highlightedImage`` while ``isHighlighted``, and ignores touches until
/// ``UIView/isUserInteractionEnabled`` is set: a tap recognizer on it does nothing before that.
///
/// Differences from iOS: no animation images, symbol configurations or template tinting; content that a
/// content mode puts outside the bounds (`scaleAspectFill`, `center` of a large image) is cut at the bounds,
/// as if ``UIView/clipsToBounds`` were set.
@MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted (or when there is no ``highlightedImage``). Default `nil`.
    open var image: UIImage? { didSet { if image !== oldValue { shownImageChanged() } } }
    /// The image shown while ``isHighlighted``. Default `nil`.
    open var highlightedImage: UIImage? { didSet { if highlightedImage !== oldValue { shownImageChanged() } } }
    /// Whether the view shows ``highlightedImage``. Default `false`.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { shownImageChanged() } } }

    /// The bounds size the content was last drawn for: a resize redraws, since the placement depends on it.
    private var drawnSize: CGSize?

    /// Creates an image view sized to `image` (zero size without one), as UIKit's initializer does.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view with both images, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an empty image view; image views are transparent and ignore touches by default, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The image on screen now: the highlighted one while highlighted, if there is one.
    public var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The shown image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return shownImage.size
    }

    /// The shown image's size: an image view fits its image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// Where the image goes in the bounds for the content mode (`redraw` scales to fill, as UIKit's does).
    public func imageRect(forBounds bounds: CGRect) -> CGRect? {
        guard let size = shownImage?.size, size.width > 0, size.height > 0 else { return nil }
        return contentPlacement(contentSize: size).offsetBy(dx: bounds.minX - self.bounds.minX, dy: bounds.minY - self.bounds.minY)
    }

    /// Draws the shown image placed for the content mode.
    open override func draw(_ rect: CGRect) {
        drawnSize = bounds.size
        guard let image = shownImage, let placed = imageRect(forBounds: bounds) else { return }
        image.draw(in: placed)
    }

    /// A new size places the image anew, so the content is drawn again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let drawnSize, drawnSize != bounds.size { setNeedsDisplay() }
    }

    private func shownImageChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }
}
