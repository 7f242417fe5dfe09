extension UIView {
    /// The point in the view's own coordinates that ``center`` and ``transform`` refer to: the anchor
    /// point of the bounds (its middle by default).
    var anchorInBounds: CGPoint {
        let anchor = storedAnchorPoint
        return CGPoint(
            x: storedBounds.minX + anchor.x * storedBounds.width,
            y: storedBounds.minY + anchor.y * storedBounds.height)
    }

    /// The affine map from this view's coordinates to its superview's:
    /// `p ↦ center + transform · (p − anchorInBounds)`.
    var transformToSuperview: CGAffineTransform {
        let anchor = anchorInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// Maps a point from the superview's coordinates into this view's. Hit testing calls this once per
    /// visited view, so the identity case avoids matrix work.
    func convertFromSuperview(_ p: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let dx = p.x - storedCenter.x
        let dy = p.y - storedCenter.y
        if storedTransform.isIdentity { return CGPoint(x: dx + anchor.x, y: dy + anchor.y) }
        let inverse = storedInverseTransform
        return CGPoint(
            x: inverse.a * dx + inverse.c * dy + anchor.x,
            y: inverse.b * dx + inverse.d * dy + anchor.y)
    }

    /// Whether ``transform`` can be inverted, i.e. the view covers an area and points can be mapped into it.
    var hasInvertibleTransform: Bool {
        let det = storedTransform.determinant
        return det != 0 && det.isFinite
    }

    var computedFrame: CGRect {
        let anchor = storedAnchorPoint
        let size = storedBounds.size
        if storedTransform.isIdentity {
            return CGRect(
                x: storedCenter.x - anchor.x * size.width, y: storedCenter.y - anchor.y * size.height,
                width: size.width, height: size.height)
        }
        return storedBounds.applying(transformToSuperview)
    }

    func setFrame(_ newFrame: CGRect) {
        let rect = newFrame.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let anchor = storedAnchorPoint
        var newSize = rect.size
        if !storedTransform.isIdentity {
            // The class reference calls frame undefined under a transform. For scale-only transforms we keep
            // the frame ↔ bounds relation exact (bounds = frame / scale); for rotations and shears the
            // bounds size is kept and only the centre moves (docs/decisions.md, "frame under a transform").
            let t = storedTransform
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                newSize = CGSize(width: rect.width / abs(t.a), height: rect.height / abs(t.d))
            } else {
                newSize = storedBounds.size
            }
        }
        var newBounds = storedBounds
        newBounds.size = newSize
        setBounds(newBounds)
        center = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    }

    func setBounds(_ newBounds: CGRect) {
        guard newBounds.origin.x.isFinite, newBounds.origin.y.isFinite,
              newBounds.width.isFinite, newBounds.height.isFinite else { return }
        recordAnimatedChange()
        let oldSize = storedBounds.size
        storedBounds = newBounds
        if oldSize != newBounds.size {
            if autoresizesSubviews {
                for subview in storedSubviews { subview.autoresize(superviewOldSize: oldSize, newSize: newBounds.size) }
            }
            setNeedsLayout()
        }
    }
}

/// The backing layer of a view. Linux has no Core Animation; this keeps the geometry that matters for
/// events (the anchor point) and the animation-removal entry point.
@MainActor
public final class CALayer {
    unowned let view: UIView

    init(view: UIView) { self.view = view }

    /// The point of the bounds, in unit coordinates, that ``UIView/center`` positions and
    /// ``UIView/transform`` rotates and scales about. Default `(0.5, 0.5)`. Changing it keeps ``UIView/center``
    /// (the layer's position) and so moves the frame, as on iOS.
    public var anchorPoint: CGPoint {
        get { view.storedAnchorPoint }
        set { view.storedAnchorPoint = newValue }
    }

    /// The layer's position in the superlayer: the view's centre.
    public var position: CGPoint {
        get { view.center }
        set { view.center = newValue }
    }

    /// Removes every running animation of the view; their completions run with `finished == false`.
    public func removeAllAnimations() {
        // View animations run on the shared application's animator, where the static `UIView.animate`
        // entry points (which have no object to start from) put them.
        UIApplication.shared.animator.removeAnimations(of: view)
    }
}
