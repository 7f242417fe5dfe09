import InputCore

/// The one held key that repeats: the last key pressed, when its keymap says it repeats, as on X11 and
/// Wayland (pressing another key moves the repeat to it; releasing it stops it).
struct KeyRepeat {
    /// Seconds before the first repeat: X11's default (`xset r rate 600 25`-like; docs/decisions.md).
    static let defaultDelay: TimeInterval = 0.6
    /// Seconds between repeats: 25 per second.
    static let defaultInterval: TimeInterval = 0.04

    let press: UIPress
    let device: DeviceID
    /// The key command the press performed, performed again at each repeat.
    let command: UIKeyCommand?
    var timer: FrameworkClock.TimerID?
    var count = 0
}

extension InputRouter {
    /// Starts `press` repeating after the delay if it repeats, taking the repeat from any other key. A key
    /// that does not repeat (Shift pressed while a letter is held) leaves the current repeat alone.
    func startRepeat(of press: UIPress, device: DeviceID, repeats: Bool, command: UIKeyCommand?) {
        guard repeats else { return }
        if let current = keyRepeat { stopRepeat(of: current.press) }
        guard keyRepeatDelay.isFinite, keyRepeatInterval.isFinite, keyRepeatInterval > 0 else { return }
        keyRepeat = KeyRepeat(press: press, device: device, command: command)
        schedule(after: max(keyRepeatDelay, 0))
    }

    /// Stops the repeat if `press` is the repeating key.
    func stopRepeat(of press: UIPress) {
        guard let current = keyRepeat, current.press === press else { return }
        if let timer = current.timer { application.clock.cancel(timer) }
        keyRepeat = nil
    }

    private func schedule(after interval: TimeInterval) {
        keyRepeat?.timer = application.clock.schedule(after: interval, label: "key repeat") { [weak self] in
            self?.repeatKey()
        }
    }

    /// One repeat: the press's key command again, or the key typed again into the text input that took
    /// the press. A press that went to a responder that is not a text input repeats nothing (iOS delivers
    /// no repeated presses), but keeps its timer so a later first responder change does not matter.
    private func repeatKey() {
        guard var current = keyRepeat else { return }
        current.count += 1
        current.timer = nil
        keyRepeat = current
        let press = current.press
        if application.trace.isEnabled, let key = press.key {
            application.trace.emit(.note(time: now, message: "key \(key.keyCode) repeat \(current.count)"))
        }
        if let command = current.command {
            if let start = application.firstResponder ?? application.keyWindow { perform(command, from: start) }
        } else {
            var responder = press.responder
            while let candidate = responder {
                if let receiver = candidate as? KeyRepeatReceiving {
                    press.timestamp = now.seconds
                    receiver.keyRepeated(press)
                    break
                }
                responder = candidate.next
            }
        }
        // The action may have released the key (a modal closing the keyboard): only a repeat still held goes on.
        guard keyRepeat?.press === press else { return }
        schedule(after: keyRepeatInterval)
    }
}

extension UIApplication {
    /// Seconds a held key waits before it first repeats (default 0.6). Set to `.infinity` to turn repeat off.
    public var keyRepeatDelay: TimeInterval {
        get { inputRouter.keyRepeatDelay }
        set { inputRouter.keyRepeatDelay = newValue }
    }

    /// Seconds between repeats of a held key (default 0.04: 25 per second).
    public var keyRepeatInterval: TimeInterval {
        get { inputRouter.keyRepeatInterval }
        set { inputRouter.keyRepeatInterval = newValue }
    }
}
