extension UIApplication {
    /// The app's delegate. The framework creates and keeps it when the app is started by
    /// ``UIApplicationMain(_:_:_:_:)`` or `@main`; one set here is not kept (as on iOS).
    public var delegate: (any UIApplicationDelegate)? {
        get { lifecycle.delegate }
        set { lifecycle.delegate = newValue }
    }

    /// Where the application is in its lifecycle: inactive while launching, active once launched, inactive
    /// then background while terminating.
    public var applicationState: State { lifecycle.state }

    /// The connected scenes: one per screen for a scene-based app; for an app without scenes, the implicit
    /// scene of the main screen (iOS 13 gives those apps one too).
    public var connectedScenes: Set<UIScene> { Set(lifecycle.scenes) }

    /// The scene on `screen`, if one is connected.
    func windowScene(on screen: UIScreen) -> UIWindowScene? { lifecycle.scenes.first { $0.screen === screen } }

    /// Launches the app with `delegate`, in iOS's order (docs/runtime.md, "Lifecycle"):
    /// `willFinishLaunching`, `didFinishLaunching`, then for a scene-based app each screen's scene (the
    /// main screen's first) connects, enters the foreground and becomes active; an app without scenes
    /// becomes active. Launching twice is refused and reported.
    package func launch(delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) {
        guard !lifecycle.launched else {
            reportDiagnostic("the application was already launched: launch(delegate:) ignored")
            return
        }
        lifecycle.launched = true
        lifecycle.ownedDelegate = delegate
        lifecycle.delegate = delegate
        lifecycle.state = .inactive
        lifecycle.call(delegate, "application(_:willFinishLaunchingWithOptions:)") {
            _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        }
        lifecycle.call(delegate, "application(_:didFinishLaunchingWithOptions:)") {
            _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        }
        connectScenes(delegate: delegate)
        if !lifecycle.isSceneBased {
            lifecycle.state = .active
            lifecycle.scenes.first?.activationState = .foregroundActive
            lifecycle.call(delegate, "applicationDidBecomeActive(_:)") { delegate.applicationDidBecomeActive(self) }
        }
        layoutPass()
        endTurn()
    }

    /// Ends the app, once: touches in progress are cancelled, then (scene-based) each scene resigns active,
    /// enters the background and disconnects, or (without scenes) the delegate's
    /// `applicationWillResignActive` and `applicationDidEnterBackground` run; then
    /// `applicationWillTerminate`. Later calls do nothing. Hosts call it when a signal or a closed window
    /// ends the app.
    package func terminateLifecycle() {
        guard lifecycle.launched, !lifecycle.terminated else { return }
        lifecycle.terminated = true
        touchDispatcher.cancelTouches(reason: "the application is terminating") { _ in true }
        let delegate = lifecycle.delegate
        if lifecycle.isSceneBased {
            for scene in lifecycle.scenes { disconnect(scene) }
            lifecycle.state = .background
        } else {
            lifecycle.state = .inactive
            if let delegate {
                lifecycle.call(delegate, "applicationWillResignActive(_:)") { delegate.applicationWillResignActive(self) }
            }
            lifecycle.state = .background
            if let delegate {
                lifecycle.call(delegate, "applicationDidEnterBackground(_:)") { delegate.applicationDidEnterBackground(self) }
            }
            for scene in lifecycle.scenes { scene.activationState = .unattached }
        }
        if let delegate {
            lifecycle.call(delegate, "applicationWillTerminate(_:)") { delegate.applicationWillTerminate(self) }
        }
        endTurn()
    }

    /// Whether ``terminateLifecycle()`` ran.
    package var hasTerminated: Bool { lifecycle.terminated }

    /// Where a host learns which lifecycle callback is running (its qualified name), and `nil` when it
    /// returned, to name it if the app crashes there.
    package var lifecycleCallbackObserver: (@MainActor (String?) -> Void)? {
        get { lifecycle.callbackObserver }
        set { lifecycle.callbackObserver = newValue }
    }

    // MARK: Scenes

