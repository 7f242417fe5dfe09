import UIKit

/// The viewer: a paging scroll view with one ``PhotoPageView`` per photo, and a label with the photo's index
/// ("2 / 4") over the bottom. Without photos it says why.
public final class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {
    /// The photos shown.
    public let library: PhotoLibrary
    /// The horizontal pager.
    public let pager = UIScrollView()
    /// One page per photo, in order.
    public private(set) var pages: [PhotoPageView] = []
    /// "N / COUNT", or why there is nothing to show.
    public let indexLabel = UILabel()

    /// A viewer of `library`'s photos.
    public init(library: PhotoLibrary) {
        self.library = library
        super.init(nibName: nil, bundle: nil)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pager.isPagingEnabled = true
        pager.accessibilityIdentifier = "pager"
        pager.delegate = self
        pager.showsHorizontalScrollIndicator = false
        view.addSubview(pager)
        for (index, photo) in library.photos.enumerated() {
            let page = PhotoPageView(image: photo.image)
            page.accessibilityIdentifier = "page \(index + 1)"
            pages.append(page)
            pager.addSubview(page)
        }
        indexLabel.textColor = .white
        indexLabel.textAlignment = .center
        indexLabel.accessibilityIdentifier = "index"
        indexLabel.numberOfLines = 0
        view.addSubview(indexLabel)
        updateIndex()
    }

    /// Pages side by side, each the size of the screen; the label in a strip at the bottom.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let current = currentIndex
        pager.frame = view.bounds
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
        pager.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
        if pager.contentOffset.x != CGFloat(current) * size.width {
            pager.contentOffset = CGPoint(x: CGFloat(current) * size.width, y: 0)
        }
        indexLabel.frame = CGRect(x: 0, y: size.height - 44, width: size.width, height: 36)
    }

    /// The page most of which is on screen (0 without photos).
    public var currentIndex: Int {
        guard !pages.isEmpty, pager.bounds.width > 0 else { return 0 }
        return min(max(Int((pager.contentOffset.x / pager.bounds.width).rounded()), 0), pages.count - 1)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) { updateIndex() }

    /// A page left behind returns to 1×, as in Photos.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        for (index, page) in pages.enumerated() where index != currentIndex && page.zoomScale != 1 {
            page.setZoomScale(1, animated: false)
        }
    }

    private func updateIndex() {
        if pages.isEmpty {
            indexLabel.text = "No photos in \(library.folder)"
        } else {
            indexLabel.text = "\(currentIndex + 1) / \(pages.count)"
        }
    }
}
