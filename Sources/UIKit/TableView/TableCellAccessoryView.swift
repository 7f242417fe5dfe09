import CoreGraphics

/// Draws a cell's standard accessory (``UITableViewCell/AccessoryType``): a grey chevron, a blue checkmark,
/// a blue info circle, or the circle and the chevron.
///
/// The sizes are iOS's glyph boxes at the standard text size: chevron 8 × 13, checkmark 14 × 11, info
/// button 22 × 22 (docs/decisions.md, "Table views").
@MainActor
final class TableCellAccessoryView: UIView {
    /// The chevron's grey: iOS's tertiary label colour over white (#C4C4C7).
    static let chevronColor = UIColor(red: 196.0 / 255, green: 196.0 / 255, blue: 199.0 / 255, alpha: 1)
    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 11)
    static let infoDiameter: CGFloat = 22
    /// Between the info circle and the chevron of `.detailDisclosureButton`.
    static let detailSpacing: CGFloat = 8

    var type: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The frame size of an accessory of `type`.
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: chevronSize
        case .checkmark: checkmarkSize
        case .detailButton: CGSize(width: infoDiameter, height: infoDiameter)
        case .detailDisclosureButton: CGSize(width: infoDiameter + detailSpacing + chevronSize.width, height: infoDiameter)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: bounds, context)
        case .checkmark: drawCheckmark(in: bounds, context)
        case .detailButton: drawInfo(in: bounds, context)
        case .detailDisclosureButton:
            let d = TableCellAccessoryView.infoDiameter
            drawInfo(in: CGRect(x: 0, y: 0, width: d, height: d), context)
            let chevron = TableCellAccessoryView.chevronSize
            drawChevron(in: CGRect(x: bounds.width - chevron.width, y: (bounds.height - chevron.height) / 2,
                                   width: chevron.width, height: chevron.height), context)
        }
    }

    private func drawChevron(in box: CGRect, _ context: CGContext) {
        context.setStrokeColor(TableCellAccessoryView.chevronColor.cgColor)
        context.setLineWidth(2)
        context.beginPath()
        context.move(to: CGPoint(x: box.minX + 1.5, y: box.minY + 1.5))
        context.addLine(to: CGPoint(x: box.maxX - 1.5, y: box.midY))
        context.addLine(to: CGPoint(x: box.minX + 1.5, y: box.maxY - 1.5))
        context.strokePath()
    }

    private func drawCheckmark(in box: CGRect, _ context: CGContext) {
        context.setStrokeColor((tintColor ?? .systemBlue).cgColor)
        context.setLineWidth(2)
        context.beginPath()
        context.move(to: CGPoint(x: box.minX + 1, y: box.midY))
        context.addLine(to: CGPoint(x: box.minX + box.width * 0.38, y: box.maxY - 1))
        context.addLine(to: CGPoint(x: box.maxX - 1, y: box.minY + 1))
        context.strokePath()
    }

    private func drawInfo(in box: CGRect, _ context: CGContext) {
        let color = (tintColor ?? .systemBlue).cgColor
        context.setStrokeColor(color)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: box.insetBy(dx: 0.75, dy: 0.75))
        let style = TextStyle(family: UIFont.systemFamilyName, pointSize: 14, isBold: true, color: color,
                              alignment: .center, numberOfLines: 1)
        let height = TextLayout.size(of: "i", style: style).height
        context.draw("i", style: style, in: CGRect(x: box.minX, y: box.midY - height / 2, width: box.width, height: height))
    }
}
