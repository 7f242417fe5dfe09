import Testing
import UIKit
import UIKitTesting

/// One log for every delegate the framework creates in a test (they are made by type, so they cannot be
/// handed a log): each callback appends `Type callback`.
@MainActor
enum LifecycleLog {
    static var entries: [String] = []
    static func reset() { entries = [] }
}

/// An app without scenes: makes a window in didFinishLaunching, as before iOS 13.
@MainActor
final class ScenelessAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    /// The scene state and application state seen by each callback.
    func log(_ name: String, _ application: UIApplication) {
        LifecycleLog.entries.append("app \(name) [\(application.applicationState)]")
    }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("willFinishLaunching", application)
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("didFinishLaunching", application)
        let window = UIWindow(frame: application.mainScreen.bounds)
        window.rootViewController = LoggingViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log("didBecomeActive", application) }
    func applicationWillResignActive(_ application: UIApplication) { log("willResignActive", application) }
    func applicationDidEnterBackground(_ application: UIApplication) { log("didEnterBackground", application) }
    func applicationWillTerminate(_ application: UIApplication) { log("willTerminate", application) }
}

/// A scene-based app: every screen gets a ``LoggingSceneDelegate``.
@MainActor
final class SceneAppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LifecycleLog.entries.append("app willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LifecycleLog.entries.append("app didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LifecycleLog.entries.append("app configurationForConnecting \(connectingSceneSession.role == .windowApplication ? "application" : "external")")
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LoggingSceneDelegate.self
        return configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) { LifecycleLog.entries.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LifecycleLog.entries.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LifecycleLog.entries.append("app didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { LifecycleLog.entries.append("app willTerminate") }
}

/// Makes each scene's window in `willConnectTo` and logs every scene callback with the scene's screen.
@MainActor
final class LoggingSceneDelegate: UIWindowSceneDelegate {
    var window: UIWindow?
    func log(_ name: String, _ scene: UIScene) {
        let screen = (scene as? UIWindowScene)?.screen.name ?? "?"
        LifecycleLog.entries.append("scene \(screen) \(name) [\(scene.activationState)]")
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log("willConnectTo", scene)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = LoggingViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log("willEnterForeground", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { log("didBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { log("willResignActive", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { log("didEnterBackground", scene) }
    func sceneDidDisconnect(_ scene: UIScene) { log("didDisconnect", scene) }
}

/// A root view controller that logs its appearance and the touches that reach its view.
@MainActor
final class LoggingViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LifecycleLog.entries.append("root viewDidAppear")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { LifecycleLog.entries.append("root touchesBegan") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { LifecycleLog.entries.append("root touchesCancelled") }
}

/// A host whose steps are logged and scripted: ``run`` calls the test's closure.
@MainActor
final class ScriptedHost: UIApplicationHost {
    var screens = [UIScreen(name: "main", bounds: CGRect(x: 0, y: 0, width: 320, height: 480))]
    var prepareError: (any Error)?
    var runError: (any Error)?
    var script: (UIApplication) -> Void = { _ in }
    var preparedArguments: [String] = []
    var callbacks: [String] = []

    init() {}

    func prepare(arguments: [String]) throws -> UIApplicationLaunch {
        LifecycleLog.entries.append("host prepare")
        preparedArguments = arguments
        if let prepareError { throw prepareError }
        return UIApplicationLaunch(screens: screens, start: InputTime(microseconds: 1_000_000),
                                   arguments: arguments.filter { $0 != "--host-option" })
    }
    func attach(_ application: UIApplication) throws { LifecycleLog.entries.append("host attach") }
    func run(_ application: UIApplication) throws {
        LifecycleLog.entries.append("host run")
        script(application)
        if let runError { throw runError }
    }
    func finish(_ application: UIApplication) throws { LifecycleLog.entries.append("host finish") }
    func lifecycleCallbackChanged(_ callback: String?) { if let callback { callbacks.append(callback) } }
}

struct HostFailure: Error, CustomStringConvertible {
    var description: String
}