    private func connectScenes(delegate: any UIApplicationDelegate) {
        for (index, screen) in screens.enumerated() {
            let role: UISceneSession.Role = index == 0 ? .windowApplication : .windowExternalDisplayNonInteractive
            let session = UISceneSession(role: role, persistentIdentifier: "scene-\(index)-\(screen.name)")
            let options = UIScene.ConnectionOptions()
            var configuration = UISceneConfiguration(name: nil, sessionRole: role)
            lifecycle.call(delegate, "application(_:configurationForConnecting:options:)") {
                configuration = delegate.application(self, configurationForConnecting: session, options: options)
            }
            if index == 0 { lifecycle.isSceneBased = configuration.delegateClass != nil }
            // An app without scenes gets the main screen's scene only (its windows are on it); it makes
            // its own windows on other screens if it wants them.
            guard lifecycle.isSceneBased else {
                if index == 0 { connect(makeScene(session: session, configuration: configuration, on: screen, options: options), delegate: nil) }
                continue
            }
            let scene = makeScene(session: session, configuration: configuration, on: screen, options: options)
            connect(scene, delegate: makeSceneDelegate(configuration))
        }
    }

    private func makeScene(session: UISceneSession, configuration: UISceneConfiguration, on screen: UIScreen,
                           options: UIScene.ConnectionOptions) -> UIWindowScene {
        session.configuration = configuration
        var sceneType: UIWindowScene.Type = UIWindowScene.self
        if let requested = configuration.sceneClass {
            if let windowSceneType = requested as? UIWindowScene.Type {
                sceneType = windowSceneType
            } else {
                reportDiagnostic("scene class \(String(reflecting: requested)) is not a UIWindowScene: a UIWindowScene was made instead")
            }
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.screen = screen
        session.scene = scene
        return scene
    }

    private func makeSceneDelegate(_ configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        guard let requested = configuration.delegateClass else { return nil }
        guard let delegateType = requested as? any UISceneDelegate.Type else {
            reportDiagnostic("scene delegate class \(String(reflecting: requested)) does not adopt UISceneDelegate: the scene has no delegate")
            return nil
        }
        return delegateType.init()
    }

    /// Connects a scene: `willConnectTo`, then `sceneWillEnterForeground` and `sceneDidBecomeActive`.
    private func connect(_ scene: UIWindowScene, delegate sceneDelegate: (any UISceneDelegate)?) {
        scene.delegate = sceneDelegate
        lifecycle.scenes.append(scene)
        scene.activationState = .unattached
        guard let sceneDelegate else {
            scene.activationState = .foregroundInactive
            return
        }
        let options = UIScene.ConnectionOptions()
        lifecycle.call(sceneDelegate, "scene(_:willConnectTo:options:)") {
            sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
        }
        scene.activationState = .foregroundInactive
        lifecycle.call(sceneDelegate, "sceneWillEnterForeground(_:)") { sceneDelegate.sceneWillEnterForeground(scene) }
        scene.activationState = .foregroundActive
        lifecycle.state = .active
        lifecycle.call(sceneDelegate, "sceneDidBecomeActive(_:)") { sceneDelegate.sceneDidBecomeActive(scene) }
    }

    /// Disconnects a scene: `sceneWillResignActive`, `sceneDidEnterBackground`, `sceneDidDisconnect`.
    private func disconnect(_ scene: UIWindowScene) {
        let sceneDelegate = scene.delegate
        scene.activationState = .foregroundInactive
        lifecycle.state = .inactive
        if let sceneDelegate {
            lifecycle.call(sceneDelegate, "sceneWillResignActive(_:)") { sceneDelegate.sceneWillResignActive(scene) }
        }
        scene.activationState = .background
        if let sceneDelegate {
            lifecycle.call(sceneDelegate, "sceneDidEnterBackground(_:)") { sceneDelegate.sceneDidEnterBackground(scene) }
        }
        scene.activationState = .unattached
        if let sceneDelegate {
            lifecycle.call(sceneDelegate, "sceneDidDisconnect(_:)") { sceneDelegate.sceneDidDisconnect(scene) }
        }
        scene.session.scene = nil
    }
}
