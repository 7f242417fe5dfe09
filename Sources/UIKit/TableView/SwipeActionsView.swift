import CoreGraphics

/// The buttons a swiped row reveals: one per ``UIContextualAction``, the first at the row's edge, filling
/// the space the row's content slid away from.
///
/// Each button is as wide as its title plus ``buttonPadding`` on both sides, at least
/// ``minimumButtonWidth``; the buttons together are ``naturalWidth``. While the row is only partly open
/// they share the revealed space in proportion to their widths; past ``naturalWidth`` they stretch; with
/// ``expandsFirstAction`` (a full swipe armed) the first one takes all of it, as iOS shows a full swipe.
@MainActor
final class SwipeActionsView: UIView {
    /// The space between a title and its button's sides: 15 pt (iOS's buttons are not documented; this
    /// gives a "Delete" button about iOS's 74 pt).
    static let buttonPadding: CGFloat = 15
    /// The narrowest button: 60 pt, so a short title is still a comfortable target.
    static let minimumButtonWidth: CGFloat = 60
    /// The titles' font: 15 pt system, as iOS's action titles.
    static let titleFont = UIFont.systemFont(ofSize: 15)

    let actions: [UIContextualAction]
    /// Whether the buttons stand at the row's trailing (right) edge; `false`: the leading (left) edge.
    let isTrailing: Bool
    private(set) var buttons: [SwipeActionButton] = []
    /// The buttons' widths in the actions' order.
    private(set) var naturalWidths: [CGFloat] = []
    /// All the buttons side by side at their own widths: how far an open row slides.
    var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }
    /// The first action's button covers the whole revealed space (a full swipe is armed).
    var expandsFirstAction = false { didSet { if expandsFirstAction != oldValue { setNeedsLayout() } } }

    init(actions: [UIContextualAction], isTrailing: Bool, onTap: @escaping @MainActor (Int) -> Void) {
        self.actions = actions
        self.isTrailing = isTrailing
        super.init(frame: .zero)
        clipsToBounds = true
        for (index, action) in actions.enumerated() {
            let button = SwipeActionButton(action: action) { onTap(index) }
            buttons.append(button)
            addSubview(button)
            let titleWidth = button.titleLabel.intrinsicContentSize.width
            naturalWidths.append(max(titleWidth + 2 * SwipeActionsView.buttonPadding, SwipeActionsView.minimumButtonWidth).rounded(.up))
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutButtons()
    }

    /// Places the buttons across the current width, outermost (the first action) at the row's edge.
    func layoutButtons() {
        let revealed = bounds.width
        let height = bounds.height
        let total = naturalWidth
        var cursor: CGFloat = 0  // distance from the row's edge
        for (index, button) in buttons.enumerated() {
            let width: CGFloat
            if expandsFirstAction {
                width = index == 0 ? revealed : 0
            } else {
                width = total > 0 ? naturalWidths[index] * revealed / total : 0
            }
            let x = isTrailing ? revealed - cursor - width : cursor
            button.frame = CGRect(x: x, y: 0, width: width, height: height)
            button.isHidden = width <= 0
            cursor += width
        }
    }
}

/// One swipe action's button: its colour, its title in white, centred, and a tap that chooses it.
///
/// It keeps its touches (a touch on it neither highlights nor selects the row): a lift inside it chooses
/// the action.
@MainActor
final class SwipeActionButton: UIView {
    let action: UIContextualAction
    let titleLabel = UILabel()
    private let onTap: @MainActor () -> Void

    init(action: UIContextualAction, onTap: @escaping @MainActor () -> Void) {
        self.action = action
        self.onTap = onTap
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        titleLabel.text = action.title
        titleLabel.font = SwipeActionsView.titleFont
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The title stays centred in the button at its own width; a narrow button clips it.
        let size = titleLabel.intrinsicContentSize
        titleLabel.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                                  width: size.width, height: size.height)
    }

    override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.frame.size
            super.frame = newValue
            if super.frame.size != old { layoutSubviews() }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap()
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
