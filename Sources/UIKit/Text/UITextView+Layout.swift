import CoreGraphics

/// The text view's content: draws the laid-out text, the selection and the caret. It is sized to the
/// text, so the scroll view scrolls over it and only its visible part is composited.
final class TextViewContent: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) { textView?.drawText() }
}

extension UITextView {
    /// The width text wraps at: the bounds less the insets and the line-fragment padding on both sides.
    var wrapWidth: CGFloat {
        max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding, 1)
    }

    /// Where the text block's top-left corner is, in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The laid-out text at the current width, built once per change of text, style or width.
    var block: TextBlock {
        let width = wrapWidth
        if let cachedBlock, cachedBlock.width == width { return cachedBlock }
        let font = self.font ?? .systemFont(ofSize: UIFont.systemFontSize)
        let made = TextBlock(editor.text, style: font.textStyle(color: textColor ?? .black, alignment: textAlignment), width: width)
        cachedBlock = made
        return made
    }

    /// Sizes the content view and the content size to the text.
    func layoutText() {
        let height = (block.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        let size = CGSize(width: bounds.width, height: height)
        if textContent.frame.size != size { textContent.frame = CGRect(origin: .zero, size: size) }
        if contentSize != size { contentSize = size }
    }

    /// The caret's rectangle before the text at `utf16Offset`, in content coordinates: the height of its
    /// line.
    func caretRect(atOffset utf16Offset: Int) -> CGRect {
        let block = self.block
        let stop = block.stops[block.boundaryIndex(atOrBeforeUTF16: utf16Offset)]
        let line = block.lines[min(stop.line, block.lines.count - 1)]
        let origin = textOrigin
        return CGRect(x: origin.x + stop.x, y: origin.y + line.top, width: UITextField.caretWidth, height: line.height)
    }

    /// The text offset of the cluster boundary nearest to `point` (content coordinates).
    func offset(nearest point: CGPoint) -> Int {
        let block = self.block
        let origin = textOrigin
        let index = block.boundary(nearestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return block.utf16Boundaries[min(index, block.utf16Boundaries.count - 1)]
    }

    /// The rectangles of the selection, one per line it covers, in content coordinates.
    func selectionRects() -> [CGRect] {
        let selection = editor.selection
        guard !selection.isEmpty else { return [] }
        let block = self.block
        let origin = textOrigin
        let start = block.stops[block.boundaryIndex(atOrBeforeUTF16: selection.lowerBound)]
        let end = block.stops[block.boundaryIndex(atOrBeforeUTF16: selection.upperBound)]
        var rects: [CGRect] = []
        for lineIndex in start.line...max(end.line, start.line) {
            let line = block.lines[min(lineIndex, block.lines.count - 1)]
            let from = lineIndex == start.line ? start.x : 0
            let to = lineIndex == end.line ? end.x : block.width
            guard to > from else { continue }
            rects.append(CGRect(x: origin.x + from, y: origin.y + line.top, width: to - from, height: line.height))
        }
        return rects
    }

    /// Draws the selection, the text and the caret into the current context (the content view's).
    func drawText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if isEditing {
            context.setFillColor(tintColor.withAlphaComponent(UITextField.selectionAlpha).cgColor)
            for rect in selectionRects() { context.fill(rect) }
        }
        context.draw(block, at: textOrigin)
        if isEditing, editor.selection.isEmpty, caretIsOn {
            context.setFillColor(tintColor.cgColor)
            context.fill(caretRect(atOffset: editor.head))
        }
    }

    // MARK: Caret blinking (as UITextField's)

    func restartBlinking() {
        stopBlinking()
        caretIsOn = true
        scheduleBlink()
    }

    func stopBlinking() {
        if let blinkTimer { blinkTimer.clock.cancel(blinkTimer.id) }
        blinkTimer = nil
    }

    private func scheduleBlink() {
        // A dragged selection handle pauses the blink until the lift.
        guard isEditing, window != nil, !selectionHandles.isDragging else { return }
        blinkTimer = UIApplication.serving(window?.application).clock.scheduleCaretBlink(
            label: "text view caret blink", keeping: &blinkAction) { { [weak self] in self?.blink() } }
    }

    /// The blink timer fired: the caret toggles, its rectangle is redrawn, and the next blink is scheduled.
    private func blink() {
        blinkTimer = nil
        caretIsOn.toggle()
        if editor.selection.isEmpty {
            textContent.setNeedsDisplay(caretRect(atOffset: editor.head).insetBy(dx: -1, dy: -1))
        }
        scheduleBlink()
    }
}
