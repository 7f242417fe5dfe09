import CoreGraphics
import InputCore

/// The system's on-screen keyboard: key caps (``OnScreenKeyboardKeyView``) laid out from an
/// ``OnScreenKeyboardLayout``, every finger on it tracked by the view's own touch methods.
///
/// As on iOS, the key is chosen when the finger lifts: touch-down highlights the key under the finger and
/// shows its pop-up, a finger that slides moves the highlight and the pop-up to the key now under it, and
/// the lift types that key. Each finger is its own key press, so several fingers type their keys in the
/// order they lift. A touch anywhere on the keyboard belongs to the nearest key of the nearest row, so
/// the gaps between keys type too. Backspace deletes at touch-down and repeats while held, after
/// ``UIApplication/keyRepeatDelay`` then every ``UIApplication/keyRepeatInterval`` (the hardware keys' rate).
/// Shift shifts the next letter; two taps on Shift within ``capsLockDoubleTapInterval`` lock capitals.
final class OnScreenKeyboardView: UIView {
    /// What a key sends to the text input.
    enum Stroke: Equatable {
        /// Text to insert.
        case insert(String)
        /// Backspace.
        case deleteBackward
        /// Return.
        case returnKey
    }

    /// The state of Shift.
    enum ShiftState: Equatable {
        /// Lower case.
        case off
        /// The next letter is upper case.
        case once
        /// Caps Lock: every letter is upper case until Shift is tapped again.
        case locked
    }

    /// iOS's light keyboard background (#D1D3D9).
    static let backgroundGrey = UIColor(red: 209.0 / 255, green: 211.0 / 255, blue: 217.0 / 255, alpha: 1)
    /// The most seconds between two taps on Shift that lock capitals: 0.35 s, UIKit's default double-tap
    /// interval for `UITapGestureRecognizer`.
    static let capsLockDoubleTapInterval: TimeInterval = 0.35
    /// Space around the keys: 6 pt between keys, 3 pt at the sides, 8 pt at the top and 4 at the bottom.
    static let keyGap: CGFloat = 6, sideInset: CGFloat = 3, topInset: CGFloat = 8, bottomInset: CGFloat = 4

    /// Where the strokes go (the presenter types them into the first responder).
    var onStroke: ((Stroke) -> Void)?
    /// The keys.
    private(set) var layout: OnScreenKeyboardLayout
    /// The Return key's title.
    var returnKeyType: UIReturnKeyType = .default { didSet { if returnKeyType != oldValue { updateTitles() } } }
    /// The page shown.
    private(set) var page: OnScreenKeyboardPage
    /// Shift's state.
    private(set) var shift: ShiftState = .off
    /// The key caps of the page, row by row, and their frames.
    private(set) var keyViews: [[OnScreenKeyboardKeyView]] = []
    private unowned let clock: FrameworkClock
    private let repeatTiming: () -> (delay: TimeInterval, interval: TimeInterval)

    /// One finger on the keyboard: the key under it (row and index) and its pop-up.
    private struct Finger {
        let touch: UITouch
        var row: Int
        var column: Int
        var popup: OnScreenKeyboardPopupView?
    }

    private var fingers: [Finger] = []
    private var idlePopups: [OnScreenKeyboardPopupView] = []
    private var lastShiftTap: InputTime?
    private var backspaceRepeat: FrameworkClock.TimerID?
    /// The finger holding Backspace (it repeats while that finger stays on Backspace).
    private var backspaceTouch: UITouch?

    /// Creates a keyboard with `layout`'s first page; `repeatTiming` gives the key-repeat delay and interval
    /// (the application's) each time Backspace is held.
    init(layout: OnScreenKeyboardLayout, clock: FrameworkClock,
         repeatTiming: @escaping () -> (delay: TimeInterval, interval: TimeInterval)) {
        self.layout = layout
        self.page = layout.firstPage
        self.clock = clock
        self.repeatTiming = repeatTiming
        super.init(frame: .zero)
        backgroundColor = Self.backgroundGrey
        isMultipleTouchEnabled = true
        fingers.reserveCapacity(10)
        idlePopups.reserveCapacity(10)
        rebuildKeys()
    }

    /// Shows `layout` from its first page, Shift off (a new text input became first responder).
    func reset(to layout: OnScreenKeyboardLayout) {
        cancelFingers()
        shift = .off
        if layout != self.layout || page != layout.firstPage {
            self.layout = layout
            page = layout.firstPage
            rebuildKeys()
        } else {
            updateTitles()
        }
    }

    // MARK: Keys

    private func rebuildKeys() {
        for row in keyViews { for view in row { view.removeFromSuperview() } }
        keyViews = layout.rows(of: page).map { row in
            row.map { key in
                let view = OnScreenKeyboardKeyView(key: key, title: "")
                addSubview(view)
                return view
            }
        }
        // Pop-ups stay above the keys.
        for finger in fingers { if let popup = finger.popup { bringSubviewToFront(popup) } }
        updateTitles()
        setNeedsLayout()
    }

    private func updateTitles() {
        for row in keyViews { for view in row { view.title = title(of: view.key) } }
    }

