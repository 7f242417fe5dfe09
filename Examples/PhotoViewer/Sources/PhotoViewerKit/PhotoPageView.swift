import UIKit

/// One page of the viewer: a zooming scroll view (1× to 4×) around the photo, fitted to the page. A pinch
/// zooms about the fingers; a double tap zooms to 2.5× around the tapped point, or back to 1× when zoomed.
public final class PhotoPageView: UIScrollView, UIScrollViewDelegate {
    /// The photo, as large as the page at 1× (aspect fit).
    public let imageView: UIImageView
    /// The zoom a double tap goes to.
    public static let doubleTapZoom: CGFloat = 2.5
    /// The double tap that zooms.
    public let doubleTap = UITapGestureRecognizer()

    /// A page showing `image`.
    public init(image: UIImage) {
        imageView = UIImageView(image: image)
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        delegate = self
        minimumZoomScale = 1
        maximumZoomScale = 4
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: PhotoPageView.doubleTapped)
        addGestureRecognizer(doubleTap)
    }

    /// The photo fills the page at 1×; a resized page starts again at 1×.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard zoomScale == 1, imageView.bounds.size != bounds.size else { return }
        imageView.transform = .identity
        imageView.frame = CGRect(origin: .zero, size: bounds.size)
        contentSize = bounds.size
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    private func doubleTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if zoomScale > 1 {
            setZoomScale(1, animated: true)
            return
        }
        // The tapped point of the photo, at 1× in the image view's coordinates.
        let point = recognizer.location(in: imageView)
        let size = CGSize(width: bounds.width / Self.doubleTapZoom, height: bounds.height / Self.doubleTapZoom)
        zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), animated: true)
    }
}
