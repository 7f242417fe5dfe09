import CoreGraphics

/// A view that draws one or more lines of read-only text.
///
/// The text is drawn centred vertically in the bounds, aligned horizontally by ``textAlignment``,
/// wrapped at word boundaries when ``numberOfLines`` is not 1, and cut off with an ellipsis when it does
/// not fit. ``intrinsicContentSize`` is the measured size of the text on ``numberOfLines`` lines (as wide
/// as ``preferredMaxLayoutWidth`` when set). Setting any property redraws the label.
///
/// Differences from iOS: no attributed runs, shadows, or font scaling; the system font is DejaVu Sans.
open class UILabel: UIView {
    /// The text. Default `nil`.
    open var text: String? { didSet { textChanged() } }
    /// The font. Default: the 17-point system font.
    open var font: UIFont = .systemFont(ofSize: UIFont.systemFontSize) { didSet { textChanged() } }
    /// The text colour. Default black.
    open var textColor: UIColor = .black { didSet { setNeedsDisplay() } }
    /// Horizontal alignment. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines shown; 0 means as many as needed. Default 1.
    open var numberOfLines: Int = 1 { didSet { textChanged() } }
    /// The width multi-line text wraps at when measuring ``intrinsicContentSize``. Default 0 (none).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged() } }
    /// The text as an attributed string (its string and first attributes), for code that sets it.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) } }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            text = newValue?.string
        }
    }

    /// Creates a label; labels are transparent and ignore touches by default, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// The measured text: the width of its longest line and the height of its lines. Multi-line text wraps
    /// at ``preferredMaxLayoutWidth`` when set, otherwise at the width Auto Layout last gave the label, as
    /// iOS does since iOS 8 (the "automatic" preferred width): a label pinned on both sides wraps to that
    /// width, and its height follows in the next layout pass.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = wrapWidth
        if let measured = measuredIntrinsicSize, measured.wrapWidth == width { return measured.size }
        let size = TextLayout.size(of: text, style: style, width: width)
        let rounded = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        measuredIntrinsicSize = (width, rounded)
        return rounded
    }

    /// The last ``intrinsicContentSize`` and the wrap width it was measured at, until the text or a property
    /// that changes its size is set. Auto Layout asks for it at every pass that lists the label; measuring
    /// through Pango each time made a table scroll frame cost a text layout per visible row
    /// (docs/benchmarks.md, "Table views").
    private var measuredIntrinsicSize: (wrapWidth: CGFloat?, size: CGSize)?

    /// The width multi-line text is measured at: the preferred width, else the laid-out width, else none.
    private var wrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return laidOutWidth > 0 ? laidOutWidth : nil
    }

    /// The bounds width of the last layout, for the automatic preferred width.
    private var laidOutWidth: CGFloat = 0

    /// A multi-line label whose width changed measures its text again at the new width: its intrinsic
    /// height (how many lines) depends on it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, bounds.width != laidOutWidth else { return }
        laidOutWidth = bounds.width
        invalidateIntrinsicContentSize()
        AutoLayoutActivity.needsSecondRound = true
    }

    /// The measured text within `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return TextLayout.size(of: text, style: style, width: width)
    }

    /// Draws the text through ``drawText(in:)`` with the bounds, as UIKit's label does.
    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        drawText(in: bounds)
    }

    /// Draws the text centred vertically in `rect`; override to change where it goes (call `super` with
    /// the adjusted rectangle, for example inset).
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        drawText(in: rect, text: text, context: context)
    }

    private func drawText(in rect: CGRect, text: String, context: CGContext) {
        let measured = TextLayout.size(of: text, style: style, width: numberOfLines == 1 ? nil : rect.width)
        let height = min(measured.height, rect.height)
        let box = CGRect(x: rect.minX, y: rect.minY + (rect.height - height) / 2, width: rect.width, height: max(height, 1))
        context.draw(text, style: style, in: box)
    }

    /// The baseline of the first or last line as drawn by ``drawText(in:)``: the text block is centred
    /// vertically, so a baseline sits at `height / 2 − textHeight / 2 + lineBaseline`. Multi-line text
    /// wraps at the current bounds width (``preferredMaxLayoutWidth`` before the first layout), so a
    /// label whose width changes in a pass gets the new wrapping in the next one.
    override func baselinePosition(first: Bool) -> (heightFraction: CGFloat, constant: CGFloat)? {
        let text = self.text ?? ""
        let width: CGFloat? =
            numberOfLines == 1 ? nil : bounds.width > 0 ? bounds.width : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        let baselines = TextLayout.baselines(of: text, style: style, width: width)
        guard let baseline = first ? baselines.first : baselines.last else { return nil }
        let textHeight = TextLayout.size(of: text, style: style, width: width).height
        return (0.5, baseline - textHeight / 2)
    }

    private var style: TextStyle { font.textStyle(color: textColor, alignment: textAlignment, numberOfLines: numberOfLines) }

    private func textChanged() {
        measuredIntrinsicSize = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }
}
