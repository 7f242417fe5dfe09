import CoreGraphics

/// The window the keyboard slides in: above every app window, covering its screen, but transparent to
/// touches everywhere except on the keyboard (its ``KeyboardHostView``), so a key's pop-up may rise above
/// the keyboard's top edge while the app below keeps its touches. It never becomes the key window.
final class KeyboardWindow: UIWindow {
    /// Above alerts: iOS's keyboard window sits over the app's windows.
    static let keyboardLevel = UIWindow.Level(10_000_000)

    override init(screen: UIScreen) {
        super.init(screen: screen)
        windowLevel = Self.keyboardLevel
        backgroundColor = nil
        isOpaque = false
        accessibilityIdentifier = "keyboard window"
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The keyboard as it slides: the input accessory view on top, the input view (or the system keyboard)
/// below, stacked to the host's width.
final class KeyboardHostView: UIView {
    private(set) var accessory: UIView?
    private(set) var input: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
    }

    /// Puts `accessory` and `input` in the host (removing what was there), each as tall as it asked.
    func show(accessory: UIView?, accessoryHeight: CGFloat, input: UIView?, inputHeight: CGFloat) {
        if self.accessory !== accessory { self.accessory?.removeFromSuperview() }
        if self.input !== input { self.input?.removeFromSuperview() }
        self.accessory = accessory
        self.input = input
        accessory?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: accessoryHeight)
        input?.frame = CGRect(x: 0, y: accessoryHeight, width: bounds.width, height: inputHeight)
        if let accessory, accessory.superview !== self { addSubview(accessory) }
        if let input, input.superview !== self { addSubview(input) }
    }

    /// Empties the host (the keyboard slid out).
    func clear() {
        accessory?.removeFromSuperview()
        input?.removeFromSuperview()
        accessory = nil
        input = nil
    }
}