    /// The title a key shows now.
    func title(of key: OnScreenKeyboardKey) -> String {
        switch key {
        case .text(let text): typedText(text)
        case .shift: shift == .locked ? "⇪" : "⇧"
        case .backspace: "⌫"
        case .page(let target):
            switch target {
            case .letters, .pad: "ABC"
            case .numbers: "123"
            case .symbols: "#+="
            }
        case .space: "space"
        case .returnKey: Self.title(of: returnKeyType)
        }
    }

    /// The text a character key types now: a single letter upper case while Shift or Caps Lock is on.
    private func typedText(_ text: String) -> String {
        guard shift != .off, text.count == 1, text.first?.isLetter == true else { return text }
        return OnScreenKeyboardLayout.shifted(text)
    }

    /// The Return key's title for `type`, iOS's English titles.
    static func title(of type: UIReturnKeyType) -> String {
        switch type {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        case .continue: "Continue"
        }
    }

    // MARK: Layout

    /// The keyboard's rows of keys share the height; letters share the width (10 to a row, or the widest
    /// letter row); Shift and Backspace reach the edges; the space bar takes what its row leaves; a
    /// keypad is a grid whose short rows are right-aligned (0 under 8, Backspace under 9).
    override func layoutSubviews() {
        super.layoutSubviews()
        let rows = keyViews
        guard !rows.isEmpty else { return }
        let width = bounds.width - 2 * Self.sideInset
        let rowPitch = (bounds.height - Self.topInset - Self.bottomInset) / CGFloat(rows.count)
        let gap = Self.keyGap
        let keyHeight = max(rowPitch - gap, 0)
        let isPad = page == .pad
        // Keys sit on whole device pixels (docs/decisions.md, "On-screen keys on whole pixels").
        let pixels = drawingScale
        let columns = rows.map { row in row.count }.max() ?? 1
        let unit = isPad ? width / CGFloat(columns)
            : width / CGFloat(max(10, rows.map { row in row.filter { if case .text = $0.key { true } else { false } }.count }.max() ?? 10))
        for (r, row) in rows.enumerated() {
            let y = bounds.minY + Self.topInset + CGFloat(r) * rowPitch + gap / 2
            if isPad {
                let first = columns - row.count
                for (c, view) in row.enumerated() {
                    view.unroundedFrame = CGRect(x: Self.sideInset + CGFloat(first + c) * unit + gap / 2, y: y, width: unit - gap, height: keyHeight)
                    view.frame = view.unroundedFrame.alignedToPixels(scale: pixels)
                }
                continue
            }
            let units = row.reduce(0.0) { $0 + $1.key.widthUnits }
            let hasSpace = row.contains { $0.key == .space }
            let scale = hasSpace ? 1 : min(1, width / (CGFloat(units) * unit))
            let spaceWidth = hasSpace ? max(width - CGFloat(units) * unit, unit) : 0
            let total = hasSpace ? width : CGFloat(units) * unit * scale
            var x = Self.sideInset + (width - total) / 2
            for (c, view) in row.enumerated() {
                var w = view.key == .space ? spaceWidth : CGFloat(view.key.widthUnits) * unit * scale
                var left = x
                // Function keys at the ends of a centred row reach the keyboard's edges.
                if !hasSpace, view.key.isFunctionKey, c == 0 { left = Self.sideInset; w += x - Self.sideInset }
                if !hasSpace, view.key.isFunctionKey, c == row.count - 1 { w = Self.sideInset + width - x }
                view.unroundedFrame = CGRect(x: left + gap / 2, y: y, width: max(w - gap, 0), height: keyHeight)
                view.frame = view.unroundedFrame.alignedToPixels(scale: pixels)
                x += view.key == .space ? spaceWidth : CGFloat(view.key.widthUnits) * unit * scale
            }
        }
        for finger in fingers { if let popup = finger.popup { place(popup, over: finger) } }
    }

    /// The key under `point` (this view's coordinates): the nearest key of the nearest row.
    func keyIndex(at point: CGPoint) -> (row: Int, column: Int)? {
        guard !keyViews.isEmpty else { return nil }
        var bestRow = 0, bestRowDistance = CGFloat.infinity
        for (r, row) in keyViews.enumerated() {
            guard let frame = row.first?.frame else { continue }
            let distance = Self.distance(point.y, frame.minY - Self.keyGap / 2, frame.maxY + Self.keyGap / 2)
            if distance < bestRowDistance { bestRow = r; bestRowDistance = distance }
        }
        var bestColumn = -1, bestDistance = CGFloat.infinity
        for (c, view) in keyViews[bestRow].enumerated() {
            let distance = Self.distance(point.x, view.frame.minX - Self.keyGap / 2, view.frame.maxX + Self.keyGap / 2)
            if distance < bestDistance { bestColumn = c; bestDistance = distance }
        }
        return bestColumn < 0 ? nil : (bestRow, bestColumn)
    }

    private static func distance(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        value < low ? low - value : value > high ? value - high : 0
    }

