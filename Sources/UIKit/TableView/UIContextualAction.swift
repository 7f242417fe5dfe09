/// One button of a table row's swipe actions: a title on a coloured background and the handler that runs
/// when the user taps it (or full-swipes the row, for the first action).
///
/// The handler gets the action, the view that showed it (the button) and a completion to call once the
/// action is done: `true` when it was performed, `false` when it was not. Either way the row's actions
/// close; a destructive action that deleted its row leaves with the row.
///
/// Differences from iOS: no `image` (the buttons show their titles only).
@MainActor
public final class UIContextualAction {
    /// How the action looks and what it means.
    public enum Style: Int, Sendable {
        /// A plain action: grey by default.
        case normal
        /// An action that removes something: red by default.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view showing it, and the completion to call
    /// (`true`: performed) when done.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The default background of a `.normal` action: #8E8E93 (iOS's systemGray).
    public static let normalBackgroundColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// The default background of a `.destructive` action: #FF3B30 (iOS's systemRed).
    public static let destructiveBackgroundColor = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)

    /// The style, fixed at creation.
    public let style: Style
    /// The button's title. Default: the title given at creation.
    public var title: String?
    /// The button's colour; `nil` restores the style's default.
    public var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? Self.destructiveBackgroundColor : Self.normalBackgroundColor) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?
    /// The handler given at creation.
    public let handler: Handler

    /// Creates an action of `style` titled `title` that runs `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
