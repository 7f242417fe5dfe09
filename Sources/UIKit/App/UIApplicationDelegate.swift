/// The methods an app implements to respond to its launch, activation and termination, and to choose the
/// configuration of each scene it connects.
///
/// As on iOS, every method has a default implementation, so a delegate implements only what it needs. The
/// framework creates the delegate itself (``UIApplicationMain(_:_:_:_:)`` or `@main`), through ``init()``:
/// iOS creates it through the Objective-C runtime, which Linux does not have, so the protocol requires the
/// initializer. A `final` class gets it for free; a non-final one writes `required init() {}` (see
/// docs/decisions.md, "App lifecycle").
///
/// The order of the callbacks is iOS's (docs/runtime.md, "Lifecycle"):
/// ``application(_:willFinishLaunchingWithOptions:)``, ``application(_:didFinishLaunchingWithOptions:)``,
/// then either the scenes connect (an app whose
/// ``application(_:configurationForConnecting:options:)`` names a scene delegate class) or, for an app
/// without scenes, ``applicationDidBecomeActive(_:)``. At the end: ``applicationWillResignActive(_:)``,
/// ``applicationDidEnterBackground(_:)`` (scene apps get the scene callbacks instead), then
/// ``applicationWillTerminate(_:)``, exactly once.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate: the framework calls it once, before any other method.
    init()

    /// The window of an app without scenes: the one it made visible in
    /// ``application(_:didFinishLaunchingWithOptions:)``. The default keeps nothing.
    var window: UIWindow? { get set }

    /// Launch has begun: the application object and its screens exist, no window or scene yet. Return
    /// `false` to refuse a launch option (the launch goes on, as on iOS). Default `true`.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Launch is almost done: an app without scenes makes its window here and calls
    /// ``UIWindow/makeKeyAndVisible()``. Default `true`.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// An app without scenes became active: it receives input.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// An app without scenes is about to stop being active (it is terminating): touches in progress were
    /// cancelled just before.
    func applicationWillResignActive(_ application: UIApplication)

    /// An app without scenes went to the background (on the way to termination: Linux apps do not suspend).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// An app without scenes is coming back to the foreground. Not called at launch, as on iOS; this
    /// framework has no suspension, so it is never called today.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to end (SIGTERM, SIGINT, its window closed, ``UIApplication/terminate()``):
    /// called exactly once, after the scenes disconnected. Save state here.
    func applicationWillTerminate(_ application: UIApplication)

    /// The configuration of a scene about to connect, one per screen (the main screen's first, with the
    /// role ``UISceneSession/Role/windowApplication``; other screens with
    /// ``UISceneSession/Role/windowExternalDisplayNonInteractive``). Return one whose
    /// ``UISceneConfiguration/delegateClass`` is set to make the app scene-based. The default returns a
    /// configuration without a delegate class: the app has no scenes (the pre-iOS 13 way).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        // Without a stored property of its own the delegate keeps no window: the application keeps
        // visible windows alive, as on iOS.
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
}

extension UIApplication {
    /// Keys of the launch options dictionary passed to the delegate's launch methods.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's own command-line arguments (`[String]`), after the host took its launch options out
        /// (`--display`, `--input`, …): what the app was asked to do. Linux only; iOS has no command line.
        public static let arguments = LaunchOptionsKey("UIApplicationLaunchOptionsArgumentsKey")
    }

    /// Where the application is in its lifecycle.
    public enum State: Int, Sendable {
        /// In the foreground, receiving input.
        case active
        /// In the foreground, not receiving input (launching, or terminating).
        case inactive
        /// In the background (on the way to termination).
        case background
    }
}
