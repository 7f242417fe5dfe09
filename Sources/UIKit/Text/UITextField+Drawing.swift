import CoreGraphics

extension UITextField {
    /// The selection's fill: the tint colour at 20 % opacity, as iOS highlights selected text.
    static let selectionAlpha: CGFloat = 0.2
    /// The clear button's circle colour (iOS's grey cross-in-circle).
    static let clearButtonColor = UIColor(white: 0.7, alpha: 1)
    /// The line and bezel border colours, and the rounded rectangle's hairline.
    static let borderColor = UIColor(white: 0.0, alpha: 1)
    static let bezelLightColor = UIColor(white: 0.75, alpha: 1)
    static let roundedBorderColor = UIColor(white: 0.8, alpha: 1)
    /// The rounded rectangle's corner radius (iOS: 5 points).
    static let roundedCornerRadius: CGFloat = 5

    /// Draws the border, the selection, the text (or placeholder), the caret and the clear button.
    func drawField(dirty: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: context, dirty: dirty)
        let area = currentTextRect
        let line = drawnLine
        let origin = lineOrigin
        context.saveGState()
        context.clip(to: area.insetBy(dx: -Self.caretWidth, dy: 0))
        if isEditing, !editor.selection.isEmpty, !line.isPlaceholder {
            let start = origin.x + line.caretX(at: editor.selection.lowerBound)
            let end = origin.x + line.caretX(at: editor.selection.upperBound)
            context.setFillColor(tintColor.withAlphaComponent(Self.selectionAlpha).cgColor)
            context.fill(CGRect(x: start, y: origin.y, width: end - start, height: line.line.size.height))
        }
        context.draw(line.line, at: origin)
        if isEditing, editor.selection.isEmpty, caretIsOn {
            context.setFillColor(tintColor.cgColor)
            context.fill(caretRect(atOffset: editor.head))
        }
        context.restoreGState()
        if showsClearButton { drawClearButton(in: context) }
    }

    private func drawBorder(in context: CGContext, dirty: CGRect) {
        let frame = bounds
        // A redraw inside the border's flat interior (typing, a blink) needs only the interior's fill:
        // the edges and corners there are untouched, and filling the rounded path costs more than the text.
        // Inside: clear of the 1-point edges, and of the rounded corners (far enough from the sides or
        // from the top and bottom).
        // A rounded rectangle's interior also reaches into the corner squares, up to the arc: a 34-point
        // field's text box (17-point text) does, and repainting its border on every keystroke cost a path,
        // a fill and a stroke (docs/benchmarks.md, "Session 38").
        let corner = Self.roundedCornerRadius + 1
        let interior = frame.insetBy(dx: 1.5, dy: 1.5).contains(dirty)
            && (frame.insetBy(dx: corner, dy: 1.5).contains(dirty) || frame.insetBy(dx: 1.5, dy: corner).contains(dirty)
                || (borderStyle == .roundedRect && Self.roundedInterior(of: frame, contains: dirty)))
        if borderStyle != .none, interior {
            if borderStyle != .line {
                context.setFillColor(UIColor.white.cgColor)
                context.fill(dirty)
            }
            return
        }
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(Self.borderColor.cgColor)
            context.stroke(frame.insetBy(dx: 0.5, dy: 0.5), width: 1)
        case .bezel:
            // A sunken edge: dark above and to the left, light below and to the right.
            context.setFillColor(Self.bezelLightColor.cgColor)
            context.fill(frame)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(frame.insetBy(dx: 1, dy: 1))
            context.setFillColor(UIColor.gray.cgColor)
            context.fill(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 1))
            context.fill(CGRect(x: frame.minX, y: frame.minY, width: 1, height: frame.height))
        case .roundedRect:
            let path = UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: Self.roundedCornerRadius)
            UIColor.white.setFill()
            path.fill()
            Self.roundedBorderColor.setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }

    /// Whether `rect` lies inside the rounded border of a field whose bounds are `frame`, clear of its stroke
    /// (the path 0.5 pt in with ``roundedCornerRadius``, stroked 1 pt wide) by half a point more for
    /// antialiasing. The interior is convex, so it holds `rect` when it holds `rect`'s four corners; a
    /// corner of `rect` in one of the frame's corner squares must lie within the arc's inner radius, less
    /// the margin, of the arc's centre.
    static func roundedInterior(of frame: CGRect, contains rect: CGRect) -> Bool {
        guard frame.insetBy(dx: 1.5, dy: 1.5).contains(rect) else { return false }
        let radius = roundedCornerRadius
        let limit = radius - 1
        let left = frame.minX + 0.5 + radius, right = frame.maxX - 0.5 - radius
        let top = frame.minY + 0.5 + radius, bottom = frame.maxY - 0.5 - radius
        func inside(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let dx = x < left ? left - x : x > right ? x - right : 0
            let dy = y < top ? top - y : y > bottom ? y - bottom : 0
            return dx * dx + dy * dy <= limit * limit
        }
        return inside(rect.minX, rect.minY) && inside(rect.maxX, rect.minY) && inside(rect.minX, rect.maxY)
            && inside(rect.maxX, rect.maxY)
    }

    private func drawClearButton(in context: CGContext) {
        let button = clearButtonRect(forBounds: bounds)
        context.setFillColor(Self.clearButtonColor.cgColor)
        context.fillEllipse(in: button)
        let cross = button.insetBy(dx: button.width * 0.32, dy: button.height * 0.32)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        context.move(to: CGPoint(x: cross.minX, y: cross.minY))
        context.addLine(to: CGPoint(x: cross.maxX, y: cross.maxY))
        context.move(to: CGPoint(x: cross.maxX, y: cross.minY))
        context.addLine(to: CGPoint(x: cross.minX, y: cross.maxY))
        context.strokePath()
    }

    // MARK: Caret blinking

    /// Shows the caret solid and blinks it from one interval on, on the framework clock.
    func restartBlinking() {
        stopBlinking()
        caretIsOn = true
        scheduleBlink()
    }

    /// Stops blinking (editing ended, the field left its window).
    func stopBlinking() {
        if let blinkTimer { blinkTimer.clock.cancel(blinkTimer.id) }
        blinkTimer = nil
    }

    private func scheduleBlink() {
        // A dragged selection handle pauses the blink until the lift.
        guard isEditing, window != nil, !selectionHandles.isDragging else { return }
        blinkTimer = UIApplication.serving(window?.application).clock.scheduleCaretBlink(
            label: "text field caret blink", keeping: &blinkAction) { { [weak self] in self?.blink() } }
    }

    /// The blink timer fired: the caret toggles, its rectangle is redrawn, and the next blink is scheduled.
    private func blink() {
        blinkTimer = nil
        caretIsOn.toggle()
        if editor.selection.isEmpty { setNeedsDisplay(caretRect(atOffset: editor.head).insetBy(dx: -1, dy: -1)) }
        scheduleBlink()
    }
}
