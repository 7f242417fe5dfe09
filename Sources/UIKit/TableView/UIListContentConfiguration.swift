/// The content of a standard list cell, header or footer: an optional image, a text and a secondary
/// text, with their fonts, colours and spacing, laid out by ``UIListContentView``.
///
/// Start from a style (``cell()``, ``subtitleCell()``, ``valueCell()``, ``plainHeader()``,
/// ``groupedHeader()``, ``plainFooter()``, ``groupedFooter()``) or from
/// ``UITableViewCell/defaultContentConfiguration()``, set the text, and assign it to the cell's
/// ``UITableViewCell/contentConfiguration``.
///
/// Differences from iOS: no attributed text, image symbol configuration or accessibility text sizes; the
/// metrics (margins, paddings, fonts) are iOS's defaults at the standard text size (docs/decisions.md,
/// "Table views").
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How the texts sit: under each other, or side by side (the value cell).
    public enum Layout: Hashable, Sendable {
        /// Text above secondary text.
        case stacked
        /// Text on the leading side, secondary text on the trailing side.
        case sideBySide
    }

    /// Font, colour and line limit of one text.
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// Horizontal alignment within its frame.
        public var alignment: NSTextAlignment = .natural
        /// The most lines; 0 for as many as needed. Default 0, as on iOS.
        public var numberOfLines: Int = 0
    }

    /// The image shown before the texts. Default `nil`.
    public var image: UIImage?
    /// The main text. Default `nil`.
    public var text: String?
    /// The secondary text. Default `nil`.
    public var secondaryText: String?
    /// How ``text`` looks.
    public var textProperties: TextProperties
    /// How ``secondaryText`` looks.
    public var secondaryTextProperties: TextProperties
    /// How the texts are placed.
    public var layout: Layout
    /// Space around the content, in points.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Space between the image and the texts. Default 16.
    public var imageToTextPadding: CGFloat = 16
    /// Vertical space between the text and the secondary text when stacked. Default 3.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Horizontal space between the text and the secondary text side by side. Default 8.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    private init(text: TextProperties, secondary: TextProperties, layout: Layout, margins: NSDirectionalEdgeInsets) {
        self.textProperties = text
        self.secondaryTextProperties = secondary
        self.layout = layout
        self.directionalLayoutMargins = margins
    }

    /// iOS's label colour (black) and secondary label colour (#3C3C43 at 60 %).
    static let labelColor = UIColor.black
    static let secondaryLabelColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// A cell's margins: 11 pt above and below (a 17-pt line then makes iOS's 44-pt row), 16 at the sides.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A standard cell: 17-pt text, 15-pt grey secondary text below it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 17), color: labelColor),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: secondaryLabelColor),
            layout: .stacked, margins: cellMargins)
    }
    /// A cell with a smaller secondary text under the text (`.subtitle`).
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 12)
        configuration.secondaryTextProperties.color = .black
        return configuration
    }
    /// A cell with the secondary text on the trailing side (`.value1`).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.layout = .sideBySide
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        configuration.secondaryTextProperties.alignment = .right
        return configuration
    }
    /// A plain table's section header: 17-pt semibold text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 17, weight: .semibold), color: labelColor),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: secondaryLabelColor),
            layout: .stacked, margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }
    /// A plain table's section footer: 15-pt grey text.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 15), color: secondaryLabelColor)
        return configuration
    }
    /// A grouped table's section header: 13-pt grey text above the group.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 13), color: secondaryLabelColor),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: secondaryLabelColor),
            layout: .stacked, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }
    /// A grouped table's section footer: 13-pt grey text below the group.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// A new ``UIListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration: the standard list content does not change with selection (the cell's
    /// selected background shows it).
    public func updated(for state: UICellConfigurationState) -> UIListContentConfiguration { self }

    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.image === rhs.image && lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.layout == rhs.layout && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(layout)
    }
}