    private func keyView(_ row: Int, _ column: Int) -> OnScreenKeyboardKeyView? {
        guard keyViews.indices.contains(row), keyViews[row].indices.contains(column) else { return nil }
        return keyViews[row][column]
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let (row, column) = keyIndex(at: touch.location(in: self)), let view = keyView(row, column) else { continue }
            var finger = Finger(touch: touch, row: row, column: column, popup: nil)
            view.isHighlighted = true
            if view.key.showsPopup { finger.popup = popup(for: finger) }
            fingers.append(finger)
            if view.key == .backspace { startBackspace(touch) }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = fingers.firstIndex(where: { $0.touch === touch }),
                  let (row, column) = keyIndex(at: touch.location(in: self)) else { continue }
            var finger = fingers[index]
            guard row != finger.row || column != finger.column else { continue }
            keyView(finger.row, finger.column)?.isHighlighted = false
            finger.row = row
            finger.column = column
            guard let view = keyView(row, column) else { continue }
            view.isHighlighted = true
            if view.key.showsPopup {
                if let popup = finger.popup { place(popup, over: finger) } else { finger.popup = popup(for: finger) }
            } else if let popup = finger.popup {
                retire(popup)
                finger.popup = nil
            }
            fingers[index] = finger
            if backspaceTouch === touch, view.key != .backspace { stopBackspace() }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Lifts in one frame type in the order their fingers went down.
        var index = 0
        while index < fingers.count {
            let finger = fingers[index]
            guard touches.contains(finger.touch) else { index += 1; continue }
            release(fingers.remove(at: index))
            if let view = keyView(finger.row, finger.column) { commit(view.key) }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        var index = 0
        while index < fingers.count {
            if touches.contains(fingers[index].touch) { release(fingers.remove(at: index)) } else { index += 1 }
        }
    }

    /// Forgets every finger without typing (the keyboard is going away or changing layout).
    func cancelFingers() {
        while let finger = fingers.popLast() { release(finger) }
    }

    private func release(_ finger: Finger) {
        keyView(finger.row, finger.column)?.isHighlighted = false
        if let popup = finger.popup { retire(popup) }
        if backspaceTouch === finger.touch { stopBackspace() }
    }

    // MARK: Pop-ups

    private func popup(for finger: Finger) -> OnScreenKeyboardPopupView {
        let popup = idlePopups.popLast() ?? OnScreenKeyboardPopupView(frame: .zero)
        place(popup, over: finger)
        if popup.superview !== self { addSubview(popup) } else { bringSubviewToFront(popup) }
        popup.isHidden = false
        return popup
    }

    private func place(_ popup: OnScreenKeyboardPopupView, over finger: Finger) {
        guard let view = keyView(finger.row, finger.column) else { return }
        popup.title = view.title
        popup.frame = OnScreenKeyboardPopupView.frame(above: view.frame, unroundedKey: view.unroundedFrame, scale: drawingScale)
    }

    /// A pop-up no finger uses is hidden and kept for the next one (no view is made per key press).
    private func retire(_ popup: OnScreenKeyboardPopupView) {
        popup.isHidden = true
        idlePopups.append(popup)
    }

    // MARK: Strokes

    private func commit(_ key: OnScreenKeyboardKey) {
        switch key {
        case .text(let text):
            onStroke?(.insert(typedText(text)))
            if shift == .once { setShift(.off) }
        case .space:
            onStroke?(.insert(" "))
        case .returnKey:
            onStroke?(.returnKey)
        case .backspace:
            break // typed at touch-down and by the repeat
        case .page(let target):
            shift = .off
            page = target
            rebuildKeys()
        case .shift:
            let now = clock.now
            let isDoubleTap = lastShiftTap.map { now.seconds - $0.seconds <= Self.capsLockDoubleTapInterval } ?? false
            if shift == .locked {
                setShift(.off)
                lastShiftTap = nil
            } else if shift == .once, isDoubleTap {
                setShift(.locked)
                lastShiftTap = nil
            } else {
                setShift(shift == .off ? .once : .off)
                lastShiftTap = now
            }
        }
    }

    private func setShift(_ state: ShiftState) {
        guard state != shift else { return }
        shift = state
        updateTitles()
    }

    private func startBackspace(_ touch: UITouch) {
        stopBackspace()
        backspaceTouch = touch
        onStroke?(.deleteBackward)
        let timing = repeatTiming()
        guard timing.delay.isFinite, timing.interval.isFinite, timing.interval > 0 else { return }
        scheduleBackspace(after: max(timing.delay, 0), interval: timing.interval)
    }

    private func scheduleBackspace(after delay: TimeInterval, interval: TimeInterval) {
        backspaceRepeat = clock.schedule(after: delay, label: "on-screen backspace repeat") { [weak self] in
            guard let self, self.backspaceTouch != nil else { return }
            self.backspaceRepeat = nil
            self.onStroke?(.deleteBackward)
            if self.backspaceTouch != nil { self.scheduleBackspace(after: interval, interval: interval) }
        }
    }

    private func stopBackspace() {
        backspaceTouch = nil
        if let timer = backspaceRepeat { clock.cancel(timer) }
        backspaceRepeat = nil
    }
}
