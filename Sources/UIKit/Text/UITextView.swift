import CoreGraphics
import Foundation

/// Scrollable, multi-line editable text: wrapped by Pango at the view's width, typed on a keyboard,
/// placed and selected by touch.
///
/// A `UIScrollView`: its content is the laid-out text plus ``textContainerInset``, and while editing it
/// scrolls the least distance that keeps the caret visible. Editing begins when the view becomes first
/// responder (a tap, or ``becomeFirstResponder()``), asking the delegate first (``UITextViewDelegate``,
/// set as the scroll view's ``UIScrollView/delegate``, as on iOS). Keys: characters insert, Return
/// inserts a newline, Tab a tab; Backspace and Delete delete one grapheme cluster; Left/Right move by
/// cluster, Up/Down by line keeping the caret's column, Home/End to the line's ends; Shift extends the
/// selection; Control-A or Command-A selects all. Every edit by the user passes
/// `textView(_:shouldChangeTextIn:replacementText:)` and calls `textViewDidChange`; setting ``text`` in
/// code does neither. Offsets are UTF-16 units; editing is by grapheme cluster, as in ``UITextField``. A
/// selected range shows two drag handles while editing (`UITextView+SelectionHandles.swift`).
///
/// Differences from iOS: no attributed text, data detectors, links, text containers or layout managers,
/// edit menu or marked text; the caret's rectangle is the line's height; right-to-left
/// text is laid out but the caret follows logical order. See docs/text-entry.md.
open class UITextView: UIScrollView, UITextInput, FirstResponderLossObserver {
    /// Posted (object: the view) when it begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the view) when the user changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the view) when it ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// Space between the inset edges and the text on each side: iOS's `lineFragmentPadding`, 5 points.
    public static let lineFragmentPadding: CGFloat = 5

    /// The text; empty when there is none. Setting it puts the caret at the end and sends nothing.
    open var text: String! {
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
    /// Alignment of each line. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { contentChanged() } }
    /// Whether the user may edit the text. Default `true`; a view that is not editable does not become
    /// first responder.
    open var isEditable = true
    /// The space around the text inside the content. Default 8 points above and below, as on iOS.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { contentChanged() } }
    /// Whether the view is editing (it is first responder).
    public private(set) var isEditing = false

    /// The keyboard asked for. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title on the on-screen keyboard. Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the on-screen keyboard shifts by itself. Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the text is hidden. Stored; a text view draws its text as it is.
    open var isSecureTextEntry = false
    /// The view shown instead of the system keyboard while editing. Default `nil`.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// A view shown above the keyboard while editing. Default `nil`.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    /// The text and selection.
    var editor = EditableText()
    /// The laid-out text, for the current text, style and width; built on demand.
    var cachedBlock: TextBlock?
    /// The x the caret keeps while moving up and down, until another move.
    var goalX: CGFloat?
    /// Whether the blinking caret is in its visible half.
    var caretIsOn = true
    /// The pending blink and its clock.
    var blinkTimer: (clock: FrameworkClock, id: FrameworkClock.TimerID)?
    /// The blink timer's action, made once: each edit restarts the blink, and a closure made per restart
    /// was a heap allocation per keystroke.
    var blinkAction: (@MainActor () -> Void)?
    /// Presses whose `began` the view handled.
    var handledPresses: Set<UIPress> = []
    /// The view that draws the text, the selection and the caret (the scroll view's content).
    let textContent = TextViewContent()
    /// The grabbers at the ends of a selected range, and the drag in progress.
    let selectionHandles = SelectionHandles()

    /// Creates a text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        textContent.textView = self
        textContent.isUserInteractionEnabled = false
        addSubview(textContent)
        installEditingGestures()
        installSelectionHandles()
    }

    // MARK: First responder

    /// An editable view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing after asking the delegate; the caret goes to the end.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if let delegate = textDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        editor.moveHead(to: editor.utf16Count, extending: false)
        caretMoved()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate allows it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate = textDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        return super.resignFirstResponder()
    }

    func didLoseFirstResponder() {
        guard isEditing else { return }
        isEditing = false
        stopBlinking()
        selectionHandles.endDrag()
        updateSelectionHandles()
        textContent.setNeedsDisplay()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// The delegate as a text view's delegate.
    var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: Overrides

    /// Lays the text out at the new width and sizes the content to it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
        updateSelectionHandles()
    }

    /// Inside the bounds, or on a shown selection handle's touch area, which may stand outside them (a
    /// handle on the first or last visible line).
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || selectionHandles.touchAreasContain(point, in: self)
    }

    /// Keys typed while editing edit the text; others go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses {
            if let key = press.key, isEditing, handleKey(key) {
                handledPresses.insert(press)
            } else {
                unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// The end of a key the view handled stays here.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { handledPresses.remove($0) == nil }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// As ``pressesEnded(_:with:)``.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { handledPresses.remove($0) == nil }
        if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
    }

    // MARK: UIKeyInput

    /// Whether the view holds any text.
    public var hasText: Bool { !editor.text.isEmpty }

    /// Replaces the selection with `text` (asking the delegate).
    public func insertText(_ text: String) { userEdit(replacing: editor.selection, with: text) }

    /// Deletes the selection, or the grapheme cluster before the caret (asking the delegate).
    public func deleteBackward() {
        let selection = editor.selection
        if !selection.isEmpty {
            userEdit(replacing: selection, with: "")
        } else if selection.lowerBound > 0 {
            userEdit(replacing: editor.boundary(before: selection.lowerBound)..<selection.lowerBound, with: "")
        }
    }

    /// An edit by the user: the delegate may refuse it.
    @discardableResult
    func userEdit(replacing range: Range<Int>, with string: String) -> Bool {
        let lower = editor.snapped(range.lowerBound)
        let upper = max(editor.snapped(range.upperBound), lower)
        if let delegate = textDelegate,
           !delegate.textView(self, shouldChangeTextIn: NSRange(location: lower, length: upper - lower), replacementText: string) {
            return false
        }
        editor.replace(lower..<upper, with: string)
        goalX = nil
        contentChanged()
        caretMoved()
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    /// The text or its style changed: lay out again and redraw.
    func contentChanged() {
        cachedBlock = nil
        layoutText()
        textContent.setNeedsDisplay()
        if selectionHandles.areShown { updateSelectionHandles() }
    }

    /// The caret or selection moved: scroll it into view, show it solid, tell the delegate.
    func caretMoved() {
        if isEditing {
            layoutText()
            scrollRectToVisible(caretRect(atOffset: editor.head), animated: false)
            restartBlinking()
        }
        textContent.setNeedsDisplay()
        updateSelectionHandles()
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// Reports misuse of the text-input API as a diagnostic.
    func diagnose(_ message: String) {
        UIApplication.serving(window?.application).reportDiagnostic("UITextView: \(message)")
    }
}
