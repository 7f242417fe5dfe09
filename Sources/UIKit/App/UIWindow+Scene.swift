extension UIWindow {
    /// The scene the window is in: the one it was made in (``init(windowScene:)``) or moved to; for an app
    /// without scenes, the implicit scene of the window's screen. Setting it moves the window to the
    /// scene's screen.
    public var windowScene: UIWindowScene? {
        get {
            if let storedWindowScene { return storedWindowScene }
            // Only an app without scenes puts windows in its implicit scene; in a scene-based app a window
            // made without a scene has none, as on iOS.
            guard !application.lifecycle.isSceneBased else { return nil }
            return application.windowScene(on: screen)
        }
        set {
            storedWindowScene = newValue
            if let newValue, newValue.screen !== screen { screen = newValue.screen }
        }
    }
}
