/// An event: touches, presses, or scroll and hover input, delivered through the responder chain.
///
/// For touches the application reuses one event object across frames, as UIKit does; its
/// ``allTouches`` are the touches in progress, including stationary ones.
@MainActor
open class UIEvent {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion (not produced on Linux).
        case motion
        /// Remote-control commands (not produced on Linux).
        case remoteControl
        /// Physical key presses.
        case presses
        /// Scroll from a wheel or touchpad.
        case scroll
        /// Pointer hover.
        case hover
        /// A touchpad pinch or rotation.
        case transform
    }

    /// The event's kind.
    public let type: EventType
    /// When the event last changed, in seconds of the framework clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval

    /// The touches in progress, in the order they began (``allTouches`` as an array). The event's own
    /// buffer: the dispatcher copies its list in, so that its next touch-down does not copy a shared one.
    @exclusivity(unchecked) var touchStorage: [UITouch] = []
    /// The touches that changed in the dispatch cycle in progress, in the order they began: the cycle's
    /// input, carried by the event from ``UIApplication/sendEvent(_:)`` to each window's
    /// ``UIWindow/sendEvent(_:)``. Empty between cycles.
    @exclusivity(unchecked) var changedTouches: [UITouch] = []
    /// The dispatcher running the cycle this event carries, so a window reaches it through the event.
    /// Not `weak` (a side table on the dispatcher slows its every retain and release): the dispatcher
    /// owns the event and clears this in its `deinit`.
    @exclusivity(unchecked) unowned(unsafe) var touchDispatcher: TouchDispatcher?

    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }

    /// All touches in progress (or just finished) in this event; `nil` for events without touches. A finished
    /// touch is listed until the end of the cycle that delivers its end (or of the delivery held back for it).
    open var allTouches: Set<UITouch>? { type == .touches ? Set(touchStorage) : nil }

    /// The touches bound to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let matching = touchStorage.filter { $0.view === view }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// Whether any touch in progress began in `window` (``touches(for:)-(UIWindow)`` without building a set).
    func hasTouches(in window: UIWindow) -> Bool {
        let id = ObjectIdentifier(window)
        for touch in touchStorage where touch.windowID == id { return true }
        return false
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let matching = touchStorage.filter { $0.window === window }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The touches delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let matching = touchStorage.filter { touch in
            touch.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false
        }
        return matching.isEmpty ? nil : Set(matching)
    }
}
