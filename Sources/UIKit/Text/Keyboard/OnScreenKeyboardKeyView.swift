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
    /// The frame the keyboard's layout computed before rounding it to whole device pixels. The letter
    /// keys of a row share this size while their rounded widths differ by a pixel, so their pop-ups are
    /// sized from it and share one size (docs/decisions.md, "The last allocations per key").
    var unroundedFrame = CGRect.zero

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
///
/// Each pop-up, once drawn, is kept as an image per title, size and scale (``images``), shared by every
/// pop-up: a key pressed again copies that image instead of laying its title out with Pango and filling
/// the balloon's path, which were most of what a key press allocated (docs/benchmarks.md, "The on-screen
/// keyboard").
final class OnScreenKeyboardPopupView: UIView {
    /// The title shown.
    var title = "" { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// What a drawn pop-up looks like: its title at its size in points, drawn at a scale.
    struct ImageKey: Hashable {
        var title: String
        var size: CGSize
        var scale: CGFloat
    }

    /// The pop-ups drawn so far. A keyboard's pages hold about a hundred titles, each pop-up image a few
    /// tens of kilobytes (a 48 × 117-point balloon is 22 KB at scale 1): at ``imageLimit`` the cache
    /// starts again rather than grow. Each is kept as the bitmap context it was drawn in, never drawn into
    /// again: a context keeps its pixman image, so copying it into the pop-up's bitmap on whole pixels is
    /// one pixman composite with no allocation (`drawContents(of:in:)`), where a `CGImage` goes through
    /// Cairo, which builds a source image and its transform on every copy.
    static var images: [ImageKey: CGContext] = [:]
    /// The most pop-up images kept.
    static let imageLimit = 48

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

    /// The pop-up's frame for a key cap placed at `key` (whole pixels) whose layout, before rounding, was
    /// `unroundedKey`: the size of ``frame(above:)`` for the unrounded key, rounded to whole pixels at
    /// `scale`, centred on the key to the nearest pixel and standing on its bottom edge. Keys of one size
    /// before rounding get pop-ups of one size, so moving the pop-up from key to key keeps its bitmap.
    static func frame(above key: CGRect, unroundedKey: CGRect, scale: CGFloat) -> CGRect {
        let size = frame(above: unroundedKey).size
        guard scale > 0 else { return CGRect(x: key.midX - size.width / 2, y: key.maxY - size.height, width: size.width, height: size.height) }
        let width = (size.width * scale).rounded() / scale, height = (size.height * scale).rounded() / scale
        let x = ((key.midX - width / 2) * scale).rounded() / scale
        return CGRect(x: x, y: key.maxY - height, width: width, height: height)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let key = ImageKey(title: title, size: bounds.size, scale: drawingScale)
        if let image = Self.images[key] {
            context.drawContents(of: image, in: bounds)
            return
        }
        guard let image = Self.image(for: key) else {
            Self.drawBalloon(title: title, in: context, bounds: bounds)
            return
        }
        if Self.images.count >= Self.imageLimit { Self.images.removeAll(keepingCapacity: true) }
        Self.images[key] = image
        context.drawContents(of: image, in: bounds)
    }

    /// The pop-up drawn into a bitmap of its size in pixels; `nil` when no bitmap can be made.
    private static func image(for key: ImageKey) -> CGContext? {
        let width = (key.size.width * key.scale).rounded(.up), height = (key.size.height * key.scale).rounded(.up)
        guard width >= 1, height >= 1, let bitmap = try? CGContext(width: Int(width), height: Int(height)) else { return nil }
        bitmap.scaleBy(x: width / key.size.width, y: height / key.size.height)
        drawBalloon(title: key.title, in: bitmap, bounds: CGRect(origin: .zero, size: key.size))
        return bitmap
    }

    /// The balloon and its title, as iOS draws a key pop-up.
    private static func drawBalloon(title: String, in context: CGContext, bounds: CGRect) {
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
