import InputCore

/// A control that performs an action when tapped.
///
/// A tracked touch that lifts inside the tracking area sends `.touchUpInside`, then
/// `.primaryActionTriggered` (which carries the iOS 14 `primaryAction`). The button is highlighted while
/// the touch is inside. Its title, title colour, image and background image are kept per state; the
/// current ones follow ``UIControl/state`` with UIKit's fallback to `.normal`.
///
/// It draws its current state (docs/drawing.md, "Controls"): the background image stretched over the
/// bounds, then the image and the title side by side, placed by the content alignments. A system button's
/// title takes the tint colour, fades to 20 % while highlighted and turns grey when disabled; a custom
/// button's title is white and does not change by itself. Changing the state, a per-state value, the
/// type or the tint redraws it; nothing else does.
///
/// Under Auto Layout it is as big as its content (``intrinsicContentSize``: the image beside the title,
/// 6 pt above and below the title), re-measured when the current title or image changes.
///
/// A single-finger single tap on a button beats a tap recognizer of an ancestor (Event Handling Guide).
///
/// Differences from iOS: the title font is fixed (15 pt system font) and there is no `titleLabel`
/// subview; images are drawn as they are (no template tinting); image *names*
/// (`setImageName(_:for:)`) are stored but never drawn, since UIKit reads no files; there is no
/// `UIButton.Configuration`, menu or pointer interaction.
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
    public private(set) var buttonType: ButtonType = .custom {
        didSet { setNeedsDisplay() }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var imageNames: [UInt: String] = [:]
    private var backgroundImageNames: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Whether the image is drawn darker while highlighted (stored). Default `true`.
    open var adjustsImageWhenHighlighted = true { didSet { setNeedsDisplay() } }
    /// Whether the image is drawn lighter while disabled (stored). Default `true`.
    open var adjustsImageWhenDisabled = true { didSet { setNeedsDisplay() } }

    /// Creates a custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // The title is laid out in the bounds, so a resize draws again rather than stretching the text.
        contentMode = .redraw
    }

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
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        setNeedsDisplay()
        contentMayHaveChanged()
    }
    /// The title for `state`, falling back to `.normal`'s.
    open func title(for state: State) -> String? { lookup(titles, state) }
    /// Sets the title colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        setNeedsDisplay()
    }
    /// The title colour for `state`, falling back to `.normal`'s, then to the type's default (the tint
    /// colour for a system button, white for a custom one, as on iOS).
    open func titleColor(for state: State) -> UIColor? {
        lookup(titleColors, state) ?? (buttonType == .custom ? UIColor.white : tintColor)
    }
    /// Sets the image shown in `state`, left of the title.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        setNeedsDisplay()
        contentMayHaveChanged()
    }
    /// The image for `state`, falling back to `.normal`'s.
    open func image(for state: State) -> UIImage? { lookup(images, state) }
    /// Sets the image stretched over the bounds behind the content in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The background image for `state`, falling back to `.normal`'s.
    open func backgroundImage(for state: State) -> UIImage? { lookup(backgroundImages, state) }

    /// Sets the name of the image shown in `state`. Names are stored for code that reads them back; they
    /// are not drawn (UIKit reads no files): use ``setImage(_:for:)``.
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
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Intrinsic size

    /// The size of the current content (UIButton+Sizing.swift): the image (or symbol) beside the title,
    /// the title with ``titleVerticalPadding`` above and below; 30 × 34 pt when there is neither, as on iOS.
    open override var intrinsicContentSize: CGSize {
        measuredContent = MeasuredContent(of: self)
        return contentIntrinsicSize
    }

    /// The content the last ``intrinsicContentSize`` measured, so that a change of title, image or state
    /// invalidates it only when the current content really changed (and not for a button nobody measures).
    private var measuredContent: MeasuredContent?

    /// Invalidates the intrinsic size if the current title or image is no longer the measured one.
    private func contentMayHaveChanged() {
        guard let measured = measuredContent, measured != MeasuredContent(of: self) else { return }
        measuredContent = nil
        invalidateIntrinsicContentSize()
    }

    /// The highlighted, selected or disabled state may bring its own title or image.
    override func stateDidChange() { contentMayHaveChanged() }

    /// Whether a title colour was set for exactly `state` (not inherited from `.normal`).
    func hasOwnTitleColor(for state: State) -> Bool { titleColors[state.rawValue] != nil }

    // MARK: Drawing

    /// Draws the current state (UIButton+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        paint(in: context)
    }

    /// Every type but `.custom` draws its default title and symbols in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if buttonType != .custom { setNeedsDisplay() }
    }

    override var drawnStates: State { [.highlighted, .disabled, .selected] }

    /// The content is placed by the alignments, so changing one redraws.
    open override var contentHorizontalAlignment: ContentHorizontalAlignment {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsDisplay() } }
    }

    /// The content is placed by the alignments, so changing one redraws.
    open override var contentVerticalAlignment: ContentVerticalAlignment {
        didSet { if oldValue != contentVerticalAlignment { setNeedsDisplay() } }
    }

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
