import CoreGraphics

// How big a button wants to be under Auto Layout. The numbers and their sources are in docs/decisions.md,
// "Controls' intrinsic sizes".
extension UIButton {
    /// The space above and below a title in ``intrinsicContentSize``: 6 pt, so a one-line title in the
    /// 15 pt font gives a button about 30 pt tall, as iOS's system button is.
    public static let titleVerticalPadding: CGFloat = 6
    /// The intrinsic size of a button with neither title nor image: 30 × 34 pt, iOS's.
    public static let emptyIntrinsicSize = CGSize(width: 30, height: 34)

    /// The current title and image, compared to know whether the intrinsic size must be measured again.
    struct MeasuredContent: Equatable {
        let title: String?
        let image: ObjectIdentifier?

        @MainActor init(of button: UIButton) {
            title = button.currentTitle.flatMap { $0.isEmpty ? nil : $0 }
            image = button.currentImage.map { ObjectIdentifier($0) }
        }
    }

    /// The size the current content needs: what ``paint(in:)`` lays out side by side (image or symbol,
    /// then the title), the title with ``titleVerticalPadding`` above and below.
    var contentIntrinsicSize: CGSize {
        let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
        let leading = leadingContentSize
        guard title != nil || leading != .zero else { return UIButton.emptyIntrinsicSize }
        var titleSize = CGSize.zero
        if let title {
            let style = UIButton.titleFont.textStyle(color: drawnTitleColor, numberOfLines: 1)
            titleSize = TextLayout.size(of: title, style: style)
            titleSize.height += 2 * UIButton.titleVerticalPadding
        }
        return CGSize(width: (leading.width + titleSize.width).rounded(.up),
                      height: max(leading.height, titleSize.height).rounded(.up))
    }
}
