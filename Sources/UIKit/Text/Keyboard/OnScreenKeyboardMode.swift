import InputCore

/// When the application shows the system's on-screen keyboard for a text input that becomes first
/// responder (``UIApplication/onScreenKeyboardMode``).
///
/// A text input's own ``UIResponder/inputView`` and ``UIResponder/inputAccessoryView`` are shown whatever
/// the mode, as on iOS with a hardware keyboard; the mode decides only the system keyboard.
public enum OnScreenKeyboardMode: String, Sendable, CaseIterable {
    /// When no hardware keyboard is attached and something can touch or point at the screen (a
    /// touchscreen, a mouse, a pen): a kiosk. Devices are the ones the application has been told of
    /// (`deviceAdded`), looked at each time a text input becomes first responder and each time a device
    /// is added or removed (a keyboard plugged in hides the system keyboard; the last one unplugged
    /// brings it back).
    case automatic = "auto"
    /// Always, even with a hardware keyboard (a headless test, a kiosk with a keyboard behind a panel).
    case always
    /// Never: the default of a bare `UIApplication` (unit tests); the runtime sets ``automatic``.
    case never
}

extension UIApplication {
    /// When the system's on-screen keyboard appears (docs/text-entry.md, "The on-screen keyboard").
    /// Default ``OnScreenKeyboardMode/never`` for an application made in code; `UIApplicationMain`'s runtime
    /// sets ``OnScreenKeyboardMode/automatic`` unless `UIKIT_ON_SCREEN_KEYBOARD` says otherwise. A change
    /// applies from the next text input that becomes first responder.
    public var onScreenKeyboardMode: OnScreenKeyboardMode {
        get { keyboardPresenter.mode }
        set { keyboardPresenter.mode = newValue }
    }

    /// The keyboard's frame in screen coordinates as it is now (mid-slide while animating); `nil` while no
    /// keyboard is up.
    public var keyboardFrame: CGRect? { keyboardPresenter.visibleFrame }

    /// Whether a hardware keyboard is attached: some device the application was told of reports keys, or
    /// counts as a keyboard because its input rule says so (``setCountsAsKeyboard(_:for:)``).
    var hasHardwareKeyboard: Bool {
        let overrides = keyboardPresenter.countsAsKeyboard
        return inputRouter.devices.contains { id, device in overrides[id] ?? device.capabilities.contains(.keyboard) }
    }

    /// Says whether `device` counts as a hardware keyboard when ``OnScreenKeyboardMode/automatic`` decides
    /// whether to show the on-screen keyboard; `nil` returns to what the device reports (a device reporting
    /// keys counts). A barcode scanner or a power button reports keys, yet a kiosk whose only "keyboards" are
    /// those still wants the on-screen keyboard: their input rule says `"countsAsKeyboard": false`
    /// (docs/input-rules.md). Set it before the device's `deviceAdded` is handled, as the input rules do; a
    /// change for a device already attached applies at once to a text input that is first responder.
    public func setCountsAsKeyboard(_ counts: Bool?, for device: DeviceID) {
        guard keyboardPresenter.countsAsKeyboard[device] != counts else { return }
        keyboardPresenter.countsAsKeyboard[device] = counts
        if inputRouter.devices[device] != nil { keyboardPresenter.devicesChanged() }
    }

    /// Whether something can touch or point at the screen: a touchscreen, a touchpad, a mouse or a pen.
    var hasPointingDevice: Bool {
        inputRouter.devices.values.contains { !$0.capabilities.isDisjoint(with: [.touch, .pointer, .tabletTool]) }
    }
}
