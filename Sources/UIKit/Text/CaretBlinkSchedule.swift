/// Scheduling a text input's caret blink (UITextField, UITextView) with one action kept for the input's
/// life: every edit restarts the blink, and a closure made per restart was a heap allocation per
/// keystroke (docs/decisions.md, "Typing reuses its bookkeeping").
extension FrameworkClock {
    /// Schedules the next blink after the caret blink interval: `action` when it is set, else the closure
    /// `make` returns, kept in `action` for the next time. Returns the timer for ``cancel(_:)``.
    ///
    /// Not `action ?? make()`: `??` is generic, and a closure passed through a generic parameter is
    /// wrapped in reabstraction thunks with contexts of their own, an allocation on every call.
    func scheduleCaretBlink(label: String, keeping action: inout (@MainActor () -> Void)?,
                            making make: () -> @MainActor () -> Void) -> (clock: FrameworkClock, id: TimerID) {
        let blink: @MainActor () -> Void
        if let action {
            blink = action
        } else {
            blink = make()
            action = blink
        }
        return (self, schedule(after: UITextField.caretBlinkInterval, label: label, blink))
    }
}
