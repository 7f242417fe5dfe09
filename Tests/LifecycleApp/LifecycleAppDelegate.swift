import Foundation
import UIKit
// Linking the runtime is what gives `@main` its host (UIKit looks it up by name).
import UIKitRuntime

/// A `@main` app as a user writes one, for the runtime's end-to-end tests: it prints each lifecycle
/// callback and each touch callback on its own line (flushed, so a test can wait for one), makes its
/// window the pre-iOS 13 way, and with `LIFECYCLE_APP_CRASH=launch` fails a precondition in
/// `application(_:didFinishLaunchingWithOptions:)`.
@main
final class LifecycleAppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let arguments = (launchOptions?[.arguments] as? [String])?.dropFirst() ?? []
        say("willFinishLaunching arguments=[\(arguments.joined(separator: " "))] screen=\(Int(application.mainScreen.bounds.width))x\(Int(application.mainScreen.bounds.height))")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if ProcessInfo.processInfo.environment["LIFECYCLE_APP_CRASH"] == "launch" {
            preconditionFailure("the menu file cannot be read")
        }
        let window = UIWindow(frame: application.mainScreen.bounds)
        window.rootViewController = TouchLoggingViewController()
        window.makeKeyAndVisible()
        self.window = window
        say("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { say("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { say("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { say("applicationDidEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { say("applicationWillTerminate") }
}

/// A full-window view controller that reports the touches reaching its view.
final class TouchLoggingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { say("touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { say("touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { say("touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { say("touchesCancelled") }
}

/// One line on standard output, flushed.
func say(_ line: String) {
    print(line)
    fflush(nil)
}
