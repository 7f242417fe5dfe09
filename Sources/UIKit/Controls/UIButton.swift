import InputCore

/// A control that performs an action when tapped.
///
/// A tracked touch that lifts inside the tracking area sends `.touchUpInside`, then
/// `.primaryActionTriggered` (which carries the iOS 14 `primaryAction`). The button is highlighted while
/// the touch is inside. Its title, image and colours are kept per state as data; the current ones follow
/// ``UIControl/state`` with UIKit's fallback to `.normal`. Drawing them belongs to the drawing layer.
///
/// A single-finger single tap on a button beats a tap recognizer of an ancestor (Event Handling Guide).
///
/// Differences from iOS: images are named (`setImageName(_:for:)`) since there is no image type yet;
/// there is no `UIButton.Configuration`, menu or pointer interaction.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button UIKit offers; they differ only in their default look.
    public enum ButtonType: Int, Sendable {
        /// No default look; the title is white.
        case custom
        /// The system look; the title takes the tint colour.
        case system
        /// A disclosure, info, add or close symbol.
        case detailDisclosure, infoLight, infoDark, contactAdd, close
        /// A rounded-rectangle button (`system` since iOS 7).
        public static let roundedRect = ButtonType.system
    }

    /// The button's type. Default `.custom` for `init(frame:)`, as on iOS.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var imageNames: [UInt: String] = [:]
    private var backgroundImageNames: [UInt: String] = [:]

    /// Whether the image is drawn darker while highlighted (stored). Default `true`.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image is drawn lighter while disabled (stored). Default `true`.
    open var adjustsImageWhenDisabled = true

    /// Creates a custom button.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of `buttonType` whose title and action come from `primaryAction` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    // MARK: Per-state content

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// The title for `state`, falling back to `.normal`'s.
    open func title(for state: State) -> String? { lookup(titles, state) }
    /// Sets the title colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title colour for `state`, falling back to `.normal`'s, then to the type's default (the tint
    /// colour for a system button, white for a custom one, as on iOS).
    open func titleColor(for state: State) -> UIColor? {
        lookup(titleColors, state) ?? (buttonType == .custom ? UIColor.white : tintColor)
    }
    /// Sets the name of the image shown in `state`.
    open func setImageName(_ name: String?, for state: State) { imageNames[state.rawValue] = name }
    /// The image name for `state`, falling back to `.normal`'s.
    open func imageName(for state: State) -> String? { lookup(imageNames, state) }
    /// Sets the name of the background image in `state`.
    open func setBackgroundImageName(_ name: String?, for state: State) { backgroundImageNames[state.rawValue] = name }
    /// The background image name for `state`, falling back to `.normal`'s.
    open func backgroundImageName(for state: State) -> String? { lookup(backgroundImageNames, state) }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image name for the current state.
    open var currentImageName: String? { imageName(for: state) }

    /// UIKit's rule: a value set for the exact state, else the one set for `.normal`.
    private func lookup<Value>(_ table: [UInt: Value], _ state: State) -> Value? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    // MARK: Behaviour

    override func didTap(event: UIEvent?) { sendActions(for: .primaryActionTriggered, with: event) }

    override func defaultActionClaim(against recognizer: UIGestureRecognizer) -> String? {
        UIControl.isSingleTap(recognizer) ? "a single tap on a button is the button's own action" : nil
    }

    override var controlKind: String { "button" }
}
