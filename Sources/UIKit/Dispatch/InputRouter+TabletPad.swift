import InputCore

/// A tablet pad's buttons as presses: each button is a `UIPress` with no `key` and its libinput button
/// number in ``UIPress/tabletPadButton``, delivered as key presses are — to the first responder, or the
/// key window without one, through `pressesBegan` / `pressesEnded` and up the responder chain by each
/// responder's `super` call. Rings and strips reach no responder: they are in the input stream and the
/// trace only (docs/pens.md, "Pad buttons, rings and strips").
extension InputRouter {
    func tabletPad(_ pad: TabletPadEvent, device: DeviceID) {
        guard case .button(let number, let state) = pad.input else { return }
        // Pad devices have no keyboard keys (libinput's pad keys are dropped by the backend), so the button
        // numbers share `pressedKeys` with no collision, and the device's removal cancels held buttons as it
        // cancels held keys.
        var presses = pressedKeys[device] ?? [:]
        switch state {
        case .pressed:
            guard presses[number] == nil else {
                application.reportDiagnostic("pad button \(number) on \(device) pressed twice without a release: ignored")
                return
            }
            let press = UIPress(phase: .began, timestamp: now.seconds, tabletPadButton: Int(number), mode: Int(pad.mode))
            presses[number] = press
            pressedKeys[device] = presses
            deliverPresses([press], phase: .began)
        case .released:
            guard let press = presses.removeValue(forKey: number) else {
                application.reportDiagnostic("pad button \(number) on \(device) released but was not pressed: ignored")
                return
            }
            pressedKeys[device] = presses
            deliverPresses([press], phase: .ended)
        }
    }
}
