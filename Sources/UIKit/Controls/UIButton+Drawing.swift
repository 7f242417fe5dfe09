import CoreGraphics

// How a button looks in its current state. The numbers and their sources are in docs/decisions.md,
// "Drawing the controls".
extension UIButton {
    /// The title font: the 15-point system font, UIButton's default before `UIButton.Configuration`.
    public static let titleFont = UIFont.systemFont(ofSize: 15)
    /// The opacity a system button's title, image and symbol fade to while highlighted. iOS's value is
    /// private; 0.2 is what a pressed system button looks like (a pale tint).
    public static let highlightedContentAlpha: CGFloat = 0.2
    /// The title colour of a disabled button of any type but `.custom` that has no colour of its own
    /// for `.disabled`: system grey (#8E8E93), the secondary look iOS gives a disabled system button.
    public static let disabledTitleColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// The opacity of an image drawn while disabled with ``adjustsImageWhenDisabled`` ("drawn lighter").
    static let disabledImageAlpha: CGFloat = 0.4
    /// The darkening laid over an image while highlighted with ``adjustsImageWhenHighlighted``
    /// (a custom button; "drawn darker").
    static let highlightedImageShade: CGFloat = 0.3
    /// The diameter of the symbol of a detail-disclosure, info, add or close button: 22 pt, the size of
    /// iOS's info button.
    static let symbolDiameter: CGFloat = 22

    /// The colour the title is drawn in now: a colour set for exactly this state wins; otherwise the
    /// `.normal` one (or the type's default) with the type's own highlighted and disabled look.
    var drawnTitleColor: UIColor {
        if hasOwnTitleColor(for: state) { return titleColor(for: state) ?? .white }
        let base = titleColor(for: .normal) ?? .white
        guard buttonType != .custom else { return base }
        if !isEnabled { return UIButton.disabledTitleColor }
        if isHighlighted { return base.withAlphaComponent(base.alpha * UIButton.highlightedContentAlpha) }
        return base
    }

    /// Paints the background image, then the image (or symbol) and the title side by side.
    func paint(in context: CGContext) {
        if let background = currentBackgroundImage, let cgImage = background.cgImage {
            context.draw(cgImage, in: bounds)
        }
        let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
        let style = UIButton.titleFont.textStyle(color: drawnTitleColor, numberOfLines: 1)
        var titleSize = title.map { TextLayout.size(of: $0, style: style) } ?? .zero
        let leading = leadingContentSize
        titleSize.width = min(titleSize.width, max(bounds.width - leading.width, 0))
        let total = CGSize(width: leading.width + titleSize.width, height: max(leading.height, titleSize.height))
        let origin = contentOrigin(for: total)

        let leadingRect = CGRect(x: origin.x, y: verticalOrigin(for: leading.height), width: leading.width, height: leading.height)
        if let image = currentImage, let cgImage = image.cgImage {
            paint(cgImage, in: leadingRect, context: context)
        } else if hasSymbol {
            paintSymbol(in: leadingRect, context: context)
        }
        if let title, titleSize.width > 0 {
            let titleRect = CGRect(x: origin.x + leading.width, y: verticalOrigin(for: titleSize.height),
                                   width: titleSize.width, height: titleSize.height)
            context.draw(title, style: style, in: titleRect)
        }
    }

    // MARK: Layout of the content

    /// Whether the type draws a symbol where an image would go.
    private var hasSymbol: Bool { buttonType != .custom && buttonType != .system }

    /// The size of what goes left of the title: the image, else the type's symbol, else nothing.
    var leadingContentSize: CGSize {
        if let image = currentImage, image.cgImage != nil { return image.size }
        if hasSymbol { return CGSize(width: UIButton.symbolDiameter, height: UIButton.symbolDiameter) }
        return .zero
    }

    /// Where content of `size` starts horizontally, by ``UIControl/contentHorizontalAlignment``
    /// (left to right: leading is left).
    private func contentOrigin(for size: CGSize) -> CGPoint {
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = bounds.minX
        case .right, .trailing: x = bounds.maxX - size.width
        case .center, .fill: x = bounds.midX - size.width / 2
        }
        return CGPoint(x: x, y: verticalOrigin(for: size.height))
    }

    /// Where a piece of content `height` tall starts vertically, by ``UIControl/contentVerticalAlignment``.
    private func verticalOrigin(for height: CGFloat) -> CGFloat {
        switch contentVerticalAlignment {
        case .top: bounds.minY
        case .bottom: bounds.maxY - height
        case .center, .fill: bounds.midY - height / 2
        }
    }

    // MARK: Images and symbols

    /// Draws the image as the state asks: faded on a highlighted system button, shaded on a highlighted
    /// custom one, lighter when disabled.
    private func paint(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled, adjustsImageWhenDisabled {
            context.setAlpha(UIButton.disabledImageAlpha)
        } else if isHighlighted, buttonType != .custom {
            context.setAlpha(UIButton.highlightedContentAlpha)
        }
        context.draw(image, in: rect)
        if isHighlighted, isEnabled, buttonType == .custom, adjustsImageWhenHighlighted {
            // Darken only the image's own pixels: its alpha is the mask.
            context.clip(to: rect, mask: image)
            context.setFillColor(CGColor(gray: 0, alpha: UIButton.highlightedImageShade))
            context.fill(rect)
        }
    }

    /// The circled glyph of a detail-disclosure or info (`i`), add (`+`) or close (`×`) button, in the
    /// title's colour.
    private func paintSymbol(in rect: CGRect, context: CGContext) {
        let color = drawnTitleColor.cgColor
        let circle = rect.insetBy(dx: 0.75, dy: 0.75)
        context.saveGState()
        defer { context.restoreGState() }
        context.setStrokeColor(color)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: circle)
        let glyph: String = switch buttonType {
        case .contactAdd: "+"
        case .close: "×"
        default: "i"
        }
        let style = TextStyle(family: UIButton.titleFont.familyName, pointSize: 14, isBold: true, color: color,
                              alignment: .center, numberOfLines: 1)
        let height = TextLayout.size(of: glyph, style: style).height
        context.draw(glyph, style: style, in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height))
    }
}
