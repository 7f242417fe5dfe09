import InputCore

/// Zooming: a pinch scales the delegate's ``UIScrollViewDelegate/viewForZooming(in:)`` about the point
/// between the fingers, within ``UIScrollView/minimumZoomScale``…``UIScrollView/maximumZoomScale``.
///
/// The zoomed view's transform becomes a scale, its frame's origin stays at the content's origin and
/// ``UIScrollView/contentSize`` becomes its scaled size, as on iOS. The content point under the pinch's
/// centre stays under it. Differences from iOS: the scale is clamped while pinching (no zoom bounce).
extension UIScrollView {
    func zoom(to scale: CGFloat) {
        guard scale.isFinite, scale > 0 else {
            UIApplication.reportDiagnostic("\(scrollTraceName): zoomScale \(scale) ignored: not a finite scale > 0", in: window?.application)
            return
        }
        applyZoom(min(max(scale, minimumZoomScale), maximumZoomScale))
        contentOffset = clampedOffset(contentOffset)
    }

    /// Zooms so that `rect`, in the coordinates of the delegate's ``UIScrollViewDelegate/viewForZooming(in:)``,
    /// fills the bounds as far as the zoom limits allow, centred where the content range allows: a photo
    /// viewer's double tap zooms to a rectangle around the tapped point this way.
    ///
    /// Differences from iOS: not animated, like ``setZoomScale(_:animated:)`` here: the new scale shows at once.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else {
            UIApplication.reportDiagnostic("\(scrollTraceName): zoom(to: \(rect)) ignored: not a finite rectangle with a size", in: window?.application)
            return
        }
        guard delegate?.viewForZooming(in: self) != nil else { return }
        stopMotion(reason: nil)
        let fitting = min(bounds.width / rect.width, bounds.height / rect.height)
        let scale = min(max(fitting, minimumZoomScale), maximumZoomScale)
        applyZoom(scale)
        // The zoom view's origin is the content's origin, so a point of it is at `scale` times it in the content.
        contentOffset = clampedOffset(CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2))
    }

    /// Creates or removes the pinch as the limits allow zooming or not.
    func updatePinch() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            setPinch(pinch)
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            setPinch(nil)
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let zoomView = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion(reason: nil)
            isZooming = true
            let inView = pinch.location(in: self)
            zoomAnchor = (
                zoomView.convert(inView, from: self),
                CGPoint(x: inView.x - contentOffset.x, y: inView.y - contentOffset.y), storedZoomScale)
            traceCallback("willBeginZooming")
            delegate?.scrollViewWillBeginZooming(self, with: zoomView)
        case .changed:
            guard isZooming else { return }
            let scale = min(max(zoomAnchor.startScale * pinch.scale, minimumZoomScale), maximumZoomScale)
            applyZoom(scale)
            // Keep the content point that was under the fingers under their centre now.
            let inView = pinch.location(in: self)
            let centre = CGPoint(x: inView.x - contentOffset.x, y: inView.y - contentOffset.y)
            let anchorInContent = zoomView.convert(zoomAnchor.content, to: self)
            contentOffset = clampedOffset(CGPoint(x: anchorInContent.x - centre.x, y: anchorInContent.y - centre.y))
        case .ended, .cancelled:
            guard isZooming else { return }
            isZooming = false
            traceCallback("didEndZooming")
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: storedZoomScale)
        default:
            break
        }
    }

    private func applyZoom(_ scale: CGFloat) {
        guard let zoomView = delegate?.viewForZooming(in: self) else { return }
        let changed = scale != storedZoomScale
        storedZoomScale = scale
        zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: zoomView.bounds.width * scale, height: zoomView.bounds.height * scale)
        zoomView.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        if changed { delegate?.scrollViewDidZoom(self) }
    }
}
