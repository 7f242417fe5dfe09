import InputCore

/// Types the system keyboard's strokes into the first responder the way a hardware key does: a `UIPress`
/// whose `UIKey` carries the characters (Backspace `"\u{8}"`, Return `"\r"`), `pressesBegan` then
/// `pressesEnded`, so a text input handles it as a key (its delegate's `shouldChangeCharactersIn`
/// included) and the trace notes it as a key, typed text hidden unless ``Trace/showsTypedCharacters``.
///
/// An on-screen key has no evdev code: its `keyCode` is 0. Presses and their sets are made once per
/// distinct text and reused, so typing allocates nothing per key once each key has been typed.
@MainActor
final class OnScreenKeyboardTypist {
    private unowned let application: UIApplication
    private var presses: [String: (press: UIPress, set: Set<UIPress>)] = [:]
    private var event: UIPressesEvent?

    init(application: UIApplication) { self.application = application }

    /// Types `stroke` into the first responder (nothing without one).
    func type(_ stroke: OnScreenKeyboardView.Stroke) {
        switch stroke {
        case .insert(let text): type(characters: text)
        case .deleteBackward: type(characters: "\u{8}")
        case .returnKey: type(characters: "\r")
        }
    }

    private func type(characters: String) {
        guard let responder = application.firstResponder else { return }
        let now = application.clock.now
        let (press, set) = cachedPress(for: characters, timestamp: now.seconds)
        if application.trace.isEnabled { note(characters, to: responder.traceResponderName, at: now) }
        let event = self.event ?? UIPressesEvent(timestamp: now.seconds)
        self.event = event
        event.timestamp = now.seconds
        event.allPresses = set
        press.responder = responder
        press.timestamp = now.seconds
        press.phase = .began
        responder.pressesBegan(set, with: event)
        emitDelivery(.pressesBegan, to: responder, at: now)
        press.phase = .ended
        responder.pressesEnded(set, with: event)
        emitDelivery(.pressesEnded, to: responder, at: now)
        press.responder = nil
    }

    private func cachedPress(for characters: String, timestamp: TimeInterval) -> (UIPress, Set<UIPress>) {
        if let cached = presses[characters] { return cached }
        let key = UIKey(keyCode: 0, characters: characters, charactersIgnoringModifiers: characters, modifierFlags: [])
        let press = UIPress(phase: .began, timestamp: timestamp, key: key)
        let entry = (press: press, set: Set([press]))
        presses[characters] = entry
        return entry
    }

    private func note(_ characters: String, to responder: String, at time: InputTime) {
        var text = "on-screen key"
        if application.trace.showsTypedCharacters || InputRouter.isNonPrinting(characters) {
            text += " \(InputRouter.quoted(characters))"
        } else {
            text += " typed \(characters.count) character\(characters.count == 1 ? "" : "s") (hidden)"
        }
        application.trace.emit(.note(time: time, message: text + " -> \(responder)"))
    }

    private func emitDelivery(_ phase: TraceEntry.DeliveryPhase, to responder: UIResponder, at time: InputTime) {
        guard application.trace.isEnabled else { return }
        application.trace.emit(.delivery(time: time, responder: responder.traceResponderName, phase: phase, touches: TraceTouches([.key(0)])))
    }
}
