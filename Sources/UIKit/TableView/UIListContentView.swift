import CoreGraphics

/// The view that shows a ``UIListContentConfiguration``: the image, then the text and secondary text,
/// inside the configuration's margins, drawn in one `draw(_:)` (no label subviews: a cell that scrolls in
/// costs one draw).
///
/// Its height for a width is ``sizeThatFits(_:)``, which is what a self-sizing row measures; its
/// ``intrinsicContentSize`` is that height at its superview's width, so the view can also be pinned with
/// constraints in a custom layout. A cell fills its content view with it by autoresizing (no constraints:
/// no solver work per row).
@MainActor
public final class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    /// The configuration shown; setting a ``UIListContentConfiguration`` redraws (another type is reported
    /// and ignored).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIApplication.reportDiagnostic(
                    "UIListContentView cannot show a \(type(of: newValue)) (expected UIListContentConfiguration): ignored",
                    in: window?.application)
                return
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The configuration shown, typed.
    public var listContentConfiguration: UIListContentConfiguration { listConfiguration }

    /// The height the content needs at its superview's width (its own before it has one).
    public override var intrinsicContentSize: CGSize {
        let width = superview?.bounds.width ?? bounds.width
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    /// The content's size at `size.width`: margins, then the taller of the image and the texts.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let parts = layoutParts(width: size.width)
        let margins = listConfiguration.directionalLayoutMargins
        let imageHeight = parts.image?.height ?? 0
        let content = max(imageHeight, parts.textsHeight)
        return CGSize(width: size.width, height: (margins.top + content + margins.bottom).rounded(.up))
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let parts = layoutParts(width: bounds.width)
        let margins = listConfiguration.directionalLayoutMargins
        let available = bounds.height - margins.top - margins.bottom
        if let imageRect = parts.image, let cgImage = listConfiguration.image?.cgImage {
            context.draw(cgImage, in: imageRect.offsetBy(dx: 0, dy: margins.top + (available - imageRect.height) / 2))
        }
        // The texts are centred vertically as a block, as iOS's list content view centres them in the row.
        let top = margins.top + (available - parts.textsHeight) / 2
        if let text = listConfiguration.text, let frame = parts.text {
            context.draw(text, style: style(listConfiguration.textProperties), in: frame.offsetBy(dx: 0, dy: top))
        }
        if let secondary = listConfiguration.secondaryText, let frame = parts.secondary {
            let dy = listConfiguration.layout == .sideBySide ? margins.top + (available - frame.height) / 2 : top
            context.draw(secondary, style: style(listConfiguration.secondaryTextProperties), in: frame.offsetBy(dx: 0, dy: dy))
        }
    }

    // MARK: Layout of the parts

    private struct Parts {
        /// The image's frame, its y relative to the top of the content box.
        var image: CGRect?
        /// The texts' frames, their y relative to the top of the text block (side by side: of itself).
        var text: CGRect?
        var secondary: CGRect?
        var textsHeight: CGFloat = 0
    }

    private func style(_ properties: UIListContentConfiguration.TextProperties) -> TextStyle {
        properties.font.textStyle(color: properties.color, alignment: properties.alignment, numberOfLines: properties.numberOfLines)
    }

    private func measure(_ text: String?, _ properties: UIListContentConfiguration.TextProperties, width: CGFloat) -> CGSize? {
        guard let text, !text.isEmpty else { return nil }
        let size = TextLayout.size(of: text, style: style(properties), width: max(width, 1))
        return CGSize(width: min(size.width.rounded(.up), max(width, 0)), height: size.height.rounded(.up))
    }

    private func layoutParts(width: CGFloat) -> Parts {
        let c = listConfiguration
        var parts = Parts()
        var x = c.directionalLayoutMargins.leading
        let right = width - c.directionalLayoutMargins.trailing
        if let image = c.image, image.size.width > 0 {
            parts.image = CGRect(x: x, y: 0, width: image.size.width, height: image.size.height)
            x += image.size.width + c.imageToTextPadding
        }
        let textWidth = max(right - x, 0)
        switch c.layout {
        case .stacked:
            let text = measure(c.text, c.textProperties, width: textWidth)
            let secondary = measure(c.secondaryText, c.secondaryTextProperties, width: textWidth)
            if let text { parts.text = CGRect(x: x, y: 0, width: textWidth, height: text.height) }
            let gap = text != nil && secondary != nil ? c.textToSecondaryTextVerticalPadding : 0
            if let secondary {
                parts.secondary = CGRect(x: x, y: (text?.height ?? 0) + gap, width: textWidth, height: secondary.height)
            }
            parts.textsHeight = (text?.height ?? 0) + gap + (secondary?.height ?? 0)
        case .sideBySide:
            let secondary = measure(c.secondaryText, c.secondaryTextProperties, width: textWidth / 2)
            let secondaryWidth = secondary?.width ?? 0
            let gap = secondary != nil ? c.textToSecondaryTextHorizontalPadding : 0
            let text = measure(c.text, c.textProperties, width: max(textWidth - secondaryWidth - gap, 0))
            if let text { parts.text = CGRect(x: x, y: 0, width: max(textWidth - secondaryWidth - gap, 0), height: text.height) }
            if let secondary {
                parts.secondary = CGRect(x: right - secondaryWidth, y: 0, width: secondaryWidth, height: secondary.height)
            }
            parts.textsHeight = max(text?.height ?? 0, secondary?.height ?? 0)
        }
        return parts
    }
}
