extension UIControl {
    /// The events a control sends actions for, with UIKit's raw values, so masks combine as on iOS.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The bit mask.
        public let rawValue: UInt
        /// Creates a mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (the touch's `tapCount` is above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved from outside the tracking area to inside it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved from inside the tracking area to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a switch's or slider's value change.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action (no menus on Linux; kept for the mask values).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began (text controls).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text editing changed the text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event: `0x0FFF`.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event: `0x000F_0000`.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Reserved for the application: `0x0F00_0000`.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Reserved for the framework: `0xF000_0000`.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events, in the order a control sends them when several fire at once.
        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The names of the single events in the mask, joined by `|` (`touchDown|touchDownRepeat`).
        public var description: String {
            let names = Self.named.filter { contains($0.0) }.map(\.1)
            return names.isEmpty ? "Event(\(rawValue))" : names.joined(separator: "|")
        }
    }

    /// The states of a control, with UIKit's raw values. `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt
        /// Creates a mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal: State = []
        /// A tracked touch is inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is `false`.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is `true`.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (no focus engine on Linux; kept for the mask values).
        public static let focused = State(rawValue: 1 << 3)
        /// Reserved for the application: `0x00FF_0000`.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Reserved for the framework: `0xFF00_0000`.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control's content is placed horizontally (a button's title and image).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred; left; right; stretched; at the leading or trailing edge.
        case center, left, right, fill, leading, trailing
    }

    /// How a control's content is placed vertically (a button's title and image).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred; top; bottom; stretched.
        case center, top, bottom, fill
    }
}
