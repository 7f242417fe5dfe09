import CoreGraphics

/// One key cap of the on-screen keyboard: a rounded rectangle with its title, white for characters and
/// grey for function keys (iOS's light keyboard), the other colour while a finger is on it.
///
/// It takes no touches itself (``OnScreenKeyboardView`` tracks every finger over the whole keyboard, so a
/// finger can slide from key to key).
final class OnScreenKeyboardKeyView: UIView {
    /// iOS's light keyboard: the character keys' white and the function keys' grey (#ABB0BA).
    static let characterKeyColor = UIColor.white
    static let functionKeyColor = UIColor(red: 171.0 / 255, green: 176.0 / 255, blue: 186.0 / 255, alpha: 1)
    /// The corner radius of a key cap: 5 pt, as iOS draws them.
    static let cornerRadius: CGFloat = 5

    /// The key this view shows.
    let key: OnScreenKeyboardKey
    /// The title drawn (a letter follows Shift; Return follows `returnKeyType`).
    var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// Whether a finger is on the key. A character key is not redrawn for it: its pop-up covers it
    /// (as on iOS), and not repainting the cap halves what a key press draws (docs/benchmarks.md).
    var isHighlighted = false { didSet { if isHighlighted != oldValue, !key.showsPopup { setNeedsDisplay() } } }

    init(key: OnScreenKeyboardKey, title: String) {
        self.key = key
        self.title = title
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        accessibilityIdentifier = Self.identifier(of: key)
    }

    /// How tests and tools find a key: its text (lower case), or `shift`, `backspace`, `space`, `return`,
    /// `page-123`, `page-#+=`, `page-ABC`.
    static func identifier(of key: OnScreenKeyboardKey) -> String {
        switch key {
        case .text(let text): text
        case .shift: "shift"
        case .backspace: "backspace"
        case .space: "space"
        case .returnKey: "return"
        case .page(let page):
            switch page {
            case .letters, .pad: "page-ABC"
            case .numbers: "page-123"
            case .symbols: "page-#+="
            }
        }
    }

    /// The cap's fill now: function keys and characters swap colours while pressed.
    var fillColor: UIColor {
        key.isFunctionKey != (isHighlighted && !key.showsPopup) ? Self.functionKeyColor : Self.characterKeyColor
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let path = CGMutablePath()
        path.addRoundedRect(in: bounds, cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius)
        context.setFillColor(fillColor.cgColor)
        context.addPath(path)
        context.fillPath()
        guard !title.isEmpty else { return }
        let size: CGFloat = key.isFunctionKey || title.count > 1 ? 16 : 22
        let style = UIFont.systemFont(ofSize: size).textStyle(color: .black, numberOfLines: 1)
        let measured = TextLayout.size(of: title, style: style)
        context.draw(title, style: style, at: CGPoint(x: bounds.midX - measured.width / 2, y: bounds.midY - measured.height / 2))
    }
}

/// The enlarged copy of a character key shown above it while a finger is on it (iOS's key pop-up): a
/// white balloon that covers the key and rises above it, with the key's title in a larger font.
final class OnScreenKeyboardPopupView: UIView {
    /// The title shown.
    var title = "" { didSet { if title != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
    }

    /// The pop-up's frame for a key cap at `key`: as wide as the key plus 6 pt each side, from the key's
    /// bottom up to one and a quarter key heights above its top.
    static func frame(above key: CGRect) -> CGRect {
        let width = key.width + 12, rise = key.height * 1.25
        return CGRect(x: key.midX - width / 2, y: key.minY - rise, width: width, height: key.height + rise)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let path = CGMutablePath()
        path.addRoundedRect(in: bounds, cornerWidth: 8, cornerHeight: 8)
        context.setFillColor(OnScreenKeyboardKeyView.characterKeyColor.cgColor)
        context.addPath(path)
        context.fillPath()
        let style = UIFont.systemFont(ofSize: 32).textStyle(color: .black, numberOfLines: 1)
        let measured = TextLayout.size(of: title, style: style)
        // The title sits in the part above the key, where the finger does not cover it.
        let upper = bounds.height * 0.55
        context.draw(title, style: style, at: CGPoint(x: bounds.midX - measured.width / 2, y: upper / 2 - measured.height / 2))
    }
}
