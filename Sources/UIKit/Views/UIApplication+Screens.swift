import InputCore

extension UIApplication {
    /// Every screen, the main screen first, then the others in the order they were added.
    public var screens: [UIScreen] { [mainScreen] + screenRegistry.additional }

    /// Adds a screen (a second display). Windows created with ``UIWindow/init(screen:)`` go on it.
    public func addScreen(_ screen: UIScreen) {
        guard !screens.contains(where: { $0 === screen }) else { return }
        if screens.contains(where: { $0.name == screen.name }) {
            reportDiagnostic("screen \"\(screen.name)\" added twice by name: input rules naming it reach the first one")
        }
        screenRegistry.additional.append(screen)
        screen.applicationLink = link
    }

    /// The screen with this name, if any.
    public func screen(named name: String) -> UIScreen? { screens.first { $0.name == name } }

    /// The pointer cursor's position on `screen`, in that screen's points. Pointer devices placed on a
    /// screen move its cursor, which stays on that screen; the main screen's is ``cursorLocation``.
    public func cursorLocation(on screen: UIScreen) -> CGPoint {
        if screen === mainScreen { return cursorLocation }
        var position = InputPoint(x: 0, y: 0)
        screenRegistry.withCursor(of: screen) { position = $0.position }
        return CGPoint(x: position.x, y: position.y)
    }

    /// The screen a device drives: the one it was placed on, else the main screen (a device without a
    /// rule goes to the main screen).
    public func screen(for device: DeviceID) -> UIScreen { screenRegistry.deviceScreens[device] ?? mainScreen }

    /// Places a device on `screen`. A direct touch device's normalised positions map onto that screen
    /// after `calibration`, then `rotation` (the panel's mounting) and the screen's own
    /// ``UIScreen/rotation``, then the screen's size; its touches only reach that screen's windows. A
    /// pointer device moves that screen's cursor (``cursorLocation(on:)``), which stays on the screen, and
    /// its clicks, hover and scrolling only reach that screen's windows.
    public func place(_ device: DeviceID, on screen: UIScreen, rotation: ScreenRotation = .degrees0,
                      calibration: CalibrationMatrix = .identity) {
        if !screens.contains(where: { $0 === screen }) { addScreen(screen) }
        screenRegistry.deviceScreens[device] = screen
        var mapping = screen.inputMapping
        mapping.rotation = ScreenRotation(rawValue: (rotation.rawValue + screen.rotation.rawValue) % 360) ?? .degrees0
        mapping.calibration = calibration
        setScreenMapping(mapping, for: device)
    }
}
