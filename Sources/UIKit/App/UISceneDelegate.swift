/// The methods a scene's delegate implements to respond to the scene's lifecycle.
///
/// The framework creates the delegate from ``UISceneConfiguration/delegateClass`` through ``init()`` (iOS
/// uses the Objective-C runtime; see ``UIApplicationDelegate``). Every method has a default doing nothing.
/// Order: ``scene(_:willConnectTo:options:)``, ``sceneWillEnterForeground(_:)``,
/// ``sceneDidBecomeActive(_:)``; at the end ``sceneWillResignActive(_:)``,
/// ``sceneDidEnterBackground(_:)``, ``sceneDidDisconnect(_:)`` (docs/runtime.md, "Lifecycle").
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// Creates the delegate: the framework calls it once per scene, before any other method.
    init()
    /// The scene is connecting: make its window here (``UIWindow/init(windowScene:)``).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (the app is terminating).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives input.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active: touches in progress were cancelled just before.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate for a window scene: it keeps the scene's window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, made in ``UISceneDelegate/scene(_:willConnectTo:options:)``.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        // Nothing stored: the application keeps visible windows alive.
        set {}
    }
}
