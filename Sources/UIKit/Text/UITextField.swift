import CoreGraphics
import Foundation

/// A single line of editable text: typed on a keyboard, placed and selected by touch, drawn by Pango.
///
/// Editing begins when the field becomes first responder (a tap, or ``becomeFirstResponder()``), asking
/// the ``delegate`` first; it ends when the field resigns (Return with an `editingDidEndOnExit` action,
/// Tab to the next field, `endEditing`, leaving the window). While editing, keys edit the text (see
/// `UITextField+Keys.swift`), a caret blinks on the framework clock and the text scrolls sideways to
/// keep the caret visible. Every edit by the user passes `textField(_:shouldChangeCharactersIn:…)` and
/// sends `editingChanged`; setting ``text`` in code does neither, as on iOS.
///
/// While editing, a selected range shows two drag handles at its ends (iOS's grabbers); dragging one moves
/// that end by grapheme cluster (`UITextField+SelectionHandles.swift`).
///
/// Editing works by grapheme cluster: the caret never lands inside `"é"` (composed or decomposed), an
/// emoji or a flag, and Backspace deletes one whole cluster. Offsets (ranges, positions) are UTF-16
/// units, as `NSRange` is on iOS.
///
/// Differences from iOS: no attributed text, left/right views, background images, autocorrection,
/// pasteboard or edit menu, marked text, or font adjustment to fit. The on-screen keyboard (or
/// ``inputView``) and ``inputAccessoryView`` slide in while it edits: see docs/text-entry.md.
open class UITextField: UIControl, UITextInput, FirstResponderLossObserver {
    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A sunken bezel.
        case bezel
        /// A rounded rectangle with a white background, the usual look.
        case roundedRect
    }

    /// When an overlay view (the clear button) is shown.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while editing.
        case whileEditing
        /// Only while not editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// Posted (object: the field) when a field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when the user changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when a field ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// How long the caret stays on, then off, while blinking: 0.5 s, iOS's blink as filmed at 60 fps. It
    /// stays solid for one interval after each edit or caret move, so it never vanishes while typing.
    public static let caretBlinkInterval: TimeInterval = 0.5
    /// The caret's width in points (iOS draws a 2-point caret).
    public static let caretWidth: CGFloat = 2
    /// The colour of placeholder text: iOS's `placeholderText` (#3C3C43 at 30 % opacity).
    public static let placeholderColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// The character secure entry draws for each grapheme cluster.
    public static let secureBullet = "•"

    // MARK: Content and looks

    /// The text; an empty string when there is none, as on iOS. Setting it puts the caret at the end and
    /// sends no events.
    open var text: String? {
        get { editor.text }
        set {
            editor.setText(newValue ?? "")
            contentChanged()
        }
    }
    /// The font. Default: the 17-point system font.
    open var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize) { didSet { contentChanged() } }
    /// The text colour. Default black.
    open var textColor: UIColor? = .black { didSet { contentChanged() } }
    /// Horizontal alignment of text that fits. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { contentChanged() } }
    /// The text shown, in ``placeholderColor``, while the field is empty. Default `nil`.
    open var placeholder: String? { didSet { contentChanged() } }
    /// The border. Default `.none`.
    open var borderStyle: BorderStyle = .none { didSet { contentChanged() } }
    /// When the clear button (a grey circle with a cross, at the trailing edge) shows; it shows only when
    /// there is text. Default `.never`.
    open var clearButtonMode: ViewMode = .never { didSet { contentChanged() } }
    /// Whether beginning to edit empties the field. Default `false`.
    open var clearsOnBeginEditing = false

    /// The object that decides about editing.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is editing (it is first responder).
    public private(set) var isEditing = false

    // MARK: Input traits

    /// The keyboard asked for. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title on the on-screen keyboard. Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the on-screen keyboard shifts by itself. Default `.sentences`, as on iOS.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the text is drawn as bullets (one per grapheme cluster) and cannot be copied. Default
    /// `false`.
    open var isSecureTextEntry = false { didSet { contentChanged() } }
    /// The view shown instead of the system keyboard while the field edits. Default `nil` (the system
    /// keyboard).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// A view shown above the keyboard while the field edits. Default `nil`.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    // MARK: State

    /// The text and selection.
    var editor = EditableText()
    /// The laid-out line drawn now (the text, its bullets, or the placeholder), built on demand.
    var cachedLine: DrawnLine?
    /// The last line of the real text laid out, kept past an edit so the next layout lays it out again in
    /// its own storage (``TextLine/relayOut(_:to:style:)``), shaping only the chunk the edit touched.
    var previousTextLine: TextLine?
    /// How far the text is scrolled left to keep the caret visible, in points.
    var scrollOffset: CGFloat = 0
    /// Whether the blinking caret is in its visible half.
    var caretIsOn = true
    /// The pending blink and the clock it waits on (the field may have left its window by the time it is
    /// cancelled).
    var blinkTimer: (clock: FrameworkClock, id: FrameworkClock.TimerID)?
    /// The blink timer's action, made once: each edit restarts the blink, and a closure made per
    /// restart was a heap allocation per keystroke.
    var blinkAction: (@MainActor () -> Void)?
    /// Presses whose `began` the field handled, so their `ended` is not passed up the chain alone.
    var handledPresses: Set<UIPress> = []
    /// The editing gestures, installed once.
    var editingGestures: [UIGestureRecognizer] = []
    /// The grabbers at the ends of a selected range, and the drag in progress.
    let selectionHandles = SelectionHandles()

    /// Creates a field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        installEditingGestures()
        installSelectionHandles()
    }

    // MARK: First responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``, then the current first
    /// responder to resign; on success the caret goes to the end, `textFieldDidBeginEditing` and
    /// `editingDidBegin` follow.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) {
            note("did not begin editing: textFieldShouldBeginEditing returned false")
            return false
        }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    /// Ends editing when ``UITextFieldDelegate/textFieldShouldEndEditing(_:)`` allows it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) {
            note("kept editing: textFieldShouldEndEditing returned false")
            return false
        }
        return super.resignFirstResponder()
    }

    private func beginEditingSession() {
        isEditing = true
        if clearsOnBeginEditing, !editor.text.isEmpty {
            editor.setText("")
            contentChanged()
        }
        editor.moveHead(to: editor.utf16Count, extending: false)
        caretMoved()
        setNeedsDisplay()  // the clear button may show while editing
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func didLoseFirstResponder() {
        guard isEditing else { return }
        isEditing = false
        stopBlinking()
        scrollOffset = 0
        editor.moveHead(to: editor.selection.upperBound, extending: false)
        selectionHandles.endDrag()
        updateSelectionHandles()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    public var hasText: Bool { !editor.text.isEmpty }

    /// Replaces the selection with `text` (asking the delegate), leaving the caret after it.
    public func insertText(_ text: String) {
        userEdit(replacing: editor.selection, with: text)
    }

    /// Deletes the selection, or the grapheme cluster before the caret (asking the delegate).
    public func deleteBackward() {
        let selection = editor.selection
        if !selection.isEmpty {
            userEdit(replacing: selection, with: "")
        } else if selection.lowerBound > 0 {
            userEdit(replacing: editor.boundary(before: selection.lowerBound)..<selection.lowerBound, with: "")
        }
    }

    /// An edit by the user: the delegate may refuse it; otherwise the text changes, `editingChanged` is
    /// sent and the caret follows.
    @discardableResult
    func userEdit(replacing range: Range<Int>, with string: String) -> Bool {
        let lower = editor.snapped(range.lowerBound)
        let upper = max(editor.snapped(range.upperBound), lower)
        if let delegate,
           !delegate.textField(self, shouldChangeCharactersIn: NSRange(location: lower, length: upper - lower), replacementString: string) {
            note("edit refused: shouldChangeCharactersIn returned false")
            return false
        }
        let clearButtonWasShown = showsClearButton
        editor.replace(lower..<upper, with: string)
        contentChanged(redrawingOnlyText: clearButtonWasShown == showsClearButton)
        caretMoved()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    /// Empties the field as the clear button does: asks ``UITextFieldDelegate/textFieldShouldClear(_:)``,
    /// begins editing when needed, and sends `editingChanged`.
    func clearByButton() {
        if let delegate, !delegate.textFieldShouldClear(self) {
            note("not cleared: textFieldShouldClear returned false")
            return
        }
        if !isEditing { becomeFirstResponder() }
        editor.setText("")
        contentChanged()
        caretMoved()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The text or a property that changes its layout changed: lay out again on demand and redraw — only
    /// the line's box when `redrawingOnlyText` (an edit that leaves the border and clear button as they
    /// were), so typing does not repaint the border.
    func contentChanged(redrawingOnlyText: Bool = false) {
        let oldTextBox = redrawingOnlyText ? textBox : nil
        cachedLine = nil
        if let oldTextBox { setNeedsDisplay(oldTextBox.union(textBox)) } else { setNeedsDisplay() }
        invalidateIntrinsicContentSize()
        // A new font, text or border while editing: the caret must stay in view.
        if isEditing { scrollCaretIntoView() }
        if selectionHandles.areShown { updateSelectionHandles() }
    }

    /// The caret or selection moved: keep it visible, show it solid, and tell the delegate.
    func caretMoved() {
        scrollCaretIntoView()
        if isEditing { restartBlinking() }
        setNeedsDisplay(textBox)
        if selectionHandles.areShown || !editor.selection.isEmpty { updateSelectionHandles() }
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Reports misuse of the text-input API (a position outside the text) as a diagnostic.
    func diagnose(_ message: String) {
        UIApplication.serving(window?.application).reportDiagnostic("UITextField: \(message)")
    }

    // MARK: Geometry (overridable, as on iOS)

    /// The rectangle the text is drawn in when not editing: the bounds inset for the border, less the
    /// clear button when it shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: Self.textInset(for: borderStyle), dy: 0)
        if showsClearButton {
            let button = clearButtonRect(forBounds: bounds)
            rect.size.width = max(button.minX - 4 - rect.minX, 0)
        }
        return rect
    }

    /// The rectangle the text is drawn in while editing. Default: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in. Default: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: a 19-point square at the trailing edge, inset like the text,
    /// centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        let inset = max(Self.textInset(for: borderStyle), 4)
        return CGRect(x: bounds.maxX - inset - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// The text's (or placeholder's) width plus the insets and clear button, and the font's line height
    /// plus the border's padding: 14 points for a rounded rectangle (iOS: a 17-point line in a 34-point
    /// field), 4 for a line or bezel, none without a border.
    open override var intrinsicContentSize: CGSize {
        let line = drawnLine.line
        let inset = Self.textInset(for: borderStyle)
        var width = line.size.width + 2 * inset + Self.caretWidth
        if clearButtonMode != .never { width += Self.clearButtonSize + 4 }
        let padding: CGFloat = borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 4
        return CGSize(width: width.rounded(.up), height: (line.size.height + padding).rounded(.up))
    }

    /// The bounds changed: the text rectangle did too, so the scroll position is checked again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollCaretIntoView()
        updateSelectionHandles()
    }

    /// Inside the bounds, or on a shown selection handle's touch area, which may stand outside them (a
    /// handle at the field's edge, its knob above or below it).
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || selectionHandles.touchAreasContain(point, in: self)
    }

    // MARK: Drawing and keys

    /// Draws the border, the selection, the text (or placeholder), the caret and the clear button.
    open override func draw(_ rect: CGRect) { drawField(dirty: rect) }

    /// Keys typed while editing edit the field; other keys (and every key while not editing) go on up the
    /// responder chain, so key commands and the window still see them.
    ///
    /// Printable characters insert; Backspace (`"\u{8}"`) deletes backward, Delete (`"\u{7F}"`) forward;
    /// Left/Right move by grapheme cluster, Up/Home to the start, Down/End to the end, with Shift extending
    /// the selection; Return asks ``UITextFieldDelegate/textFieldShouldReturn(_:)``; Tab and Shift-Tab move
    /// to the next or previous text input in the window; Control-A or Command-A selects all.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // One press (every key typed, on or off screen) is handled without sorting into a new array.
        if presses.count == 1, let press = presses.first {
            if let key = press.key, isEditing, handleKey(key) {
                handledPresses.insert(press)
            } else {
                super.pressesBegan(presses, with: event)
            }
            return
        }
        var unhandled: Set<UIPress> = []
        for press in presses.sorted(by: { $0.timestamp < $1.timestamp }) {
            if let key = press.key, isEditing, handleKey(key) {
                handledPresses.insert(press)
            } else {
                unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// The end of a key the field handled stays here; others go on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let unhandled = pressesNotHandled(presses) { super.pressesEnded(unhandled, with: event) }
    }

    /// As ``pressesEnded(_:with:)``.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let unhandled = pressesNotHandled(presses) { super.pressesCancelled(unhandled, with: event) }
    }

    /// Forgets the presses among `presses` whose `began` the field handled and returns the others (`nil`
    /// when there are none); `presses` itself when none was handled, so the common cases make no new set.
    private func pressesNotHandled(_ presses: Set<UIPress>) -> Set<UIPress>? {
        var handled = 0
        for press in presses where handledPresses.contains(press) { handled += 1 }
        if handled == 0 { return presses }
        if handled == presses.count {
            for press in presses { handledPresses.remove(press) }
            return nil
        }
        return presses.filter { handledPresses.remove($0) == nil }
    }

    /// The trace names a field's events `text field name (editingChanged)`, as it names a button's.
    override var controlKind: String { "text field" }
}
