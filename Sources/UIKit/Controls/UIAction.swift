/// An action a control performs: a closure with a title, an image name and an identifier (iOS 14's
/// `UIAction`). A control holds at most one action per identifier and event set.
@MainActor
public final class UIAction {
    /// Names an action, so it can be replaced or removed without keeping the object.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's text.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (drawn by a button whose primary action this is).
    public var title: String
    /// An image name (stored; there are no image assets on Linux).
    public var imageName: String?
    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// Whether the action is on (`.on`) or off; stored.
    public var state: State = .off
    /// The object that sent the action while its handler runs (the control), else `nil`.
    public internal(set) weak var sender: AnyObject?
    let handler: @MainActor (UIAction) -> Void

    /// On/off state of an action (menus show it; stored).
    public enum State: Int, Sendable {
        /// Off.
        case off
        /// On.
        case on
        /// Neither (a group with both).
        case mixed
    }

    private static var nextIdentifier = 0

    /// Creates an action; `handler` receives the action, whose ``sender`` is the control.
    public init(
        title: String = "", imageName: String? = nil, identifier: Identifier? = nil,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.title = title
        self.imageName = imageName
        if let identifier {
            self.identifier = identifier
        } else {
            UIAction.nextIdentifier += 1
            self.identifier = Identifier("action.\(UIAction.nextIdentifier)")
        }
        self.handler = handler
    }

    func perform(sender: AnyObject) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
