/// The actions shown when the user swipes a table row: returned by the delegate's
/// `leadingSwipeActionsConfigurationForRowAt` (swiping right) or `trailingSwipeActionsConfigurationForRowAt`
/// (swiping left).
///
/// The first action sits at the row's edge; a full swipe performs it when
/// ``performsFirstActionWithFullSwipe`` is `true` (the default, as on iOS). A configuration with no actions
/// shows nothing.
@MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, the first at the row's edge.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action. Default `true`.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
